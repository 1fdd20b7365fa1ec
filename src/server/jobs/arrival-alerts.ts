/**
 * Delivers back-in-stock alerts (services/alerts/arrivals.ts deliverArrivals) with the server: at once (events
 * written while it was down), then every YAOCAI_ARRIVAL_SECONDS (2…3600, default 10), as a periodic job
 * (jobs/periodic.ts: a timer on PGlite, a pg-boss job on PostgreSQL that one instance runs at a time). The outbox
 * rows survive restarts; a delivery is idempotent (conditional close of each subscription).
 */
import type { Db } from '../db/client';
import { describeError } from '../lib/redact';
import { deliverArrivals } from '../services/alerts/arrivals';
import { startPeriodic, type Periodic } from './periodic';

export const ARRIVAL_QUEUE = 'arrival-alerts';

export function arrivalIntervalSeconds(): number {
  const n = Number(process.env.YAOCAI_ARRIVAL_SECONDS);
  return Number.isInteger(n) && n >= 2 && n <= 3600 ? n : 10;
}

export function startArrivalAlerts(db: Db, databaseUrl: string | undefined): Promise<Periodic> {
  return startPeriodic({
    queue: ARRIVAL_QUEUE,
    databaseUrl,
    intervalSeconds: arrivalIntervalSeconds(),
    run: async () => {
      await deliverArrivals(db);
    },
    onError: (e) => console.error(`到货提醒任务失败 ${describeError(e)}`),
  });
}

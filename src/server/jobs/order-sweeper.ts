/**
 * Starts the order sweeper (services/orders/sweep.ts) with the server: at once (deadlines that passed while the
 * server was down), then every `intervalSeconds`, as a periodic job (jobs/periodic.ts: a timer on PGlite, a pg-boss
 * job on PostgreSQL that one instance runs at a time). A sweep is idempotent (conditional moves).
 */
import type { Db } from '../db/client';
import { sweepOrders, type SweepResult } from '../services/orders/sweep';
import { describeError } from '../lib/redact';
import { startPeriodic, type Periodic } from './periodic';

export const SWEEP_QUEUE = 'order-sweep';

export interface SweeperOptions {
  db: Db;
  /** postgres://… to schedule through pg-boss; anything else (PGlite) uses a timer. */
  databaseUrl?: string;
  intervalSeconds: number;
  onSwept?: (r: SweepResult) => void;
  onError?: (e: unknown) => void;
}

export type Sweeper = Periodic;

/** YAOCAI_SWEEP_SECONDS (5…3600, default 60). */
export function sweepIntervalSeconds(): number {
  const n = Number(process.env.YAOCAI_SWEEP_SECONDS);
  return Number.isInteger(n) && n >= 5 && n <= 3600 ? n : 60;
}

export function startOrderSweeper(o: SweeperOptions): Promise<Sweeper> {
  // pg-boss's errors carry its database client (user, host, the whole pool): only a one-line summary is printed.
  const onError = o.onError ?? ((e: unknown) => console.error(`订单定时任务失败 ${describeError(e)}`));
  const run = async () => {
    const r = await sweepOrders(o.db);
    if (r.cancelled || r.received || r.refunded) o.onSwept?.(r);
  };
  return startPeriodic({ queue: SWEEP_QUEUE, databaseUrl: o.databaseUrl, intervalSeconds: o.intervalSeconds, run, onError });
}

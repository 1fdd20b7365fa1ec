/**
 * The store's background work, run once per deployment (by the single instance, or by the primary of several): the
 * purge of expired sessions, counters, in-flight leases and the open API's used nonces every 6 hours, the order
 * sweeper, the ERP webhooks, the back-in-stock alerts and the licence expiry messages.
 */
import type { Db } from '../db/client';
import { describeError } from '../lib/redact';
import type { JobRunnerProbe } from '../jobs/job-status';
import { purgeExpiredSessions } from '../services/accounts/sessions';
import { purgeExpiredStaffSessions } from '../services/accounts/staff';
import { purgeCounters } from '../services/trust/rate-counters';
import { purgeRequestLimits } from '../services/trust/request-limits';
import { startOrderSweeper, sweepIntervalSeconds } from '../jobs/order-sweeper';
import { startErpWebhooks } from '../jobs/erp-webhooks';
import { startArrivalAlerts } from '../jobs/arrival-alerts';
import { startLicenceExpiry } from '../jobs/licence-expiry';
import { purgeExpiredNonces } from '../services/open/verify';

const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

export async function startHousekeeping(db: Db, databaseUrl: string): Promise<{ stop(): Promise<void>; jobs: JobRunnerProbe }> {
  const purge = () =>
    Promise.all([purgeExpiredSessions(db), purgeExpiredStaffSessions(db), purgeCounters(db), purgeRequestLimits(db), purgeExpiredNonces(db)]).catch((err) =>
      console.error(`会话清理失败 ${describeError(err)}`),
    );
  await purge();
  // purge catches its own failure: nothing to wait for between two runs.
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS);
  timer.unref();
  // Unpaid orders past their deadline are cancelled, shipped ones received on time; the deadlines are in the table.
  const sweeper = await startOrderSweeper({ db, databaseUrl, intervalSeconds: sweepIntervalSeconds() });
  const webhooks = await startErpWebhooks(db, databaseUrl);
  // Back-in-stock alerts (到货提醒): the outbox the stock updates write, told once.
  const arrivals = await startArrivalAlerts(db, databaseUrl);
  // 资质 messages for licences ending within 30 days or ended, told once (licence_expiry_notices).
  const licences = await startLicenceExpiry(db, databaseUrl);
  return {
    // Ready while all run: the first that is not running is the one readiness reports.
    jobs: () => [sweeper.status(), webhooks.status(), arrivals.status(), licences.status()].find((s) => s.state !== 'running') ?? sweeper.status(),
    async stop() {
      clearInterval(timer);
      await sweeper.stop();
      await webhooks.stop();
      await arrivals.stop();
      await licences.stop();
    },
  };
}

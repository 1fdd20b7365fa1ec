/**
 * Tells clients of licences running out (services/alerts/licence-expiry.ts tellLicenceExpiry) with the server: at
 * once, then every YAOCAI_LICENCE_SECONDS (60…86400, default 3600), as a periodic job (jobs/periodic.ts: a timer on
 * PGlite, a pg-boss job on PostgreSQL that one instance runs at a time). Told-once is in the database
 * (licence_expiry_notices), so a restart or a second instance running it tells nobody twice.
 */
import type { Db } from '../db/client';
import { describeError } from '../lib/redact';
import { tellLicenceExpiry } from '../services/alerts/licence-expiry';
import { startPeriodic, type Periodic } from './periodic';

export const LICENCE_EXPIRY_QUEUE = 'licence-expiry';

export function licenceExpirySeconds(): number {
  const n = Number(process.env.YAOCAI_LICENCE_SECONDS);
  return Number.isInteger(n) && n >= 60 && n <= 86_400 ? n : 3600;
}

export function startLicenceExpiry(db: Db, databaseUrl: string | undefined): Promise<Periodic> {
  return startPeriodic({
    queue: LICENCE_EXPIRY_QUEUE,
    databaseUrl,
    intervalSeconds: licenceExpirySeconds(),
    run: async () => {
      await tellLicenceExpiry(db);
    },
    onError: (e) => console.error(`资质到期提醒任务失败 ${describeError(e)}`),
  });
}

/**
 * Pushes order changes to ERP partners' webhooks (services/open/webhooks.ts) with the server: at once, then every
 * YAOCAI_WEBHOOK_SECONDS (5…3600, default 10), as a periodic job (jobs/periodic.ts: one instance at a time).
 */
import type { Db } from '../db/client';
import { fetchPoster, runWebhooks, type WebhookPoster } from '../services/open/webhooks';
import { startPeriodic, type Periodic } from './periodic';
import { describeError } from '../lib/redact';

export const WEBHOOK_QUEUE = 'erp-webhooks';

export function webhookIntervalSeconds(): number {
  const n = Number(process.env.YAOCAI_WEBHOOK_SECONDS);
  return Number.isInteger(n) && n >= 5 && n <= 3600 ? n : 10;
}

export function startErpWebhooks(db: Db, databaseUrl: string | undefined, poster: WebhookPoster = fetchPoster): Promise<Periodic> {
  return startPeriodic({
    queue: WEBHOOK_QUEUE,
    databaseUrl,
    intervalSeconds: webhookIntervalSeconds(),
    run: async () => {
      await runWebhooks(db, poster);
    },
    onError: (e) => console.error(`ERP 推送任务失败 ${describeError(e)}`),
  });
}

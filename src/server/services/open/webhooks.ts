/**
 * Order changes pushed to ERP partners (issue 27): a partner with a webhook URL gets every order change the feed
 * shows (services/open/orders.ts), POSTed as `{event: 'order.changed', order}` and signed with its own key exactly
 * like its requests to us (model/open-signature.ts: the path and query of its URL), so it verifies with the same code.
 *
 * One run (jobs/erp-webhooks.ts, one instance at a time): for each partner, the feed pages after its webhook cursor
 * become delivery rows (unique per partner and change, so a change is queued once), then the due deliveries are
 * claimed (a lease, FOR UPDATE SKIP LOCKED) and posted. A 2xx answer delivers; anything else is retried after the
 * backoff of model/webhook-rules.ts until the last attempt, then marked failed. Every attempt is in the row (status,
 * error, attempts): the delivery log.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { WebhookDelivery } from '../../../contract/partners';
import { chinaStamp } from '../../../model/date-range';
import { PARTNER_MSG } from '../../../model/partner-rules';
import { WEBHOOK_MAX_ATTEMPTS, webhookBackoffSeconds, webhookUrlProblem } from '../../../model/webhook-rules';
import type { Db } from '../../db/client';
import { partners, webhookDeliveries } from '../../db/schema';
import { ApiError } from '../../errors';
import { OPERATOR_ACTOR, stepAudit, type Actor } from '../trust/audit';
import { signedHeaders } from '../../lib/open-sign';
import { postWebhook, webhookTargetProblem } from '../../lib/webhook-target';
import { FEED_SETTLE_MS, orderFeedPage } from './orders';

export interface WebhookPoster {
  /** Posts and answers the HTTP status; throws when no answer came (network, timeout). */
  post(url: string, headers: Record<string, string>, body: string): Promise<number>;
}

/** The network poster: only to public addresses, checked on the address connected to (lib/webhook-target.ts). */
export const fetchPoster: WebhookPoster = { post: (url, headers, body) => postWebhook(url, headers, body) };

/** Pages queued per partner and run (the rest waits for the next run). */
const PAGES_PER_RUN = 20;
/** Deliveries claimed per run, and how long a claim keeps them from another instance. */
const CLAIM = 100;
const LEASE_MS = 120_000;

/**
 * Sets (or, with null, removes) a partner's webhook URL: http(s) to a public address only (lib/webhook-target.ts). Pushes start with the changes made from
 * now on (the feed's cursor for now): what happened before is in the pull feed.
 */
export async function setPartnerWebhook(db: Db, keyId: string, url: string | null, now = Date.now(), actor: Actor = OPERATOR_ACTOR): Promise<void> {
  const problem = url === null ? null : await webhookTargetProblem(url);
  if (problem) throw new ApiError(400, problem);
  const webhookCursor = url === null ? '' : `${(now - FEED_SETTLE_MS) * 1000}_0`;
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ url: partners.webhookUrl }).from(partners).where(eq(partners.keyId, keyId.trim())).for('update');
    if (!before) throw new ApiError(404, PARTNER_MSG.unknown(keyId.trim()));
    await tx.update(partners).set({ webhookUrl: url, webhookCursor }).where(eq(partners.keyId, keyId.trim()));
    await stepAudit(tx, `partner:${keyId.trim()}`, { change: 'partner-webhook', before: before.url ?? '', after: url ?? '' }, actor);
  });
}

/** Turns the feed after each partner's webhook cursor into delivery rows; answers how many were queued. */
export async function queueOrderChanges(db: Db, now = Date.now()): Promise<number> {
  const hooked = await db
    .select({ id: partners.id, cursor: partners.webhookCursor })
    .from(partners)
    .where(and(isNotNull(partners.webhookUrl), isNull(partners.revokedAt)));
  let queued = 0;
  for (const p of hooked) {
    let cursor = p.cursor;
    for (let i = 0; i < PAGES_PER_RUN; i++) {
      const page = await orderFeedPage(db, cursor || undefined, 200, now);
      if (page.items.length === 0) break;
      const rows = page.items.map((it) => ({ partnerId: p.id, orderCode: it.order.order_code, changeKey: it.cursor, payload: { event: 'order.changed', order: it.order }, nextAttemptAt: new Date(now) }));
      const added = await db.insert(webhookDeliveries).values(rows).onConflictDoNothing().returning({ id: webhookDeliveries.id });
      queued += added.length;
      cursor = page.items.at(-1)!.cursor;
      await db.update(partners).set({ webhookCursor: cursor }).where(eq(partners.id, p.id));
      if (!page.has_more) break;
    }
  }
  return queued;
}

/** Claims the due deliveries (a lease another instance skips) and posts them. */
export async function deliverDue(db: Db, poster: WebhookPoster, now = Date.now()): Promise<{ delivered: number; retried: number; failed: number }> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(isNull(webhookDeliveries.deliveredAt), isNull(webhookDeliveries.failedAt), lte(webhookDeliveries.nextAttemptAt, new Date(now))))
      .orderBy(asc(webhookDeliveries.id))
      .limit(CLAIM)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx.update(webhookDeliveries).set({ nextAttemptAt: new Date(now + LEASE_MS) }).where(inArray(webhookDeliveries.id, due.map((d) => d.id)));
    return tx
      .select({ d: webhookDeliveries, keyId: partners.keyId, secret: partners.secret, url: partners.webhookUrl })
      .from(webhookDeliveries)
      .innerJoin(partners, eq(partners.id, webhookDeliveries.partnerId))
      .where(inArray(webhookDeliveries.id, due.map((d) => d.id)))
      .orderBy(asc(webhookDeliveries.id));
  });
  const out = { delivered: 0, retried: 0, failed: 0 };
  for (const { d, keyId, secret, url } of claimed) {
    const attempts = d.attempts + 1;
    let status: number | null = null;
    let error = '';
    const refused = url ? webhookUrlProblem(url) : null;
    if (refused) error = refused;
    else if (url) {
      const body = JSON.stringify(d.payload);
      const target = new URL(url);
      try {
        status = await poster.post(url, { 'content-type': 'application/json', ...signedHeaders(keyId, secret, { method: 'POST', url: target.pathname + target.search, body }, now) }, body);
        if (status < 200 || status > 299) error = `HTTP ${status}`;
      } catch (e) {
        error = (e instanceof Error ? e.message : String(e)).slice(0, 200);
      }
    } else error = '合作方已取消推送地址';
    if (!error) {
      await db.update(webhookDeliveries).set({ attempts, lastStatus: status, lastError: '', deliveredAt: new Date(now) }).where(eq(webhookDeliveries.id, d.id));
      out.delivered += 1;
    } else if (attempts >= WEBHOOK_MAX_ATTEMPTS || !url || refused) {
      await db.update(webhookDeliveries).set({ attempts, lastStatus: status, lastError: error, failedAt: new Date(now) }).where(eq(webhookDeliveries.id, d.id));
      out.failed += 1;
    } else {
      const next = new Date(now + webhookBackoffSeconds(attempts) * 1000);
      await db.update(webhookDeliveries).set({ attempts, lastStatus: status, lastError: error, nextAttemptAt: next }).where(eq(webhookDeliveries.id, d.id));
      out.retried += 1;
    }
  }
  return out;
}

/** One run of the webhook job. */
export async function runWebhooks(db: Db, poster: WebhookPoster = fetchPoster, now = Date.now()) {
  const queued = await queueOrderChanges(db, now);
  return { queued, ...(await deliverDue(db, poster, now)) };
}

/** The delivery log of a partner, newest first (the operator's `partner-deliveries` command). */
export async function deliveryLog(db: Db, keyId: string, limit = 20): Promise<WebhookDelivery[]> {
  const rows = await db
    .select({ d: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(partners, eq(partners.id, webhookDeliveries.partnerId))
    .where(eq(partners.keyId, keyId.trim()))
    .orderBy(sql`${webhookDeliveries.id} desc`)
    .limit(limit);
  return rows.map(({ d }) => ({
    order_code: d.orderCode,
    state: d.deliveredAt ? '已送达' : d.failedAt ? '已放弃' : '等待重试',
    attempts: d.attempts,
    last_status: d.lastStatus,
    last_error: d.lastError,
    next_attempt_at: d.deliveredAt || d.failedAt ? null : chinaStamp(d.nextAttemptAt),
    created_at: chinaStamp(d.createdAt),
  }));
}

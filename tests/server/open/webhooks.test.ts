/**
 * ERP webhooks (issue 27): a partner with a push URL gets every order change the feed shows, signed with its own key
 * (it verifies like we do); a failed push is retried after the backoff and given up after the last attempt; each
 * change is queued once however often the job runs; the delivery log and the operator commands show it all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { OPEN_HEADERS } from '../../../src/model/open-signature';
import { ORDER_STATUS as S } from '../../../src/model/order-status';
import { PARTNER_MSG } from '../../../src/model/partner-rules';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_MSG, webhookBackoffSeconds } from '../../../src/model/webhook-rules';
import { guardedLookup, InternalTargetError, postWebhook } from '../../../src/server/lib/webhook-target';
import { runPartnerCommand } from '../../../src/server/cli/partner-commands';
import { orders, partners, webhookDeliveries } from '../../../src/server/db/schema';
import { sha256Hex, signatureMatches } from '../../../src/server/lib/open-sign';
import { FEED_SETTLE_MS } from '../../../src/server/services/open/orders';
import { createPartner } from '../../../src/server/services/open/partners';
import { runWebhooks, type WebhookPoster } from '../../../src/server/services/open/webhooks';
import { startServer, type TestServer } from '../helpers';
import { makeOrder } from '../orders/fixtures';
import { directTransport, httpTransport } from '../promotions/operator-transport';
import type { Credentials } from './signed';


let s: TestServer;
let erp: Credentials;
beforeAll(async () => {
  s = await startServer();
  erp = await createPartner(s.db, '推送ERP');
});
afterAll(() => s?.close());

interface Posted {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A partner's endpoint that answers the statuses given in turn (then 200), or throws for 0 (no answer). */
function endpointAnswering(statuses: number[]): WebhookPoster & { posted: Posted[] } {
  const posted: Posted[] = [];
  return {
    posted,
    async post(url, headers, body) {
      posted.push({ url, headers, body });
      const status = statuses.shift() ?? 200;
      if (status === 0) throw new Error('connect ECONNREFUSED');
      return status;
    },
  };
}

/** Orders made by the fixture carry an old stamp: changed now. */
const touch = (ids: number[]) => s.db.update(orders).set({ updatedAt: new Date() }).where(inArray(orders.id, ids));

/** A moment when every change made so far has settled (the feed shows a change FEED_SETTLE_MS after it). */
const settled = () => Date.now() + FEED_SETTLE_MS + 1000;

describe('backoff', () => {
  it('doubles from 30 s to at most an hour', () => {
    expect([1, 2, 3, 4, 10].map(webhookBackoffSeconds)).toEqual([30, 60, 120, 240, 3600]);
  });
});

describe('webhooks', () => {
  it('set by the operator command (http URL only), cleared with off; pushes start with the changes after it', async () => {
    await expect(runPartnerCommand({ kind: 'partner-webhook', keyId: erp.key_id, url: 'ftp://x' }, httpTransport(s))).rejects.toThrow(PARTNER_MSG.badWebhook);
    await expect(runPartnerCommand({ kind: 'partner-webhook', keyId: 'yc_none', url: 'https://erp.example/hook' }, directTransport(s))).rejects.toThrow(PARTNER_MSG.unknown('yc_none'));
    expect(await runPartnerCommand({ kind: 'partner-webhook', keyId: erp.key_id, url: 'https://erp.example/hook?tenant=7' }, httpTransport(s))).toContain('已设置推送地址');
    // The seed's orders changed before: none of them is pushed.
    expect(await runWebhooks(s.db, endpointAnswering([]), settled())).toEqual({ queued: 0, delivered: 0, retried: 0, failed: 0 });
  });

  it('pushes each settled change once, signed with the partner key; retries with backoff; gives up after the last attempt', async () => {
    const a = await makeOrder(s.db, 'yaofang01', S.paid);
    const b = await makeOrder(s.db, 'yaofang01', S.paid);
    await touch([a.id, b.id]);
    const t0 = settled();
    const erpSide = endpointAnswering([200, 503]);
    expect(await runWebhooks(s.db, erpSide, t0)).toEqual({ queued: 2, delivered: 1, retried: 1, failed: 0 });
    const first = erpSide.posted[0]!;
    expect(first.url).toBe('https://erp.example/hook?tenant=7');
    const parsed = JSON.parse(first.body) as { event: string; order: { order_code: string } };
    expect(parsed).toMatchObject({ event: 'order.changed', order: { order_code: a.code } });
    const h = first.headers;
    expect(h[OPEN_HEADERS.key]).toBe(erp.key_id);
    const parts = { method: 'POST', url: '/hook?tenant=7', timestamp: h[OPEN_HEADERS.timestamp]!, nonce: h[OPEN_HEADERS.nonce]!, bodyHash: sha256Hex(first.body) };
    expect(signatureMatches(erp.secret, parts, h[OPEN_HEADERS.signature]!)).toBe(true);

    // Nothing is due before the backoff; the same change is never queued twice.
    expect(await runWebhooks(s.db, erpSide, t0 + 10_000)).toEqual({ queued: 0, delivered: 0, retried: 0, failed: 0 });
    const [pending] = await s.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.orderCode, b.code));
    expect(pending).toMatchObject({ attempts: 1, lastStatus: 503, lastError: 'HTTP 503', deliveredAt: null });
    expect(pending!.nextAttemptAt.getTime()).toBe(t0 + webhookBackoffSeconds(1) * 1000);
    expect(await runWebhooks(s.db, erpSide, t0 + 31_000)).toEqual({ queued: 0, delivered: 1, retried: 0, failed: 0 });

    // A partner that never answers: attempts until the last, then failed. (The clock runs hours ahead here, so some
    // seed orders stamped later today are pushed too: only this order's attempts are counted.)
    const c = await makeOrder(s.db, 'yaofang01', S.paid);
    await touch([c.id]);
    const down = endpointAnswering(Array(1000).fill(0));
    let at = t0 + 60_000;
    for (let i = 0; i < WEBHOOK_MAX_ATTEMPTS; i++) {
      await runWebhooks(s.db, down, at);
      at += 3_600_000;
    }
    const [gaveUp] = await s.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.orderCode, c.code));
    expect(gaveUp).toMatchObject({ attempts: WEBHOOK_MAX_ATTEMPTS, lastError: 'connect ECONNREFUSED' });
    expect(gaveUp!.failedAt).not.toBeNull();
    expect(down.posted.filter((p) => p.body.includes(c.code))).toHaveLength(WEBHOOK_MAX_ATTEMPTS);

    const log = await runPartnerCommand({ kind: 'partner-deliveries', keyId: erp.key_id }, httpTransport(s));
    expect(log).toContain(`${c.code}  已放弃  尝试${WEBHOOK_MAX_ATTEMPTS}次  connect ECONNREFUSED`);
    expect(log).toContain(`${b.code}  已送达  尝试2次  HTTP 200`);
  });

  it('refuses internal addresses (SSRF) when the URL is set, and again at delivery: a stored internal URL is never posted to, a name is checked by what it resolves to', async () => {
    for (const url of ['http://127.0.0.1:8080/hook', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/x', 'http://10.0.0.5/x', 'http://100.64.1.1/x', 'http://localhost:3000/x', 'http://2130706433/x']) {
      await expect(runPartnerCommand({ kind: 'partner-webhook', keyId: erp.key_id, url }, httpTransport(s))).rejects.toThrow(WEBHOOK_MSG.internal);
    }
    const [row] = await s.db.select({ url: partners.webhookUrl }).from(partners).where(eq(partners.keyId, erp.key_id));
    expect(row!.url).toBe('https://erp.example/hook?tenant=7');
    // A name resolving to loopback, at delivery: the request's own lookup refuses it before any connection.
    await expect(postWebhook('http://localhost.:9/hook', {}, '{}')).rejects.toThrow(WEBHOOK_MSG.internal);
    await expect(new Promise((resolve, reject) => guardedLookup('localhost', { all: true }, (e, a) => (e ? reject(e) : resolve(a))))).rejects.toBeInstanceOf(InternalTargetError);
    // An internal URL stored before the check existed: the delivery fails at once, nothing is posted.
    await s.db.update(partners).set({ webhookUrl: 'http://192.168.1.10/hook' }).where(eq(partners.keyId, erp.key_id));
    const e = await makeOrder(s.db, 'yaofang01', S.paid);
    // The test above ran the clock hours ahead (the feed's cursor with it): this change comes after that.
    await s.db.update(orders).set({ updatedAt: new Date(Date.now() + 20 * 3_600_000) }).where(eq(orders.id, e.id));
    const erpSide = endpointAnswering([]);
    await runWebhooks(s.db, erpSide, Date.now() + 21 * 3_600_000);
    expect(erpSide.posted).toEqual([]);
    const [refused] = await s.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.orderCode, e.code));
    expect(refused).toMatchObject({ attempts: 1, lastError: WEBHOOK_MSG.internal });
    expect(refused!.failedAt).not.toBeNull();
  });

  it('stops pushing once the URL is cleared', async () => {
    expect(await runPartnerCommand({ kind: 'partner-webhook', keyId: erp.key_id, url: '' }, directTransport(s))).toBe('已停止推送');
    const d = await makeOrder(s.db, 'yaofang01', S.paid);
    await touch([d.id]);
    const erpSide = endpointAnswering([]);
    expect(await runWebhooks(s.db, erpSide, settled())).toMatchObject({ queued: 0, delivered: 0 });
    expect(erpSide.posted).toEqual([]);
  });
});

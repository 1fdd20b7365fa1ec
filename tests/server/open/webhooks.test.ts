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
import { WEBHOOK_MAX_ATTEMPTS, webhookBackoffSeconds } from '../../../src/model/webhook-rules';
import { runPartnerCommand } from '../../../src/server/cli/partner-commands';
import { orders, webhookDeliveries } from '../../../src/server/db/schema';
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

  it('stops pushing once the URL is cleared', async () => {
    expect(await runPartnerCommand({ kind: 'partner-webhook', keyId: erp.key_id, url: '' }, directTransport(s))).toBe('已停止推送');
    const d = await makeOrder(s.db, 'yaofang01', S.paid);
    await touch([d.id]);
    const erpSide = endpointAnswering([]);
    expect(await runWebhooks(s.db, erpSide, settled())).toMatchObject({ queued: 0, delivered: 0 });
    expect(erpSide.posted).toEqual([]);
  });
});

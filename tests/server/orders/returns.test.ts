/**
 * Returns by line and quantity (issue 29), on PGlite and on PostgreSQL: what may be asked (never more than remains,
 * two requests for the same line at once included), 仅退款 and 退货退款 decided by 财务 (money back to the balance
 * capped by the payments, stock and batches back only for goods received sellable), decisions idempotent, and a
 * return racing the whole-order refund never gives back more than came in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import * as admin from '../../../src/contract/admin';
import * as o from '../../../src/contract/orders';
import * as r from '../../../src/contract/returns';
import { ORDER_STATUS as S } from '../../../src/model/order-status';
import { RETURN_MSG } from '../../../src/model/returns';
import { clients, orderLines, productBatches, refunds, shipmentBatches, shipments } from '../../../src/server/db/schema';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../../src/server/demo-accounts';
import { totpNow } from '../../../src/server/lib/totp';
import { commitRefund } from '../../../src/server/services/orders/client-moves';
import { refundDecision } from '../../../src/server/services/orders/operator-money';
import { applyReturn, decideReturn } from '../../../src/server/services/orders/returns';
import { api, loginAs, startServer, type TestServer } from '../helpers';
import { clientIdOf, makeOrder, stockOf } from './fixtures';

let s: TestServer;
let buyer: string;
let finance: string;
let clientId: number;
beforeAll(async () => {
  s = await startServer({ app: { rateLimit: false } });
  buyer = (await loginAs(s.app, 'yaofang01')).token;
  clientId = await clientIdOf(s.db, 'yaofang01');
  const secret = DEMO_STAFF.find((x) => x.username === 'caiwu01')?.totpSecret;
  const login = await api(s.app, admin.staffLogin, { username: 'caiwu01', password: DEMO_PASSWORD, ...(secret ? { code: await totpNow(secret) } : {}) });
  finance = login.body.data?.token ?? '';
});
afterAll(() => s?.close());

const balance = async () => (await s.db.select({ b: clients.balanceFen }).from(clients).where(eq(clients.id, clientId)))[0]!.b;
const refundedOf = async (orderId: number) =>
  (await s.db.select().from(refunds).where(and(eq(refunds.orderId, orderId), inArray(refunds.status, [0, 1, 2])))).reduce((sum, x) => sum + x.amountFen, 0);
const linesOf = (orderId: number) => s.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
const apply = (id: number, body: Partial<Parameters<typeof api<typeof r.orderReturnApply>>[2]> & { lines: { order_line_id: number; units: number }[] }) =>
  api(s.app, r.orderReturnApply, { id, kind: 'refund', reason_code: 'damaged', ...body }, { token: buyer });
const decide = (return_id: number, action: 'approve' | 'reject' | 'receive', extra: { note?: string; sellable?: 0 | 1 } = {}) =>
  api(s.app, r.adminReturnDecide, { return_id, action, ...extra }, { token: finance });
/** A received order of two lines (product 1 × 4, product 2 × 3), paid from the balance. */
const delivered = async () => {
  const order = await makeOrder(s.db, 'yaofang01', S.received, { lines: [{ productId: 1, amount: 4 }, { productId: 2, amount: 3 }], takeStock: false });
  return { ...order, lines: await linesOf(order.id) };
};

describe('asking', () => {
  it('refuses an order not yet shipped, more than remains, an unknown line, 其他 without words; nothing is recorded', async () => {
    const paid = await makeOrder(s.db, 'yaofang01', S.paid);
    const [line] = await linesOf(paid.id);
    expect((await apply(paid.id, { lines: [{ order_line_id: line!.id, units: 1 }] })).body).toMatchObject({ code: 400, msg: RETURN_MSG.orderNotReturnable });

    const d = await delivered();
    const [a, b] = d.lines;
    expect((await apply(d.id, { lines: [{ order_line_id: a!.id, units: 5 }] })).body.msg).toBe(RETURN_MSG.tooMany(`${a!.tyName} ${a!.productStandard}`, 4));
    expect((await apply(d.id, { lines: [{ order_line_id: line!.id, units: 1 }] })).body.msg).toBe(RETURN_MSG.unknownLine);
    expect((await apply(d.id, { reason_code: 'other', reason_text: ' ', lines: [{ order_line_id: a!.id, units: 1 }] })).body.msg).toBe(RETURN_MSG.reasonTextRequired);
    const view = await api(s.app, r.orderReturns, { id: d.id }, { token: buyer });
    expect(view.body.data).toMatchObject({ open: true, returns: [] });
    expect(view.body.data!.lines.map((l) => l.returnable)).toEqual([4, 3]);

    // Two lines at once: each line's share of the paid amount; the list shows 售后中.
    const ok = await apply(d.id, { kind: 'return', reason_code: 'other', reason_text: '客户退货', lines: [{ order_line_id: a!.id, units: 1 }, { order_line_id: b!.id, units: 3 }] });
    expect(ok.body.code).toBe(200);
    const asked = ok.body.data!;
    expect(asked.lines.map((l) => l.returnable)).toEqual([3, 0]);
    expect(asked.returns[0]).toMatchObject({ kind: 'return', status: 'pending', status_text: '待审核', reason: '其他：客户退货', amount: ((Math.round(a!.lineFen / 4) + b!.lineFen) / 100).toFixed(2) });
    const list = await api(s.app, o.showMyOrders, { tab: 0, size: 100 }, { token: buyer });
    expect(list.body.data!.list.find((x) => x.id === d.id)?.return_open).toBe(true);
  });

  it('two requests for the same line at once: only what remains is granted', async () => {
    const d = await delivered();
    const line = d.lines[0]!;
    const input = (units: number) => ({ kind: 'refund' as const, reasonCode: 'damaged' as const, reasonText: '', images: [], lines: [{ order_line_id: line.id, units }], sessionId: 0 });
    const results = await Promise.allSettled([applyReturn(s.db, clientId, d.id, input(3)), applyReturn(s.db, clientId, d.id, input(3))]);
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((x) => x.status === 'rejected') as PromiseRejectedResult;
    expect(String(refused.reason.message)).toContain('最多还可退1件');
  });
});

describe('deciding', () => {
  it('仅退款: approve pays the line share back to the balance once; approving again moves nothing; reject needs a reason', async () => {
    const d = await delivered();
    const line = d.lines[0]!;
    const asked = (await apply(d.id, { lines: [{ order_line_id: line.id, units: 2 }] })).body.data!.returns[0]!;
    expect((await decide(asked.id, 'reject')).body.msg).toBe(RETURN_MSG.rejectReasonRequired);
    const before = await balance();
    const ok = await decide(asked.id, 'approve');
    expect(ok.body.data).toMatchObject({ status: 'refunded', refunded: asked.amount });
    expect(await balance()).toBe(before + line.lineFen / 2);
    expect((await decide(asked.id, 'approve')).body.data).toMatchObject({ status: 'refunded' });
    expect(await balance()).toBe(before + line.lineFen / 2);
    expect((await decide(asked.id, 'reject', { note: '迟了' })).body.msg).toBe(RETURN_MSG.decided('已退款'));
    // A refused one gives its units back to ask again.
    const second = (await apply(d.id, { lines: [{ order_line_id: line.id, units: 2 }] })).body.data!.returns[0]!;
    expect((await decide(second.id, 'reject', { note: '照片看不清' })).body.data).toMatchObject({ status: 'rejected', decision_note: '照片看不清' });
    expect((await api(s.app, r.orderReturns, { id: d.id }, { token: buyer })).body.data!.lines[0]!.returnable).toBe(2);
  });

  it('退货退款: money only when the goods arrive; sellable goods go back to stock and their batch, unsellable ones do not', async () => {
    const d = await delivered();
    const line = d.lines[1]!;
    const [ship] = await s.db.insert(shipments).values({ orderId: d.id, carrier: '顺丰', waybill: 'SF1' }).returning();
    await s.db.insert(shipmentBatches).values({ shipmentId: ship!.id, orderLineId: line.id, batchNo: 'RET-B1', expiresOn: '2028-01-01', quantity: 3 });
    await s.db.insert(productBatches).values({ productId: 2, batchNo: 'RET-B1', producedOn: '2025-01-01', expiresOn: '2028-01-01', quantity: 5 });
    const batch = async () => (await s.db.select().from(productBatches).where(and(eq(productBatches.productId, 2), eq(productBatches.batchNo, 'RET-B1'))))[0]!.quantity;

    const sell = (await apply(d.id, { kind: 'return', lines: [{ order_line_id: line.id, units: 2 }] })).body.data!.returns[0]!;
    const [stock0, money0] = [await stockOf(s.db, 2), await balance()];
    expect((await decide(sell.id, 'receive', { sellable: 1 })).body.msg).toBe(RETURN_MSG.decided('待审核'));
    expect((await decide(sell.id, 'approve')).body.data).toMatchObject({ status: 'approved', refunded: '0.00' });
    expect(await balance()).toBe(money0);
    expect((await decide(sell.id, 'receive')).body.msg).toBe(RETURN_MSG.sellableRequired);
    expect((await decide(sell.id, 'receive', { sellable: 1 })).body.data).toMatchObject({ status: 'refunded', sellable: true });
    expect((await decide(sell.id, 'receive', { sellable: 1 })).body.data).toMatchObject({ status: 'refunded' });
    expect(await stockOf(s.db, 2)).toBe(stock0 + 2);
    expect(await batch()).toBe(7);
    expect(await balance()).toBe(money0 + Math.round((line.lineFen * 2) / 3));

    const broken = (await apply(d.id, { kind: 'return', lines: [{ order_line_id: line.id, units: 1 }] })).body.data!.returns[0]!;
    await decide(broken.id, 'approve');
    expect((await decide(broken.id, 'receive', { sellable: 0 })).body.data).toMatchObject({ status: 'refunded', sellable: false });
    expect(await stockOf(s.db, 2)).toBe(stock0 + 2);
    expect(await batch()).toBe(7);
    // The whole line came back in two returns: exactly its paid amount.
    expect(await balance()).toBe(money0 + line.lineFen);
  });

  it('a buyer may not decide', async () => {
    const d = await delivered();
    const asked = (await apply(d.id, { lines: [{ order_line_id: d.lines[0]!.id, units: 1 }] })).body.data!.returns[0]!;
    expect((await api(s.app, r.adminReturnDecide, { return_id: asked.id, action: 'approve' }, { token: buyer })).status).toBe(401);
  });

  it('a return racing the whole-order refund never gives back more than was paid', async () => {
    for (let round = 0; round < 3; round++) {
      const d = await delivered();
      const paid = d.lines.reduce((sum, l) => sum + l.lineFen, 0);
      const asked = (await apply(d.id, { lines: [{ order_line_id: d.lines[0]!.id, units: 4 }] })).body.data!.returns[0]!;
      const full = async () => {
        await commitRefund(s.db, clientId, d.id, { reason: '整单退', images: [], sessionId: 0 }, { kind: 'client', id: clientId });
        await refundDecision(s.db, d.code, 'approve', 'online');
      };
      await Promise.allSettled([decideReturn(s.db, asked.id, { action: 'approve', note: '' }), full()]);
      expect(await refundedOf(d.id)).toBeLessThanOrEqual(paid);
      expect(await refundedOf(d.id)).toBe(paid);
    }
  });
});

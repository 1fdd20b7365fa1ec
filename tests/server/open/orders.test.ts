/**
 * The ERP's side of orders (issue 27), signed: the cursor-paged feed of new and changed orders (settled ones only),
 * the shipment callback (per line batches with expiry, quantity and 追溯码, carrier and waybill) that ships the order
 * through the order state service, writes the GSP record, tells the buyer and shows everything in the buyer's order
 * detail; the same waybill again is idempotent; and the refund callback through the operator's refund decision.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import * as o from '../../../src/contract/orders';
import * as open from '../../../src/contract/open';
import { ORDER_STATUS as S } from '../../../src/model/order-status';
import { SHIPMENT_MSG } from '../../../src/model/erp-rows';
import { auditLog, clients, orderLines, orders, shipmentBatches } from '../../../src/server/db/schema';
import { createPartner } from '../../../src/server/services/open/partners';
import { FEED_SETTLE_MS } from '../../../src/server/services/open/orders';
import { recordShipment } from '../../../src/server/services/open/shipments';
import { api, loginAs, startServer, type TestServer } from '../helpers';
import { makeOrder } from '../orders/fixtures';
import { signed, type Credentials } from './signed';

let s: TestServer;
let erp: Credentials;
let token: string;
beforeAll(async () => {
  s = await startServer();
  erp = await createPartner(s.db, '测试ERP');
  token = (await loginAs(s.app, 'yaofang01')).token;
});
afterAll(() => s?.close());

/** Makes the orders' last change older than the feed's settle time (as if placed a moment ago). */
const settle = (ids: number[]) => s.db.update(orders).set({ updatedAt: new Date(Date.now() - FEED_SETTLE_MS - 1000) }).where(inArray(orders.id, ids));

async function pullAll(cursor = '', limit = 200) {
  const seen: open.OpenOrder[] = [];
  for (;;) {
    const r = await signed(s.app, erp, open.openOrders, { ...(cursor ? { cursor } : {}), limit });
    expect(r.status, r.raw).toBe(200);
    seen.push(...r.body.data.orders);
    cursor = r.body.data.next_cursor;
    if (!r.body.data.has_more) return { seen, cursor };
  }
}

describe('order feed', () => {
  it('pages new orders by cursor, shows an order again once it changed, and hides one changed this instant', async () => {
    const { cursor: start } = await pullAll();
    const a = await makeOrder(s.db, 'yaofang01', S.paid, { lines: [{ productId: 1, amount: 2 }, { productId: 4, amount: 10 }] });
    const b = await makeOrder(s.db, 'yaofang01', S.pendingPayment);
    await settle([a.id, b.id]);
    const fresh = await makeOrder(s.db, 'yaofang01', S.pendingPayment);
    const paged = await signed(s.app, erp, open.openOrders, { cursor: start, limit: 1 });
    expect(paged.body.data.orders.map((x) => x.order_code)).toEqual([a.code]);
    expect(paged.body.data.has_more).toBe(true);
    const first = paged.body.data.orders[0]!;
    expect(first).toMatchObject({ status: S.paid, client: { username: 'yaofang01' }, shipment: null });
    expect(first.lines.map((l) => [l.amount])).toEqual([[2], [10]]);
    const rest = await pullAll(paged.body.data.next_cursor);
    expect(rest.seen.map((x) => x.order_code)).toEqual([b.code]);
    expect(rest.seen.map((x) => x.order_code)).not.toContain(fresh.code);
    expect((await pullAll(rest.cursor)).seen).toEqual([]);
    await s.db.update(orders).set({ status: S.cancelled }).where(eq(orders.id, b.id));
    await settle([b.id]);
    expect((await pullAll(rest.cursor)).seen.map((x) => [x.order_code, x.status])).toEqual([[b.code, S.cancelled]]);
  });

  it('refuses a malformed cursor (400 naming it)', async () => {
    const r = await signed(s.app, erp, open.openOrders, { cursor: 'abc' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/请求参数有误：游标/);
  });
});

describe('shipment callback', () => {
  it('ships with batches, expiry, 追溯码 and waybill; the buyer is told and sees them; the same waybill again changes nothing', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.paid, { lines: [{ productId: 1, amount: 2 }, { productId: 4, amount: 3 }] });
    const lines = await s.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
    const [l1, l2] = [lines[0]!.id, lines[1]!.id];
    const body = {
      order_code: order.code,
      carrier: '顺丰速运',
      waybill: 'SF1234567890',
      lines: [
        { line_id: l1, batches: [{ batch_no: 'B2', expires_on: '2028-06-30', quantity: 1, trace_codes: ['81234567890123456789'] }, { batch_no: 'B1', expires_on: '2027-12-31', quantity: 1, trace_codes: ['81234567890123456790'] }] },
        { line_id: l2, batches: [{ batch_no: 'C1', expires_on: '2027-09-30', quantity: 3 }] },
      ],
    };
    const wrong = await signed(s.app, erp, open.openShipment, { ...body, lines: [body.lines[0], { line_id: l2, batches: [{ batch_no: 'C1', expires_on: '2027-09-30', quantity: 2 }] }] });
    expect(wrong.body).toMatchObject({ code: 400, msg: SHIPMENT_MSG.quantityMismatch(l2, 3, 2) });
    expect((await signed(s.app, erp, open.openShipment, { ...body, lines: [body.lines[0]] })).body.msg).toBe(SHIPMENT_MSG.missingLine(l2));
    const dupCode = { ...body, lines: [body.lines[0], { line_id: l2, batches: [{ batch_no: 'C1', expires_on: '2027-09-30', quantity: 3, trace_codes: ['81234567890123456789'] }] }] };
    expect((await signed(s.app, erp, open.openShipment, dupCode)).body.msg).toBe(SHIPMENT_MSG.duplicateTraceCode('81234567890123456789'));
    expect((await s.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe(S.paid);

    const shipped = await signed(s.app, erp, open.openShipment, body);
    expect(shipped.status, shipped.raw).toBe(200);
    expect(shipped.body.data).toMatchObject({ order_code: order.code, status: S.shipped });
    expect(await s.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id)).toMatchObject([
      { batchNo: 'B1', expiryDate: '2027-12-31' },
      { batchNo: 'C1', expiryDate: '2027-09-30' },
    ]);
    const audit = await s.db.select().from(auditLog).where(eq(auditLog.subject, `order:${order.code}`));
    expect(audit).toMatchObject([{ detail: { step: 'erp-ship', partner: erp.key_id, waybill: 'SF1234567890' } }]);

    const detail = await api(s.app, o.getOrderDetailInfo, { id: order.id }, { token });
    expect(detail.body.data.shipment).toEqual({ carrier: '顺丰速运', waybill: 'SF1234567890' });
    expect(detail.body.data.lines[0]!.batches).toEqual([
      { batch_no: 'B2', expires_on: '2028-06-30', quantity: 1, trace_codes: ['81234567890123456789'] },
      { batch_no: 'B1', expires_on: '2027-12-31', quantity: 1, trace_codes: ['81234567890123456790'] },
    ]);
    expect(detail.body.data.lines[1]).toMatchObject({ batch_no: 'C1', expiry_date: '2027-09-30', batches: [{ batch_no: 'C1', quantity: 3, trace_codes: [] }] });

    const again = await signed(s.app, erp, open.openShipment, body);
    expect(again.body.data).toMatchObject({ status: S.shipped });
    expect(await s.db.select().from(shipmentBatches)).toHaveLength(3);
    const other = await signed(s.app, erp, open.openShipment, { ...body, waybill: 'SF999' });
    expect(other.body).toMatchObject({ code: 400, msg: SHIPMENT_MSG.otherWaybill('SF1234567890') });
    await settle([order.id]);
    const fed = (await pullAll()).seen.find((x) => x.order_code === order.code);
    expect(fed).toMatchObject({ status: S.shipped, shipment: { carrier: '顺丰速运', waybill: 'SF1234567890' } });
  });

  it('tells the buyer by text message once the shipment is recorded', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.paid);
    const [line] = await s.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const texts: [string, string][] = [];
    const sms = { send: async (mobile: string, text: string) => void texts.push([mobile, text]) };
    const body = { order_code: order.code, carrier: '京东物流', waybill: 'JD42', lines: [{ line_id: line!.id, batches: [{ batch_no: 'X1', expires_on: '2027-01-01', quantity: line!.amount }] }] };
    await recordShipment(s.db, null, body, sms);
    const [buyer] = await s.db.select({ phone: clients.phone }).from(clients).where(eq(clients.username, 'yaofang01'));
    expect(texts).toEqual([[buyer!.phone, SHIPMENT_MSG.buyerText(order.code, '京东物流', 'JD42')]]);
    await recordShipment(s.db, null, body, sms);
    expect(texts).toHaveLength(1); // the same waybill again: nothing new to tell
  });

  it('an order that may not ship now is refused by the order state rules, nothing stored', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.pendingPayment);
    const [line] = await s.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const r = await signed(s.app, erp, open.openShipment, { order_code: order.code, carrier: '京东物流', waybill: 'JD1', lines: [{ line_id: line!.id, batches: [{ batch_no: 'X', expires_on: '2027-01-01', quantity: line!.amount }] }] });
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toMatch(/待付款/);
    expect(await s.db.select().from(shipmentBatches).where(eq(shipmentBatches.orderLineId, line!.id))).toEqual([]);
  });
});

describe('refund callback', () => {
  it('decides a refund request through the operator refund service; refuses an order with none', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.refundPending);
    const r = await signed(s.app, erp, open.openRefund, { order_code: order.code, action: 'approve', way: 'offline' });
    expect(r.body.data).toMatchObject({ status: S.refunded });
    const none = await makeOrder(s.db, 'yaofang01', S.paid);
    expect((await signed(s.app, erp, open.openRefund, { order_code: none.code, action: 'reject' })).status).toBe(400);
  });
});

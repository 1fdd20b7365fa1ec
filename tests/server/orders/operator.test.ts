/**
 * The operator's order steps (/api/operator/*, x-operator-key): ship (the GSP record, frozen after), review,
 * bank-transfer confirmation, refund decisions (money, coupon and stock back), list and the GSP export. Every step
 * writes an audit row; a refused step writes neither a move nor an audit row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as o from '../../../src/contract/orders';
import type { BodyOf, EndpointSpec, InputOf } from '../../../src/contract/define';
import { chinaDay } from '../../../src/model/date-range';
import { ORDER_STATUS as S } from '../../../src/model/order-status';
import { auditLog, cashLedger, clients, orderEvents, orderLines, orders, payments, productBatches, shipmentBatches, shipments } from '../../../src/server/db/schema';
import { reportStock } from '../../../src/server/services/open/stock';
import { hotProduct } from '../../../bench/orders-fixture';
import { api, startServer, type TestServer } from '../helpers';
import { OPERATOR_KEY } from '../test-env';
import { clientIdOf, couponUsed, makeOrder, spentCoupon, stockOf } from './fixtures';


let s: TestServer;
let clientId: number;
beforeAll(async () => {
  s = await startServer();
  clientId = await clientIdOf(s.db, 'yaofang01');
});
afterAll(() => s?.close());

const op = <E extends EndpointSpec>(e: E, body: NoInfer<BodyOf<E>>, key = OPERATOR_KEY) =>
  // InputOf<E> is BodyOf<E> for an operator endpoint (a POST); TypeScript cannot resolve that for a generic E.
  api(s.app, e, body as unknown as InputOf<E>, { headers: { 'x-operator-key': key } });
const orderOf = async (id: number) => (await s.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const audits = (code: string) => s.db.select().from(auditLog).where(eq(auditLog.subject, `order:${code}`));
const DAY = 86_400_000;

describe('operator key', () => {
  it('refuses every order step without the right key', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.paid);
    const r = await op(o.operatorShip, { order_code: order.code }, 'wrong');
    expect(r.status).toBe(403);
    expect((await orderOf(order.id)).status).toBe(S.paid);
  });
});

describe('ship', () => {
  it('1 → 2: batch, expiry and shipped_at on every line, auto receipt set, history and audit written', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.paid, { lines: [{ productId: 1, amount: 2 }, { productId: 4, amount: 10 }] });
    const r = await op(o.operatorShip, { order_code: order.code, batch_no: 'B2026A', expiry_date: '2028-06-30' });
    expect(r.body.data).toMatchObject({ order_code: order.code, status: S.shipped, status_text: '待收货', username: 'yaofang01' });
    const lines = await s.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.every((l) => l.batchNo === 'B2026A' && l.expiryDate === '2028-06-30' && l.shippedAt !== null)).toBe(true);
    const row = await orderOf(order.id);
    expect(row.autoReceiveAt!.getTime() - row.shippedAt!.getTime()).toBe(10 * DAY);
    const [ev] = await s.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, S.shipped)));
    expect(ev).toMatchObject({ actorKind: 'operator', fromStatus: S.paid });
    expect(ev!.reason).toContain('B2026A');
    expect(await audits(order.code)).toMatchObject([{ action: 'operator', actorKind: 'operator', detail: { step: 'ship', from: S.paid } }]);
  });

  it('ships an approved bank-transfer order with a default batch and expiry', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.approved);
    const r = await op(o.operatorShip, { order_code: order.code });
    expect(r.body.data.status).toBe(S.shipped);
    const [line] = await s.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line!.batchNo).toMatch(/^B\d{8}$/);
    expect(line!.expiryDate! > chinaDay(new Date())).toBe(true);
  });

  it('without a batch named, a product with batches on record ships first-expiry-first-out: batches go down, the lines are recorded as an ERP shipment', async () => {
    const code = `FEFO-${Date.now()}`;
    const product = await hotProduct(s.db, code, 0);
    const day = (n: number) => chinaDay(new Date(Date.now() + n * DAY));
    await reportStock(s.db, [{ code, batches: [
      { batch_no: 'F-LATE', produced_on: day(-10), expires_on: day(600), quantity: 50 },
      { batch_no: 'F-GONE', produced_on: day(-900), expires_on: day(-1), quantity: 99 },
      { batch_no: 'F-SOON', produced_on: day(-300), expires_on: day(90), quantity: 4 },
    ] }]);
    const batchesNow = async () => Object.fromEntries((await s.db.select().from(productBatches).where(eq(productBatches.productId, product))).map((b) => [b.batchNo, b.quantity]));
    const short = await makeOrder(s.db, 'yaofang01', S.paid, { lines: [{ productId: product, amount: 30 }, { productId: product, amount: 25 }] });
    const refused = await op(o.operatorShip, { order_code: short.code });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('批次库存不足');
    expect((await orderOf(short.id)).status).toBe(S.paid);
    expect(await batchesNow()).toEqual({ 'F-LATE': 50, 'F-GONE': 99, 'F-SOON': 4 });
    expect(await s.db.select().from(shipments).where(eq(shipments.orderId, short.id))).toHaveLength(0);

    const order = await makeOrder(s.db, 'yaofang01', S.paid, { lines: [{ productId: product, amount: 6 }, { productId: 1, amount: 2 }] });
    const r = await op(o.operatorShip, { order_code: order.code });
    expect(r.body.data.status).toBe(S.shipped);
    expect(await batchesNow()).toEqual({ 'F-LATE': 48, 'F-GONE': 99, 'F-SOON': 0 });
    const lines = await s.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
    expect(lines[0]).toMatchObject({ batchNo: 'F-SOON', expiryDate: day(90) });
    expect(lines[1]!.batchNo).toMatch(/^B\d{8}$/);
    const recorded = await s.db.select().from(shipmentBatches).where(inArray(shipmentBatches.orderLineId, lines.map((l) => l.id))).orderBy(shipmentBatches.id);
    expect(recorded.map((b) => [b.orderLineId, b.batchNo, b.expiresOn, b.quantity])).toEqual([
      [lines[0]!.id, 'F-SOON', day(90), 4],
      [lines[0]!.id, 'F-LATE', day(600), 2],
      [lines[1]!.id, lines[1]!.batchNo, lines[1]!.expiryDate, 2],
    ]);
    expect(recorded[0]!.producedOn).toBe(day(-300));
  });

  it('refuses to ship an unpaid, a shipped or a missing order: nothing moves, no audit row', async () => {
    for (const status of [S.pendingPayment, S.shipped, S.cancelled]) {
      const order = await makeOrder(s.db, 'yaofang01', status);
      const r = await op(o.operatorShip, { order_code: order.code, batch_no: 'X' });
      expect(r.status, String(status)).toBe(400);
      expect((await orderOf(order.id)).status).toBe(status);
      expect(await audits(order.code)).toHaveLength(0);
    }
    const missing = await op(o.operatorShip, { order_code: 'YC-NOPE' });
    expect(missing.body).toMatchObject({ code: 404, msg: '订单不存在' });
  });

  it('refuses a malformed expiry naming the field', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.paid);
    const r = await op(o.operatorShip, { order_code: order.code, expiry_date: '2028-13' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('有效期');
  });

  it('a shipped line is a GSP record the database never lets change or go', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.paid);
    await op(o.operatorShip, { order_code: order.code });
    await expect(s.db.update(orderLines).set({ amount: 1 }).where(eq(orderLines.orderId, order.id))).rejects.toThrow();
    await expect(s.db.delete(orderLines).where(eq(orderLines.orderId, order.id))).rejects.toThrow();
  });
});

describe('review and bank transfer', () => {
  it('review pass 10 → 11, reject 10 → 12; a second review is refused', async () => {
    const a = await makeOrder(s.db, 'yaofang01', S.pendingReview);
    const b = await makeOrder(s.db, 'yaofang01', S.pendingReview);
    expect((await op(o.operatorReview, { order_code: a.code, action: 'pass' })).body.data.status).toBe(S.approved);
    expect((await op(o.operatorReview, { order_code: b.code, action: 'reject' })).body.data.status).toBe(S.rejected);
    const again = await op(o.operatorReview, { order_code: a.code, action: 'reject' });
    expect(again.status).toBe(400);
    expect(await audits(a.code)).toHaveLength(1);
  });

  it('confirm-transfer: 10 → 11, paid by bank with a payment row', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.pendingReview);
    const r = await op(o.operatorConfirmTransfer, { order_code: order.code });
    expect(r.body.data.status).toBe(S.approved);
    const row = await orderOf(order.id);
    expect(row).toMatchObject({ payStatus: 2, payType: 8, paidFen: row.totalFen });
    const pays = await s.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(pays).toMatchObject([{ provider: 'bank', status: 1, amountFen: row.totalFen }]);
    expect((await audits(order.code)).map((a) => a.action)).toContain('operator');
  });
});

describe('refund decisions', () => {
  const balance = async () => (await s.db.select({ b: clients.balanceFen }).from(clients).where(eq(clients.id, clientId)))[0]!.b;

  it('approve online for a balance payment: 8 → 9 → 15 → 16, money back with a ledger row, coupon and (unshipped) stock back', async () => {
    const coupon = await spentCoupon(s.db, clientId);
    const stock0 = await stockOf(s.db, 1);
    const order = await makeOrder(s.db, 'yaofang01', S.refundPending, { clientCouponId: coupon, lines: [{ productId: 1, amount: 3 }] });
    // PATHS for 8 go through shipping; make this one an unshipped refund (paid → refund pending).
    await s.db.execute(sql`alter table order_lines disable trigger order_lines_gsp_guard`);
    await s.db.update(orderLines).set({ shippedAt: null, batchNo: null, expiryDate: null }).where(eq(orderLines.orderId, order.id));
    await s.db.execute(sql`alter table order_lines enable trigger order_lines_gsp_guard`);
    await s.db.update(orders).set({ shippedAt: null }).where(eq(orders.id, order.id));
    expect(await stockOf(s.db, 1)).toBe(stock0 - 3);
    const b0 = await balance();
    const row = await orderOf(order.id);
    const r = await op(o.operatorRefund, { order_code: order.code, action: 'approve', way: 'online' });
    expect(r.body.data.status).toBe(S.refunded);
    expect(await balance()).toBe(b0 + row.totalFen);
    const ledger = await s.db.select().from(cashLedger).where(eq(cashLedger.orderId, order.id));
    expect(ledger).toMatchObject([{ deltaFen: row.totalFen, kind: 'refund' }]);
    expect(await couponUsed(s.db, coupon)).toBe(false);
    expect(await stockOf(s.db, 1)).toBe(stock0);
    const moves = (await s.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id)).map((e) => e.toStatus);
    expect(moves.slice(-4)).toEqual([S.refundPending, S.refundApproved, S.onlineRefund, S.refunded]);
    expect((await orderOf(order.id)).payStatus).toBe(3);
  });

  it('approve offline: 9 → 14 → 16; a shipped order keeps its stock out (the goods left)', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.refundPending);
    const stock = await stockOf(s.db, 1);
    const r = await op(o.operatorRefund, { order_code: order.code, action: 'approve', way: 'offline' });
    expect(r.body.data.status).toBe(S.refunded);
    expect(await stockOf(s.db, 1)).toBe(stock);
  });

  it('reject: 8 → 13 with the request decided; the client may then confirm receipt', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.refundPending);
    const r = await op(o.operatorRefund, { order_code: order.code, action: 'reject' });
    expect(r.body.data.status).toBe(S.refundRejected);
    const twice = await op(o.operatorRefund, { order_code: order.code, action: 'approve' });
    expect(twice.status).toBe(400);
    expect((await orderOf(order.id)).status).toBe(S.refundRejected);
  });

  it('refuses to decide an order with no refund request', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.paid);
    const b0 = await balance();
    const r = await op(o.operatorRefund, { order_code: order.code, action: 'approve' });
    expect(r.status).toBe(400);
    expect(await balance()).toBe(b0);
    expect(await audits(order.code)).toHaveLength(0);
  });
});

describe('list and GSP export', () => {
  it('lists the latest orders, by account', async () => {
    const r = await op(o.operatorOrders, { username: 'zhensuo01' });
    expect(r.body.data.length).toBeGreaterThan(0);
    expect(r.body.data.every((x) => x.username === 'zhensuo01')).toBe(true);
  });

  it('exports the GSP sales records of shipped lines as .xlsx', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.paid, { lines: [{ productId: 1, amount: 2 }] });
    await op(o.operatorShip, { order_code: order.code, batch_no: 'GSP-1', expiry_date: '2029-01-31' });
    const today = chinaDay(new Date());
    const res = await s.app.inject({
      method: 'POST',
      url: `/api${o.operatorGspExport.path}`,
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { from: today, to: today },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    // exceljs declares its own `Buffer` (an ArrayBuffer); it reads a Node Buffer.
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    for (const h of ['通用名称', '规格', '剂型', '生产厂家', '批准文号', '批号', '有效期至', '数量', '单价（元）', '金额（元）', '购货单位', '采购人员', '销售日期']) {
      expect(header).toContain(h);
    }
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => n > 1 && rows.push((row.values as unknown[]).slice(1)));
    const mine = rows.find((r) => r.includes(order.code));
    expect(mine).toBeDefined();
    expect(mine).toContain('GSP-1');
    expect(mine).toContain('2029-01-31');
  });

  it('the list and the export are in the audit trail too', async () => {
    const before = (await s.db.select().from(auditLog).where(eq(auditLog.subject, 'orders'))).length;
    await op(o.operatorOrders, {});
    const today = chinaDay(new Date());
    await s.app.inject({ method: 'POST', url: `/api${o.operatorGspExport.path}`, headers: { 'x-operator-key': OPERATOR_KEY }, payload: { from: today, to: today } });
    const rows = await s.db.select().from(auditLog).where(eq(auditLog.subject, 'orders'));
    expect(rows.length - before).toBe(2);
    expect(rows.map((r) => (r.detail as { step: string }).step).slice(-2)).toEqual(['orders', 'gsp-export']);
  });

  it('refuses a reversed range', async () => {
    const r = await op(o.operatorGspExport, { from: '2026-02-01', to: '2026-01-01' });
    expect(r.body).toMatchObject({ code: 400, msg: '开始日期不能晚于结束日期' });
  });
});

/**
 * The back office's orders desk (issue 28): the list's filters, sort and paging, the detail, the CSV export;
 * 订单客服 reviews, ships with carrier and waybill and cancels; 财务 confirms a transfer and decides a refund. Each
 * step is the operator's own service, audited with the staff member; a refused step changes nothing; each role is
 * refused outside its job; the dashboard counts the to-dos.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import * as admin from '../../../src/contract/admin';
import * as desk from '../../../src/contract/admin-orders';
import * as pc from '../../../src/contract/parcels';
import { PARCEL_MSG } from '../../../src/model/parcels';
import * as compliance from '../../../src/contract/compliance';
import { chinaDay } from '../../../src/model/date-range';
import { SHIPMENT_MSG } from '../../../src/model/erp-rows';
import { ADMIN_ORDER_MSG, ORDER_MSG } from '../../../src/model/messages';
import { addDays } from '../../../src/model/salesman-report';
import { SHIP_BATCH_MSG } from '../../../src/model/ship-batches';
import { ORDER_STATUS as S } from '../../../src/model/order-status';
import { STAFF_MSG } from '../../../src/model/staff';
import { auditLog, orderEvents, orderLines, orders, productBatches, products, shipments, staff } from '../../../src/server/db/schema';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../../src/server/demo-accounts';
import { totpNow } from '../../../src/server/lib/totp';
import { api, startServer, type TestServer } from '../helpers';
import { makeOrder } from '../orders/fixtures';

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startServer({ app: { rateLimit: false } });
  for (const username of ['kefu01', 'caiwu01', 'yunying01', 'zhiliang01']) {
    const secret = DEMO_STAFF.find((x) => x.username === username)?.totpSecret;
    const code = secret ? await totpNow(secret) : undefined;
    const r = await api(s.app, admin.staffLogin, { username, password: DEMO_PASSWORD, ...(code ? { code } : {}) });
    if (!r.body.data?.token) throw new Error(`staff login ${username}: ${r.raw}`);
    tokens[username] = r.body.data.token;
  }
});
afterAll(() => s?.close());

const as = (username: string) => ({ token: tokens[username]! });
const orderOf = async (id: number) => (await s.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const staffId = async (username: string) => (await s.db.select({ id: staff.id }).from(staff).where(eq(staff.username, username)))[0]!.id;
const audits = (code: string) => s.db.select().from(auditLog).where(eq(auditLog.subject, `order:${code}`));
const linesOf = (orderId: number) => s.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
/** Every line of the order leaving with one batch typed by hand (the product has no batch on record). */
const byHand = async (orderId: number, batch_no = 'B2026X') => (await linesOf(orderId)).map((l) => ({ line_id: l.id, batches: [{ batch_no, expires_on: '2028-01-01', quantity: l.amount }] }));

describe('the list', () => {
  it('filters by status, client, code and dates, sorts by total both ways, pages on the server', async () => {
    const small = await makeOrder(s.db, 'yaofang01', S.paid, { lines: [{ productId: 1, amount: 1 }] });
    const big = await makeOrder(s.db, 'yaofang01', S.paid, { lines: [{ productId: 1, amount: 9 }] });
    const other = await makeOrder(s.db, 'daishen01', S.paid);
    const list = (q: Parameters<typeof api<typeof desk.adminOrders>>[2]) => api(s.app, desk.adminOrders, q, as('kefu01'));

    const byClient = (await list({ status: S.paid, client: 'yaofang01', size: 100 })).body.data;
    const codes = byClient.list.map((r) => r.order_code);
    expect(codes).toEqual(expect.arrayContaining([small.code, big.code]));
    expect(codes).not.toContain(other.code);
    expect(byClient.list.every((r) => r.status === S.paid && r.username === 'yaofang01')).toBe(true);

    // Part of the code, from the 'T' of makeOrder's codes, which no seeded code has (a six-digit tail alone can
    // occur inside a seeded code too).
    const one = (await list({ code: big.code.slice(2) })).body.data;
    expect(one.list.map((r) => r.order_code)).toEqual([big.code]);

    const asc = (await list({ status: S.paid, client: 'yaofang01', sort: 'total', dir: 'asc', size: 100 })).body.data.list.map((r) => Number(r.total));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list({ status: S.paid, client: 'yaofang01', sort: 'total', dir: 'desc', size: 100 })).body.data.list.map((r) => Number(r.total));
    expect(desc).toEqual([...asc].reverse());

    const paged = (await list({ status: S.paid, size: 10, page: 1 })).body.data;
    expect(paged.list.length).toBeLessThanOrEqual(10);
    expect(paged.total).toBeGreaterThanOrEqual(3);

    const future = (await list({ from: '2099-01-01', to: '2099-01-31' })).body.data;
    expect(future.total).toBe(0);
  });

  it('refuses a start after the end, and a day that does not exist, in Chinese', async () => {
    expect((await api(s.app, desk.adminOrders, { from: '2026-05-02', to: '2026-05-01' }, as('kefu01'))).body).toMatchObject({ code: 400, msg: ADMIN_ORDER_MSG.fromAfterTo });
    expect((await api(s.app, desk.adminOrders, { from: '2026-02-30' }, as('kefu01'))).body).toMatchObject({ code: 400, msg: ADMIN_ORDER_MSG.badDay });
  });

  it('exports the filtered list as CSV', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.paid);
    const r = await s.app.inject({ method: 'GET', url: `/api${desk.adminOrdersExport.path}?code=${order.code}`, headers: { token: tokens.caiwu01! } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    const lines = r.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toContain('订单编号');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(order.code);
  });
});

describe('订单客服', () => {
  it('ships with carrier and waybill: the order, the history and the audit row (who, before, after) hold them', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.paid);
    const r = await api(s.app, desk.adminOrderShip, { order_code: order.code, carrier: '顺丰速运', waybill_no: 'SF1234567890', lines: await byHand(order.id) }, as('kefu01'));
    expect(r.body.data).toMatchObject({ status: S.shipped });
    expect(await orderOf(order.id)).toMatchObject({ carrier: '顺丰速运', waybillNo: 'SF1234567890' });
    const [ev] = await s.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, S.shipped)));
    expect(ev!.reason).toContain('顺丰速运 SF1234567890');
    expect(await audits(order.code)).toMatchObject([
      { action: 'order_step', actorKind: 'staff', actorId: await staffId('kefu01'), detail: { step: 'ship', from: S.paid, to: S.shipped, carrier: '顺丰速运', waybillNo: 'SF1234567890' } },
    ]);
    const detail = await api(s.app, desk.adminOrder, { order_code: order.code }, as('kefu01'));
    expect(detail.body.data).toMatchObject({ carrier: '顺丰速运', waybill_no: 'SF1234567890', username: 'yaofang01', status: S.shipped });
    expect(detail.body.data.lines.every((l) => l.batch_no === 'B2026X')).toBe(true);
  });

  it('refuses to ship without a waybill, or an unpaid order: nothing moves, no audit row', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.paid);
    const bad = await api(s.app, desk.adminOrderShip, { order_code: order.code, carrier: '顺丰速运', waybill_no: '', lines: await byHand(order.id) }, as('kefu01'));
    expect(bad.body.code).toBe(400);
    const unpaid = await makeOrder(s.db, 'yaofang01', S.pendingPayment);
    const r = await api(s.app, desk.adminOrderShip, { order_code: unpaid.code, carrier: '顺丰速运', waybill_no: 'SF0001', lines: await byHand(unpaid.id) }, as('kefu01'));
    expect(r.body.code).toBe(400);
    expect((await orderOf(order.id)).status).toBe(S.paid);
    expect((await orderOf(unpaid.id)).status).toBe(S.pendingPayment);
    expect([...(await audits(order.code)), ...(await audits(unpaid.code))]).toHaveLength(0);
    expect((await api(s.app, desk.adminOrder, { order_code: 'YC-NOPE' }, as('kefu01'))).body).toMatchObject({ code: 404, msg: ORDER_MSG.notFound });
  });

  it('reviews a transfer order, and cancels an unpaid one but not a paid one', async () => {
    const review = await makeOrder(s.db, 'yaofang01', S.pendingReview);
    expect((await api(s.app, desk.adminOrderReview, { order_code: review.code, action: 'reject' }, as('kefu01'))).body.data.status).toBe(S.rejected);
    const unpaid = await makeOrder(s.db, 'yaofang01', S.pendingPayment);
    const cancelled = await api(s.app, desk.adminOrderCancel, { order_code: unpaid.code, reason: '客户电话要求取消' }, as('kefu01'));
    expect(cancelled.body.data.status).toBe(S.cancelled);
    expect(await audits(unpaid.code)).toMatchObject([{ action: 'order_step', detail: { step: 'cancel', reason: '客户电话要求取消', to: S.cancelled } }]);
    const paid = await makeOrder(s.db, 'yaofang01', S.paid);
    expect((await api(s.app, desk.adminOrderCancel, { order_code: paid.code, reason: '试试' }, as('kefu01'))).body.code).toBe(400);
    expect((await orderOf(paid.id)).status).toBe(S.paid);
  });

  it('is refused the money steps', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.pendingReview);
    const r = await api(s.app, desk.adminConfirmTransfer, { order_code: order.code }, as('kefu01'));
    expect(r.body).toMatchObject({ code: 403, msg: STAFF_MSG.roleDenied });
    expect((await orderOf(order.id)).status).toBe(S.pendingReview);
  });
});

describe('财务', () => {
  it('confirms a transfer and approves a refund, audited as the staff member', async () => {
    const transfer = await makeOrder(s.db, 'yaofang01', S.pendingReview);
    expect((await api(s.app, desk.adminConfirmTransfer, { order_code: transfer.code }, as('caiwu01'))).body.data.status).toBe(S.approved);
    expect(await orderOf(transfer.id)).toMatchObject({ payStatus: 2, payType: 8 });
    const refund = await makeOrder(s.db, 'yaofang01', S.refundPending);
    expect((await api(s.app, desk.adminRefund, { order_code: refund.code, action: 'approve', way: 'offline' }, as('caiwu01'))).body.data.status).toBe(S.refunded);
    const id = await staffId('caiwu01');
    const steps = async (code: string) => (await audits(code)).filter((a) => a.action === 'order_step');
    expect(await steps(transfer.code)).toMatchObject([{ actorKind: 'staff', actorId: id, detail: { step: 'confirm-transfer', from: S.pendingReview, to: S.approved } }]);
    expect(await steps(refund.code)).toMatchObject([{ actorKind: 'staff', actorId: id, detail: { step: 'refund:approve', from: S.refundPending, to: S.refunded } }]);
  });

  it('rejects a refund; a second decision is refused', async () => {
    const refund = await makeOrder(s.db, 'yaofang01', S.refundPending);
    expect((await api(s.app, desk.adminRefund, { order_code: refund.code, action: 'reject' }, as('caiwu01'))).body.data.status).toBe(S.refundRejected);
    expect((await api(s.app, desk.adminRefund, { order_code: refund.code, action: 'approve' }, as('caiwu01'))).body.code).toBe(400);
  });

  it('is refused shipping; 运营 is refused the desk altogether', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.paid);
    expect((await api(s.app, desk.adminOrderShip, { order_code: order.code, carrier: '顺丰速运', waybill_no: 'SF0002', lines: await byHand(order.id) }, as('caiwu01'))).body.code).toBe(403);
    expect((await api(s.app, desk.adminOrders, {}, as('yunying01'))).body.code).toBe(403);
    expect((await orderOf(order.id)).status).toBe(S.paid);
  });
});

describe('dashboard', () => {
  it('counts the orders to ship, the transfers to confirm and the refund requests', async () => {
    const before = (await api(s.app, admin.dashboard, {}, as('kefu01'))).body.data;
    await makeOrder(s.db, 'yaofang01', S.paid);
    await makeOrder(s.db, 'yaofang01', S.pendingReview);
    await makeOrder(s.db, 'yaofang01', S.refundPending);
    const after = (await api(s.app, admin.dashboard, {}, as('kefu01'))).body.data;
    expect(after.toShip).toBe(before.toShip + 1);
    expect(after.transfersToConfirm).toBe(before.transfersToConfirm + 1);
    expect(after.refundRequests).toBe(before.refundRequests + 1);
  });
});

describe('ship with batches', () => {
  const day = (n: number) => addDays(chinaDay(new Date()), n);
  it('offers the batches first expiry first; refuses what the stock cannot give (nothing changes); ships from them and by hand, taking them off stock, with 追溯码 on the order detail', async () => {
    await s.db.insert(productBatches).values([
      { productId: 2, batchNo: 'LATE', producedOn: day(-300), expiresOn: day(700), quantity: 10 },
      { productId: 2, batchNo: 'GONE', producedOn: day(-800), expiresOn: day(-1), quantity: 9 },
      { productId: 2, batchNo: 'SOON', producedOn: day(-300), expiresOn: day(100), quantity: 2 },
    ]);
    const [p2] = await s.db.select().from(products).where(eq(products.id, 2));
    const name = `${p2!.tyName} ${p2!.productStandard}`;
    const order = await makeOrder(s.db, 'yaofang01', S.paid, { lines: [{ productId: 2, amount: 5 }, { productId: 3, amount: 1 }] });
    const [a, b] = await linesOf(order.id);

    const prep = (await api(s.app, desk.adminOrderShipLines, { order_code: order.code }, as('kefu01'))).body.data;
    expect(prep.lines.map((l) => [l.line_id, l.amount, l.name])).toEqual([[a!.id, 5, name], [b!.id, 1, expect.any(String)]]);
    expect(prep.lines[0]!.batches.map((x) => [x.batch_no, x.expires_on, x.quantity, x.sellable])).toEqual([
      ['GONE', day(-1), 9, false],
      ['SOON', day(100), 2, true],
      ['LATE', day(700), 10, true],
    ]);
    expect(prep.lines[1]!.batches).toEqual([]);

    const ship = (lines: { line_id: number; batches: { batch_no: string; expires_on: string; quantity: number; trace_codes?: string[] }[] }[]) =>
      api(s.app, desk.adminOrderShip, { order_code: order.code, carrier: '京东物流', waybill_no: 'JD0001', lines }, as('kefu01'));
    const hand = { line_id: b!.id, batches: [{ batch_no: 'H1', expires_on: day(400), quantity: 1, trace_codes: ['T9'] }] };
    const pick = (batch_no: string, quantity: number, trace_codes?: string[]) => ({ batch_no, expires_on: day(100), quantity, ...(trace_codes ? { trace_codes } : {}) });
    const refusals: [ReturnType<typeof pick>[], string][] = [
      [[pick('GONE', 5)], SHIP_BATCH_MSG.expired(name, 'GONE')],
      [[pick('SOON', 3), pick('LATE', 2)], SHIP_BATCH_MSG.short(name, 'SOON', 2)],
      [[pick('NOPE', 5)], SHIP_BATCH_MSG.notInStock(name, 'NOPE')],
      [[pick('SOON', 2, ['T1']), pick('LATE', 3)], SHIP_BATCH_MSG.traceCount(name, 'SOON', 2, 1)],
      [[pick('SOON', 2), pick('LATE', 2)], SHIP_BATCH_MSG.sumMismatch(name, 5, 4)],
    ];
    for (const [batches, msg] of refusals) expect((await ship([{ line_id: a!.id, batches }, hand])).body).toMatchObject({ code: 400, msg });
    expect((await ship([hand])).body).toMatchObject({ code: 400, msg: SHIPMENT_MSG.missingLine(a!.id) });
    const quantities = async () => Object.fromEntries((await s.db.select().from(productBatches).where(eq(productBatches.productId, 2))).map((x) => [x.batchNo, x.quantity]));
    expect(await quantities()).toEqual({ LATE: 10, GONE: 9, SOON: 2 });
    expect((await orderOf(order.id)).status).toBe(S.paid);
    expect(await s.db.select().from(shipments).where(eq(shipments.orderId, order.id))).toHaveLength(0);
    expect(await audits(order.code)).toHaveLength(0);

    // The expiry of a batch on record is the record's, whatever the form sent.
    const r = await ship([{ line_id: a!.id, batches: [{ ...pick('SOON', 2, ['T1', 'T2']), expires_on: '2000-01-01' }, { ...pick('LATE', 3), expires_on: day(700) }] }, hand]);
    expect(r.body.data).toMatchObject({ status: S.shipped });
    expect(await quantities()).toEqual({ LATE: 7, GONE: 9, SOON: 0 });
    expect(await s.db.select().from(shipments).where(eq(shipments.orderId, order.id))).toMatchObject([{ carrier: '京东物流', waybill: 'JD0001', partnerId: null }]);
    const detail = (await api(s.app, desk.adminOrder, { order_code: order.code }, as('kefu01'))).body.data;
    expect(detail.lines.map((l) => [l.batch_no, l.expiry_date, l.batches])).toEqual([
      ['SOON', day(100), [{ batch_no: 'SOON', expires_on: day(100), quantity: 2, trace_codes: ['T1', 'T2'] }, { batch_no: 'LATE', expires_on: day(700), quantity: 3, trace_codes: [] }]],
      ['H1', day(400), [{ batch_no: 'H1', expires_on: day(400), quantity: 1, trace_codes: ['T9'] }]],
    ]);
    expect(await audits(order.code)).toMatchObject([{ action: 'order_step', detail: { step: 'ship', carrier: '京东物流', waybillNo: 'JD0001', to: S.shipped } }]);
    // 质量管理 exports the GSP sales records of today as CSV: the shipped lines with their batches, audited.
    const csv = await s.app.inject({ method: 'GET', url: `/api${compliance.adminGspRecords.path}?from=${day(0)}&to=${day(0)}`, headers: { token: tokens.zhiliang01! } });
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(rows[0]).toContain('批号');
    expect(rows.filter((r) => r.includes(order.code)).map((r) => r.includes('SOON') || r.includes('H1'))).toEqual([true, true]);
    const purchase = await s.app.inject({ method: 'GET', url: `/api${compliance.adminPurchaseRecords.path}?from=${day(-1)}&to=${day(0)}&username=yaofang01`, headers: { token: tokens.zhiliang01! } });
    expect(purchase.body).toContain(order.code);
    const zl = await staffId('zhiliang01');
    const exports = await s.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff_export'), eq(auditLog.actorId, zl)));
    expect(exports.map((a) => a.subject).sort()).toEqual(['gsp-records', 'purchase-records']);
    expect((await api(s.app, compliance.adminGspRecords, { from: day(0), to: day(-1) }, as('zhiliang01'))).body.code).toBe(400);
    expect((await api(s.app, compliance.adminGspRecords, { from: day(0), to: day(0) }, as('kefu01'))).body.code).toBe(403);

    // Shipped once: a second ship is refused by the order's state.
    expect((await ship([{ line_id: a!.id, batches: [pick('LATE', 5)] }, hand])).body.code).toBe(400);
    expect(await quantities()).toEqual({ LATE: 7, GONE: 9, SOON: 0 });
  });
});

describe('parcels (issue 29)', () => {
  it('ships in two parcels from the desk: what is left is offered, over it is refused, the second keeps the order shipped; tracking events newest first, audited; 财务 may not', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.paid, { lines: [{ productId: 3, amount: 3 }, { productId: 5, amount: 1 }] });
    const [a, b] = await linesOf(order.id);
    const batch = (quantity: number, codes: string[] = []) => ({ batch_no: 'PX1', expires_on: '2028-01-31', quantity, ...(codes.length ? { trace_codes: codes } : {}) });
    const ship = (waybill_no: string, lines: { line_id: number; batches: ReturnType<typeof batch>[] }[]) =>
      api(s.app, desk.adminOrderShip, { order_code: order.code, carrier: '顺丰速运', waybill_no, lines, parcel: true }, as('kefu01'));
    expect((await ship('SFD0001', [{ line_id: a!.id, batches: [batch(2, ['PXC1', 'PXC2'])] }])).body.data).toMatchObject({ status: S.shipped });
    const prep = (await api(s.app, desk.adminOrderShipLines, { order_code: order.code }, as('kefu01'))).body.data;
    expect(prep.lines.map((l) => [l.line_id, l.amount, l.shipped])).toEqual([[a!.id, 3, 2], [b!.id, 1, 0]]);
    const [p3] = await s.db.select().from(products).where(eq(products.id, 3));
    expect((await ship('SFD0002', [{ line_id: a!.id, batches: [batch(2)] }])).body.msg).toBe(PARCEL_MSG.overLine(`${p3!.tyName} ${p3!.productStandard}`, 1, 2));
    expect((await ship('SFD0002', [{ line_id: a!.id, batches: [batch(1, ['PXC1'])] }])).body.msg).toBe(PARCEL_MSG.traceCodeTaken('PXC1'));
    expect((await ship('SFD0002', [{ line_id: a!.id, batches: [batch(1)] }, { line_id: b!.id, batches: [batch(1)] }])).body.data).toMatchObject({ status: S.shipped });

    const event = (text: string, at?: string) => api(s.app, pc.adminParcelEvent, { order_code: order.code, waybill: 'SFD0001', event: { text, place: '上海', ...(at ? { at } : {}) } }, as('kefu01'));
    expect((await event('已揽收', '2026-11-01 08:00')).status).toBe(200);
    const after = (await event('已签收', '2026-11-02 18:30')).body.data.parcels;
    expect(after.map((p) => [p.waybill, p.lines.map((l) => [l.line_id, l.quantity]), p.events.map((e) => e.text)])).toEqual([
      ['SFD0001', [[a!.id, 2]], ['已签收', '已揽收']],
      ['SFD0002', [[a!.id, 1], [b!.id, 1]], []],
    ]);
    expect((await api(s.app, pc.adminParcelEvent, { order_code: order.code, waybill: 'NOPE', event: { text: 'x' } }, as('kefu01'))).body.msg).toBe(PARCEL_MSG.unknownParcel('NOPE'));
    expect((await api(s.app, pc.adminParcelEvent, { order_code: order.code, waybill: 'SFD0001', event: { text: 'x' } }, as('caiwu01'))).status).toBe(403);
    expect((await audits(order.code)).map((x) => (x.detail as { step: string }).step)).toEqual(['ship', 'ship', 'parcel-event', 'parcel-event']);
  });
});

/**
 * The ERP's side of orders (issue 27), signed: the cursor-paged feed of new and changed orders (settled ones only),
 * the shipment callback (per line batches with expiry, quantity and 追溯码, carrier and waybill) that ships the order
 * through the order state service, writes the GSP record, tells the buyer and shows everything in the buyer's order
 * detail; the same waybill again is idempotent; and the refund callback through the operator's refund decision.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import * as o from '../../../src/contract/orders';
import * as open from '../../../src/contract/open';
import * as parcels from '../../../src/contract/parcels';
import { PARCEL_MSG } from '../../../src/model/parcels';
import { ORDER_STATUS as S } from '../../../src/model/order-status';
import { SHIPMENT_MSG } from '../../../src/model/erp-rows';
import { auditLog, clients, orderLines, orders, shipmentBatches, shipments } from '../../../src/server/db/schema';
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
    expect(await s.db.select().from(shipmentBatches).where(inArray(shipmentBatches.orderLineId, [l1, l2]))).toHaveLength(3);
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

describe('parcels (issue 29)', () => {
  const codes = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);

  it('ships in two parcels: the first ships the order, the second adds to it; never more than ordered; 追溯码 once; same waybill again is idempotent; events newest first', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.paid, { lines: [{ productId: 1, amount: 3 }, { productId: 4, amount: 2 }] });
    const [l1, l2] = (await s.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id)).map((l) => l.id);
    const first = {
      order_code: order.code,
      carrier: '顺丰速运',
      waybill: 'SFP0001',
      parcel: true,
      lines: [{ line_id: l1!, batches: [{ batch_no: 'P1', produced_on: '2025-06-01', expires_on: '2027-05-31', quantity: 2, trace_codes: codes('8100P1', 2) }] }],
      events: [{ at: '2026-11-20 09:00', place: '上海', text: '已揽收' }],
    };
    const r1 = await signed(s.app, erp, open.openShipment, first);
    expect(r1.body.data, r1.raw).toMatchObject({ status: S.shipped });
    // Over what is left of line 1 (1), a code already used, the whole order without `parcel`: refused, nothing written.
    const over = { ...first, waybill: 'SFP0002', events: [], lines: [{ line_id: l1!, batches: [{ batch_no: 'P1', expires_on: '2027-05-31', quantity: 2 }] }] };
    expect((await signed(s.app, erp, open.openShipment, over)).body.msg).toBe(PARCEL_MSG.overLine(`订单行 ${l1}`, 1, 2));
    const reused = { ...over, lines: [{ line_id: l2!, batches: [{ batch_no: 'Q1', expires_on: '2027-01-31', quantity: 1, trace_codes: [codes('8100P1', 1)[0]!] }] }] };
    expect((await signed(s.app, erp, open.openShipment, reused)).body.msg).toBe(PARCEL_MSG.traceCodeTaken('8100P10000'));
    const whole = { ...over, parcel: undefined };
    expect((await signed(s.app, erp, open.openShipment, whole)).body.msg).toBe(SHIPMENT_MSG.otherWaybill('SFP0001'));
    expect(await s.db.select().from(shipments).where(eq(shipments.orderId, order.id))).toHaveLength(1);

    const second = {
      ...first,
      waybill: 'SFP0002',
      lines: [
        { line_id: l1!, batches: [{ batch_no: 'P2', expires_on: '2027-08-31', quantity: 1, trace_codes: codes('8100P2', 1) }] },
        { line_id: l2!, batches: [{ batch_no: 'Q1', expires_on: '2027-01-31', quantity: 2 }] },
      ],
      events: [],
    };
    expect((await signed(s.app, erp, open.openShipment, second)).body.data).toMatchObject({ status: S.shipped });
    // Sent again with a new event: the parcel stays, the event is added once.
    const again = { ...first, events: [...first.events, { at: '2026-11-21 15:30', place: '杭州', text: '已签收' }] };
    await signed(s.app, erp, open.openShipment, again);
    await signed(s.app, erp, open.openShipment, again);
    const tracked = await signed(s.app, erp, parcels.openShipmentEvents, { order_code: order.code, waybill: 'SFP0002', events: [{ at: '2026-11-21 10:00', text: '运输中' }] });
    expect(tracked.status, tracked.raw).toBe(200);
    expect((await signed(s.app, erp, parcels.openShipmentEvents, { order_code: order.code, waybill: 'NOPE', events: [{ text: 'x' }] })).body.msg).toBe(PARCEL_MSG.unknownParcel('NOPE'));

    const detail = (await api(s.app, o.getOrderDetailInfo, { id: order.id }, { token })).body.data;
    expect(detail.parcels).toMatchObject([
      {
        waybill: 'SFP0001',
        events: [{ at: '2026-11-21 15:30:00', place: '杭州', text: '已签收' }, { at: '2026-11-20 09:00:00', text: '已揽收' }],
        lines: [{ line_id: l1, quantity: 2, batches: [{ batch_no: 'P1', produced_on: '2025-06-01', trace_count: 2 }] }],
      },
      { waybill: 'SFP0002', events: [{ text: '运输中' }], lines: [{ line_id: l1, quantity: 1 }, { line_id: l2, quantity: 2 }] },
    ]);
    const list = (await api(s.app, o.showMyOrders, { keyword: order.code }, { token })).body.data.list;
    expect(list[0]!.parcel_summary).toBe('2 个包裹 · 11-21 15:30 杭州 已签收');

    // 追溯码: as data, CSV and .xlsx, one a row; another buyer gets 404 for the data, the files and the note.
    const data = (await api(s.app, parcels.orderTraceCodes, { id: order.id }, { token })).body.data;
    expect(data.codes.map((c) => c.trace_code)).toEqual(['8100P10000', '8100P10001', '8100P20000']);
    expect(data.codes[0]).toMatchObject({ batch_no: 'P1', expires_on: '2027-05-31', waybill: 'SFP0001' });
    const csv = await s.app.inject({ method: 'GET', url: `/api${parcels.orderTraceCodesFile.path}?id=${order.id}&format=csv`, headers: { token } });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.replace(/^\uFEFF/, '').trim().split(/\r\n/)).toEqual([
      '追溯码,商品名称,规格,批号,有效期至,运单号',
      ...data.codes.map((c) => [c.trace_code, c.product_name, c.standard, c.batch_no, c.expires_on, c.waybill].join(',')),
    ]);
    const xlsx = await s.app.inject({ method: 'GET', url: `/api${parcels.orderTraceCodesFile.path}?id=${order.id}&format=xlsx`, headers: { token } });
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(2).values).toEqual([undefined, '8100P10000', data.codes[0]!.product_name, data.codes[0]!.standard, 'P1', '2027-05-31', 'SFP0001']);
    const other = (await loginAs(s.app, 'xinkehu01')).token;
    expect((await api(s.app, parcels.orderTraceCodes, { id: order.id }, { token: other })).status).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: `/api${parcels.orderTraceCodesFile.path}?id=${order.id}&format=csv`, headers: { token: other } })).statusCode).toBe(404);
    const parcelId = detail.parcels![0]!.id;
    expect((await api(s.app, parcels.parcelDeliveryNote, { id: order.id, parcel: parcelId }, { token: other })).status).toBe(404);
    expect((await api(s.app, parcels.parcelDeliveryNote, { id: order.id, parcel: 999999 }, { token })).status).toBe(404);
  });

  it('draws the delivery note: its Chinese text reads back and the page is not blank', async (ctx) => {
    // scripts/ensure-pdf-tools.mjs (npm test) installs poppler; a bare local run without it skips, CI never does.
    const poppler = existsSync('/usr/bin/pdftotext') && existsSync('/usr/bin/pdftoppm');
    if (!poppler && process.env.CI !== 'true') ctx.skip();
    const order = await makeOrder(s.db, 'yaofang01', S.paid, { lines: [{ productId: 1, amount: 2 }] });
    const [line] = await s.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    await signed(s.app, erp, open.openShipment, {
      order_code: order.code,
      carrier: '京东物流',
      waybill: 'JDNOTE1',
      lines: [{ line_id: line!.id, batches: [{ batch_no: 'N1', produced_on: '2025-03-01', expires_on: '2027-02-28', quantity: 2, trace_codes: codes('8100N1', 2) }] }],
    });
    const detail = (await api(s.app, o.getOrderDetailInfo, { id: order.id }, { token })).body.data;
    const res = await s.app.inject({ method: 'GET', url: `/api${parcels.parcelDeliveryNote.path}?id=${order.id}&parcel=${detail.parcels![0]!.id}`, headers: { token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'yc-note-'));
    writeFileSync(join(dir, 'note.pdf'), res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'note.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('电子随货同行单');
    expect(text).toContain(detail.lines[0]!.ty_name);
    expect(text).toMatch(/N1\s+2025-03-01\s+2027-02-28/);
    expect(text).toContain('药品经营许可证');
    execFileSync('pdftoppm', ['-r', '40', '-gray', '-singlefile', join(dir, 'note.pdf'), join(dir, 'note')]);
    const pgm = readFileSync(join(dir, 'note.pgm'));
    const [, w, h] = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!.map(Number);
    const pixels = pgm.subarray(pgm.length - w! * h!);
    const dark = pixels.filter((v) => v < 128).length / pixels.length;
    expect(dark).toBeGreaterThan(0.002);
    expect(dark).toBeLessThan(0.5);
    if (process.env.YC_KEEP_NOTE) execFileSync('pdftoppm', ['-r', '80', '-png', '-singlefile', join(dir, 'note.pdf'), process.env.YC_KEEP_NOTE]);
    rmSync(dir, { recursive: true, force: true });
  });
});

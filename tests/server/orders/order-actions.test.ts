/**
 * The buyer's moves on PGlite: cancel (stock and coupon back, once), confirm receipt, buy again (flagged lines),
 * refund request (reason, own pictures), comment (once, received only), data download (.xlsx). Every refusal
 * answers a Chinese message and changes nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import * as o from '../../../src/contract/orders';
import * as register from '../../../src/contract/register';
import { chinaDay } from '../../../src/model/date-range';
import { ORDER_MSG } from '../../../src/model/messages';
import { ORDER_STATUS as S } from '../../../src/model/order-status';
import { cartLines, clients, orderComments, orderEvents, orderRefunds, orders, uploads } from '../../../src/server/db/schema';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { api, call, loginAs, startServer, type TestServer } from '../helpers';
import { actingFor } from '../cart/helpers';
import { clientIdOf, couponUsed, makeOrder, spentCoupon, stockOf } from './fixtures';

let s: TestServer;
let token: string;
let clientId: number;
beforeAll(async () => {
  s = await startServer({ app: { logger: process.env.YC_LOG ? { level: 'error' } : false } });
  token = (await loginAs(s.app, 'yaofang01')).token;
  clientId = await clientIdOf(s.db, 'yaofang01');
});
afterAll(() => s?.close());
beforeEach(async () => {
  await s.db.delete(cartLines);
});

const statusOf = async (id: number) => (await s.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const act = (id: number, type: 'cancel' | 'receive') => api(s.app, o.clientCacelOrRecivOrder, { id, type }, { token });
const eventsOf = (id: number) => s.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id);

describe('cancel', () => {
  it('cancels a pending order: 0 → 7, stock and coupon back, history says who', async () => {
    const coupon = await spentCoupon(s.db, clientId);
    const before = await stockOf(s.db, DEMO_PRODUCTS.amoxicillin);
    const order = await makeOrder(s.db, 'yaofang01', S.pendingPayment, { lines: [{ productId: DEMO_PRODUCTS.amoxicillin, amount: 3 }], clientCouponId: coupon });
    expect(await stockOf(s.db, DEMO_PRODUCTS.amoxicillin)).toBe(before - 3);
    const r = await act(order.id, 'cancel');
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ status: S.cancelled, status_text: '已取消', actions: { cancel: false, pay: false } });
    expect(r.body.data.cancelled_at).not.toBeNull();
    expect(await stockOf(s.db, DEMO_PRODUCTS.amoxicillin)).toBe(before);
    expect(await couponUsed(s.db, coupon)).toBe(false);
    const last = (await eventsOf(order.id)).at(-1)!;
    expect(last).toMatchObject({ fromStatus: 0, toStatus: 7, actorKind: 'client', actorId: clientId, reason: '取消订单' });
  });

  it('refuses a second cancel and gives nothing back twice', async () => {
    const before = await stockOf(s.db, DEMO_PRODUCTS.amoxicillin);
    const order = await makeOrder(s.db, 'yaofang01', S.pendingPayment, { lines: [{ productId: DEMO_PRODUCTS.amoxicillin, amount: 1 }] });
    await act(order.id, 'cancel');
    const again = await act(order.id, 'cancel');
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('已取消');
    expect(await stockOf(s.db, DEMO_PRODUCTS.amoxicillin)).toBe(before);
  });

  it.each([S.paid, S.shipped, S.received, S.refundPending])('refuses to cancel an order in status %i, changing nothing', async (status) => {
    const order = await makeOrder(s.db, 'yaofang01', status);
    const stock = await stockOf(s.db, 1);
    const events = (await eventsOf(order.id)).length;
    const r = await act(order.id, 'cancel');
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/^订单当前状态为「.+」，不能进行此操作$/);
    expect(await statusOf(order.id)).toBe(status);
    expect(await stockOf(s.db, 1)).toBe(stock);
    expect((await eventsOf(order.id)).length).toBe(events);
  });

  it('a salesman acting for the client may cancel; the history names the salesman', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.pendingPayment);
    const acting = await actingFor(s, clientId);
    const r = await api(s.app, o.clientCacelOrRecivOrder, { id: order.id, type: 'cancel' }, { token: acting });
    expect(r.body.data.status).toBe(S.cancelled);
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({ toStatus: S.cancelled, actorKind: 'salesman', actorId: 1 });
    expect(r.body.data.events.at(-1)!.actor).toBe('业务员（代客）');
  });

  it('cancels a bank-transfer order under review and a rejected one', async () => {
    for (const status of [S.pendingReview, S.rejected]) {
      const order = await makeOrder(s.db, 'yaofang01', status);
      expect((await act(order.id, 'cancel')).body.data.status).toBe(S.cancelled);
    }
  });
});

describe('confirm receipt', () => {
  it('2 → 3 and 13 → 3; the first receipt adds the order to the deal total', async () => {
    const deal = async () => (await s.db.select({ d: clients.dealOrderFen }).from(clients).where(eq(clients.id, clientId)))[0]!.d;
    const d0 = await deal();
    const shipped = await makeOrder(s.db, 'yaofang01', S.shipped);
    const r = await act(shipped.id, 'receive');
    expect(r.body.data).toMatchObject({ status: S.received, actions: { comment: true, confirmReceipt: false } });
    expect(r.body.data.received_at).not.toBeNull();
    const [row] = await s.db.select({ total: orders.totalFen }).from(orders).where(eq(orders.id, shipped.id));
    expect(await deal()).toBe(d0 + row!.total);
    const rejected = await makeOrder(s.db, 'yaofang01', S.refundRejected);
    expect((await act(rejected.id, 'receive')).body.data.status).toBe(S.received);
  });

  it('refuses receipt of a refused refund whose goods were never shipped', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.refundRejected);
    await s.db.update(orders).set({ shippedAt: null }).where(eq(orders.id, order.id));
    const r = await act(order.id, 'receive');
    expect(r.body).toMatchObject({ code: 400, msg: '订单尚未发货，不能确认收货' });
    expect(await statusOf(order.id)).toBe(S.refundRejected);
  });

  it.each([S.pendingPayment, S.paid, S.received, S.cancelled])('refuses receipt in status %i', async (status) => {
    const order = await makeOrder(s.db, 'yaofang01', status);
    const r = await act(order.id, 'receive');
    expect(r.status).toBe(400);
    expect(await statusOf(order.id)).toBe(status);
  });

  it('refuses an unknown type naming the field', async () => {
    const r = await call(s.app, 'GET', '/api/w1/clientCacelOrRecivOrder', { token, query: { id: 1, type: 'ship' } });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('操作类型');
  });
});

describe('buy again', () => {
  it('puts purchasable lines in the cart and flags the others with their reason', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.received, {
      takeStock: false,
      lines: [
        { productId: DEMO_PRODUCTS.amoxicillin, amount: 2 },
        { productId: DEMO_PRODUCTS.soldOut, amount: 1 },
        { productId: DEMO_PRODUCTS.offShelf, amount: 1 },
        { productId: DEMO_PRODUCTS.packing10, amount: 7 },
      ],
    });
    const r = await api(s.app, o.clientOrderBuyAgain, { id: order.id }, { token });
    expect(r.body.code).toBe(200);
    const { added, lines } = r.body.data;
    expect(added).toBe(1);
    expect(lines).toHaveLength(4);
    const by = (id: number) => lines.find((l) => l.product_id === id)!;
    expect(by(DEMO_PRODUCTS.amoxicillin)).toMatchObject({ added: true, refusal: null, amount: 2 });
    expect(by(DEMO_PRODUCTS.soldOut)).toMatchObject({ added: false, refusal: { code: 'soldOut' } });
    expect(by(DEMO_PRODUCTS.offShelf)).toMatchObject({ added: false, refusal: { code: 'offShelf' } });
    expect(by(DEMO_PRODUCTS.packing10)).toMatchObject({ added: false, refusal: { code: 'badQuantity' } });
    expect(by(DEMO_PRODUCTS.packing10).refusal!.text).toMatch(/[\u4e00-\u9fa5]/);
    const cart = await s.db.select().from(cartLines).where(eq(cartLines.clientId, clientId));
    expect(cart.map((c) => [c.productId, c.amount])).toEqual([[DEMO_PRODUCTS.amoxicillin, 2]]);
  });

  it('merges with what the cart holds and flags a line whose merged amount breaks the limit', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.received, { takeStock: false, lines: [{ productId: DEMO_PRODUCTS.limited, amount: 30 }] });
    const first = await api(s.app, o.clientOrderBuyAgain, { id: order.id }, { token });
    expect(first.body.data.added).toBe(1);
    const second = await api(s.app, o.clientOrderBuyAgain, { id: order.id }, { token });
    expect(second.body.data.added).toBe(0);
    expect(second.body.data.lines[0]!.refusal!.text).toContain('购物车中已有30');
  });
});

describe('refund request', () => {
  async function picture(): Promise<string> {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const boundary = '----yc';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await s.app.inject({ method: 'POST', url: `/api${register.upload.path}`, headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    return (res.json() as { data: { url: string } }).data.url;
  }

  it('moves a received order to 8 with the reason and the session’s own picture, claimed for the client', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.received);
    const url = await picture();
    const r = await api(s.app, o.clientRefundCommit, { id: order.id, reason: ' 包装破损 ', images: [url] }, { token });
    expect(r.body.code, r.raw).toBe(200);
    expect(r.body.data).toMatchObject({ status: S.refundPending, refunds: [{ reason: '包装破损', images: [url], decision: null }] });
    expect(r.body.data.events.at(-1)).toMatchObject({ to_status: S.refundPending, reason: '包装破损' });
    const [up] = await s.db.select().from(uploads).where(eq(uploads.key, url.split('/').pop()!));
    expect(up!.clientId).toBe(clientId);
  });

  it('refuses an empty reason, a picture that is not this session’s, too many pictures, and a pending order', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.paid);
    const empty = await api(s.app, o.clientRefundCommit, { id: order.id, reason: '   ' }, { token });
    expect(empty.body).toMatchObject({ code: 400, msg: ORDER_MSG.refundReasonRequired });
    const foreign = await api(s.app, o.clientRefundCommit, { id: order.id, reason: '破损', images: ['/api/upload/nothere.png'] }, { token });
    expect(foreign.body).toMatchObject({ code: 400, msg: ORDER_MSG.refundImageUnknown });
    const many = await call(s.app, 'POST', '/api/w1/clientRefundCommit', { token, body: { id: order.id, reason: '破损', images: ['a', 'b', 'c', 'd', 'e', 'f'] } });
    expect(many.status).toBe(400);
    expect(many.body.msg).toContain('凭证图片');
    const pending = await makeOrder(s.db, 'yaofang01', S.pendingPayment);
    const early = await api(s.app, o.clientRefundCommit, { id: pending.id, reason: '不要了' }, { token });
    expect(early.status).toBe(400);
    expect(await statusOf(order.id)).toBe(S.paid);
    expect(await statusOf(pending.id)).toBe(S.pendingPayment);
    expect(await s.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(0);
  });
});

describe('comment', () => {
  it('comments a received order once; the list then leaves it out of 待评价', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.received);
    const r = await api(s.app, o.orderComment, { id: order.id, service_score: 1, complaints: [3, 0, 3], content: ' 太慢 ' }, { token });
    expect(r.body.data).toMatchObject({ service_score: 1, service_text: '不满意', complaints: [0, 3], complaint_texts: ['服务态度差', '联系不上'], content: '太慢' });
    const twice = await api(s.app, o.orderComment, { id: order.id, service_score: 4 }, { token });
    expect(twice.body).toMatchObject({ code: 400, msg: ORDER_MSG.commentTwice });
    const [row] = await s.db.select().from(orderComments).where(eq(orderComments.orderId, order.id));
    expect(row!.serviceScore).toBe(1);
    const detail = await api(s.app, o.getOrderDetailInfo, { id: order.id }, { token });
    expect(detail.body.data.actions.comment).toBe(false);
    const tab = await api(s.app, o.showMyOrders, { tab: 3, size: 100 }, { token });
    expect(tab.body.data.list.map((x) => x.id)).not.toContain(order.id);
  });

  it('refuses an order not received, a score out of 4…0, and an unknown complaint', async () => {
    const shipped = await makeOrder(s.db, 'yaofang01', S.shipped);
    const early = await api(s.app, o.orderComment, { id: shipped.id, service_score: 4 }, { token });
    expect(early.body).toMatchObject({ code: 400, msg: ORDER_MSG.commentOnlyReceived });
    const received = await makeOrder(s.db, 'yaofang01', S.received);
    for (const body of [{ service_score: 5 }, { service_score: -1 }, { service_score: 4, complaints: [6] }, { service_score: 4, content: 'x'.repeat(501) }]) {
      const r = await call(s.app, 'POST', '/api/w1/orderComment', { token, body: { id: received.id, ...body } });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect(await s.db.select().from(orderComments).where(eq(orderComments.orderId, received.id))).toHaveLength(0);
  });

  it('takes complaint reasons only with a dissatisfied score (不满意, 非常不满意)', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.received);
    for (const score of [4, 3, 2]) {
      const r = await api(s.app, o.orderComment, { id: order.id, service_score: score, complaints: [2] }, { token });
      expect(r.body, `score ${score}`).toMatchObject({ code: 400, msg: ORDER_MSG.complaintsOnlyDissatisfied });
    }
    expect(await s.db.select().from(orderComments).where(eq(orderComments.orderId, order.id))).toHaveLength(0);
    const satisfied = await api(s.app, o.orderComment, { id: order.id, service_score: 3, complaints: [] }, { token });
    expect(satisfied.body.data).toMatchObject({ service_score: 3, complaints: [] });
    const other = await makeOrder(s.db, 'yaofang01', S.received);
    const angry = await api(s.app, o.orderComment, { id: other.id, service_score: 0, complaints: [2] }, { token });
    expect(angry.body.data).toMatchObject({ service_score: 0, complaints: [2], complaint_texts: ['响应速度慢'] });
  });
});

describe('data download', () => {
  it('answers the client’s order lines in the range as .xlsx', async () => {
    const today = chinaDay(new Date());
    const res = await s.app.inject({
      method: 'GET',
      url: `/api${o.dataDownload.path}`,
      headers: { token },
      query: { created_at_start: `${today} 00:00:00`, created_at_end: `${today} 23:59:59` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('filename*=UTF-8');
    const book = new ExcelJS.Workbook();
    // exceljs declares its own `Buffer` (an ArrayBuffer); it reads a Node Buffer.
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('订单编号');
    const codes = new Set<string>();
    sheet.eachRow((row, n) => n > 1 && codes.add(String(row.getCell(1).value)));
    const mine = await s.db.select({ code: orders.orderCode, at: orders.createdAt }).from(orders).where(eq(orders.clientId, clientId));
    const expected = mine.filter((m) => chinaDay(m.at) === today).map((m) => m.code);
    expect([...codes].sort()).toEqual(expected.sort());
  });

  it('refuses a bad range with the §5 message', async () => {
    const r = await call(s.app, 'GET', `/api${o.dataDownload.path}`, { token, query: { created_at_start: '2026-03-02 00:00:00', created_at_end: '2026-03-01 00:00:00' } });
    expect(r.body).toMatchObject({ code: 400, msg: '开始时间不能晚于结束时间' });
  });
});

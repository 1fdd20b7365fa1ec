/**
 * My orders on PGlite: list (tabs, counts, date range §5, keyword, pager), detail, another client's order as a
 * missing one, and the salesman rule. The seeded demo orders and fixture orders (tests/server/orders/fixtures.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as o from '../../../src/contract/orders';
import { chinaStamp } from '../../../src/model/date-range';
import { MSG, ORDER_MSG } from '../../../src/model/messages';
import { ORDER_STATUS as S, ORDER_TABS } from '../../../src/model/order-status';
import { orders } from '../../../src/server/db/schema';
import { DEMO_ORDERS } from '../../../src/server/db/seed/orders';
import { api, call, loginAs, newToken, startServer, type TestServer } from '../helpers';
import { actingFor } from '../cart/helpers';
import { clientIdOf, makeOrder } from './fixtures';

let s: TestServer;
let token: string;
let other: string;
beforeAll(async () => {
  s = await startServer();
  token = (await loginAs(s.app, 'yaofang01')).token;
  other = (await loginAs(s.app, 'zhensuo01')).token;
});
afterAll(() => s?.close());

const list = (input: Parameters<typeof api<typeof o.showMyOrders>>[2] = {}, t = token) => api(s.app, o.showMyOrders, input, { token: t });
const DAY = 86_400_000;

describe('ShowMyOrders', () => {
  it('lists the seeded orders newest first with lines, status text and the allowed buttons', async () => {
    const r = await list({ size: 50 });
    expect(r.body.code).toBe(200);
    const { list: rows, total, counts } = r.body.data;
    expect(total).toBe(DEMO_ORDERS.yaofang01!.length);
    expect(counts[0]).toBe(total);
    const times = rows.map((x) => x.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const pending = rows.find((x) => x.status === S.pendingPayment)!;
    expect(pending).toMatchObject({ status_text: '待付款', actions: { pay: true, cancel: true, confirmReceipt: false } });
    expect(pending.pay_deadline).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(pending.lines.length).toBeGreaterThan(0);
    expect(pending.line_count).toBe(2);
    const shipped = rows.find((x) => x.status === S.shipped)!;
    expect(shipped.actions).toMatchObject({ pay: false, cancel: false, confirmReceipt: true, refund: true });
    expect(shipped.lines.length).toBeLessThanOrEqual(o.SUMMARY_LINES);
    expect(shipped.lines[0]!.batch_no).toMatch(/^B/);
  });

  it('filters by tab; each tab total equals its count, and 待评价 leaves out commented orders', async () => {
    const all = (await list({ size: 100 })).body.data;
    for (const t of ORDER_TABS) {
      const r = (await list({ tab: t.tab, size: 100 })).body.data;
      expect(r.total, t.label).toBe(all.counts[t.tab]);
      expect(r.list.length).toBe(r.total);
      if (t.statuses) for (const row of r.list) expect(t.statuses as readonly number[]).toContain(row.status);
    }
    const review = (await list({ tab: 3 })).body.data.list;
    expect(review.every((x) => !x.commented && x.actions.comment)).toBe(true);
    const received = all.list.filter((x) => x.status === S.received);
    expect(received.some((x) => x.commented)).toBe(true);
    expect(review.length).toBe(received.filter((x) => !x.commented).length);
  });

  it('pages with the SPEC §9 sizes', async () => {
    const first = (await list({ size: 10, page: 1 })).body.data;
    const second = (await list({ size: 10, page: 2 })).body.data;
    expect(first.list).toHaveLength(10);
    expect(second.list.length).toBe(first.total - 10);
    expect(new Set([...first.list, ...second.list].map((x) => x.id)).size).toBe(first.total);
    const bad = await call(s.app, 'GET', '/api/w1/ShowMyOrders', { token, query: { size: 15 } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('每页条数');
  });

  it('filters by created_at range (yyyy-MM-dd HH:mm:ss, China time, both ends included)', async () => {
    const now = Date.now();
    const start = chinaStamp(new Date(now - 7 * DAY)).slice(0, 10) + ' 00:00:00';
    const end = chinaStamp(new Date(now)).slice(0, 10) + ' 23:59:59';
    const r = (await list({ created_at_start: start, created_at_end: end, size: 100 })).body.data;
    const expected = DEMO_ORDERS.yaofang01!.filter((x) => x.daysAgo <= 6).length;
    expect(r.total).toBeGreaterThanOrEqual(expected);
    for (const row of r.list) expect(row.created_at >= start && row.created_at <= end).toBe(true);
    expect(r.counts[0]).toBe(r.total);
  });

  it.each([
    [{ created_at_start: '2026-01-01 00:00:00' }, '请同时选择开始时间和结束时间'],
    [{ created_at_start: '2026-02-30 00:00:00', created_at_end: '2026-03-01 00:00:00' }, '开始时间格式不正确'],
    [{ created_at_start: '2026-03-02 00:00:00', created_at_end: '2026-03-01 23:59:59' }, '开始时间不能晚于结束时间'],
    [{ created_at_start: '2026-03-01 00:00:00', created_at_end: '2999-01-01 23:59:59' }, '不能选择今天之后的日期'],
  ])('refuses the range %o with a Chinese message and changes nothing', async (range, msg) => {
    const r = await list(range);
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain(msg);
  });

  it('refuses a date in another format naming the field', async () => {
    const r = await call(s.app, 'GET', '/api/w1/ShowMyOrders', { token, query: { created_at_start: '2026/01/01', created_at_end: '2026-01-02 00:00:00' } });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('开始时间');
  });

  it('finds by order code or product name; LIKE wildcards are plain text', async () => {
    const all = (await list({ size: 100 })).body.data.list;
    const code = all[3]!.order_code;
    const byCode = (await list({ keyword: code.slice(-7) })).body.data;
    expect(byCode.list.map((x) => x.order_code)).toEqual([code]);
    const byName = (await list({ keyword: '开塞露' })).body.data;
    expect(byName.total).toBe(1);
    expect((await list({ keyword: '%' })).body.data.total).toBe(0);
  });

  it("never lists another client's orders", async () => {
    const mine = (await list({ size: 100 })).body.data.list.map((x) => x.id);
    const theirs = (await list({ size: 100 }, other)).body.data.list.map((x) => x.id);
    expect(theirs.length).toBe(DEMO_ORDERS.zhensuo01!.length);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
  });

  it('needs a client: a visitor is asked to log in, a salesman to act for a customer first', async () => {
    const visitor = await call(s.app, 'GET', '/api/w1/ShowMyOrders', { token: await newToken(s.app) });
    expect(visitor.body.code).toBe(401);
    const salesman = (await loginAs(s.app, 'ywy01')).token;
    const r = await list({}, salesman);
    expect(r.body).toMatchObject({ code: 400, msg: MSG.salesmanNeedsCustomer, data: null });
  });
});

describe('myOrderCounts', () => {
  it('counts per tab for the personal centre, equal to the list', async () => {
    const counts = (await api(s.app, o.myOrderCounts, undefined, { token })).body.data;
    expect(counts).toEqual((await list()).body.data.counts);
    expect(counts[1]).toBeGreaterThan(0);
  });
});

describe('getOrderDetailInfo', () => {
  it('has the lines with GSP particulars, amounts, address, PO, payments, history and buttons', async () => {
    const shipped = (await list({ tab: 2, size: 100 })).body.data.list.find((x) => x.status === S.shipped)!;
    const r = await api(s.app, o.getOrderDetailInfo, { id: shipped.id }, { token });
    expect(r.body.code).toBe(200);
    const d = r.body.data;
    expect(d.order_code).toBe(shipped.order_code);
    expect(d.lines).toHaveLength(shipped.line_count);
    for (const l of d.lines) {
      expect(l.batch_no).toMatch(/^B/);
      expect(l.expiry_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(l.approval_number.length + l.manufacturer.length).toBeGreaterThan(0);
    }
    expect(d.po_number).toMatch(/^PO-/);
    expect(d.address.consignee).not.toBe('');
    expect(d.payments[0]).toMatchObject({ pay_type: 0, status: 1, amount: d.total });
    expect(d.events.map((e) => e.to_status)).toEqual([S.pendingPayment, S.paid, S.shipped]);
    expect(d.events[2]).toMatchObject({ actor: '客服', reason: '已发货', to_text: '待收货' });
    expect(d.auto_receive_at).not.toBeNull();
    expect(d.actions.confirmReceipt).toBe(true);
  });

  it('shows no batch before shipping', async () => {
    const paid = (await list({ tab: 2, size: 100 })).body.data.list.find((x) => x.status === S.paid)!;
    const d = (await api(s.app, o.getOrderDetailInfo, { id: paid.id }, { token })).body.data;
    expect(d.lines.every((l) => l.batch_no === null && l.expiry_date === null)).toBe(true);
  });

  it("answers another client's order exactly like a missing one", async () => {
    const theirs = await makeOrder(s.db, 'zhensuo01', S.paid);
    const missingId = 2_000_000_000;
    const a = await call(s.app, 'GET', '/api/w1/getOrderDetailInfo', { token, query: { id: theirs.id } });
    const b = await call(s.app, 'GET', '/api/w1/getOrderDetailInfo', { token, query: { id: missingId } });
    expect(a.status).toBe(404);
    expect(a.raw).toBe(b.raw);
    expect(a.body.msg).toBe(ORDER_MSG.notFound);
    // Every call taking an order id answers the same.
    for (const type of ['cancel', 'receive'] as const) {
      const r = await call(s.app, 'GET', '/api/w1/clientCacelOrRecivOrder', { token, query: { id: theirs.id, type } });
      expect(r.raw).toBe(b.raw);
    }
    const again = await call(s.app, 'GET', '/api/w1/clientOrderBuyAgain', { token, query: { id: theirs.id } });
    expect(again.raw).toBe(b.raw);
    const refund = await call(s.app, 'POST', '/api/w1/clientRefundCommit', { token, body: { id: theirs.id, reason: '坏了' } });
    expect(refund.raw).toBe(b.raw);
    const comment = await call(s.app, 'POST', '/api/w1/orderComment', { token, body: { id: theirs.id, service_score: 4 } });
    expect(comment.raw).toBe(b.raw);
    const [row] = await s.db.select({ status: orders.status }).from(orders).where(eq(orders.id, theirs.id));
    expect(row!.status).toBe(S.paid);
  });

  it('refuses a bad id naming the field', async () => {
    const r = await call(s.app, 'GET', '/api/w1/getOrderDetailInfo', { token, query: { id: 'abc' } });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('订单ID');
  });

  it('a salesman acting for the client sees its orders and its detail', async () => {
    const acting = await actingFor(s, await clientIdOf(s.db, 'yaofang01'));
    const r = await list({ size: 100 }, acting);
    expect(r.body.data.total).toBe(DEMO_ORDERS.yaofang01!.length);
    const d = await api(s.app, o.getOrderDetailInfo, { id: r.body.data.list[0]!.id }, { token: acting });
    expect(d.body.code).toBe(200);
  });
});

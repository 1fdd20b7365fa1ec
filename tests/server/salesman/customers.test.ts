/** My customers, region customers, credit and customer orders: only his, filters that hold, 403/404 for others'. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as sm from '../../../src/contract/salesman';
import { chinaDay } from '../../../src/model/date-range';
import { yuanToFen } from '../../../src/model/money';
import { ORDER_MSG } from '../../../src/model/messages';
import { SALESMAN_MSG, addDays } from '../../../src/model/salesman-report';
import { clients, orders } from '../../../src/server/db/schema';
import { api } from '../helpers';
import { salesmanWorld, type SalesmanWorld } from './helpers';

let w: SalesmanWorld;
beforeAll(async () => {
  w = await salesmanWorld();
});
afterAll(() => w?.s.close());

const cards = (q: Parameters<typeof api<typeof sm.salesmanCustomers>>[2] = {}, token = w.ywy01) =>
  api(w.s.app, sm.salesmanCustomers, { size: 100, ...q } as never, { token });

describe('my customers', () => {
  it('lists exactly his assigned customers, last buyer first', async () => {
    const r = await cards();
    expect(r.body.code, r.raw).toBe(200);
    expect(r.body.data.list.map((c) => c.client_id).sort((a, b) => a - b)).toEqual([...w.mine].sort((a, b) => a - b));
    expect(r.body.data.total).toBe(w.mine.length);
    const dates = r.body.data.list.map((c) => c.last_order_at).filter((d): d is string => d !== null);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(r.body.data.cities.length).toBeGreaterThan(1);
  });

  it('finds by name, pinyin initials, full pinyin and phone', async () => {
    const [c] = await w.s.db.select().from(clients).where(eq(clients.username, 'yaofang01'));
    for (const keyword of ['康宁', c!.nameInitials, c!.namePinyin.slice(0, 8), c!.phone.slice(-6), 'KANGNING']) {
      const r = await cards({ keyword });
      expect(r.body.data.list.map((x) => x.username), keyword).toContain('yaofang01');
    }
    expect((await cards({ keyword: '花木' })).body.data.total).toBe(0); // weishengyuan01 belongs to ywy02
  });

  it('filters by licence, credit, money owed and city, and each card fits its filter', async () => {
    const today = chinaDay(new Date());
    const expiring = (await cards({ licence: 'expiring' })).body.data.list;
    expect(expiring.length).toBeGreaterThan(0);
    for (const c of expiring) expect(c.licence_soonest!.expires_on >= today && c.licence_soonest!.expires_on <= addDays(today, 30)).toBe(true);
    for (const c of (await cards({ licence: 'expired' })).body.data.list) expect(c.licence_status).toBe('expired');
    for (const c of (await cards({ licence: 'missing' })).body.data.list) expect(c.licence_soonest).toBeNull();
    const near = (await cards({ credit: 'near_limit' })).body.data.list;
    for (const c of near) expect(yuanToFen(c.credit_used) * 100).toBeGreaterThanOrEqual(yuanToFen(c.credit_limit) * 80);
    const owing = (await cards({ unpaid: 1 })).body.data.list;
    expect(owing.length).toBeGreaterThan(0);
    for (const c of owing) expect(yuanToFen(c.unpaid)).toBeGreaterThan(0);
    const suzhou = (await cards({ city: '苏州市' })).body.data.list;
    for (const c of suzhou) expect(c.city).toBe('苏州市');
  });

  it('pages', async () => {
    const a = await cards({ size: 10, page: 1 });
    const b = await cards({ size: 10, page: 2 });
    expect(a.body.data.list).toHaveLength(10);
    expect(b.body.data.list.map((c) => c.client_id)).not.toContain(a.body.data.list[0]!.client_id);
  });
});

describe('region customers', () => {
  it('everyone in his territory, pending registrations first, others’ phones masked', async () => {
    const r = await api(w.s.app, sm.clientRegion, { size: 100 }, { token: w.ywy01 });
    const list = r.body.data.list;
    expect(r.body.data.pending).toBeGreaterThan(0);
    expect(list[0]!.check_status).toBe(0);
    expect(list.some((c) => !c.mine && c.salesman_name === null)).toBe(true);
    for (const c of list.filter((x) => !x.mine)) expect(c.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(r.body.data.region).toContain('苏州市');
    const pending = await api(w.s.app, sm.clientRegion, { status: 'pending' }, { token: w.ywy01 });
    expect(pending.body.data.total).toBe(r.body.data.pending);
    // ywy02's territory is elsewhere: none of ywy01's region is in it.
    const other = await api(w.s.app, sm.clientRegion, { size: 100 }, { token: w.ywy02 });
    const mineIds = new Set(list.map((c) => c.client_id));
    expect(other.body.data.list.some((c) => mineIds.has(c.client_id))).toBe(false);
  });
});

describe('credit', () => {
  it('totals add up over his credit customers; the overdue filter holds; bills of his customer only', async () => {
    const r = await api(w.s.app, sm.salesmanCredit, { size: 100 }, { token: w.ywy01 });
    const { list, totals } = r.body.data;
    expect(list.length).toBe(totals.customers);
    const sum = (k: 'credit_limit' | 'credit_used' | 'unpaid' | 'overdue') => list.reduce((s, x) => s + yuanToFen(x[k]), 0);
    expect(sum('credit_limit')).toBe(yuanToFen(totals.credit_limit));
    expect(sum('credit_used')).toBe(yuanToFen(totals.credit_used));
    expect(sum('overdue')).toBe(yuanToFen(totals.overdue));
    expect(totals.overdue_customers).toBeGreaterThan(0);
    const overdue = await api(w.s.app, sm.salesmanCredit, { filter: 'overdue' }, { token: w.ywy01 });
    expect(overdue.body.data.total).toBe(totals.overdue_customers);
    for (const x of overdue.body.data.list) expect(x.overdue_days).toBeGreaterThan(0);
    // 未还 (every open bill) and 逾期 (open past its due day) are different figures: the latest bill is not yet due.
    expect(yuanToFen(totals.unpaid)).toBeGreaterThan(yuanToFen(totals.overdue));
    for (const row of list.filter((x) => x.unpaid_bills > 0)) {
      const { bills: mine } = (await api(w.s.app, sm.customerCreditBills, { customer_id: row.client_id }, { token: w.ywy01 })).body.data;
      const open = mine.filter((b) => b.status_text !== '已还清');
      expect(open.reduce((s, b) => s + yuanToFen(b.remaining), 0)).toBe(yuanToFen(row.unpaid));
      expect(open.filter((b) => b.overdue === 1).reduce((s, b) => s + yuanToFen(b.remaining), 0)).toBe(yuanToFen(row.overdue));
      for (const b of mine) expect(['未还款', '部分还款', '已还清', '已逾期']).toContain(b.status_text);
    }
    const bills = await api(w.s.app, sm.customerCreditBills, { customer_id: list[0]!.client_id }, { token: w.ywy01 });
    expect(bills.body.data.bills.length).toBeGreaterThan(0);
    const foreign = await api(w.s.app, sm.customerCreditBills, { customer_id: w.others[0]! }, { token: w.ywy01 });
    expect(foreign.body).toMatchObject({ code: 403, msg: SALESMAN_MSG.notYourCustomer });
  });
});

describe('customer orders', () => {
  it('his customers’ orders with the client list’s filters, and whose each is', async () => {
    const all = await api(w.s.app, sm.customerOrders, { size: 100 }, { token: w.ywy01 });
    expect(all.body.code, all.raw).toBe(200);
    expect(all.body.data.list.every((o) => w.mine.includes(o.client_id) && o.client_name !== '')).toBe(true);
    expect(all.body.data.total).toBe(all.body.data.counts[0]);
    const unpaid = await api(w.s.app, sm.customerOrders, { tab: 1, size: 100 }, { token: w.ywy01 });
    expect(unpaid.body.data.list.every((o) => [0, 10, 12].includes(o.status))).toBe(true);
    const byName = await api(w.s.app, sm.customerOrders, { keyword: '康宁' }, { token: w.ywy01 });
    expect(byName.body.data.list.every((o) => o.client_name === '康宁大药房')).toBe(true);
    expect(byName.body.data.total).toBeGreaterThan(0);
    const placedByHim = all.body.data.list.filter((o) => o.salesman_name === '张伟');
    expect(placedByHim.length).toBeGreaterThan(0);
  });

  it('one customer; a customer not his is 403; an order not his is 404 like a missing one', async () => {
    const yaofang = w.mine[0]!;
    const one = await api(w.s.app, sm.customerOrders, { customer_id: yaofang }, { token: w.ywy01 });
    expect(one.body.data.list.every((o) => o.client_id === yaofang)).toBe(true);
    const foreign = await api(w.s.app, sm.customerOrders, { customer_id: w.others[0]! }, { token: w.ywy01 });
    expect(foreign.body).toMatchObject({ code: 403, msg: SALESMAN_MSG.notYourCustomer });
    const [his] = await w.s.db.select().from(orders).where(eq(orders.clientId, yaofang)).limit(1);
    const detail = await api(w.s.app, sm.customerOrderDetail, { id: his!.id }, { token: w.ywy01 });
    expect(detail.body.data).toMatchObject({ id: his!.id, client_id: yaofang, client_name: '康宁大药房' });
    const notHis = await api(w.s.app, sm.customerOrderDetail, { id: his!.id }, { token: w.ywy02 });
    const missing = await api(w.s.app, sm.customerOrderDetail, { id: 2_000_000 }, { token: w.ywy02 });
    expect(notHis.raw).toBe(missing.raw);
    expect(notHis.body).toMatchObject({ code: 404, msg: ORDER_MSG.notFound });
  });
});

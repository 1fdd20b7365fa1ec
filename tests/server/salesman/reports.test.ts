/**
 * The sales report, its export and the rankings: every total equals the orders it summarises, recomputed here from
 * the order rows (only SALES_STATUSES count, China-time days), and every breakdown adds up to its total.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { inArray } from 'drizzle-orm';
import * as sm from '../../../src/contract/salesman';
import { chinaDay } from '../../../src/model/date-range';
import { yuanToFen } from '../../../src/model/money';
import { SALES_STATUSES, SALESMAN_MSG, addDays, monthStart } from '../../../src/model/salesman-report';
import { orderLines, orders } from '../../../src/server/db/schema';
import { api, call } from '../helpers';
import { salesmanWorld, type SalesmanWorld } from './helpers';

let w: SalesmanWorld;
const today = chinaDay(new Date());
const start = monthStart(today, -23);
beforeAll(async () => {
  w = await salesmanWorld();
});
afterAll(() => w?.s.close());

/** His sales between two China days, recomputed from the rows. */
async function expected(from: string, to: string, customerId?: number) {
  const rows = await w.s.db.select().from(orders).where(inArray(orders.clientId, customerId ? [customerId] : w.mine));
  const counted = rows.filter((o) => {
    const day = chinaDay(o.createdAt);
    return (SALES_STATUSES as readonly number[]).includes(o.status) && day >= from && day <= to;
  });
  const lines = counted.length ? await w.s.db.select().from(orderLines).where(inArray(orderLines.orderId, counted.map((o) => o.id))) : [];
  return {
    orders: counted.length,
    customers: new Set(counted.map((o) => o.clientId)).size,
    salesFen: counted.reduce((s, o) => s + o.totalFen, 0),
    goodsFen: lines.reduce((s, l) => s + l.lineFen, 0),
    quantity: lines.reduce((s, l) => s + l.amount, 0),
    byMonth: counted.reduce((m, o) => m.set(chinaDay(o.createdAt).slice(0, 7), (m.get(chinaDay(o.createdAt).slice(0, 7)) ?? 0) + o.totalFen), new Map<string, number>()),
  };
}

const fen = (yuan: string) => yuanToFen(yuan);
const sum = (xs: string[]) => xs.reduce((s, x) => s + fen(x), 0);

describe('sales report', () => {
  it('totals and months equal the orders they summarise (two years)', async () => {
    const r = await api(w.s.app, sm.salesReport, { start, end: today }, { token: w.ywy01 });
    expect(r.body.code, r.raw).toBe(200);
    const want = await expected(start, today);
    expect(want.orders).toBeGreaterThan(50);
    const t = r.body.data.totals;
    expect({ orders: t.orders, customers: t.customers, quantity: t.quantity, sales: fen(t.sales), goods: fen(t.goods) }).toEqual({
      orders: want.orders,
      customers: want.customers,
      quantity: want.quantity,
      sales: want.salesFen,
      goods: want.goodsFen,
    });
    expect(r.body.data.periods).toHaveLength(24);
    expect(sum(r.body.data.periods.map((p) => p.sales))).toBe(want.salesFen);
    for (const p of r.body.data.periods) expect(fen(p.sales), p.period).toBe(want.byMonth.get(p.period) ?? 0);
  });

  it('by day over a month: every day listed, the days add up', async () => {
    const from = addDays(today, -30);
    const r = await api(w.s.app, sm.salesReport, { start: from, end: today, granularity: 'day' }, { token: w.ywy01 });
    expect(r.body.data.periods).toHaveLength(31);
    const want = await expected(from, today);
    expect(sum(r.body.data.periods.map((p) => p.sales))).toBe(want.salesFen);
    expect(r.body.data.periods.reduce((s, p) => s + p.orders, 0)).toBe(want.orders);
  });

  it('by customer and by product add up to the totals', async () => {
    const q = { start, end: today, size: 100 as const };
    const [c, p] = await Promise.all([
      api(w.s.app, sm.salesReportByCustomer, q, { token: w.ywy01 }),
      api(w.s.app, sm.salesReportByProduct, q, { token: w.ywy01 }),
    ]);
    expect(c.body.data.total).toBe(c.body.data.totals.customers);
    expect(sum(c.body.data.list.map((x) => x.sales))).toBe(fen(c.body.data.totals.sales));
    expect(c.body.data.list.every((x) => w.mine.includes(x.client_id))).toBe(true);
    const all = [];
    for (let page = 1; ; page++) {
      const r = await api(w.s.app, sm.salesReportByProduct, { ...q, page }, { token: w.ywy01 });
      all.push(...r.body.data.list);
      if (all.length >= r.body.data.total) break;
    }
    expect(all).toHaveLength(p.body.data.total);
    expect(sum(all.map((x) => x.sales))).toBe(fen(p.body.data.totals.goods));
    expect(all.reduce((s, x) => s + x.quantity, 0)).toBe(p.body.data.totals.quantity);
  });

  it('one customer of his; a customer not his is 403', async () => {
    const one = w.mine.find((id) => id > 12)!;
    const r = await api(w.s.app, sm.salesReport, { start, end: today, customer_id: one }, { token: w.ywy01 });
    expect(fen(r.body.data.totals.sales)).toBe((await expected(start, today, one)).salesFen);
    const foreign = await api(w.s.app, sm.salesReport, { start, end: today, customer_id: w.others[0]! }, { token: w.ywy01 });
    expect(foreign.body).toMatchObject({ code: 403, msg: SALESMAN_MSG.notYourCustomer });
  });

  it('refuses a range the rules refuse', async () => {
    const bad = [
      { start: today, end: start },
      { start: '2025-02-30', end: today },
      { start, end: addDays(today, 1) },
      { start: addDays(today, -100), end: today, granularity: 'day' as const },
      { start: monthStart(today, -40), end: today },
    ];
    for (const q of bad) {
      const r = await api(w.s.app, sm.salesReport, q, { token: w.ywy01 });
      expect(r.body.code, JSON.stringify(q)).toBe(400);
    }
  });

  it('another salesman sees only his own sales', async () => {
    const [a, b] = await Promise.all([
      api(w.s.app, sm.salesReportByCustomer, { start, end: today, size: 100 }, { token: w.ywy01 }),
      api(w.s.app, sm.salesReportByCustomer, { start, end: today, size: 100 }, { token: w.ywy02 }),
    ]);
    expect(b.body.data.list.length).toBeGreaterThan(0);
    expect(b.body.data.list.every((x) => w.others.includes(x.client_id))).toBe(true);
    expect(a.body.data.list.some((x) => w.others.includes(x.client_id))).toBe(false);
  });

  it('exports the same figures as .xlsx (summary, periods, customers, products)', async () => {
    const res = await w.s.app.inject({ url: '/api/w1/salesReportExport', query: { start, end: today }, headers: { token: w.ywy01 } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('sales-report.xlsx');
    const book = new ExcelJS.Workbook();
    // exceljs declares its own `Buffer` (an ArrayBuffer); it reads a Node Buffer.
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['汇总', '按期间', '按客户', '按商品']);
    const report = await api(w.s.app, sm.salesReport, { start, end: today }, { token: w.ywy01 });
    const summary = book.getWorksheet('汇总')!;
    expect(summary.getRow(6).getCell(2).value).toBe(report.body.data.totals.sales);
    const periods = book.getWorksheet('按期间')!;
    expect(periods.rowCount).toBe(1 + report.body.data.periods.length);
    const customers = book.getWorksheet('按客户')!;
    let total = 0;
    customers.eachRow((row, n) => {
      if (n > 1) total += fen(String(row.getCell(5).value));
    });
    expect(total).toBe(fen(report.body.data.totals.sales));
  });
});

describe('rankings', () => {
  it('client TOP ranks by sales and matches the report; product TOP by quantity when asked', async () => {
    const from = monthStart(today, -11);
    const [top, byCustomer, products] = await Promise.all([
      api(w.s.app, sm.clientTop, { start: from, end: today, limit: 10 }, { token: w.ywy01 }),
      api(w.s.app, sm.salesReportByCustomer, { start: from, end: today, size: 10 }, { token: w.ywy01 }),
      api(w.s.app, sm.productTop, { start: from, end: today, sort: 'quantity', limit: 20 }, { token: w.ywy01 }),
    ]);
    expect(top.body.data.list.map((x) => [x.rank, x.client_id, x.sales])).toEqual(byCustomer.body.data.list.map((x, i) => [i + 1, x.client_id, x.sales]));
    const q = products.body.data.list.map((x) => x.quantity);
    expect(q).toEqual([...q].sort((a, b) => b - a));
    expect(products.body.data.list.length).toBeGreaterThan(0);
  });

  it('without dates: this month so far', async () => {
    const r = await api(w.s.app, sm.clientTop, {}, { token: w.ywy01 });
    expect(r.body.data).toMatchObject({ start: monthStart(today), end: today });
    expect(fen(r.body.data.totals.sales)).toBe((await expected(monthStart(today), today)).salesFen);
  });

  it('the salesman console refuses a client', async () => {
    const r = await call(w.s.app, 'GET', '/api/w1/clientTop', { token: w.client });
    expect(r.body.code).toBe(401);
  });
});

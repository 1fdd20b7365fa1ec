import { afterAll, beforeAll, expect, it } from 'vitest';
import * as sm from '../../../src/contract/salesman';
import { api } from '../helpers';
import { salesmanWorld, type SalesmanWorld } from './helpers';

let w: SalesmanWorld;
beforeAll(async () => {
  const t = Date.now();
  w = await salesmanWorld();
  console.log('world ms', Date.now() - t);
}, 60_000);
afterAll(() => w?.s.close());

it('answers every endpoint', async () => {
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  for (const [e, input] of [
    [sm.salesmanBase, {}],
    [sm.salesmanIndex, {}],
    [sm.salesmanCustomers, {}],
    [sm.clientRegion, {}],
    [sm.salesmanCredit, {}],
    [sm.customerOrders, {}],
    [sm.salesReport, { start: '2025-01-01', end: today }],
    [sm.salesReport, { start: '2025-11-01', end: today, granularity: 'day' }],
    [sm.salesReportByCustomer, { start: '2025-01-01', end: today }],
    [sm.salesReportByProduct, { start: '2025-01-01', end: today }],
    [sm.clientTop, {}],
    [sm.productTop, {}],
  ] as const) {
    const t = Date.now();
    const r = await api(w.s.app, e as any, input as any, { token: w.ywy01 });
    console.log(e.path, Date.now() - t, 'ms', r.raw.slice(0, 300));
    expect(r.body.code, r.raw.slice(0, 300)).toBe(200);
  }
});

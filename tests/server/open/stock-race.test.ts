/**
 * The ERP's calls racing each other and the buyers, on PostgreSQL (tests/server/engines.ts) really at once:
 * - lowering stock during a crowd of checkouts (issue 27): 60 buyers order one box each while the ERP reports the
 *   batches again and again, lower each time. Stock is never negative, no order is placed beyond what was ever
 *   reported, and once the last report is in, stock is exactly that report minus what the placed orders hold;
 * - shipping (issue 29): parcels of different orders sent at once with the same 追溯码: exactly one carries it;
 * - the store's own first-expiry-first-out allocation (issue 27): four orders shipped at once without batches named,
 *   from batches that cover three: three ship, one is refused, and no batch ever gives more than it had.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { chinaDay } from '../../../src/model/date-range';
import { orderLines, products } from '../../../src/server/db/schema';
import { sureOrder } from '../../../src/server/services/checkout/submit';
import { reportStock } from '../../../src/server/services/open/stock';
import { recordShipment } from '../../../src/server/services/open/shipments';
import { shipOrderFefo } from '../../../src/server/services/orders/ship-fefo';
import { ORDER_STATUS as S } from '../../../src/model/order-status';
import { PARCEL_MSG } from '../../../src/model/parcels';
import { productBatches, shipmentBatches } from '../../../src/server/db/schema';
import { makeOrder } from '../orders/fixtures';
import { createBuyers, hotProduct, quickLines } from '../../../bench/orders-fixture';
import { type TestServer } from '../helpers';
import { onBothEngines } from '../both-engines';
import { uuid } from '../checkout/helpers';

const day = (offsetDays: number) => chinaDay(new Date(Date.now() + offsetDays * 86_400_000));
const batch = (quantity: number) => [{ batch_no: 'RACE-1', produced_on: day(-30), expires_on: day(300), quantity }];

onBothEngines('ERP stock reports racing checkouts', (start) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await start();
  }, 120_000);
  afterAll(() => s?.close());

  it('never negative, never more orders than goods reported, exact once the last report is in', async () => {
    const code = `RACE-${Date.now()}`;
    const product = await hotProduct(s.db, code, 0);
    await reportStock(s.db, [{ code, batches: batch(40) }]);
    const buyers = await createBuyers(s.db, 60, `race${Date.now()}_`);
    await quickLines(s.db, buyers, product, 1);
    const stockNow = async () => (await s.db.select({ stock: products.stock }).from(products).where(eq(products.id, product)))[0]!.stock;
    const seen: number[] = [];
    const reports = (async () => {
      for (const quantity of [38, 35, 30, 26, 22]) {
        await reportStock(s.db, [{ code, batches: batch(quantity) }]);
        seen.push(await stockNow());
      }
    })();
    const orders = buyers.map((clientId) => sureOrder(s.db, { clientId, scopes: [0, 1, 2], salesmanId: null }, { idempotency_key: uuid(), isQuick: 1 }));
    const settled = await Promise.allSettled([reports, ...orders]);
    expect(settled[0]!.status).toBe('fulfilled');
    const won = settled.slice(1).filter((r) => r.status === 'fulfilled').length;
    for (const r of settled.slice(1)) if (r.status === 'rejected') expect(String(r.reason)).toMatch(/库存不足|已售罄/);
    for (const stock of seen) expect(stock).toBeGreaterThanOrEqual(0);
    expect(won).toBeGreaterThan(0);
    expect(won).toBeLessThanOrEqual(40);
    const sold = (await s.db.select({ amount: orderLines.amount }).from(orderLines).where(eq(orderLines.productId, product))).reduce((a, l) => a + l.amount, 0);
    expect(sold).toBe(won);
    expect(await stockNow()).toBeGreaterThanOrEqual(0);
    await reportStock(s.db, [{ code, batches: batch(22) }]);
    expect(await stockNow()).toBe(Math.max(0, 22 - won));
  }, 120_000);

  it('parcels of four orders sent at once with the same 追溯码: one carries it, the others are refused and write nothing', async () => {
    const code = `TRACE-RACE-${Date.now()}`;
    const made = await Promise.all([0, 1, 2, 3].map(() => makeOrder(s.db, 'yaofang01', S.paid, { lines: [{ productId: 1, amount: 1 }] })));
    const lineOf = async (orderId: number) => (await s.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId)))[0]!.id;
    const sms = { send: async () => undefined };
    const sent = await Promise.allSettled(
      made.map(async (o, i) =>
        recordShipment(s.db, null, {
          order_code: o.code,
          carrier: '顺丰速运',
          waybill: `${code}-${i}`,
          parcel: true,
          lines: [{ line_id: await lineOf(o.id), batches: [{ batch_no: 'TR1', expires_on: day(300), quantity: 1, trace_codes: [code] }] }],
        }, sms),
      ),
    );
    expect(sent.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of sent) if (r.status === 'rejected') expect(String(r.reason)).toContain(PARCEL_MSG.traceCodeTaken(code));
    const carrying = await s.db.select({ id: shipmentBatches.id }).from(shipmentBatches).where(sql`${code} = any(${shipmentBatches.traceCodes})`);
    expect(carrying).toHaveLength(1);
  }, 120_000);

  it('four orders shipped at once without batches named, batches covering three: three ship first-expiry-first-out, none over-allocates a batch', async () => {
    const code = `FEFO-RACE-${Date.now()}`;
    const product = await hotProduct(s.db, code, 0);
    const batches = [
      { batch_no: 'FR-SOON', produced_on: day(-100), expires_on: day(60), quantity: 5 },
      { batch_no: 'FR-LATE', produced_on: day(-10), expires_on: day(500), quantity: 7 },
    ];
    await reportStock(s.db, [{ code, batches }]);
    const made = await Promise.all([0, 1, 2, 3].map(() => makeOrder(s.db, 'yaofang01', S.paid, { lines: [{ productId: product, amount: 4 }] })));
    const sent = await Promise.allSettled(made.map((o) => shipOrderFefo(s.db, o.code, {})));
    expect(sent.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of sent) if (r.status === 'rejected') expect(String(r.reason)).toContain('批次库存不足');
    const left = await s.db.select({ batchNo: productBatches.batchNo, quantity: productBatches.quantity }).from(productBatches).where(eq(productBatches.productId, product));
    expect(Object.fromEntries(left.map((b) => [b.batchNo, b.quantity]))).toEqual({ 'FR-SOON': 0, 'FR-LATE': 0 });
    const lineIds = (await s.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.productId, product))).map((l) => l.id);
    const taken = await s.db.select({ batchNo: shipmentBatches.batchNo, quantity: shipmentBatches.quantity }).from(shipmentBatches).where(inArray(shipmentBatches.orderLineId, lineIds));
    const per = (b: string) => taken.filter((t) => t.batchNo === b).reduce((a, t) => a + t.quantity, 0);
    expect([per('FR-SOON'), per('FR-LATE')]).toEqual([5, 7]);
  }, 120_000);
});

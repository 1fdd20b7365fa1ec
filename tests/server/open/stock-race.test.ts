/**
 * The ERP lowering stock during a crowd of checkouts (issue 27): 60 buyers order one box each while the ERP reports
 * the batches again and again, lower each time. Stock is never negative, no order is placed beyond what was ever
 * reported, and once the last report is in, stock is exactly that report minus what the placed orders hold. On
 * PostgreSQL (tests/server/engines.ts) the reports and the orders really run at once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chinaDay } from '../../../src/model/date-range';
import { orderLines, products } from '../../../src/server/db/schema';
import { sureOrder } from '../../../src/server/services/checkout/submit';
import { reportStock } from '../../../src/server/services/open/stock';
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
});

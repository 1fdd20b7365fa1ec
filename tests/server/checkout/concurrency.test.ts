/**
 * Stock is never oversold and never negative, on PGlite and on a real PostgreSQL cluster (pg-harness): 200 buyers
 * submit at once for a product with stock 50 → exactly 50 orders. Also the helpers the payment and order-lifecycle
 * code use: stock given back once, taken again only whole, the coupon given back without freeing another order's.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../../src/server/errors';
import { clientCoupons, orderLines, orders, products } from '../../../src/server/db/schema';
import { sureOrder } from '../../../src/server/services/checkout/submit';
import { releaseOrderStock, retakeOrderStock } from '../../../src/server/services/checkout/stock';
import { releaseOrderCoupon } from '../../../src/server/services/checkout/coupon';
import { createBuyers, hotProduct, quickLines } from '../../../bench/orders-fixture';
import { type TestServer } from '../helpers';
import { onBothEngines } from '../both-engines';
import { stockOf, uuid } from './helpers';

const ALL_SCOPES = [0, 1, 2];

function suite(start: () => Promise<TestServer>) {
  let s: TestServer;
  beforeAll(async () => {
    s = await start();
  }, 120_000);
  afterAll(() => s?.close());

  const order = (clientId: number) => sureOrder(s.db, { clientId, scopes: ALL_SCOPES, salesmanId: null }, { idempotency_key: uuid(), isQuick: 1 });

  it('200 concurrent submits for stock 50: exactly 50 orders, stock 0, the rest refused naming the product', async () => {
    const product = await hotProduct(s.db, `HOT-${Date.now()}`, 50);
    const buyers = await createBuyers(s.db, 200, `hot${Date.now()}_`);
    await quickLines(s.db, buyers, product, 1);
    const results = await Promise.allSettled(buyers.map(order));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(50);
    for (const r of lost) {
      expect(r.reason).toBeInstanceOf(ApiError);
      expect((r.reason as ApiError).code).toBe(400);
      expect((r.reason as ApiError).message).toMatch(/阿莫西林胶囊.*(库存不足|已售罄)/);
    }
    expect(await stockOf(s, product)).toBe(0);
    const sold = await s.db.select({ amount: orderLines.amount }).from(orderLines).where(eq(orderLines.productId, product));
    expect(sold.reduce((a, l) => a + l.amount, 0)).toBe(50);
  }, 120_000);

  it('release gives the stock back once; retake takes it only when all of it is there', async () => {
    const product = await hotProduct(s.db, `REL-${Date.now()}`, 5);
    const [buyer] = await createBuyers(s.db, 1, `rel${Date.now()}_`);
    await quickLines(s.db, [buyer!], product, 3);
    const placed = await order(buyer!);
    expect(await stockOf(s, product)).toBe(2);
    await s.db.transaction((tx) => releaseOrderStock(tx, placed.order_id));
    await s.db.transaction((tx) => releaseOrderStock(tx, placed.order_id));
    expect(await stockOf(s, product)).toBe(5);
    expect(await s.db.transaction((tx) => retakeOrderStock(tx, placed.order_id))).toBe(true);
    expect(await stockOf(s, product)).toBe(2);
    expect(await s.db.transaction((tx) => retakeOrderStock(tx, placed.order_id))).toBe(true); // holds it: nothing more taken
    expect(await stockOf(s, product)).toBe(2);
    await s.db.transaction((tx) => releaseOrderStock(tx, placed.order_id));
    await s.db.update(products).set({ stock: 2 }).where(eq(products.id, product));
    expect(await s.db.transaction((tx) => retakeOrderStock(tx, placed.order_id))).toBe(false);
    expect(await stockOf(s, product)).toBe(2);
    const [o] = await s.db.select().from(orders).where(eq(orders.id, placed.order_id));
    expect(o!.stockReleasedAt).not.toBeNull();
  });

  it('release of the coupon: once, and never the use of another live order', async () => {
    const product = await hotProduct(s.db, `CPN-${Date.now()}`, 1000);
    const [buyer] = await createBuyers(s.db, 1, `cpn${Date.now()}_`);
    const [cc] = await s.db.insert(clientCoupons).values({ clientId: buyer!, couponId: 2 }).returning();
    await quickLines(s.db, [buyer!], product, 100);
    const first = await sureOrder(s.db, { clientId: buyer!, scopes: ALL_SCOPES, salesmanId: null }, { idempotency_key: uuid(), isQuick: 1, coupon_id: 2 });
    const usedAt = async () => (await s.db.select().from(clientCoupons).where(eq(clientCoupons.id, cc!.id)))[0]!.usedAt;
    expect(await usedAt()).not.toBeNull();
    await s.db.update(orders).set({ status: 7 }).where(eq(orders.id, first.order_id));
    await s.db.transaction((tx) => releaseOrderCoupon(tx, first.order_id));
    expect(await usedAt()).toBeNull();
    await quickLines(s.db, [buyer!], product, 100);
    await sureOrder(s.db, { clientId: buyer!, scopes: ALL_SCOPES, salesmanId: null }, { idempotency_key: uuid(), isQuick: 1, coupon_id: 2 });
    await s.db.transaction((tx) => releaseOrderCoupon(tx, first.order_id)); // a late second release of the old order
    expect(await usedAt()).not.toBeNull();
    const live = await s.db.select().from(orders).where(and(eq(orders.clientId, buyer!), eq(orders.status, 0)));
    expect(live).toHaveLength(1);
  });
}

onBothEngines('checkout', suite);

/**
 * Add-on-price items (加价购) on the server: the offers list, an add-on refused until its main products reach the
 * threshold (the spec's message), then in the cart's add-price group at the add-on price, ordered at that price,
 * and refused at checkout when the main products leave the order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as cartApi from '../../../src/contract/cart';
import { addPriceOffers, orderLines } from '../../../src/server/db/schema';
import { addToCart } from '../../../src/server/services/cart/add';
import { readCart } from '../../../src/server/services/cart/view';
import { setChecked } from '../../../src/server/services/cart/lines';
import { sureOrder } from '../../../src/server/services/checkout/submit';
import { createBuyers, hotProduct } from '../../../bench/orders-fixture';
import { api, loginAs, startServer, type TestServer } from '../helpers';
import { uuid } from '../checkout/helpers';

const ALL = [0, 1, 2];
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

/** An offer: `addOn` for 1.00 once `main` (price of product 1, 8.50) reaches 50.00. */
async function offer() {
  const main = await hotProduct(s.db, `AP-M-${Date.now()}`, 1000);
  const addOn = await hotProduct(s.db, `AP-A-${Date.now()}`, 1000);
  await s.db.insert(addPriceOffers).values({ productId: addOn, priceFen: 100, thresholdFen: 5000, mainProductIds: [main], startTime: new Date(Date.now() - 60_000), endTime: new Date(Date.now() + 3_600_000) });
  return { main, addOn };
}

describe('add-on-price items', () => {
  it('lists the running offers with their product, price, threshold and main products', async () => {
    const { token } = await loginAs(s.app, 'yaofang01');
    const r = await api(s.app, cartApi.addPriceProducts, undefined, { token });
    expect(r.body.code).toBe(200);
    expect(r.body.data.list.data.length).toBeGreaterThan(0);
    expect(r.body.data.list.data[0]).toMatchObject({ add_price: '1.00', threshold: '200.00', product: { ty_name: '医用外科口罩', is_add_price: 1 } });
  });

  it('refused below the threshold; then at the add-on price in the add-price group; ordered at that price', async () => {
    const { main, addOn } = await offer();
    const [c] = await createBuyers(s.db, 1, `ap${Date.now()}_`);
    await expect(addToCart(s.db, c!, ALL, [{ product_id: addOn, amount: 1, is_add_price: 1 }])).rejects.toThrow('请先购买主商品，并满50.00元');
    await addToCart(s.db, c!, ALL, [{ product_id: main, amount: 5 }]); // 5 × 8.50 = 42.50
    await expect(addToCart(s.db, c!, ALL, [{ product_id: addOn, amount: 1, is_add_price: 1 }])).rejects.toThrow('请先购买主商品，并满50.00元');
    await addToCart(s.db, c!, ALL, [{ product_id: main, amount: 1 }]); // 51.00
    await addToCart(s.db, c!, ALL, [{ product_id: addOn, amount: 1, is_add_price: 1 }]);
    const cart = await readCart(s.db, c!, ALL);
    expect(cart.addPrice).toMatchObject([{ product_id: addOn, is_add_price: 1, price: '1.00' }]);
    const placed = await sureOrder(s.db, { clientId: c!, scopes: ALL, salesmanId: null }, { idempotency_key: uuid() });
    const lines = await s.db.select().from(orderLines).where(eq(orderLines.orderId, placed.order_id));
    expect(lines.find((l) => l.productId === addOn)).toMatchObject({ isAddPrice: 1, priceFen: 100 });
  });

  it('an add-on without its main products in the order is refused at checkout', async () => {
    const { main, addOn } = await offer();
    const [c] = await createBuyers(s.db, 1, `apx${Date.now()}_`);
    await addToCart(s.db, c!, ALL, [{ product_id: main, amount: 10 }]);
    await addToCart(s.db, c!, ALL, [{ product_id: addOn, amount: 1, is_add_price: 1 }]);
    const mainLine = (await readCart(s.db, c!, ALL)).product.find((l) => l.product_id === main)!;
    await setChecked(s.db, c!, ALL, [mainLine.id], 0);
    await expect(sureOrder(s.db, { clientId: c!, scopes: ALL, salesmanId: null }, { idempotency_key: uuid() })).rejects.toThrow('请先购买主商品，并满50.00元');
  });

  it('a product without a running offer cannot be added as an add-on', async () => {
    const [c] = await createBuyers(s.db, 1, `apn${Date.now()}_`);
    await expect(addToCart(s.db, c!, ALL, [{ product_id: 1, amount: 1, is_add_price: 1 }])).rejects.toThrow('该活动不存在或已结束');
  });
});

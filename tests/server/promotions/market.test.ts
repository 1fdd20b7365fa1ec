/**
 * Market (control-sale) limits: the operator sets one on a product; the product answers market_id and
 * whetherMarket {maxBuyNum, msg}; the cart (add, merge) and the checkout hold one order to it; clearing lifts it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as catalog from '../../../src/contract/catalog';
import { addToCart } from '../../../src/server/services/cart/add';
import { readCart } from '../../../src/server/services/cart/view';
import { sureOrder } from '../../../src/server/services/checkout/submit';
import { setMarketLimit } from '../../../src/server/services/promotions/market-admin';
import { createBuyers, hotProduct, quickLines } from '../../../bench/orders-fixture';
import { api, loginAs, startServer, type TestServer } from '../helpers';
import { uuid } from '../checkout/helpers';

const ALL = [0, 1, 2];
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

describe('market limits', () => {
  it('the seeded ones show on the product; the operator refuses a limit without its message', async () => {
    const { token } = await loginAs(s.app, 'yaofang01');
    const r = await api(s.app, catalog.productSearch, { keyword: '酚麻美敏片' }, { token });
    const first = r.body.data.list[0]!;
    expect(first).toMatchObject({ market_id: first.product_id, whetherMarket: { msg: expect.stringMatching(/^含麻黄碱类复方制剂，每单限购\d+/) } });
    expect(first.whetherMarket!.maxBuyNum % first.zhongbaozhuang_num).toBe(0);
    expect(first.whetherMarket!.maxBuyNum).toBeGreaterThanOrEqual(20);
    await expect(setMarketLimit(s.db, { product_id: 1, max_buy_num: 5 })).rejects.toThrow('请填写限购提示');
    await expect(setMarketLimit(s.db, { product_id: 99_999_999, max_buy_num: 5, msg: 'x' })).rejects.toThrow('商品不存在');
  });

  it('one order takes at most the limit: cart add, merge and checkout; clearing lifts it', async () => {
    const product = await hotProduct(s.db, `MK-${Date.now()}`, 1000);
    await setMarketLimit(s.db, { product_id: product, max_buy_num: 5, msg: '控销品种，每单限购5盒' });
    const [c] = await createBuyers(s.db, 1, `mk${Date.now()}_`);
    await expect(addToCart(s.db, c!, ALL, [{ product_id: product, amount: 6 }])).rejects.toThrow('最多购买5');
    await addToCart(s.db, c!, ALL, [{ product_id: product, amount: 4 }]);
    await expect(addToCart(s.db, c!, ALL, [{ product_id: product, amount: 2 }])).rejects.toThrow(/最多购买5（购物车中已有4/);
    expect((await readCart(s.db, c!, ALL)).product[0]).toMatchObject({ market_id: product, whetherMarket: { maxBuyNum: 5, msg: '控销品种，每单限购5盒' } });
    // The buy-now list names only ids and amounts: the checkout applies the limit itself.
    await quickLines(s.db, [c!], product, 6);
    await expect(sureOrder(s.db, { clientId: c!, scopes: ALL, salesmanId: null }, { idempotency_key: uuid(), isQuick: 1 })).rejects.toThrow('最多购买5');
    await setMarketLimit(s.db, { product_id: product, clear: 1 });
    await sureOrder(s.db, { clientId: c!, scopes: ALL, salesmanId: null }, { idempotency_key: uuid(), isQuick: 1 });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, SERVER_MSG } from '../../../src/model/messages';
import * as cartApi from '../../../src/contract/cart';
import type { DataOf } from '../../../src/contract/define';
import { cartLines, products } from '../../../src/server/db/schema';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { ACTIVITY_UNAVAILABLE } from '../../../src/server/services/cart/add';
import { api, call, loginAs, newToken, startServer, type TestServer } from '../helpers';

let s: TestServer;
let pharmacy: string; // yaofang01, all scopes, client_id 1
let chain: string; // liansuo01, no prescription drugs

beforeAll(async () => {
  s = await startServer();
  pharmacy = (await loginAs(s.app, 'yaofang01')).token;
  chain = (await loginAs(s.app, 'liansuo01')).token;
});
afterAll(() => s?.close());
beforeEach(async () => {
  await s.db.delete(cartLines);
});

// The list is unknown[]: tests send hostile lines the contract's types would not allow.
const add = (token: string, list: unknown[]) =>
  call<DataOf<typeof cartApi.addToCart>>(s.app, 'POST', '/api/w1/addShoppingtrolley', { token, body: { list } });
const cartOf = async (token: string) => {
  const r = await api(s.app, cartApi.myCart, undefined, { token });
  expect(r.body.code, r.raw).toBe(200);
  return r.body.data.cartList;
};
const amountInDb = async (productId: number) =>
  (await s.db.select({ amount: cartLines.amount }).from(cartLines).where(eq(cartLines.productId, productId))).map((r) => r.amount);

describe('add', () => {
  it('adds, then the cart lists the line with yuan price and product fields', async () => {
    const r = await add(pharmacy, [{ product_id: DEMO_PRODUCTS.amoxicillin, amount: 3 }]);
    expect(r.body.code).toBe(200);
    expect(r.body.data.count).toBe(1);
    const cart = await cartOf(pharmacy);
    // The add answers the new cart, so the browser needs no second GET.
    expect(r.body.data.cartList).toEqual(cart);
    expect(cart.failure).toEqual([]);
    expect(cart.seckill).toEqual([]);
    expect(cart.combination).toEqual([]);
    expect(cart.addPrice).toEqual([]);
    expect(cart.product).toHaveLength(1);
    expect(cart.product[0]).toMatchObject({
      product_id: DEMO_PRODUCTS.amoxicillin,
      amount: 3,
      checked: 1,
      disabledChecked: false,
      price: '8.50',
      ty_name: '阿莫西林胶囊',
      product_standard: '0.25g*24粒',
      switch: 1,
      is_failure: 0,
      warnTip: '',
    });
  });

  it('merges a repeated add into the same line by adding amounts', async () => {
    await add(pharmacy, [{ product_id: DEMO_PRODUCTS.packing10, amount: 10 }]);
    const again = await add(pharmacy, [{ product_id: DEMO_PRODUCTS.packing10, amount: 20 }]);
    expect(again.body.data.count).toBe(1);
    expect(await amountInDb(DEMO_PRODUCTS.packing10)).toEqual([30]);
    expect((await cartOf(pharmacy)).product.map((l) => l.amount)).toEqual([30]);
  });

  it('re-validates the merged amount against the purchase limit and keeps the line unchanged', async () => {
    expect((await add(pharmacy, [{ product_id: DEMO_PRODUCTS.limited, amount: 30 }])).body.code).toBe(200);
    const over = await add(pharmacy, [{ product_id: DEMO_PRODUCTS.limited, amount: 30 }]);
    expect(over.status).toBe(400);
    expect(over.body.msg).toContain('最多购买50');
    expect(await amountInDb(DEMO_PRODUCTS.limited)).toEqual([30]);
    expect((await add(pharmacy, [{ product_id: DEMO_PRODUCTS.limited, amount: 20 }])).body.code).toBe(200);
    expect(await amountInDb(DEMO_PRODUCTS.limited)).toEqual([50]);
  });

  it('refuses a quantity that is not a multiple of the packing size', async () => {
    const r = await add(pharmacy, [{ product_id: DEMO_PRODUCTS.packing10, amount: 15 }]);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: 400, msg: '购买数量须为10的倍数', data: null });
    const below = await add(pharmacy, [{ product_id: DEMO_PRODUCTS.packing10, amount: 5 }]);
    expect(below.body.msg).toBe('最少购买10');
    const fraction = await add(pharmacy, [{ product_id: DEMO_PRODUCTS.amoxicillin, amount: 1.5 }]);
    expect(fraction.body.msg).toBe('请输入正确的购买数量');
    const tooMany = await add(pharmacy, [{ product_id: DEMO_PRODUCTS.amoxicillin, amount: 5001 }]);
    expect(tooMany.body.msg).toBe('最多购买5000');
    expect(await amountInDb(DEMO_PRODUCTS.packing10)).toEqual([]);
  });

  it('refuses out-of-scope products for liansuo01, naming them joined with 、', async () => {
    const [rx2] = await s.db
      .select({ id: products.id, name: products.tyName })
      .from(products)
      .where(eq(products.tyName, '苯磺酸氨氯地平片'))
      .limit(1);
    expect(rx2).toBeDefined();
    const r = await add(chain, [
      { product_id: DEMO_PRODUCTS.amoxicillin, amount: 1 },
      { product_id: DEMO_PRODUCTS.packing10, amount: 10 },
      { product_id: rx2?.id, amount: 1 },
    ]);
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(MSG.outOfScope('阿莫西林胶囊、苯磺酸氨氯地平片', '处方药'));
    // All or nothing: the valid OTC line was not written either.
    expect(await amountInDb(DEMO_PRODUCTS.packing10)).toEqual([]);
    expect((await add(chain, [{ product_id: DEMO_PRODUCTS.packing10, amount: 10 }])).body.code).toBe(200);
  });

  it('refuses sold-out, off-shelf and expired products with their reason', async () => {
    const cases: [number, string][] = [
      [DEMO_PRODUCTS.soldOut, '连花清瘟胶囊已售罄'],
      [DEMO_PRODUCTS.offShelf, '头孢克肟分散片已下架'],
      [DEMO_PRODUCTS.expired, '维生素C片已过期'],
    ];
    for (const [id, msg] of cases) expect((await add(pharmacy, [{ product_id: id, amount: 1 }])).body.msg).toBe(msg);
  });

  it('names the product when one line of several has a bad quantity, and writes nothing', async () => {
    const r = await add(pharmacy, [
      { product_id: DEMO_PRODUCTS.amoxicillin, amount: 2 },
      { product_id: DEMO_PRODUCTS.packing10, amount: 7 },
    ]);
    expect(r.body.msg).toBe('板蓝根颗粒：最少购买10');
    expect(await amountInDb(DEMO_PRODUCTS.amoxicillin)).toEqual([]);
  });

  it('empty list, unknown product, activity lines and bad bodies', async () => {
    expect((await add(pharmacy, [])).body).toEqual({ code: 400, msg: MSG.nothingToAdd, data: null });
    expect((await add(pharmacy, [{ product_id: 999_999, amount: 1 }])).body.msg).toBe(SERVER_MSG.productMissing);
    // A seckill, group or special price of another product names this product and says the activity is not there;
    // a combination that does not hold the product is refused the same way.
    expect((await add(pharmacy, [{ product_id: 1, amount: 1, seckill_id: 3 }])).body.msg).toMatch(new RegExp(`：${ACTIVITY_UNAVAILABLE}$`));
    expect((await add(pharmacy, [{ product_id: 1, amount: 1, purchase_id: 3 }])).body.msg).toMatch(new RegExp(`：${ACTIVITY_UNAVAILABLE}$`));
    expect((await add(pharmacy, [{ product_id: 1, amount: 1, special_id: 3 }])).body.msg).toMatch(new RegExp(`：${ACTIVITY_UNAVAILABLE}$`));
    expect((await add(pharmacy, [{ product_id: 1, amount: 1, combination_id: 999_999 }])).body.msg).toBe(ACTIVITY_UNAVAILABLE);
    const noList = await call(s.app, 'POST', '/api/w1/addShoppingtrolley', { token: pharmacy, body: {} });
    expect(noList.body).toEqual({ code: 400, msg: '请求参数有误：商品列表不能为空', data: null });
    const badId = await add(pharmacy, [{ product_id: 'abc', amount: 1 }]);
    expect(badId.body).toEqual({ code: 400, msg: '请求参数有误：商品ID格式不正确', data: null });
  });

  it('a salesman who is not acting for a client cannot add or view a cart', async () => {
    const { token } = await loginAs(s.app, 'ywy01');
    const r = await add(token, [{ product_id: DEMO_PRODUCTS.amoxicillin, amount: 1 }]);
    expect(r.body).toEqual({ code: 400, msg: MSG.salesmanCartOnly, data: null });
    const view = await call(s.app, 'GET', '/api/w1/MyShoppingtrolley', { token });
    expect(view.body).toMatchObject({ code: 400, msg: MSG.salesmanNeedsCustomer });
  });

  it('visitors get 401', async () => {
    const r = await add(await newToken(s.app), [{ product_id: 1, amount: 1 }]);
    expect(r.body.code).toBe(401);
  });
});

describe('read', () => {
  it('moves a line whose product went off shelf or out of stock to failure, unchecked and disabled', async () => {
    await add(pharmacy, [
      { product_id: DEMO_PRODUCTS.amoxicillin, amount: 2 },
      { product_id: DEMO_PRODUCTS.packing10, amount: 10 },
      { product_id: DEMO_PRODUCTS.limited, amount: 5 },
    ]);
    await s.db.update(products).set({ isFailure: 1 }).where(eq(products.id, DEMO_PRODUCTS.packing10));
    await s.db.update(products).set({ stock: 0 }).where(eq(products.id, DEMO_PRODUCTS.limited));
    try {
      const cart = await cartOf(pharmacy);
      expect(cart.product.map((l) => l.product_id)).toEqual([DEMO_PRODUCTS.amoxicillin]);
      expect(cart.failure).toHaveLength(2);
      expect(cart.failure.map((l) => [l.product_id, l.checked, l.disabledChecked, l.warnTip])).toEqual([
        [DEMO_PRODUCTS.packing10, 0, true, '已下架'],
        [DEMO_PRODUCTS.limited, 0, true, '已售罄'],
      ]);
    } finally {
      await s.db.update(products).set({ isFailure: 0 }).where(eq(products.id, DEMO_PRODUCTS.packing10));
      await s.db.update(products).set({ stock: 10000 }).where(eq(products.id, DEMO_PRODUCTS.limited));
    }
  });

  it('each client has its own cart', async () => {
    await add(pharmacy, [{ product_id: DEMO_PRODUCTS.amoxicillin, amount: 2 }]);
    const other = await cartOf(chain);
    expect(other.product).toEqual([]);
    expect(other.failure).toEqual([]);
  });
});

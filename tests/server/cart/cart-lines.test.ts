/** Changing lines in the cart: quantity, checks, delete, clear failures, batch add, add-on offers; who may. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as cartApi from '../../../src/contract/cart';
import type { CartList } from '../../../src/contract/cart';
import { CART_MAX_LINES } from '../../../src/model/constants';
import { CART_SERVER_MSG, MSG } from '../../../src/model/messages';
import { quantityRule } from '../../../src/model/product-rules';
import { cartLines, products } from '../../../src/server/db/schema';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { api, call, loginAs, startServer, type TestServer } from '../helpers';
import { actingFor, allLines, withProduct } from './helpers';

let s: TestServer;
let pharmacy: string; // yaofang01, client 1, every scope
let clinic: string; // zhensuo01, client 2
let chain: string; // liansuo01, client 4, OTC only

beforeAll(async () => {
  s = await startServer();
  pharmacy = (await loginAs(s.app, 'yaofang01')).token;
  clinic = (await loginAs(s.app, 'zhensuo01')).token;
  chain = (await loginAs(s.app, 'liansuo01')).token;
});
afterAll(() => s?.close());
beforeEach(async () => {
  await s.db.delete(cartLines);
});

const { amoxicillin, packing10, limited, soldOut, nearExpiry } = DEMO_PRODUCTS;

async function add(token: string, list: { product_id: number; amount: number }[]): Promise<CartList> {
  const r = await api(s.app, cartApi.addToCart, { list }, { token });
  expect(r.body.code, r.raw).toBe(200);
  return r.body.data.cartList;
}
/** Adds one product and answers its line id. */
async function lineOf(token: string, productId: number, amount: number): Promise<number> {
  const cart = await add(token, [{ product_id: productId, amount }]);
  const line = allLines(cart).find((l) => l.product_id === productId);
  if (!line) throw new Error(`no line for ${productId}`);
  return line.id;
}
const stored = async (id: number) => (await s.db.select().from(cartLines).where(eq(cartLines.id, id)))[0];
const setAmount = (token: string, id: number, amount: number) => api(s.app, cartApi.setAmount, { id, amount }, { token });
const check = (token: string, ids: number[], checked: 0 | 1) => api(s.app, cartApi.updateChecked, { product: ids, checked }, { token });

describe('setShoppingtrolley (quantity)', () => {
  it('sets a valid quantity and answers the new cart with its count', async () => {
    const id = await lineOf(pharmacy, packing10, 10);
    await add(pharmacy, [{ product_id: amoxicillin, amount: 1 }]);
    const r = await setAmount(pharmacy, id, 30);
    expect(r.body.code, r.raw).toBe(200);
    expect(r.body.data.count).toBe(2);
    expect(r.body.data.cartList.product.find((l) => l.id === id)).toMatchObject({ amount: 30, zhongbaozhuang_num: 10 });
    expect((await stored(id))?.amount).toBe(30);
  });

  it('refuses a quantity that breaks the step, minimum, maximum or is not a quantity, and never changes it', async () => {
    const pack = await lineOf(pharmacy, packing10, 10);
    const capped = await lineOf(pharmacy, limited, 10);
    const cases: [number, number, string][] = [
      [pack, 15, '购买数量须为10的倍数'],
      [pack, 5, '最少购买10'],
      [pack, 1.5, '请输入正确的购买数量'],
      [pack, 0, '请输入正确的购买数量'],
      [pack, -10, '请输入正确的购买数量'],
      [capped, 51, '最多购买50'],
    ];
    for (const [id, amount, msg] of cases) {
      const r = await setAmount(pharmacy, id, amount);
      expect(r.body, `${amount}`).toEqual({ code: 400, msg, data: null });
    }
    expect((await stored(pack))?.amount).toBe(10);
    expect((await stored(capped))?.amount).toBe(10);
  });

  it('refuses a line whose product can no longer be bought, with the reason', async () => {
    const id = await lineOf(pharmacy, packing10, 10);
    await withProduct(s, packing10, { isFailure: 1 }, async () => {
      expect((await setAmount(pharmacy, id, 20)).body).toEqual({ code: 400, msg: '板蓝根颗粒已下架', data: null });
    });
    // A product moved out of the buyer's scope after it was added.
    const otc = await lineOf(chain, packing10, 10);
    await withProduct(s, packing10, { businessScope: 0 }, async () => {
      expect((await setAmount(chain, otc, 20)).body.msg).toBe(MSG.outOfScope('板蓝根颗粒', '处方药'));
    });
  });

  it("refuses another client's line id exactly like an unknown one, and leaves it alone", async () => {
    const theirs = await lineOf(clinic, amoxicillin, 3);
    const foreign = await setAmount(pharmacy, theirs, 5);
    const unknown = await setAmount(pharmacy, 2_000_000, 5);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 404, msg: CART_SERVER_MSG.lineMissing, data: null });
    expect(unknown.body).toEqual(foreign.body);
    expect((await stored(theirs))?.amount).toBe(3);
  });
});

describe('updateChecked', () => {
  it('unchecks and checks lines', async () => {
    const a = await lineOf(pharmacy, amoxicillin, 1);
    const b = await lineOf(pharmacy, packing10, 10);
    const off = await check(pharmacy, [a, b], 0);
    expect(off.body.data.cartList.product.map((l) => l.checked)).toEqual([0, 0]);
    const on = await check(pharmacy, [b], 1);
    expect(on.body.data.cartList.product.map((l) => [l.id, l.checked])).toEqual([
      [a, 0],
      [b, 1],
    ]);
  });

  it('never checks a disabled line: select-all skips it, checking it alone is refused with the reason', async () => {
    const ok = await lineOf(pharmacy, amoxicillin, 1);
    const gone = await lineOf(pharmacy, nearExpiry, 1);
    await check(pharmacy, [ok, gone], 0);
    await withProduct(s, nearExpiry, { stock: 0 }, async () => {
      const all = await check(pharmacy, [ok, gone], 1);
      expect(all.body.code, all.raw).toBe(200);
      expect(all.body.data.cartList.product.map((l) => [l.id, l.checked])).toEqual([[ok, 1]]);
      expect(all.body.data.cartList.failure.map((l) => [l.id, l.checked, l.disabledChecked])).toEqual([[gone, 0, true]]);
      const alone = await check(pharmacy, [gone], 1);
      expect(alone.body).toEqual({ code: 400, msg: CART_SERVER_MSG.cannotCheck('布洛芬缓释胶囊已售罄'), data: null });
      expect((await stored(gone))?.checked).toBe(0);
    });
    // Back in stock, the line stays unchecked until the buyer checks it.
    const cart = (await api(s.app, cartApi.myCart, undefined, { token: pharmacy })).body.data.cartList;
    expect(cart.product.find((l) => l.id === gone)?.checked).toBe(0);
  });

  it("refuses the whole change when one id is not the buyer's", async () => {
    const mine = await lineOf(pharmacy, amoxicillin, 1);
    const theirs = await lineOf(clinic, amoxicillin, 1);
    const r = await check(pharmacy, [mine, theirs], 0);
    expect(r.body).toEqual({ code: 404, msg: CART_SERVER_MSG.lineMissing, data: null });
    expect((await stored(mine))?.checked).toBe(1);
    expect((await stored(theirs))?.checked).toBe(1);
  });

  it('refuses a checked value other than 0 or 1', async () => {
    const id = await lineOf(pharmacy, amoxicillin, 1);
    const r = await call(s.app, 'POST', '/api/w1/updateChecked', { token: pharmacy, body: { product: [id], checked: 2 } });
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toContain('勾选状态');
  });
});

describe('deleteShoppingtrolley', () => {
  it('deletes lines and answers the new cart', async () => {
    const a = await lineOf(pharmacy, amoxicillin, 1);
    const b = await lineOf(pharmacy, packing10, 10);
    const r = await api(s.app, cartApi.deleteLines, { product: [a, a] }, { token: pharmacy });
    expect(r.body.data.count).toBe(1);
    expect(allLines(r.body.data.cartList).map((l) => l.id)).toEqual([b]);
  });

  it("deletes nothing when one id is not the buyer's", async () => {
    const mine = await lineOf(pharmacy, amoxicillin, 1);
    const theirs = await lineOf(clinic, amoxicillin, 1);
    const r = await api(s.app, cartApi.deleteLines, { product: [mine, theirs] }, { token: pharmacy });
    expect(r.body).toEqual({ code: 404, msg: CART_SERVER_MSG.lineMissing, data: null });
    expect(await stored(mine)).toBeDefined();
    expect(await stored(theirs)).toBeDefined();
  });
});

describe('delFailure', () => {
  it('removes exactly the lines this buyer cannot buy now', async () => {
    const keep = await lineOf(chain, packing10, 10);
    const soon = await lineOf(chain, nearExpiry, 1);
    const capped = await lineOf(chain, limited, 5);
    await withProduct(s, nearExpiry, { isFailure: 2, stock: 0 }, () =>
      withProduct(s, limited, { businessScope: 0 }, async () => {
        const before = (await api(s.app, cartApi.myCart, undefined, { token: chain })).body.data.cartList;
        expect(before.failure.map((l) => l.id)).toEqual([soon, capped]);
        const r = await api(s.app, cartApi.delFailure, undefined, { token: chain });
        expect(r.body.code, r.raw).toBe(200);
        expect(r.body.data).toMatchObject({ count: 1, cartList: { failure: [] } });
        expect(r.body.data.cartList.product.map((l) => l.id)).toEqual([keep]);
      }),
    );
  });

  it('keeps other clients\' failure lines', async () => {
    const theirs = await lineOf(clinic, nearExpiry, 1);
    await withProduct(s, nearExpiry, { stock: 0 }, async () => {
      await api(s.app, cartApi.delFailure, undefined, { token: pharmacy });
    });
    expect(await stored(theirs)).toBeDefined();
  });
});

describe('adds (batch)', () => {
  /** Purchasable products for yaofang01 with their smallest valid quantity. */
  async function buyable(n: number) {
    const rows = await s.db.select().from(products).where(eq(products.isFailure, 0)).orderBy(asc(products.id));
    return rows
      .filter((p) => p.stock !== 0)
      .map((p) => ({ p, rule: quantityRule({ stock: p.stock, zhongbaozhuang_num: p.zhongbaozhuangNum, max_buy_num: p.maxBuyNum, min_buy_num: p.minBuyNum }) }))
      .filter(({ rule }) => rule.max >= rule.min)
      .slice(0, n)
      .map(({ p, rule }) => ({ product_id: p.id, amount: rule.min }));
  }

  it('adds 250 lines (more than one add-to-cart takes) in one step and merges repeats', async () => {
    await add(pharmacy, [{ product_id: packing10, amount: 10 }]);
    const list = await buyable(250);
    expect(list).toHaveLength(250);
    const r = await api(s.app, cartApi.batchAdd, { list }, { token: pharmacy });
    expect(r.body.code, r.raw.slice(0, 300)).toBe(200);
    expect(r.body.data.count).toBe(250);
    expect(allLines(r.body.data.cartList).find((l) => l.product_id === packing10)?.amount).toBe(20);
  });

  it('refuses the whole batch on one bad row, naming it, and writes nothing', async () => {
    const r = await api(s.app, cartApi.batchAdd, {
      list: [
        { product_id: amoxicillin, amount: 2 },
        { product_id: packing10, amount: 15 },
      ],
    }, { token: pharmacy });
    expect(r.body).toEqual({ code: 400, msg: '板蓝根颗粒：购买数量须为10的倍数', data: null });
    expect(await s.db.$count(cartLines)).toBe(0);
    const sold = await api(s.app, cartApi.batchAdd, { list: [{ product_id: soldOut, amount: 1 }] }, { token: pharmacy });
    expect(sold.body.msg).toBe('连花清瘟胶囊已售罄');
  });

  it('refuses more than 500 rows by the contract', async () => {
    const list = Array.from({ length: 501 }, () => ({ product_id: amoxicillin, amount: 1 }));
    const r = await api(s.app, cartApi.batchAdd, { list }, { token: pharmacy });
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toContain('商品列表');
  });

  it(`refuses to hold more than ${CART_MAX_LINES} kinds`, async () => {
    // Fill the cart directly: 400 demo products under three (stored-only) special ids.
    const ids = (await s.db.select({ id: products.id }).from(products)).map((p) => p.id).filter((id) => id !== amoxicillin);
    const rows = [1, 2, 3].flatMap((specialId) => ids.map((productId) => ({ clientId: 1, productId, amount: 1, specialId })));
    await s.db.insert(cartLines).values(rows.slice(0, CART_MAX_LINES));
    const r = await api(s.app, cartApi.addToCart, { list: [{ product_id: amoxicillin, amount: 1 }] }, { token: pharmacy });
    expect(r.body).toEqual({ code: 400, msg: CART_SERVER_MSG.cartFull(CART_MAX_LINES), data: null });
    expect(await s.db.$count(cartLines, eq(cartLines.productId, amoxicillin))).toBe(0);
  });
});

describe('getJJGProductList', () => {
  it('answers the running add-on-price offers (the rules: tests/server/promotions/add-price.test.ts)', async () => {
    const r = await api(s.app, cartApi.addPriceProducts, undefined, { token: pharmacy });
    expect(r.body.code).toBe(200);
    for (const o of r.body.data.list.data) expect(o).toMatchObject({ add_price: expect.any(String), threshold: expect.any(String), main_product_ids: expect.any(Array) });
  });
});

describe('a salesman', () => {
  it('not acting for a customer may neither view nor change a cart', async () => {
    const { token } = await loginAs(s.app, 'ywy01');
    const reads = [
      await api(s.app, cartApi.myCart, undefined, { token }),
      await api(s.app, cartApi.additionalList, undefined, { token }),
      await api(s.app, cartApi.addPriceProducts, undefined, { token }),
    ];
    for (const r of reads) expect(r.body).toEqual({ code: 400, msg: MSG.salesmanNeedsCustomer, data: null });
    const changes = [
      await api(s.app, cartApi.batchAdd, { list: [{ product_id: amoxicillin, amount: 1 }] }, { token }),
      await api(s.app, cartApi.deleteLines, { product: [1] }, { token }),
      await api(s.app, cartApi.updateChecked, { product: [1], checked: 1 }, { token }),
      await api(s.app, cartApi.setAmount, { id: 1, amount: 1 }, { token }),
      await api(s.app, cartApi.delFailure, undefined, { token }),
      await api(s.app, cartApi.moveToAdditional, { product: [1] }, { token }),
      await api(s.app, cartApi.moveToCart, { product: [1] }, { token }),
      await api(s.app, cartApi.deleteAdditional, { product: [1] }, { token }),
    ];
    for (const r of changes) expect(r.body).toEqual({ code: 400, msg: MSG.salesmanCartOnly, data: null });
  });

  it("acting for a customer changes that customer's cart, with the customer's scope", async () => {
    const token = await actingFor(s, 1);
    const id = await lineOf(token, packing10, 10);
    expect((await setAmount(token, id, 20)).body.code).toBe(200);
    expect((await check(token, [id], 0)).body.code).toBe(200);
    const own = (await api(s.app, cartApi.myCart, undefined, { token: pharmacy })).body.data.cartList;
    expect(own.product.map((l) => [l.id, l.amount, l.checked])).toEqual([[id, 20, 0]]);
    // Acting for liansuo01 (OTC only), a prescription drug is refused by the customer's scope.
    const forChain = await actingFor(s, 4);
    const rx = await api(s.app, cartApi.addToCart, { list: [{ product_id: amoxicillin, amount: 1 }] }, { token: forChain });
    expect(rx.body.msg).toBe(MSG.outOfScope('阿莫西林胶囊', '处方药'));
  });
});

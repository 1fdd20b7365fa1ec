/** The additional list (暂存清单): parking cart lines, moving them back under the cart's rules, deleting them. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as cartApi from '../../../src/contract/cart';
import { CART_SERVER_MSG } from '../../../src/model/messages';
import { cartAdditional, cartLines } from '../../../src/server/db/schema';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { api, loginAs, startServer, type TestServer } from '../helpers';
import { allLines, withProduct } from './helpers';

let s: TestServer;
let pharmacy: string;
let clinic: string;

beforeAll(async () => {
  s = await startServer();
  pharmacy = (await loginAs(s.app, 'yaofang01')).token;
  clinic = (await loginAs(s.app, 'zhensuo01')).token;
});
afterAll(() => s?.close());
beforeEach(async () => {
  await s.db.delete(cartLines);
  await s.db.delete(cartAdditional);
});

const { amoxicillin, packing10, limited } = DEMO_PRODUCTS;

async function lineOf(token: string, productId: number, amount: number): Promise<number> {
  const r = await api(s.app, cartApi.addToCart, { list: [{ product_id: productId, amount }] }, { token });
  expect(r.body.code, r.raw).toBe(200);
  const line = allLines(r.body.data.cartList).find((l) => l.product_id === productId);
  if (!line) throw new Error('no line');
  return line.id;
}
const park = (token: string, ids: number[]) => api(s.app, cartApi.moveToAdditional, { product: ids }, { token });
const unpark = (token: string, ids: number[]) => api(s.app, cartApi.moveToCart, { product: ids }, { token });
const parked = async (token: string) => (await api(s.app, cartApi.additionalList, undefined, { token })).body.data.list;

describe('additional list', () => {
  it('round trip: park lines, list them, move them back, delete one', async () => {
    const a = await lineOf(pharmacy, amoxicillin, 3);
    const b = await lineOf(pharmacy, packing10, 20);
    await lineOf(pharmacy, limited, 5);

    const out = await park(pharmacy, [a, b]);
    expect(out.body.code, out.raw).toBe(200);
    expect(out.body.data.count).toBe(1);
    expect(allLines(out.body.data.cartList).map((l) => l.product_id)).toEqual([limited]);
    expect(out.body.data.additional.map((l) => [l.product_id, l.amount, l.checked])).toEqual([
      [amoxicillin, 3, 0],
      [packing10, 20, 0],
    ]);
    expect(await parked(pharmacy)).toEqual(out.body.data.additional);

    // The old cart ids are gone from the cart: cart calls refuse them.
    const gone = await api(s.app, cartApi.setAmount, { id: a, amount: 4 }, { token: pharmacy });
    expect(gone.body).toEqual({ code: 404, msg: CART_SERVER_MSG.lineMissing, data: null });

    const [pa, pb] = out.body.data.additional.map((l) => l.id);
    const back = await unpark(pharmacy, [pa as number]);
    expect(back.body.code, back.raw).toBe(200);
    expect(back.body.data.count).toBe(2);
    expect(allLines(back.body.data.cartList).find((l) => l.product_id === amoxicillin)).toMatchObject({ amount: 3, checked: 1 });
    expect(back.body.data.additional.map((l) => l.id)).toEqual([pb]);

    const del = await api(s.app, cartApi.deleteAdditional, { product: [pb as number] }, { token: pharmacy });
    expect(del.body.data.additional).toEqual([]);
    expect(del.body.data.count).toBe(2);
  });

  it('parking a product already parked adds the amounts; moving back merges with the cart line', async () => {
    const first = await lineOf(pharmacy, packing10, 10);
    await park(pharmacy, [first]);
    const second = await lineOf(pharmacy, packing10, 20);
    const out = await park(pharmacy, [second]);
    expect(out.body.data.additional.map((l) => [l.product_id, l.amount])).toEqual([[packing10, 30]]);
    await lineOf(pharmacy, packing10, 10);
    const back = await unpark(pharmacy, out.body.data.additional.map((l) => l.id));
    expect(back.body.code, back.raw).toBe(200);
    expect(back.body.data.cartList.product.map((l) => [l.product_id, l.amount])).toEqual([[packing10, 40]]);
  });

  it('refuses a move back that would break the limit or a product no longer for sale; nothing moves', async () => {
    const capped = await lineOf(pharmacy, limited, 30);
    const out = await park(pharmacy, [capped]);
    await lineOf(pharmacy, limited, 30);
    const parkedId = out.body.data.additional[0]?.id as number;
    const over = await unpark(pharmacy, [parkedId]);
    expect(over.body).toEqual({ code: 400, msg: '医用外科口罩：最多购买50（购物车中已有30包）', data: null });
    expect((await parked(pharmacy)).map((l) => l.id)).toEqual([parkedId]);

    const amox = await lineOf(pharmacy, amoxicillin, 2);
    const amoxParked = (await park(pharmacy, [amox])).body.data.additional.find((l) => l.product_id === amoxicillin);
    await withProduct(s, amoxicillin, { stock: 0 }, async () => {
      expect((await parked(pharmacy)).find((l) => l.product_id === amoxicillin)).toMatchObject({ disabledChecked: true, warnTip: '已售罄' });
      const sold = await unpark(pharmacy, [amoxParked?.id as number]);
      expect(sold.body).toEqual({ code: 400, msg: '阿莫西林胶囊已售罄', data: null });
    });
    expect(await s.db.$count(cartAdditional)).toBe(2);
  });

  it("refuses ids that are not the buyer's, in every direction, and moves nothing", async () => {
    const mine = await lineOf(pharmacy, amoxicillin, 1);
    const theirs = await lineOf(clinic, amoxicillin, 1);
    expect((await park(pharmacy, [mine, theirs])).body).toEqual({ code: 404, msg: CART_SERVER_MSG.lineMissing, data: null });
    expect(await s.db.$count(cartLines)).toBe(2);
    const theirParked = (await park(clinic, [theirs])).body.data.additional[0]?.id as number;
    expect((await unpark(pharmacy, [theirParked])).body).toEqual({ code: 404, msg: CART_SERVER_MSG.additionalMissing, data: null });
    const del = await api(s.app, cartApi.deleteAdditional, { product: [theirParked] }, { token: pharmacy });
    expect(del.body).toEqual({ code: 404, msg: CART_SERVER_MSG.additionalMissing, data: null });
    expect((await parked(clinic)).map((l) => l.id)).toEqual([theirParked]);
    expect(await parked(pharmacy)).toEqual([]);
  });

  it('parked lines are not in the cart count nor in another client\'s lists', async () => {
    const a = await lineOf(pharmacy, amoxicillin, 1);
    await park(pharmacy, [a]);
    const cart = await api(s.app, cartApi.myCart, undefined, { token: pharmacy });
    expect(allLines(cart.body.data.cartList)).toEqual([]);
    expect(await parked(clinic)).toEqual([]);
    expect(await s.db.select({ amount: cartAdditional.amount }).from(cartAdditional).where(eq(cartAdditional.clientId, 1))).toEqual([{ amount: 1 }]);
  });
});

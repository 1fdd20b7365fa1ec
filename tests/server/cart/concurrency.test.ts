/**
 * The same cart changed from two tabs (or a widget and the site) at once must end consistent: no lost update, no
 * lost line, every amount one that was asked for and valid, never a 500 (no deadlock). PGlite runs one query at a
 * time and hides races, so the same suite runs against a real PostgreSQL cluster too (tests/server/engines.ts).
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as cartApi from '../../../src/contract/cart';
import * as q from '../../../src/contract/quick-order';
import type { EndpointSpec, InputOf } from '../../../src/contract/define';
import { quantityRule } from '../../../src/model/product-rules';
import { cartAdditional, cartLines, products, quickOrderLines } from '../../../src/server/db/schema';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { api, call, loginAs, type Reply, type TestServer } from '../helpers';
import { onBothEngines } from '../both-engines';
import { allLines } from './helpers';

const { amoxicillin, packing10, limited, nearExpiry } = DEMO_PRODUCTS;

function concurrencySuite(start: () => Promise<TestServer>) {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await start();
    token = (await loginAs(s.app, 'yaofang01')).token;
  });
  afterAll(() => s?.close());
  beforeEach(async () => {
    await s.db.delete(cartLines);
    await s.db.delete(cartAdditional);
  });

  const send = <E extends EndpointSpec>(e: E, input: NoInfer<InputOf<E>>) => api(s.app, e, input, { token });
  const amountOf = async (productId: number) =>
    (await s.db.select({ amount: cartLines.amount }).from(cartLines).where(eq(cartLines.productId, productId))).map((r) => r.amount);
  const addMany = (productId: number, times: number, amount: number) =>
    Promise.all(
      Array.from({ length: times }, () =>
        call(s.app, 'POST', '/api/w1/addShoppingtrolley', { token, body: { list: [{ product_id: productId, amount }] } }),
      ),
    );
  async function lineOf(productId: number, amount: number): Promise<number> {
    const r = await send(cartApi.addToCart, { list: [{ product_id: productId, amount }] });
    const line = allLines(r.body.data.cartList).find((l) => l.product_id === productId);
    if (!line) throw new Error(r.raw);
    return line.id;
  }
  /** Every stored line keeps the product rules (step, minimum, maximum) and its checks hold. */
  async function expectCartValid() {
    const rows = await s.db.select({ line: cartLines, p: products }).from(cartLines).innerJoin(products, eq(products.id, cartLines.productId));
    for (const { line, p } of rows) {
      const rule = quantityRule({ stock: p.stock, zhongbaozhuang_num: p.zhongbaozhuangNum, max_buy_num: p.maxBuyNum, min_buy_num: p.minBuyNum });
      expect(line.amount % rule.step, p.tyName).toBe(0);
      expect(line.amount, p.tyName).toBeGreaterThanOrEqual(rule.min);
      expect(line.amount, p.tyName).toBeLessThanOrEqual(rule.max);
      expect([0, 1]).toContain(line.checked);
    }
  }
  const codes = (replies: Reply[]) => [...new Set(replies.map((r) => r.body.code))].sort();

  it('50 concurrent adds of the same product end with exactly the sum in one line', async () => {
    const replies = await addMany(amoxicillin, 50, 2);
    expect(replies.map((r) => r.body.code)).toEqual(Array(50).fill(200));
    expect(await amountOf(amoxicillin)).toEqual([100]);
  });

  it('concurrent adds never push a line past its purchase limit', async () => {
    const replies = await addMany(limited, 80, 1); // max_buy_num 50
    const accepted = replies.filter((r) => r.body.code === 200).length;
    expect(accepted).toBe(50);
    for (const r of replies.filter((x) => x.body.code !== 200)) expect(r.body.msg).toContain('最多购买50');
    expect(await amountOf(limited)).toEqual([50]);
  });

  it('50 concurrent adds of 3 stop below the limit, each accepted add counted once', async () => {
    const replies = await addMany(limited, 50, 3);
    const accepted = replies.filter((r) => r.body.code === 200).length;
    expect(codes(replies)).toEqual([200, 400]);
    expect(accepted).toBe(16);
    expect(await amountOf(limited)).toEqual([48]);
  });

  it('concurrent quantity changes of one line end on one of the valid requested values; invalid ones are refused', async () => {
    const id = await lineOf(packing10, 10);
    const valid = [20, 30, 40, 50, 60, 70, 80, 90, 100, 110];
    const invalid = [15, 5, 0, 25];
    const replies = await Promise.all([...valid, ...invalid].map((amount) => send(cartApi.setAmount, { id, amount })));
    expect(replies.slice(0, valid.length).map((r) => r.body.code)).toEqual(valid.map(() => 200));
    expect(replies.slice(valid.length).map((r) => r.body.code)).toEqual(invalid.map(() => 400));
    const [final] = await amountOf(packing10);
    expect(valid).toContain(final);
  });

  it('add and delete of the same line at once: the line is gone or holds only adds made after the delete', async () => {
    const id = await lineOf(amoxicillin, 5);
    const replies = await Promise.all([
      ...Array.from({ length: 5 }, () => send(cartApi.addToCart, { list: [{ product_id: amoxicillin, amount: 2 }] })),
      send(cartApi.deleteLines, { product: [id] }),
    ]);
    expect(codes(replies)).toEqual([200]);
    const amounts = await amountOf(amoxicillin);
    expect(amounts.length).toBeLessThanOrEqual(1);
    if (amounts[0] !== undefined) expect([2, 4, 6, 8, 10]).toContain(amounts[0]);
  });

  it('checks and quantities changed together from two tabs both land', async () => {
    const a = await lineOf(packing10, 10);
    const b = await lineOf(amoxicillin, 1);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? send(cartApi.updateChecked, { product: [a, b], checked: (i % 4 === 1 ? 0 : 1) as 0 | 1 }) : send(cartApi.setAmount, { id: a, amount: 10 * (i + 1) }),
      ),
    );
    expect(codes(replies)).toEqual([200]);
    expect([10, 30, 50, 70, 90, 110, 130, 150, 170, 190]).toContain((await amountOf(packing10))[0]);
    await expectCartValid();
  });

  it('select-all, a batch add, deletes and quantity changes at once never deadlock and keep every rule', async () => {
    const ids = [await lineOf(nearExpiry, 1), await lineOf(packing10, 10), await lineOf(amoxicillin, 1), await lineOf(limited, 10)];
    const replies = await Promise.all([
      send(cartApi.updateChecked, { product: [...ids].reverse(), checked: 0 }),
      send(cartApi.batchAdd, { list: [{ product_id: limited, amount: 10 }, { product_id: amoxicillin, amount: 2 }, { product_id: packing10, amount: 10 }] }),
      send(cartApi.updateChecked, { product: ids, checked: 1 }),
      send(cartApi.setAmount, { id: ids[3] as number, amount: 40 }),
      send(cartApi.addToCart, { list: [{ product_id: nearExpiry, amount: 1 }, { product_id: limited, amount: 10 }] }),
      send(cartApi.setAmount, { id: ids[1] as number, amount: 20 }),
      send(cartApi.deleteLines, { product: [ids[0] as number] }),
    ]);
    // A merge may meet the limit of 50 (400), a check may find the deleted line gone (404); never a 500.
    for (const r of replies) expect([200, 400, 404], r.raw).toContain(r.body.code);
    expect(replies[6]?.body.code).toBe(200);
    await expectCartValid();
    expect((await amountOf(limited))[0]).toBeLessThanOrEqual(50);
  });

  it('parking, changing and deleting one line at once never loses it nor duplicates it', async () => {
    for (let round = 0; round < 5; round++) {
      await s.db.delete(cartLines);
      await s.db.delete(cartAdditional);
      const id = await lineOf(packing10, 10);
      const replies = await Promise.all([
        send(cartApi.moveToAdditional, { product: [id] }),
        send(cartApi.setAmount, { id, amount: 30 }),
        send(cartApi.updateChecked, { product: [id], checked: 0 }),
      ]);
      // The park wins or loses the race; the other calls then find the line gone (404), never a 500.
      for (const r of replies) expect([200, 404], r.raw).toContain(r.body.code);
      const inCart = await amountOf(packing10);
      const parked = (await s.db.select().from(cartAdditional)).map((l) => l.amount);
      expect(inCart.length + parked.length).toBe(1);
      expect([10, 30]).toContain([...inCart, ...parked][0]);
    }
  });

  it('concurrent quick-order changes of one product leave one row with one of the requested quantities', async () => {
    await s.db.delete(quickOrderLines);
    const amounts = [10, 20, 30, 40, 50, 60];
    const replies = await Promise.all(amounts.map((amount) => send(q.addFast, { product_id: packing10, amount })));
    expect(codes(replies)).toEqual([200]);
    const rows = await s.db.select().from(quickOrderLines);
    expect(rows).toHaveLength(1);
    expect(amounts).toContain(rows[0]?.amount);
  });

  it('search works the same on this driver (pinyin initials, typo)', async () => {
    const amxl = await call(s.app, 'GET', '/api/w1/productSearch', { query: { keyword: 'amxl' } });
    expect(amxl.body.data.list[0].product_id).toBe(amoxicillin);
    // 'amoxlin' needs the per-connection word-similarity threshold (0.45; the default 0.6 would miss it).
    for (const keyword of ['阿莫西林交囊', 'amoxlin']) {
      const typo = await call(s.app, 'GET', '/api/w1/productSearch', { query: { keyword } });
      expect(typo.body.data.list.some((p: { ty_name: string }) => p.ty_name === '阿莫西林胶囊'), keyword).toBe(true);
    }
  });
}

onBothEngines('cart', concurrencySuite);

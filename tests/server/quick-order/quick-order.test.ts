/** Buy-now check (fastCheck) and the server-side quick-order list (fastOrder, addFast, delFastProduct). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as q from '../../../src/contract/quick-order';
import { CART_SERVER_MSG, MSG, SERVER_MSG } from '../../../src/model/messages';
import { products, quickOrderLines } from '../../../src/server/db/schema';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { QUICK_ORDER_MAX } from '../../../src/server/services/cart/quick-order';
import { api, call, loginAs, startServer, type TestServer } from '../helpers';
import { actingFor, withProduct } from '../cart/helpers';

let s: TestServer;
let pharmacy: string;
let clinic: string;
let chain: string;

beforeAll(async () => {
  s = await startServer();
  pharmacy = (await loginAs(s.app, 'yaofang01')).token;
  clinic = (await loginAs(s.app, 'zhensuo01')).token;
  chain = (await loginAs(s.app, 'liansuo01')).token;
});
afterAll(() => s?.close());
beforeEach(async () => {
  await s.db.delete(quickOrderLines);
});

const { amoxicillin, packing10, soldOut, offShelf, limited } = DEMO_PRODUCTS;

const check = (token: string, list: { product_id: number; amount: number }[]) => api(s.app, q.fastCheck, { list }, { token });
const put = (token: string, product_id: number, amount: number) => api(s.app, q.addFast, { product_id, amount }, { token });
const listOf = async (token: string) => (await api(s.app, q.fastOrder, undefined, { token })).body.data.list;

describe('fastCheck (buy now)', () => {
  it('answers 200 with the priced lines when every line passes', async () => {
    const r = await check(pharmacy, [
      { product_id: amoxicillin, amount: 2 },
      { product_id: packing10, amount: 20 },
    ]);
    expect(r.body.code, r.raw).toBe(200);
    expect(r.body.data.list.map((l) => [l.product_id, l.amount, l.product.price, l.refusal])).toEqual([
      [amoxicillin, 2, '8.50', null],
      [packing10, 20, '12.00', null],
    ]);
    // A check stores nothing.
    expect(await s.db.$count(quickOrderLines)).toBe(0);
  });

  it('answers 400 with the refusal text otherwise', async () => {
    const cases: [string, { product_id: number; amount: number }[], string][] = [
      [chain, [{ product_id: amoxicillin, amount: 1 }, { product_id: packing10, amount: 10 }], MSG.outOfScope('阿莫西林胶囊', '处方药')],
      [pharmacy, [{ product_id: soldOut, amount: 1 }], '连花清瘟胶囊已售罄'],
      [pharmacy, [{ product_id: offShelf, amount: 1 }], '头孢克肟分散片已下架'],
      [pharmacy, [{ product_id: packing10, amount: 15 }], '购买数量须为10的倍数'],
      [pharmacy, [{ product_id: amoxicillin, amount: 1 }, { product_id: limited, amount: 60 }], '医用外科口罩：最多购买50'],
      [pharmacy, [], MSG.nothingToAdd],
      [pharmacy, [{ product_id: 999_999, amount: 1 }], SERVER_MSG.productMissing],
    ];
    for (const [token, list, msg] of cases) expect((await check(token, list)).body, msg).toEqual({ code: 400, msg, data: null });
  });
});

describe('quick-order list', () => {
  it('adds products, changes a quantity (it replaces), lists them in the order added, per client', async () => {
    await put(pharmacy, packing10, 10);
    await put(pharmacy, amoxicillin, 2);
    const r = await put(pharmacy, packing10, 30);
    expect(r.body.code, r.raw).toBe(200);
    expect(r.body.data.list.map((l) => [l.product_id, l.amount, l.refusal])).toEqual([
      [packing10, 30, null],
      [amoxicillin, 2, null],
    ]);
    expect(r.body.data.list[0]?.product).toMatchObject({ ty_name: '板蓝根颗粒', price: '12.00' });
    expect(await listOf(pharmacy)).toEqual(r.body.data.list);
    expect(await listOf(clinic)).toEqual([]);
  });

  it('refuses a bad quantity with 400 and the rule message, keeping the list as it was', async () => {
    await put(pharmacy, packing10, 10);
    const cases: [number, number, string][] = [
      [packing10, 15, '购买数量须为10的倍数'],
      [packing10, 5, '最少购买10'],
      [amoxicillin, 1.5, '请输入正确的购买数量'],
      [amoxicillin, 0, '请输入正确的购买数量'],
      [limited, 51, '最多购买50'],
      [soldOut, -1, '请输入正确的购买数量'],
    ];
    for (const [id, amount, msg] of cases) expect((await put(pharmacy, id, amount)).body, `${id} × ${amount}`).toEqual({ code: 400, msg, data: null });
    expect((await listOf(pharmacy)).map((l) => [l.product_id, l.amount])).toEqual([[packing10, 10]]);
    expect((await put(pharmacy, 999_999, 1)).body).toEqual({ code: 400, msg: SERVER_MSG.productMissing, data: null });
  });

  it('keeps lines that cannot be bought, listed with their refusal for this viewer', async () => {
    await put(chain, soldOut, 1);
    await put(chain, amoxicillin, 1);
    await put(chain, packing10, 10);
    const list = await listOf(chain);
    expect(list.map((l) => [l.product_id, l.refusal?.code ?? null, l.refusal?.text ?? null])).toEqual([
      [soldOut, 'soldOut', '连花清瘟胶囊已售罄'],
      [amoxicillin, 'outOfScope', MSG.outOfScope('阿莫西林胶囊', '处方药')],
      [packing10, null, null],
    ]);
    // Judged when read: a product going off shelf after it was added is flagged.
    await withProduct(s, packing10, { isFailure: 1 }, async () => {
      expect((await listOf(chain))[2]?.refusal).toMatchObject({ code: 'offShelf', fix: 'chooseAnother', fixText: '选购其他商品' });
    });
  });

  it('removes one product, or everything without one; other clients keep theirs', async () => {
    await put(pharmacy, packing10, 10);
    await put(pharmacy, amoxicillin, 1);
    await put(clinic, amoxicillin, 1);
    const one = await api(s.app, q.delFastProduct, { product_id: packing10 }, { token: pharmacy });
    expect(one.body.data.list.map((l) => l.product_id)).toEqual([amoxicillin]);
    const again = await api(s.app, q.delFastProduct, { product_id: packing10 }, { token: pharmacy });
    expect(again.body.code).toBe(200);
    const all = await api(s.app, q.delFastProduct, {}, { token: pharmacy });
    expect(all.body.data.list).toEqual([]);
    expect((await listOf(clinic)).map((l) => l.product_id)).toEqual([amoxicillin]);
  });

  it(`holds at most ${QUICK_ORDER_MAX} products; changing one already there still works`, async () => {
    const ids = (await s.db.select({ id: products.id }).from(products).orderBy(asc(products.id))).map((p) => p.id);
    const filler = ids.filter((id) => id !== amoxicillin).slice(0, QUICK_ORDER_MAX);
    await s.db.insert(quickOrderLines).values(filler.map((productId) => ({ clientId: 1, productId, amount: 1 })));
    expect((await put(pharmacy, amoxicillin, 1)).body).toEqual({ code: 400, msg: CART_SERVER_MSG.quickOrderFull(QUICK_ORDER_MAX), data: null });
    expect(await s.db.$count(quickOrderLines, eq(quickOrderLines.productId, amoxicillin))).toBe(0);
    expect((await put(pharmacy, packing10, 20)).body.code).toBe(200);
  });

  it('adds many products in one request (pasted rows), the last quantity of a repeated product winning', async () => {
    await put(pharmacy, amoxicillin, 2);
    const r = await api(
      s.app,
      q.addFastList,
      { list: [{ product_id: packing10, amount: 10 }, { product_id: amoxicillin, amount: 5 }, { product_id: packing10, amount: 20 }] },
      { token: pharmacy },
    );
    expect(r.body.code, r.raw).toBe(200);
    expect(r.body.data.list.map((l) => [l.product_id, l.amount])).toEqual([
      [amoxicillin, 5],
      [packing10, 20],
    ]);
  });

  it('a list with one bad quantity adds nothing and names the product', async () => {
    const r = await api(
      s.app,
      q.addFastList,
      { list: [{ product_id: amoxicillin, amount: 1 }, { product_id: packing10, amount: 15 }] },
      { token: pharmacy },
    );
    expect(r.body).toEqual({ code: 400, msg: '板蓝根颗粒：购买数量须为10的倍数', data: null });
    expect(await listOf(pharmacy)).toEqual([]);
  });

  it('refuses malformed input by the contract', async () => {
    const r = await call(s.app, 'POST', '/api/w1/addFast', { token: pharmacy, body: { product_id: true, amount: 1 } });
    expect(r.body).toEqual({ code: 400, msg: '请求参数有误：商品ID格式不正确', data: null });
  });
});

describe('a salesman', () => {
  it('not acting for a customer is refused', async () => {
    const { token } = await loginAs(s.app, 'ywy01');
    expect((await api(s.app, q.fastOrder, undefined, { token })).body).toEqual({ code: 400, msg: MSG.salesmanNeedsCustomer, data: null });
    for (const r of [
      await check(token, [{ product_id: amoxicillin, amount: 1 }]),
      await put(token, amoxicillin, 1),
      await api(s.app, q.delFastProduct, {}, { token }),
    ]) {
      expect(r.body).toEqual({ code: 400, msg: MSG.salesmanCartOnly, data: null });
    }
  });

  it("acting for a customer uses the customer's list and scope", async () => {
    const token = await actingFor(s, 4);
    expect((await check(token, [{ product_id: amoxicillin, amount: 1 }])).body.msg).toBe(MSG.outOfScope('阿莫西林胶囊', '处方药'));
    expect((await put(token, packing10, 10)).body.code).toBe(200);
    expect((await listOf(chain)).map((l) => l.product_id)).toEqual([packing10]);
  });
});

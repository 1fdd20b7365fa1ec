/** Frequently bought (Myoftenbuy, addOftenbuy, DelOftenbuy) and its demo data. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as q from '../../../src/contract/quick-order';
import type { OftenBuyItem } from '../../../src/contract/quick-order';
import { MSG, SERVER_MSG } from '../../../src/model/messages';
import { OFTEN_BUY } from '../../../src/server/db/seed/cart';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { api, call, loginAs, startServer, type TestServer } from '../helpers';
import { actingFor } from '../cart/helpers';

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

const page = async (token: string, query: { page?: number; size?: 10 | 20 | 30 | 50 | 100; keyword?: string } = {}) => {
  const r = await api(s.app, q.myOftenBuy, query, { token });
  expect(r.body.code, r.raw).toBe(200);
  return r.body.data;
};
const names = (list: OftenBuyItem[]) => list.map((i) => i.product.ty_name);

describe('demo data', () => {
  it('gives yaofang01 and zhensuo01 a list of 10 to 20 products, most recently bought first', async () => {
    for (const [token, username] of [
      [pharmacy, 'yaofang01'],
      [clinic, 'zhensuo01'],
    ] as const) {
      const { list, total } = await page(token, { size: 50 });
      expect(total).toBe(OFTEN_BUY[username]?.length);
      expect(total).toBeGreaterThanOrEqual(10);
      expect(total).toBeLessThanOrEqual(20);
      const dates = list.map((i) => i.last_bought_at);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const item of list) {
        expect(item.times).toBeGreaterThan(0);
        expect(item.last_amount % item.product.zhongbaozhuang_num).toBe(0);
        expect(item.product.price).toMatch(/^\d+\.\d\d$/);
      }
    }
    expect((await page(chain)).total).toBe(0);
  });
});

describe('Myoftenbuy', () => {
  it('pages', async () => {
    const all = await page(pharmacy, { size: 50 });
    const first = await page(pharmacy, { page: 1, size: 10 });
    const second = await page(pharmacy, { page: 2, size: 10 });
    expect(first).toMatchObject({ total: all.total, page: 1, size: 10 });
    expect(first.list).toHaveLength(10);
    expect([...names(first.list), ...names(second.list)]).toEqual(names(all.list));
    expect((await page(pharmacy, { page: 9, size: 10 })).list).toEqual([]);
    const bad = await call(s.app, 'GET', '/api/w1/Myoftenbuy', { token: pharmacy, query: { size: 7 } });
    expect(bad.body.code).toBe(400);
  });

  it('filters by keyword (name, pinyin initials, maker)', async () => {
    expect(names((await page(pharmacy, { keyword: '连花' })).list)).toEqual(['连花清瘟胶囊']);
    expect(names((await page(pharmacy, { keyword: 'blg' })).list)).toEqual(['板蓝根颗粒']);
    const none = await page(pharmacy, { keyword: '不存在的药' });
    expect(none).toMatchObject({ list: [], total: 0 });
  });

  it("flags products that cannot be bought now, with the reason for this viewer", async () => {
    const pharmacyList = (await page(pharmacy, { size: 50 })).list;
    const flagged = pharmacyList.filter((i) => i.refusal).map((i) => [i.product.product_id, i.refusal?.code, i.refusal?.text]);
    expect(flagged.sort()).toEqual([
      [DEMO_PRODUCTS.soldOut, 'soldOut', '连花清瘟胶囊已售罄'],
      [DEMO_PRODUCTS.expired, 'expired', '维生素C片已过期'],
    ]);
    const clinicList = (await page(clinic, { size: 50 })).list;
    expect(clinicList.find((i) => i.product.product_id === DEMO_PRODUCTS.offShelf)?.refusal).toMatchObject({
      code: 'offShelf',
      text: '头孢克肟分散片已下架',
    });
    // liansuo01 may not buy prescription drugs: the same product is flagged for it and not for yaofang01.
    await api(s.app, q.addOftenBuy, { product_ids: [DEMO_PRODUCTS.amoxicillin] }, { token: chain });
    const chainItem = (await page(chain)).list[0];
    expect(chainItem?.refusal).toMatchObject({ code: 'outOfScope', text: MSG.outOfScope('阿莫西林胶囊', '处方药'), fix: 'contactService' });
    await api(s.app, q.delOftenBuy, { product_id: DEMO_PRODUCTS.amoxicillin }, { token: chain });
  });
});

describe('addOftenbuy and DelOftenbuy', () => {
  it('adds by hand (not yet bought), never twice, and removes', async () => {
    const before = (await page(clinic, { size: 50 })).total;
    const added = await api(s.app, q.addOftenBuy, { product_ids: [DEMO_PRODUCTS.limited, DEMO_PRODUCTS.limited, DEMO_PRODUCTS.amoxicillin] }, { token: clinic });
    expect(added.body).toEqual({ code: 200, msg: '操作成功', data: { total: before + 1 } });
    const { list } = await page(clinic, { size: 50 });
    // Never bought: listed last, no date.
    expect(list.at(-1)).toMatchObject({ times: 0, last_amount: 0, last_bought_at: '', product: { product_id: DEMO_PRODUCTS.limited } });
    const del = await api(s.app, q.delOftenBuy, { product_id: DEMO_PRODUCTS.limited }, { token: clinic });
    expect(del.body).toEqual({ code: 200, msg: '操作成功', data: null });
    expect((await page(clinic, { size: 50 })).total).toBe(before);
    // Removing what is not listed changes nothing.
    expect((await api(s.app, q.delOftenBuy, { product_id: DEMO_PRODUCTS.limited }, { token: clinic })).body.code).toBe(200);
  });

  it('refuses unknown products and writes nothing', async () => {
    const before = (await page(pharmacy)).total;
    const r = await api(s.app, q.addOftenBuy, { product_ids: [DEMO_PRODUCTS.packing10, 999_999] }, { token: pharmacy });
    expect(r.body).toEqual({ code: 400, msg: SERVER_MSG.productMissing, data: null });
    expect((await page(pharmacy)).total).toBe(before);
  });

  it("one client's removal leaves another's list alone", async () => {
    const before = (await page(pharmacy, { size: 50 })).total;
    await api(s.app, q.delOftenBuy, { product_id: DEMO_PRODUCTS.nearExpiry }, { token: clinic });
    expect((await page(pharmacy, { size: 50 })).total).toBe(before);
  });
});

describe('a salesman', () => {
  it('not acting is refused; acting sees and changes the customer\'s list', async () => {
    const { token } = await loginAs(s.app, 'ywy01');
    expect((await api(s.app, q.myOftenBuy, {}, { token })).body).toEqual({ code: 400, msg: MSG.salesmanNeedsCustomer, data: null });
    expect((await api(s.app, q.addOftenBuy, { product_ids: [1] }, { token })).body).toEqual({ code: 400, msg: MSG.salesmanCartOnly, data: null });
    expect((await api(s.app, q.delOftenBuy, { product_id: 1 }, { token })).body).toEqual({ code: 400, msg: MSG.salesmanCartOnly, data: null });
    const acting = await actingFor(s, 2);
    expect((await page(acting, { size: 50 })).total).toBe((await page(clinic, { size: 50 })).total);
  });
});

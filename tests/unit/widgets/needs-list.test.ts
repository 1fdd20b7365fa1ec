/**
 * Punchout: a host's needs list goes into the cart in one request, rounded up to the middle pack, unknown codes and
 * unbuyable products listed with their reason, and each line's note comes back with checkout and the order.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, resetApi, setNotifier } from '../../../src/api';
import { selectPersistence } from '../../../src/stores/persistence';
import { $session, saveIdentity, saveToken } from '../../../src/stores/session';
import { setAddGate } from '../../../src/stores/cart';
import { hostLines, noteFor, prefillCart } from '../../../widgets/needs-list';
import { NEEDS_TEXT } from '../../../src/model/needs-list';

const product = (id: number, code: string, over: Record<string, unknown> = {}) => ({
  product_id: id,
  product_code: code,
  ty_name: `药品${id}`,
  zhongbaozhuang_num: 1,
  stock: 1000,
  switch: 1,
  ...over,
});
const CATALOGUE = [product(1, 'YC000001'), product(2, 'YC001527', { zhongbaozhuang_num: 10 }), product(3, 'YC000003', { stock: 0 })];
let added: unknown[] = [];

beforeEach(() => {
  added = [];
  selectPersistence('memory');
  setNotifier({ error() {}, message() {}, notify() {}, confirm: async () => false });
  setAddGate(() => true);
  configureApi({
    baseURL: 'http://store.test/api',
    getToken: () => $session.get().token,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const path = url.pathname.replace(/^\/api/, '');
      let data: unknown = null;
      if (path === '/w1/productSearch') {
        const k = url.searchParams.get('keyword');
        data = { list: CATALOGUE.filter((p) => p.product_code.startsWith(k ?? '')), total: 1, page: 1, size: 10 };
      }
      if (path === '/w1/addShoppingtrolley') {
        added.push(JSON.parse(String(init?.body)));
        data = { count: 2, cartList: { product: [], failure: [], seckill: [], combination: [], addPrice: [] } };
      }
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
    },
  });
  saveToken('tok', Date.now() + 3600_000);
  saveIdentity({ client_id: 9, company_id: 1 });
});
afterEach(() => resetApi());

describe('prefillCart', () => {
  it('rounds to the pack, adds in one request, reports what it left out, keeps the notes', async () => {
    const r = await prefillCart([
      { product_code: 'YC000001', quantity: 17, note: '药房 A-01 补货' },
      { product_code: 'YC001527', quantity: 26, note: '王秀兰处方' },
      { product_code: 'YC999999', quantity: 5 },
      { product_code: 'YC000003', quantity: 5 },
      { product_code: 'YC000001', quantity: -2 },
    ]);
    expect(r.added.map((l) => [l.product_code, l.asked, l.amount, l.rounded])).toEqual([
      ['YC000001', 17, 17, false],
      ['YC001527', 26, 30, true],
    ]);
    expect(r.refused.map((x) => [x.line.product_code, x.reason])).toEqual([
      ['YC999999', NEEDS_TEXT.noProduct],
      ['YC000003', expect.any(String)],
      ['YC000001', NEEDS_TEXT.badQuantity],
    ]);
    expect(added).toHaveLength(1);
    expect(noteFor(2)).toBe('王秀兰处方');
    expect(hostLines([{ product_id: 2, amount: 30, ty_name: '药品2' }])[0]).toMatchObject({ note: '王秀兰处方', name: '药品2' });
  });

  it('adds nothing when no line can be bought', async () => {
    const r = await prefillCart([{ product_code: 'YC999999', quantity: 1 }]);
    expect(r.added).toEqual([]);
    expect(added).toEqual([]);
  });
});

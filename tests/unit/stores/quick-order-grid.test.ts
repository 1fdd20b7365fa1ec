/**
 * The quick-order grid's store without React, and the buy flows every button shares: a picked product becomes a
 * line (duplicates and a full list refused with their texts), drafts survive a reload (local storage, per client),
 * a refused put keeps the draft with why, pasted rows are matched in one request and merged within limits, and
 * buy now / add to cart / the footer's list actions follow the login, near-expiry and refusal rules.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, resetApi, setNotifier } from '../../../src/api';
import type { Product } from '../../../src/contract/catalog';
import type { BatchRow } from '../../../src/contract/quick-order';
import type { FastLine } from '../../../src/contract/quick-order';
import { QUICK_MSG } from '../../../src/model/messages';
import { createAddToCart } from '../../../src/stores/cart-add';
import {
  $fastLines,
  $fastOwner,
  $quickDrafts,
  $quickFocus,
  $quickNotes,
  $quickRows,
  createBuyNow,
  createQuickListActions,
  lineKey,
  openQuickOrder,
  pasteRows,
  pickProduct,
  QUICK_ORDER_MAX,
  readQuickOrderDrafts,
  readQuickOrderProducts,
  resetFastLines,
  resetQuickGrid,
  updateDraft,
} from '../../../src/stores/quick-order';
import { $session } from '../../../src/stores/session';

const product = (id: number, over: Partial<Product> = {}): Product =>
  ({ product_id: id, ty_name: `商品${id}`, switch: 1, stock: 100, is_failure: 0, zhongbaozhuang_num: 1, near_expiration_date: 0, ...over }) as Product;
const fast = (p: Product, amount: number): FastLine => ({ product_id: p.product_id, amount, product: p, refusal: null });

/** A store server keeping the quick-order list; `refuse` answers a path with 400 and that text. */
let list: FastLine[];
let sent: { path: string; body: any }[];
let refuse: Record<string, string>;
let report: BatchRow[];
let notices: string[];
let confirmAnswer: boolean;
const json = (env: object) => new Response(JSON.stringify(env), { headers: { 'content-type': 'application/json' } });
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 1));
  expect(ok()).toBe(true);
};

beforeEach(() => {
  list = [];
  sent = [];
  refuse = {};
  report = [];
  notices = [];
  confirmAnswer = true;
  resetFastLines();
  resetQuickGrid();
  $session.set({ ...$session.get(), client_id: 5, company_id: 1, salesman_id: undefined as never });
  setNotifier({ error: (m) => notices.push(m), message: (m) => notices.push(m), notify: (m) => notices.push(m), confirm: async () => confirmAnswer });
  configureApi({
    baseURL: 'http://store.test/api',
    fetch: async (input, init) => {
      const path = new URL(String(input)).pathname.replace(/^\/api/, '');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ path, body });
      if (refuse[path]) return json({ code: 400, msg: refuse[path], data: null });
      const put = (id: number, amount: number) => {
        const p = list.find((l) => l.product_id === id)?.product ?? product(id);
        list = list.some((l) => l.product_id === id) ? list.map((l) => (l.product_id === id ? fast(p, amount) : l)) : [...list, fast(p, amount)];
      };
      switch (path) {
        case '/w1/fastOrder':
          return json({ code: 200, msg: 'ok', data: { list } });
        case '/w1/addFast':
          put(body.product_id, body.amount);
          return json({ code: 200, msg: 'ok', data: { list } });
        case '/w1/addFastList':
          for (const l of body.list) put(l.product_id, l.amount);
          return json({ code: 200, msg: 'ok', data: { list } });
        case '/w1/cartUpload':
          return json({ code: 200, msg: 'ok', data: { rows: report, total: report.length, valid: report.length, limit: 500 } });
        case '/w1/fastCheck':
          return json({ code: 200, msg: 'ok', data: { list: body.list.map((l: any) => fast(product(l.product_id), l.amount)) } });
        case '/w1/addShoppingtrolley':
          return json({ code: 200, msg: 'ok', data: { count: body.list.length, cartList: { product: [], seckill: [], combination: [], addPrice: [], failure: [] } } });
        default:
          return json({ code: 404, msg: path, data: null });
      }
    },
  });
});
afterEach(() => resetApi());

const draftKey = () => $quickDrafts.get()[$quickDrafts.get().length - 1]!.key;

describe('quick-order grid store', () => {
  it('a picked product becomes a line with its judged quantity; listed twice or a full list is refused with why', async () => {
    openQuickOrder(5);
    await until(() => $fastOwner.get() === 5);
    const key = draftKey();
    updateDraft(key, { text: '阿莫', quantity: '3' });
    await pickProduct(key, product(1, { zhongbaozhuang_num: 2 }));
    expect(sent.find((s) => s.path === '/w1/addFast')?.body).toMatchObject({ product_id: 1, amount: 4 });
    expect($quickRows.get().map((r) => r.kind)).toEqual(['line', 'draft']);
    expect($quickNotes.get()[1]).not.toBe('');
    expect($quickFocus.get()).toMatchObject({ key: lineKey(1), cell: 'qty' });

    await pickProduct(draftKey(), product(1));
    expect(notices).toContain('商品1已在清单中，请直接修改数量');

    $fastLines.set(Array.from({ length: QUICK_ORDER_MAX }, (_, i) => fast(product(100 + i), 1)));
    await pickProduct(draftKey(), product(2));
    expect(notices).toContain(QUICK_MSG.listFull(QUICK_ORDER_MAX));
  });

  it('keeps a refused pick as a draft with the server’s text and the product to pick again; drafts outlive a reload', async () => {
    openQuickOrder(5);
    refuse['/w1/addFast'] = '库存不足';
    const key = draftKey();
    updateDraft(key, { text: '板蓝根' });
    await pickProduct(key, product(3));
    const kept = $quickDrafts.get().find((d) => d.problem);
    expect(kept).toMatchObject({ text: '板蓝根', problem: '库存不足', candidates: [{ product_id: 3 }] });
    expect($fastLines.get()).toEqual([]);
    expect(readQuickOrderDrafts<{ text: string }>().map((d) => d.text)).toEqual(['板蓝根']);

    resetQuickGrid();
    openQuickOrder(5);
    expect($quickDrafts.get().map((d) => d.text)).toEqual(['板蓝根', '']);
    $session.set({ ...$session.get(), client_id: 6 });
    openQuickOrder(6);
    expect($quickDrafts.get().map((d) => d.text)).toEqual(['']);
  });

  it('matches pasted rows in one request: merged with a listed line within its limit, problems kept as drafts', async () => {
    list = [fast(product(1, { stock: 10 }), 4)];
    openQuickOrder(5);
    await until(() => $fastLines.get().length === 1);
    const row = (over: Partial<BatchRow>): BatchRow =>
      ({ row: 2, code: '', name: '', quantity_text: '', amount: 0, status: 'ok', reason: '', product: null, candidates: [], ...over }) as BatchRow;
    report = [
      row({ name: '商品1', quantity_text: '3', amount: 3, product: product(1, { stock: 10 }) }),
      row({ name: '商品2', quantity_text: '5', amount: 5, product: product(2) }),
      row({ name: '不存在', quantity_text: '1', status: 'rejected', reason: '未找到商品' }),
    ];
    await pasteRows(draftKey(), '商品1\t3\n商品2\t5\n不存在\t1');
    expect(sent.filter((s) => s.path === '/w1/cartUpload')).toHaveLength(1);
    expect(sent.find((s) => s.path === '/w1/addFastList')?.body.list).toEqual([
      { product_id: 1, amount: 7 },
      { product_id: 2, amount: 5 },
    ]);
    expect($quickNotes.get()[1]).toBe(QUICK_MSG.mergedWith(4, 7));
    expect($quickDrafts.get().find((d) => d.text === '不存在')).toMatchObject({ quantity: '1', problem: '未找到商品' });
    expect(notices).toContain(QUICK_MSG.pasteResult(2, 1));
  });
});

describe('buy flows', () => {
  const host = () => ({ navigate: (to: string) => navigated.push(to), requireLogin: () => navigated.push('login') });
  let navigated: string[];
  beforeEach(() => {
    navigated = [];
  });

  it('buy now: a visitor is sent to log in; a declined near-expiry question sends nothing; fastCheck keeps the list', async () => {
    const flow = createBuyNow(host);
    $session.set({ ...$session.get(), client_id: undefined as never, company_id: undefined as never });
    expect(await flow.buyNow([{ product: product(1), amount: 1 }])).toBe(false);
    expect(navigated).toEqual(['login']);

    $session.set({ ...$session.get(), client_id: 5, company_id: 1 });
    confirmAnswer = false;
    expect(await flow.buyNow([{ product: product(1, { near_expiration_date: 1 }), amount: 1 }])).toBe(false);
    expect(sent).toEqual([]);

    expect(await flow.buyNow([{ product: product(2), amount: 3 }])).toBe(true);
    expect(readQuickOrderProducts().map((l) => [l.product_id, l.amount])).toEqual([[2, 3]]);
    expect(navigated).toEqual(['login', '/submitOrder?isQuick=1']);
    expect(flow.$busy.get()).toBe(false);
  });

  it('add to cart: a salesman is told why; an add opens the tip with the count', async () => {
    const flow = createAddToCart(host);
    $session.set({ ...$session.get(), client_id: undefined as never, company_id: undefined as never, salesman_id: 9 as never });
    expect(await flow.add(product(1), 1)).toBe(false);
    expect(notices).toEqual(['业务员只能代客户下单']);

    $session.set({ ...$session.get(), client_id: 5, company_id: 1, salesman_id: undefined as never });
    expect(await flow.add(product(1, { seckill_id: 8 } as Partial<Product>), 2)).toBe(true);
    expect(sent[0]?.body.list).toEqual([{ product_id: 1, amount: 2, seckill_id: 8 }]);
    expect(flow.$added.get()).toEqual({ count: 1 });
  });

  it('the footer adds the lines that may go in one call and lists the others with why', async () => {
    $fastLines.set([fast(product(1), 2), fast(product(2, { stock: 0 }), 1)]);
    const actions = createQuickListActions(createBuyNow(host));
    expect(await actions.addAll()).toBe(1);
    expect(sent.find((s) => s.path === '/w1/addShoppingtrolley')?.body.list).toEqual([{ product_id: 1, amount: 2 }]);
    expect(actions.$outcome.get()).toMatchObject({ added: 1, refused: [{ line: { product_id: 2 } }] });
  });
});

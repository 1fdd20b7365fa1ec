/**
 * The cart store: actions take the server's answer (no second GET), previews apply at once, a refusal rolls back,
 * and an older answer never overwrites a newer change.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, resetApi, setNotifier } from '../../../src/api';
import type { CartLine, CartList } from '../../../src/contract/cart';
import { emptyCart } from '../../../src/model/cart-rules';
import { $cart, addLines, checkAll, clearFailures, removeLines, setAmount } from '../../../src/stores/cart';

const line = (id: number, over: Partial<CartLine> = {}): CartLine => ({
  id,
  product_id: id,
  amount: 1,
  checked: 1,
  disabledChecked: false,
  combination_id: 0,
  is_add_price: 0,
  seckill_id: 0,
  special_id: 0,
  purchase_id: 0,
  is_failure: 0,
  price: '8.50',
  intellectapplyId: 0,
  thumb: '',
  ty_name: `商品${id}`,
  product_standard: '',
  manufacturer: '',
  product_dw: '盒',
  zhongbaozhuang_num: 1,
  stock: 100,
  switch: 1,
  near_expiration_date: 0,
  warnTip: '',
  ...over,
});
const cartOf = (product: CartLine[], failure: CartLine[] = []): CartList => ({ ...emptyCart<CartLine>(), product, failure });

type Pending = { path: string; body: any; resolve: (env: object) => void };
let requests: Pending[];
const json = (env: object) => new Response(JSON.stringify(env), { headers: { 'content-type': 'application/json' } });
const answer = (p: Pending, cart: CartList) => p.resolve({ code: 200, msg: 'ok', data: { count: 1, cartList: cart } });
const refuse = (p: Pending, msg: string) => p.resolve({ code: 400, msg, data: null });
const tick = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  requests = [];
  setNotifier({ error() {}, message() {}, notify() {}, confirm: async () => false });
  configureApi({
    baseURL: 'http://store.test/api',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      return new Promise<Response>((resolve) =>
        requests.push({ path: url.pathname, body, resolve: (env) => resolve(json(env)) }),
      );
    },
  });
  $cart.set(cartOf([line(1, { amount: 2 }), line(2, { checked: 0 }), line(3, { stock: 0, disabledChecked: true, checked: 0 })]));
});
afterEach(() => resetApi());

describe('cart store', () => {
  it('adds and takes the new cart from the answer, with one request', async () => {
    const done = addLines([{ product_id: 9, amount: 1 }]);
    await tick();
    expect(requests.map((r) => r.path)).toEqual(['/api/w1/addShoppingtrolley']);
    answer(requests[0]!, cartOf([line(9)]));
    expect(await done).toBe(1);
    expect($cart.get().product.map((l) => l.id)).toEqual([9]);
    expect(requests).toHaveLength(1);
  });

  it('shows a new quantity at once, then the server answer', async () => {
    const done = setAmount(1, 5);
    expect($cart.get().product[0]!.amount).toBe(5);
    await tick();
    expect(requests[0]!.body).toMatchObject({ id: 1, amount: 5 });
    answer(requests[0]!, cartOf([line(1, { amount: 5 })]));
    expect(await done).toBe(true);
  });

  it('rolls a refused quantity back', async () => {
    const done = setAmount(1, 7);
    expect($cart.get().product[0]!.amount).toBe(7);
    await tick();
    refuse(requests[0]!, '购买数量须为2的倍数');
    expect(await done).toBe(false);
    expect($cart.get().product[0]!.amount).toBe(2);
  });

  it('keeps the newest change when answers arrive out of order', async () => {
    const first = setAmount(1, 3);
    const second = setAmount(1, 4);
    await tick();
    answer(requests[1]!, cartOf([line(1, { amount: 4 })]));
    await second;
    answer(requests[0]!, cartOf([line(1, { amount: 3 })]));
    await first;
    expect($cart.get().product[0]!.amount).toBe(4);
  });

  it('select-all sends only lines that can be checked', async () => {
    const done = checkAll(1);
    await tick();
    expect(requests[0]!.body).toMatchObject({ product: [1, 2], checked: 1 });
    expect($cart.get().product.map((l) => l.checked)).toEqual([1, 1, 0]);
    answer(requests[0]!, $cart.get());
    await done;
  });

  it('removes lines and clears failures optimistically', async () => {
    $cart.set(cartOf([line(1), line(2)], [line(5, { is_failure: 1, disabledChecked: true })]));
    const removed = removeLines([2]);
    expect($cart.get().product.map((l) => l.id)).toEqual([1]);
    await tick();
    answer(requests[0]!, cartOf([line(1)], [line(5)]));
    await removed;
    const cleared = clearFailures();
    expect($cart.get().failure).toEqual([]);
    await tick();
    expect(requests[1]!.path).toBe('/api/w1/delFailure');
    answer(requests[1]!, cartOf([line(1)]));
    await cleared;
  });
});

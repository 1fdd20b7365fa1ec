/** The quick-order list store: optimistic put/remove, the server's answer taken, a refusal rolled back. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, resetApi, setNotifier } from '../../../src/api';
import type { Product } from '../../../src/contract/catalog';
import type { FastLine } from '../../../src/contract/quick-order';
import {
  $fastLines,
  putFastLine,
  readQuickOrderProducts,
  removeFastLine,
  resetFastLines,
  saveQuickOrderProducts,
} from '../../../src/stores/quick-order';

const product = (id: number): Product =>
  ({ product_id: id, ty_name: `商品${id}`, switch: 1, stock: 100, is_failure: 0, zhongbaozhuang_num: 1, near_expiration_date: 0 }) as Product;
const line = (id: number, amount: number): FastLine => ({ product_id: id, amount, product: product(id), refusal: null });

type Pending = { path: string; body: any; resolve: (env: object) => void };
let requests: Pending[];
const tick = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  requests = [];
  resetFastLines();
  setNotifier({ error() {}, message() {}, notify() {}, confirm: async () => false });
  configureApi({
    baseURL: 'http://store.test/api',
    fetch: async (input, init) =>
      new Promise<Response>((resolve) =>
        requests.push({
          path: new URL(String(input)).pathname,
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
          resolve: (env) => resolve(new Response(JSON.stringify(env), { headers: { 'content-type': 'application/json' } })),
        }),
      ),
  });
});
afterEach(() => resetApi());

describe('quick-order store', () => {
  it('shows a put at once and takes the server list', async () => {
    $fastLines.set([line(1, 2)]);
    const done = putFastLine(product(2), 3);
    expect($fastLines.get().map((l) => [l.product_id, l.amount])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    await tick();
    expect(requests[0]).toMatchObject({ path: '/api/w1/addFast', body: { product_id: 2, amount: 3 } });
    requests[0]!.resolve({ code: 200, msg: 'ok', data: { list: [line(1, 2), line(2, 3), line(9, 1)] } });
    await done;
    expect($fastLines.get().map((l) => l.product_id)).toEqual([1, 2, 9]);
  });

  it('rolls a refused change back and rejects with the message', async () => {
    $fastLines.set([line(1, 2)]);
    const done = removeFastLine(1);
    expect($fastLines.get()).toEqual([]);
    await tick();
    requests[0]!.resolve({ code: 400, msg: '不行', data: null });
    await expect(done).rejects.toThrow('不行');
    expect($fastLines.get().map((l) => l.product_id)).toEqual([1]);
  });

  it('keeps the buy-now list (SPEC §3 quickOrderList)', () => {
    saveQuickOrderProducts([line(4, 10)]);
    expect(readQuickOrderProducts()).toEqual([line(4, 10)]);
  });
});

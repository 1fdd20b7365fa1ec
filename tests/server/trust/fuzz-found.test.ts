/** What the generated hostile input found (each was a 500 before its fix). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startServer, type TestServer } from '../helpers';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer({ app: { rateLimit: false } });
  token = (await loginAs(s.app, 'yaofang01')).token;
});
afterAll(() => s?.close());

describe('found by the fuzzer', () => {
  it('parking no cart line says to choose one', async () => {
    const r = await call(s.app, 'POST', '/api/w1/addAdditional', { token, body: { product: [] } });
    expect(r.body).toEqual({ code: 400, msg: '请先选择商品', data: null });
  });

  it('an empty pasted list adds nothing and says so', async () => {
    const r = await call(s.app, 'POST', '/api/w1/addFastList', { token, body: { list: [] } });
    expect(r.body).toEqual({ code: 400, msg: '没有可加入购物车的商品', data: null });
  });

  it('a buy-now quantity that is not a whole number is refused at checkout, never echoed', async () => {
    for (const amount of [-5e-324, 1.5, 0, -3]) {
      const r = await call(s.app, 'POST', '/api/w1/submitOrder', { token, body: { isQuick: 1, list: [{ product_id: 1, amount }] } });
      expect(r.status, String(amount)).toBe(400);
      expect(r.body.msg).toMatch(/请输入正确的购买数量/);
    }
  });
});

/**
 * Hole 1 beyond the generated body/query cases (tests/server/contract/hostile-input.test.ts): path parameters, the
 * CIS link's free-form fields and raw JSON oddities never give a 500, always the Chinese envelope.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newToken, startServer, type TestServer } from '../helpers';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer({ app: { rateLimit: false } });
  token = await newToken(s.app);
});
afterAll(() => s?.close());

const zh = /[\u4e00-\u9fff]/;

it.each([
  ['upload key with NUL', 'GET', '/api/upload/a%00b.png'],
  ['upload key over-long', 'GET', `/api/upload/${'a'.repeat(5000)}`],
  ['CIS partner with NUL', 'GET', '/api/w1/cisLogin?UserName=yaofang01&action=home&ts=1&nonce=n&sign=ab&partner=a%00b'],
  ['CIS UserName with NUL', 'GET', '/api/w1/cisLogin?UserName=a%00b&action=home'],
  ['search keyword with NUL', 'GET', '/api/w1/productSearch?keyword=%E9%98%BF%00'],
  ['page Infinity', 'GET', '/api/w1/productSearch?page=Infinity'],
  ['size 1e309', 'GET', '/api/w1/productSearch?size=1e309'],
  ['bad percent-encoding', 'GET', '/api/w1/productSearch?keyword=%E9%98'],
] as const)('%s → envelope, never 500', async (_label, method, url) => {
  const res = await s.app.inject({ method, url, headers: { token } });
  expect(res.statusCode).not.toBe(500);
  const body = res.json() as { code: number; msg: string };
  expect(body.code).not.toBe(500);
  if (body.code !== 200) expect(body.msg).toMatch(zh);
});

it.each([
  ['NUL in a JSON key', '{"user\\u0000name":"a","password":"b"}'],
  ['deeply nested', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['huge number', '{"username":"a","password":1e309}'],
  ['not JSON', '{"username":'],
  ['prototype pollution', '{"__proto__":{"admin":true},"username":"a","password":"bbbbbb"}'],
])('login body %s → 400 envelope in Chinese', async (_label, payload) => {
  const res = await s.app.inject({ method: 'POST', url: '/api/w1/login', headers: { token, 'content-type': 'application/json' }, payload });
  expect(res.statusCode).toBe(400);
  expect((res.json() as { msg: string }).msg).toMatch(zh);
});

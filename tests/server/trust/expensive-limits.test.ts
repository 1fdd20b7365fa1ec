/**
 * Hole 9: one visitor cannot stall the store. Search and the other expensive endpoints are limited per client
 * (account when logged in, else ip): a few requests in flight at once and a rate per short window; the rest are refused
 * at once with the Chinese envelope, so an unrelated request is not queued behind them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as catalog from '../../../src/contract/catalog';
import { SERVER_MSG } from '../../../src/model/messages';
import { DEFAULT_EXPENSIVE_LIMITS, EXPENSIVE_LIMITS } from '../../../src/server/http/rate-limits';
import { allEndpoints } from '../../../src/contract';
import { api, call, loginAs, newToken, startServer, type TestServer } from '../helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ app: { limits: { loginPerMinute: 10_000 } } });
});
afterAll(() => s?.close());

it('every limited path is a declared endpoint', () => {
  const paths = new Set(allEndpoints().map((e) => e.path));
  for (const p of Object.keys(EXPENSIVE_LIMITS)) expect(paths, p).toContain(p);
});

describe('in flight at once', () => {
  it('100 concurrent searches of one visitor: all but a few refused at once, nothing else waits on them', async () => {
    const searches = Array.from({ length: 100 }, (_, i) =>
      call(s.app, 'GET', '/api/w1/productSearch', { query: { keyword: `阿莫西林${i % 7}`, size: 100 } }),
    );
    const other = call(s.app, 'GET', '/api/w1/publicHeader');
    const replies = await Promise.all(searches);
    const refused = replies.filter((r) => r.status === 429);
    expect(replies.filter((r) => r.status === 200).length).toBeLessThanOrEqual(20);
    expect(refused.length).toBeGreaterThanOrEqual(80);
    expect(replies.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect(refused[0]?.body).toEqual({ code: 429, msg: SERVER_MSG.tooManyRequests, data: null });
    expect((await other).body.code).toBe(200);
    // The slots are given back: the next search of another client is served.
    const another = await loginAs(s.app, 'liansuo01');
    expect((await api(s.app, catalog.productSearch, { keyword: '阿莫西林' }, { token: another.token })).status).toBe(200);
  });

  it('fresh tokens of one logged-in client share its limit', async () => {
    const tokens = await Promise.all(Array.from({ length: 3 }, () => loginAs(s.app, 'yaofang01').then((r) => r.token)));
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => api(s.app, catalog.productSearch, { keyword: '布洛芬', size: 100 }, { token: tokens[i % 3] })),
    );
    expect(replies.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(30 - 3 * DEFAULT_EXPENSIVE_LIMITS.perClientInFlight);
  });
});

describe('per window', () => {
  it('refuses the suggestion past the rate of a client, not another client', async () => {
    const { token } = await loginAs(s.app, 'zhensuo01');
    const max = EXPENSIVE_LIMITS['/w1/searchSuggest']?.max ?? 0;
    let last = 200;
    for (let i = 0; i <= max; i++) last = (await api(s.app, catalog.searchSuggest, { keyword: '阿' }, { token })).status;
    expect(last).toBe(429);
    const other = await api(s.app, catalog.searchSuggest, { keyword: '阿' }, { token: await newToken(s.app) });
    expect(other.status).toBe(200);
  }, 120_000);
});

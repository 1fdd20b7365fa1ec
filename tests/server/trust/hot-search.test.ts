/**
 * Hole 7: the public hot-search list cannot be set by one client. A keyword's heat is the number of distinct
 * (client, day) pairs that searched it, so 100 searches of an advertisement by one client count once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as catalog from '../../../src/contract/catalog';
import { searchHistory } from '../../../src/server/db/schema';
import { loadHeader } from '../../../src/server/services/catalog/header';
import { api, loginAs, startServer, type TestServer } from '../helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ app: { rateLimit: false, limits: { loginPerMinute: 10_000 } } });
});
afterAll(() => s?.close());

const search = (token: string, keyword: string) => api(s.app, catalog.productSearch, { keyword }, { token });

it('one client repeating a keyword 100 times ranks below a keyword two clients searched once', async () => {
  const seeded = await s.db.select().from(searchHistory);
  await s.db.delete(searchHistory);
  const spammer = (await loginAs(s.app, 'zongbu01')).token;
  for (let i = 0; i < 100; i++) await search(spammer, '特价广告请加微信');
  for (const user of ['yaofang01', 'zhensuo01']) await search((await loginAs(s.app, user)).token, '维C银翘片');
  expect((await loadHeader(s.db)).searchList).toEqual(['维C银翘片', '特价广告请加微信']);
  await s.db.delete(searchHistory);
  await s.db.insert(searchHistory).values(seeded);
}, 120_000);

it('keeps the seeded order of hot keywords', async () => {
  expect((await loadHeader(s.db)).searchList.slice(0, 3)).toEqual(['连花清瘟', '阿莫西林', '布洛芬']);
});

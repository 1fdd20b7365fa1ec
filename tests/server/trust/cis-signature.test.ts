/**
 * Hole 8: a CIS link's signature covers an unambiguous encoding. With raw values joined by `&`, a link signed
 * with bak_var=b and keyword=k was accepted as one bak_var holding `b&keyword=k`; percent-encoding stops that.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type * as cis from '../../../src/contract/cis';
import { ACCOUNT_MSG } from '../../../src/model/messages';
import type { CisParams } from '../../../src/model/cis-link';
import { DEMO_CIS_SECRET } from '../../../src/server/db/seed/accounts';
import { signCis } from '../../../src/server/services/cis/handshake';
import { call, newToken, startServer, type TestServer } from '../helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ app: { limits: { loginPerMinute: 10_000 } } });
});
afterAll(() => s?.close());

const open = async (p: CisParams) =>
  call<cis.CisLoginResult>(s.app, 'GET', '/api/w1/cisLogin', { token: await newToken(s.app), query: p as Record<string, string> });

it('refuses a link whose two signed parameters are re-split into one', async () => {
  const base = { UserName: 'yaofang01', action: 'search', ts: String(Date.now()), nonce: `resplit-${Math.random()}` };
  const signed: CisParams = { ...base, bak_var: 'b', keyword: 'k' };
  const sign = signCis(DEMO_CIS_SECRET, signed);
  const merged = await open({ ...base, bak_var: 'b&keyword=k', sign });
  expect(merged.body).toMatchObject({ code: 403, msg: ACCOUNT_MSG.cisForged });
  const genuine = await open({ ...signed, sign });
  expect(genuine.body).toMatchObject({ code: 200, data: { url: '/category?keyword=k', bak_var: 'b' } });
});

it('accepts values holding &, = and % as signed', async () => {
  const p: CisParams = { UserName: 'yaofang01', action: 'search', keyword: '100%纯&净=水', ts: String(Date.now()), nonce: `enc-${Math.random()}` };
  const r = await open({ ...p, sign: signCis(DEMO_CIS_SECRET, p) });
  expect(r.body.code).toBe(200);
  expect(r.body.data.url).toBe(`/category?keyword=${encodeURIComponent('100%纯&净=水')}`);
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as cis from '../../../src/contract/cis';
import * as session from '../../../src/contract/session';
import { ACCOUNT_MSG } from '../../../src/model/messages';
import { cisCanonicalString, type CisParams } from '../../../src/model/cis-link';
import { signCis } from '../../../src/server/services/cis/handshake';
import { parseArgs } from '../../../src/server/cli/operator';
import { cisPartners } from '../../../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { DEMO_CIS_SECRET } from '../../../src/server/db/seed/accounts';
import { api, call, newToken, startServer, type TestServer } from '../helpers';
import { operator } from './helpers';
import { scopedEnv } from '../scoped-env';

const env = scopedEnv();

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ app: { limits: { loginPerMinute: 10_000 } } });
});
afterAll(() => s?.close());
beforeEach(() => {
  env.set('YAOCAI_DEMO_MODE', '');
});

let n = 0;
/** A link as a partner builds it: its own secret, a fresh nonce, ts in ms. */
function link(fields: CisParams, opts: { secret?: string; ts?: number } = {}): CisParams {
  n += 1;
  const p: CisParams = { ts: String(opts.ts ?? Date.now()), nonce: `nonce-${n}-${Math.random().toString(36).slice(2)}`, ...fields };
  return { ...p, sign: signCis(opts.secret ?? DEMO_CIS_SECRET, p) };
}

async function open(p: CisParams, token?: string) {
  const t = token ?? (await newToken(s.app));
  // Raw: a link may lack fields the contract requires, and carries extra ones.
  const r = await call<cis.CisLoginResult>(s.app, 'GET', '/api/w1/cisLogin', { token: t, query: p as Record<string, string> });
  // An accepted link logs in on a new token (the one sent is dropped).
  return { token: r.body.code === 200 ? r.body.data.api_token : t, ...r };
}

describe('signed CIS link', () => {
  it('is accepted: binds the session and answers client_id, company_id, url and bak_var', async () => {
    const r = await open(link({ UserName: 'zhensuo01', action: 'cart', bak_var: 'visit-42' }));
    expect(r.body).toMatchObject({ code: 200, data: { client_id: 2, company_id: 1, url: '/shopCart', bak_var: 'visit-42' } });
    const info = await api(s.app, session.clientInfo, undefined, { token: r.token });
    expect(info.body.data).toMatchObject({ client_id: 2, username: 'zhensuo01' });
  });

  it.each([
    ['home', {}, '/home'],
    ['search', { keyword: '阿莫西林' }, `/category?keyword=${encodeURIComponent('阿莫西林')}`],
    ['cart', {}, '/shopCart'],
    ['quickOrder', {}, '/quickOrder'],
    ['myOrder', {}, '/personal/myOrder'],
    ['product', { product_id: '12' }, '/productDetail/12'],
    ['personal', {}, '/personal/userCenter'],
  ] as const)('action %s goes to its page', async (action, extra, url) => {
    const r = await open(link({ UserName: 'yaofang01', action, ...extra }));
    expect(r.body.data).toMatchObject({ url });
  });

  it('is refused once expired (older than 5 minutes) or dated in the future', async () => {
    const old = await open(link({ UserName: 'yaofang01', action: 'home' }, { ts: Date.now() - 5 * 60_000 - 1000 }));
    expect(old.body).toMatchObject({ code: 403, msg: ACCOUNT_MSG.cisExpired });
    const future = await open(link({ UserName: 'yaofang01', action: 'home' }, { ts: Date.now() + 10 * 60_000 }));
    expect(future.body.msg).toBe(ACCOUNT_MSG.cisExpired);
    const fourMinutes = await open(link({ UserName: 'yaofang01', action: 'home' }, { ts: Date.now() - 4 * 60_000 }));
    expect(fourMinutes.body.code).toBe(200);
  });

  it('is refused when replayed, even from another browser', async () => {
    const p = link({ UserName: 'yaofang01', action: 'home' });
    expect((await open(p)).body.code).toBe(200);
    const again = await open(p);
    expect(again.body).toMatchObject({ code: 403, msg: ACCOUNT_MSG.cisReplayed });
    const info = await api(s.app, session.clientInfo, undefined, { token: again.token });
    expect(info.body.code).toBe(401); // the replaying session stayed a visitor
  });

  it('is refused when forged: wrong secret, a changed field, a bad or missing signature, an unknown partner', async () => {
    const wrongSecret = await open(link({ UserName: 'yaofang01', action: 'home' }, { secret: 'guessed' }));
    expect(wrongSecret.body).toMatchObject({ code: 403, msg: ACCOUNT_MSG.cisForged });
    const good = link({ UserName: 'yaofang01', action: 'home' });
    const swapped = await open({ ...good, UserName: 'zongbu01' });
    expect(swapped.body.msg).toBe(ACCOUNT_MSG.cisForged);
    const notHex = await open({ ...good, sign: 'x'.repeat(64) });
    expect(notHex.body.msg).toBe(ACCOUNT_MSG.cisForged);
    const partner = await open(link({ UserName: 'yaofang01', action: 'home', partner: 'nobody' }));
    expect(partner.body.msg).toBe(ACCOUNT_MSG.cisForged);
    const { sign: _s, ...unsigned } = link({ UserName: 'yaofang01', action: 'home' });
    expect((await open(unsigned)).body).toMatchObject({ code: 403, msg: ACCOUNT_MSG.cisUnsigned });
    // The forged attempts never logged anyone in.
    const info = await api(s.app, session.clientInfo, undefined, { token: swapped.token });
    expect(info.body.code).toBe(401);
  });

  it('ignores parameters outside the signed set (the browser adds t and stale ids)', async () => {
    const p = link({ UserName: 'yaofang01', action: 'home' });
    const r = await open({ ...p, t: String(Date.now()), client_id: '99' } as CisParams);
    expect(r.body.code).toBe(200);
  });

  it('refuses unknown actions, unknown accounts, and accounts not in review-approved state', async () => {
    expect((await open(link({ UserName: 'yaofang01', action: 'format' }))).body.msg).toBe(ACCOUNT_MSG.cisBadAction);
    expect((await open(link({ UserName: 'ghost01', action: 'home' }))).body.msg).toBe(ACCOUNT_MSG.cisUnknownUser);
    expect((await open(link({ UserName: 'daishen01', action: 'home' }))).body.msg).toBe('账号正在审核中，审核通过后即可登录');
    expect((await open(link({ UserName: 'dongjie01', action: 'home' }))).body.msg).toBe('账号已冻结，请联系客服');
  });
});

describe('demo mode', () => {
  it('accepts an unsigned link only when YAOCAI_DEMO_MODE=1, and still checks a signed one', async () => {
    const unsigned = { UserName: 'liansuo01', action: 'search', keyword: '感冒' };
    expect((await open(unsigned)).body.msg).toBe(ACCOUNT_MSG.cisUnsigned);
    env.set('YAOCAI_DEMO_MODE', '1');
    const r = await open(unsigned);
    expect(r.body.data).toMatchObject({ client_id: 4, url: `/category?keyword=${encodeURIComponent('感冒')}` });
    const forged = link({ UserName: 'liansuo01', action: 'home' }, { secret: 'guessed' });
    expect((await open(forged)).body.msg).toBe(ACCOUNT_MSG.cisForged);
  });

  it('signs links for the host demo while the demo partner keeps the published secret (anyone could), or in demo mode', async () => {
    const published = await api(s.app, cis.demoCisSign, { UserName: 'yaofang01', action: 'cart' });
    expect(published.body.code).toBe(200);
    await s.db.update(cisPartners).set({ secret: 'a-secret-of-our-own' }).where(eq(cisPartners.code, 'demo-cis'));
    try {
      const off = await api(s.app, cis.demoCisSign, { UserName: 'yaofang01', action: 'cart' });
      expect(off.body.code).toBe(404);
    } finally {
      await s.db.update(cisPartners).set({ secret: DEMO_CIS_SECRET }).where(eq(cisPartners.code, 'demo-cis'));
    }
    env.set('YAOCAI_DEMO_MODE', '1');
    // Extra query params (the browser's t, stale ids) are neither signed nor echoed.
    const on = await call<CisParams>(s.app, 'GET', '/api/demo/cisSign', {
      query: { UserName: 'yaofang01', action: 'cart', t: Date.now(), client_id: 3 },
    });
    expect(on.body.code).toBe(200);
    expect(Object.keys(on.body.data).sort()).toEqual(['UserName', 'action', 'nonce', 'partner', 'sign', 'ts']);
    expect(on.body.data.sign).toBe(signCis(DEMO_CIS_SECRET, on.body.data));
    env.set('YAOCAI_DEMO_MODE', '');
    expect((await open(on.body.data)).body.data).toMatchObject({ client_id: 1, url: '/shopCart' });
  });
});

describe('operator cis-link', () => {
  it('needs the operator key and returns a working signed link', async () => {
    const denied = await operator(s.app, cis.operatorCisLink, { username: 'xinyong01', action: 'myOrder' }, 'nope');
    expect(denied.body).toMatchObject({ code: 403, msg: ACCOUNT_MSG.operatorDenied });
    const r = await operator(s.app, cis.operatorCisLink, { username: 'xinyong01', action: 'myOrder' });
    const { params, fields } = r.body.data;
    expect(fields).toEqual(['UserName', 'action', 'ts', 'nonce', 'partner', 'keyword', 'product_id', 'bak_var', 'staff_phone']);
    expect(params.sign).toBe(signCis(DEMO_CIS_SECRET, params));
    expect(cisCanonicalString(params)).toMatch(/^UserName=xinyong01&action=myOrder&nonce=[\w-]+&partner=demo-cis&ts=\d{13}$/);
    expect((await open(params)).body.data).toMatchObject({ url: '/personal/myOrder' });
  });

  it('signs the person logged in to the clinic system when given (--staff-phone)', async () => {
    expect(parseArgs(['cis-link', 'yaofang01', 'cart', '--staff-phone=13812345601'])).toEqual({
      command: { kind: 'cis-link', username: 'yaofang01', action: 'cart', arg: undefined, staffPhone: '13812345601' },
      direct: false,
    });
    const r = await operator(s.app, cis.operatorCisLink, { username: 'yaofang01', action: 'cart', staff_phone: '13812345601' });
    const { params } = r.body.data;
    expect(cisCanonicalString(params)).toContain('&staff_phone=13812345601&');
    expect(params.sign).toBe(signCis(DEMO_CIS_SECRET, params));
    expect((await open(params)).body.code).toBe(200);
  });
});

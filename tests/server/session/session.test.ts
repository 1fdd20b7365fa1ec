import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as cart from '../../../src/contract/cart';
import * as session from '../../../src/contract/session';
import { WEB_APP_ID } from '../../../src/model/constants';
import { SERVER_MSG } from '../../../src/model/messages';
import { sessions } from '../../../src/server/db/schema';
import { hashToken } from '../../../src/server/lib/token';
import { rowsOf } from '../../../src/server/db/client';
import { findSession } from '../../../src/server/services/accounts/sessions';
import { clearSessionCache } from '../../../src/server/cache/session-cache';
import { actForClient, stopActing } from '../../../src/server/services/accounts/acting';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../src/server/demo-accounts';
import { api, call, loginAs, newToken, startServer, type TestServer } from '../helpers';

/** Other areas' answers, as far as these tests read them. */
type SearchPage = { list: { price?: string }[] };

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

describe('GetWebToken', () => {
  it('issues a 7-day token stored only as its sha256', async () => {
    const r = await api(s.app, session.getWebToken, { appid: WEB_APP_ID });
    expect(r.body.code).toBe(200);
    const { api_token, expires_at } = r.body.data;
    expect(api_token.length).toBeGreaterThanOrEqual(40);
    const days = (expires_at - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const rows = await s.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(api_token)));
    expect(rows).toHaveLength(1);
    const raw = await s.db.execute(sql`select count(*)::int as n from sessions where token_hash = ${api_token}`);
    expect(rowsOf<{ n: number }>(raw)[0]?.n).toBe(0);
  });

  it('refuses a wrong or missing appid with a Chinese 400', async () => {
    const wrong = await api(s.app, session.getWebToken, { appid: 'someone-else' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 400, msg: '请求参数有误：应用标识无效', data: null });
    const missing = await call<null>(s.app, 'POST', '/api/w1/GetWebToken', { body: {} });
    expect(missing.body).toMatchObject({ code: 400, msg: '请求参数有误：应用标识不能为空' });
  });
});

describe('login', () => {
  it('binds a client session: clientInfo, userInfo', async () => {
    const { token, data } = await loginAs(s.app, 'yaofang01');
    expect(data).toEqual({ client_id: 1, company_id: 1, api_token: token, expires_at: expect.any(Number) });
    const info = await api(s.app, session.clientInfo, undefined, { token });
    expect(info.body.data).toEqual({ client_id: 1, company_id: 1, username: 'yaofang01' });
    expect(info.raw).not.toMatch(/password/i);
    const user = await call<session.UserInfo>(s.app, 'GET', '/api/w1/userInfo', {
      token,
      query: { client_id: 1, company_id: 1, t: Date.now() },
    });
    expect(user.body.code).toBe(200);
    expect(user.body.data).toMatchObject({
      client: { vencus_name: '康宁大药房', company_name: '药采医药（上海）有限公司', province: '上海市', area: '浦东新区' },
      account_balance: '3280.50',
      isCredit: 0,
      client_Checkstatus: 1,
      recharge: [
        { pay: 1000, bonus: 100 },
        { pay: 5000, bonus: 1000 },
      ],
    });
  });

  it('knows the credit client, the other-province client and the client without an area', async () => {
    const credit = await loginAs(s.app, 'xinyong01');
    expect((await api(s.app, session.userInfo, undefined, { token: credit.token })).body.data.isCredit).toBe(1);
    expect((await loginAs(s.app, 'waisheng01')).data.company_id).toBe(4);
    const fresh = await loginAs(s.app, 'xinkehu01');
    const info = (await api(s.app, session.userInfo, undefined, { token: fresh.token })).body.data;
    expect([info.client.province, info.client.city, info.client.area]).toEqual(['', '', '']);
  });

  it('binds a salesman session: salesmanInfo, but no client views', async () => {
    const { token, data } = await loginAs(s.app, 'ywy01');
    expect(data).toEqual({ salesman_id: 1, api_token: token, expires_at: expect.any(Number) });
    const info = await call<session.SalesmanInfo>(s.app, 'GET', '/api/w1/salesmanInfo', { token, query: { salesman_id: 1 } });
    expect(info.body.data).toEqual({ salesman_id: 1, salesman_name: '张伟' });
    const user = await api(s.app, session.userInfo, undefined, { token });
    expect(user.body.code).toBe(401);
  });

  // One scrypt (N = 2^17, ~0.4 s of a core) per demo account: give it room when another file shares the cores.
  it('every demo login works except the frozen and the pending account', { timeout: 300_000 }, async () => {
    for (const account of DEMO_ACCOUNTS) {
      const token = await newToken(s.app);
      const r = await api(s.app, session.login, { username: account.username, password: DEMO_PASSWORD }, { token });
      const expected =
        account.username === 'dongjie01'
          ? SERVER_MSG.accountFrozen
          : account.username === 'daishen01'
            ? SERVER_MSG.accountPending
            : null;
      if (expected) expect(r.body, account.username).toMatchObject({ code: 400, msg: expected });
      else expect(r.body.code, account.username).toBe(200);
    }
  });

  it('answers a wrong password or unknown user with the same message', async () => {
    const token = await newToken(s.app);
    const wrong = await api(s.app, session.login, { username: 'zhensuo01', password: 'nope12' }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 400, msg: SERVER_MSG.loginFailed, data: null });
    const unknown = await api(s.app, session.login, { username: 'ghost', password: 'nope12' }, { token });
    expect(unknown.body.msg).toBe(SERVER_MSG.loginFailed);
  });

  it('locks a username+ip after 5 failures, even for the right password, without touching other users', async () => {
    const token = await newToken(s.app);
    const attempt = (username: string, password: string) => api(s.app, session.login, { username, password }, { token });
    for (let i = 0; i < 5; i++) expect((await attempt('zongbu01', 'wrong-' + i)).body.code).toBe(400);
    const locked = await attempt('zongbu01', DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ code: 429, msg: SERVER_MSG.tooManyAttempts, data: null });
    expect((await attempt('shangye01', DEMO_PASSWORD)).body.code).toBe(200);
  });

  it('needs a token', async () => {
    const r = await api(s.app, session.login, { username: 'yaofang01', password: DEMO_PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 10001, msg: SERVER_MSG.tokenInvalid });
  });
});

describe('session rules', () => {
  it('unknown token -> 10001 with HTTP 200', async () => {
    const r = await api(s.app, session.userInfo, undefined, { token: 'not-a-token' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ code: 10001, msg: SERVER_MSG.tokenInvalid, data: null });
    const pub = await call<null>(s.app, 'GET', '/api/w1/publicHeader', { token: 'not-a-token' });
    expect(pub.body.code).toBe(10001);
  });

  it('expired token of a logged-in user -> 401; expired anonymous token -> 10001', async () => {
    const { token } = await loginAs(s.app, 'zhensuo01');
    expect((await api(s.app, session.userInfo, undefined, { token })).body.code).toBe(200);
    await s.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(token)));
    clearSessionCache(); // a write behind the server's back (the server's own writes evict what they change)
    const r = await api(s.app, session.userInfo, undefined, { token });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ code: 401, msg: SERVER_MSG.sessionExpired, data: null });

    const anon = await newToken(s.app);
    await s.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(anon)));
    clearSessionCache();
    expect((await call<null>(s.app, 'GET', '/api/w1/publicHeader', { token: anon })).body.code).toBe(10001);
  });

  it('visitor session on a logged-in route -> 401', async () => {
    const token = await newToken(s.app);
    for (const url of ['/api/w1/userInfo', '/api/w1/clientInfo', '/api/w1/salesmanInfo', '/api/w1/MyShoppingtrolley']) {
      const r = await call<null>(s.app, 'GET', url, { token });
      expect(r.status, url).toBe(401);
      expect(r.body, url).toEqual({ code: 401, msg: SERVER_MSG.loginRequired, data: null });
    }
  });

  it('identity params that differ from the session -> 403, in query and body', async () => {
    const { token } = await loginAs(s.app, 'yaofang01');
    const q = await call<null>(s.app, 'GET', '/api/w1/userInfo', { token, query: { client_id: 2, company_id: 1 } });
    expect(q.status).toBe(403);
    expect(q.body).toEqual({ code: 403, msg: SERVER_MSG.identityMismatch, data: null });
    const company = await call<null>(s.app, 'GET', '/api/w1/userInfo', { token, query: { client_id: 1, company_id: 4 } });
    expect(company.body.code).toBe(403);
    const salesman = await call<null>(s.app, 'GET', '/api/w1/publicHeader', { token, query: { salesman_id: 1 } });
    expect(salesman.body.code).toBe(403);
    const body = await call<null>(s.app, 'POST', '/api/w1/addShoppingtrolley', {
      token,
      body: { client_id: 9, company_id: 1, list: [{ product_id: 1, amount: 1 }] },
    });
    expect(body.body.code).toBe(403);
    const visitor = await call<null>(s.app, 'GET', '/api/w1/productSearch', { token: await newToken(s.app), query: { client_id: 1 } });
    expect(visitor.body.code).toBe(403);
    // Empty identity params are "not present".
    const empty = await call<session.UserInfo>(s.app, 'GET', '/api/w1/userInfo', { token, query: { client_id: '', salesman_id: '' } });
    expect(empty.body.code).toBe(200);
  });

  it('accepts Authorization: Bearer as well as the token header', async () => {
    const { token } = await loginAs(s.app, 'shangye01');
    const r = await api(s.app, session.clientInfo, undefined, { headers: { authorization: `Bearer ${token}` } });
    expect(r.body.data.username).toBe('shangye01');
  });

  it('loginOut unbinds the session but keeps the token usable as a visitor', async () => {
    const { token } = await loginAs(s.app, 'weishengyuan01');
    const out = await call<null>(s.app, 'GET', '/api/loginOut', { token, query: { client_id: 3, company_id: 1 } });
    expect(out.body).toEqual({ code: 200, msg: expect.any(String), data: null });
    expect((await api(s.app, session.userInfo, undefined, { token })).body.code).toBe(401);
    const search = await call<SearchPage>(s.app, 'GET', '/api/w1/productSearch', { token, query: { keyword: '阿莫西林' } });
    expect(search.body.code).toBe(200);
    expect(search.body.data.list[0]).not.toHaveProperty('price');
  });
});

describe('salesman acting for a client', () => {
  it('serves the client routes for an assigned client only, with both identities checked', async () => {
    const { token } = await loginAs(s.app, 'ywy01');
    const own = await findSession(s.db, token);
    if (!own) throw new Error('no session');
    await expect(actForClient(s.db, own, 3)).rejects.toMatchObject({ code: 403 }); // weishengyuan01 belongs to ywy02
    expect(await actForClient(s.db, own, 4)).toMatchObject({ client_id: 4, company_id: 1, salesman_id: 1 });

    const ids = { client_id: 4, company_id: 1, salesman_id: 1 };
    const info = await call<session.ClientInfo>(s.app, 'GET', '/api/w1/clientInfo', { token, query: ids });
    expect(info.body.data.username).toBe('liansuo01');
    const me = await call<session.SalesmanInfo>(s.app, 'GET', '/api/w1/salesmanInfo', { token, query: ids });
    expect(me.body.data.salesman_name).toBe('张伟');
    const add = await call<null>(s.app, 'POST', '/api/w1/addShoppingtrolley', { token, body: { ...ids, list: [{ product_id: 4, amount: 10 }] } });
    expect(add.body.code).toBe(200);
    const rx = await api(s.app, cart.addToCart, { list: [{ product_id: 1, amount: 1 }] }, { token });
    expect(rx.body.msg).toContain('不在您的经营范围内');
    expect((await call<null>(s.app, 'GET', '/api/w1/userInfo', { token, query: { ...ids, salesman_id: 2 } })).body.code).toBe(403);

    await stopActing(s.db, (await findSession(s.db, token)) as NonNullable<Awaited<ReturnType<typeof findSession>>>);
    expect((await api(s.app, session.clientInfo, undefined, { token })).body.code).toBe(401);
    expect((await api(s.app, session.salesmanInfo, undefined, { token })).body.code).toBe(200);
  });
});

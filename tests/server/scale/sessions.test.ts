/**
 * Issue 26, sessions on two instances A and B of one PostgreSQL database: no instance acts on a session state older
 * than the request that changed it (writes read the session through), and a session change made on one instance is
 * seen by the other's reads within a second (LISTEN/NOTIFY evicts what its cache kept).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import * as cartApi from '../../../src/contract/cart';
import * as checkout from '../../../src/contract/checkout';
import * as personal from '../../../src/contract/personal';
import * as session from '../../../src/contract/session';
import * as sm from '../../../src/contract/salesman';
import { MSG } from '../../../src/model/messages';
import { orders } from '../../../src/server/db/schema';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { DEMO_PASSWORD } from '../../../src/server/demo-accounts';
import { api, call, loginAs } from '../helpers';
import { sessionOf, twoInstances, within, type Pair } from './instances';

/** Customer ids of ywy01 in the demo seed (the report: 8 = xinyong01, 1 = yaofang01). */
const XINYONG = 8;
const YAOFANG = 1;
const NOTICE_MS = 1_000;

let p: Pair;
beforeAll(async () => {
  p = await twoInstances();
});
afterAll(() => p?.close());

const lastOrderOfSalesman = async () => {
  const [row] = await p.a.db.select({ clientId: orders.clientId }).from(orders).where(eq(orders.salesmanId, 1)).orderBy(desc(orders.id)).limit(1);
  return row?.clientId;
};

describe('writes see the current session on every instance', () => {
  it('a salesman switching customers on A never orders for the previous one through B', async () => {
    const { token } = await loginAs(p.a.app, 'ywy01');
    expect((await api(p.a.app, sm.actForCustomer, { customer_id: XINYONG }, { token })).body.code).toBe(200);
    expect((await api(p.b.app, cartApi.myCart, undefined, { token })).body.code).toBe(200); // B has read the session
    expect((await api(p.a.app, sm.actForCustomer, { customer_id: YAOFANG }, { token })).body.code).toBe(200);

    const add = await api(p.b.app, cartApi.addToCart, { list: [{ product_id: DEMO_PRODUCTS.amoxicillin, amount: 1 }] }, { token });
    expect(add.body.code, add.raw).toBe(200);
    const placed = await api(p.b.app, checkout.sureOrder, { idempotency_key: 'scale-switch-0001' } as never, { token });
    expect(placed.body.code, placed.raw).toBe(200);
    expect(await lastOrderOfSalesman()).toBe(YAOFANG);
  });

  it('a write reads the session through even when no notice ever comes (changed behind both instances)', async () => {
    const token = await sessionOf(p.a.db, 'ywy01');
    expect((await api(p.a.app, sm.actForCustomer, { customer_id: YAOFANG }, { token })).body.code).toBe(200);
    expect((await api(p.b.app, cartApi.myCart, undefined, { token })).body.code).toBe(200);
    // Another writer (a restored backup, a manual fix) rebinds the session without any notice.
    await p.a.db.execute(sql`update sessions set client_id = ${XINYONG} where salesman_id = 1 and acting and client_id = ${YAOFANG}`);
    const add = await api(p.b.app, cartApi.addToCart, { list: [{ product_id: DEMO_PRODUCTS.nearExpiry, amount: 1 }] }, { token });
    expect(add.body.code, add.raw).toBe(200);
    const placed = await api(p.b.app, checkout.sureOrder, { idempotency_key: 'scale-switch-0002' } as never, { token });
    expect(placed.body.code, placed.raw).toBe(200);
    expect(await lastOrderOfSalesman()).toBe(XINYONG);
  });

  it('a client switching purchasing company on A buys for the new company through B at once', async () => {
    const token = await sessionOf(p.a.db, 'duogongsi01');
    const [first, second] = [1, 2]; // the demo seed's client of two selling companies
    expect((await api(p.a.app, session.selectCompany, { company_id: first }, { token })).body.code).toBe(200);
    expect((await api(p.b.app, session.userInfo, undefined, { token })).body.code).toBe(200);
    expect((await api(p.a.app, session.selectCompany, { company_id: second }, { token })).body.code).toBe(200);
    const add = await call(p.b.app, 'POST', `/api${cartApi.addToCart.path}`, {
      token,
      body: { company_id: second, list: [{ product_id: DEMO_PRODUCTS.amoxicillin, amount: 1 }] },
    });
    expect(add.body.code, add.raw).toBe(200);
  });

  it('acting stopped on A: B refuses to act at once and its reads follow within a second', async () => {
    const token = await sessionOf(p.a.db, 'ywy01');
    expect((await api(p.a.app, sm.actForCustomer, { customer_id: YAOFANG }, { token })).body.code).toBe(200);
    expect((await api(p.b.app, cartApi.myCart, undefined, { token })).body.code).toBe(200);
    expect((await api(p.a.app, sm.stopActing, undefined, { token })).body.code).toBe(200);
    const add = await api(p.b.app, cartApi.addToCart, { list: [{ product_id: DEMO_PRODUCTS.amoxicillin, amount: 1 }] }, { token });
    expect(add.body).toEqual({ code: 400, msg: MSG.salesmanCartOnly, data: null });
    await within(NOTICE_MS, async () => (await api(p.b.app, cartApi.myCart, undefined, { token })).body.msg === MSG.salesmanNeedsCustomer);
  });
});

describe('a refusal is never decided on a cached session', () => {
  it('a read naming the company chosen a moment ago (no notice yet) is answered, not refused with 403', async () => {
    const token = await sessionOf(p.a.db, 'duogongsi01');
    expect((await api(p.b.app, session.userInfo, undefined, { token })).body.code).toBe(200);
    await p.a.db.execute(sql`update sessions set company_id = 2 where client_id = (select id from clients where username = 'duogongsi01')`);
    const r = await call(p.b.app, 'GET', `/api${session.userInfo.path}`, { token, query: { company_id: 2 } });
    expect(r.body.code, r.raw).toBe(200);
    expect((await call(p.b.app, 'GET', `/api${session.userInfo.path}`, { token, query: { company_id: 3 } })).body.code).toBe(403);
  });

  it('a salesman who started acting a moment ago (no notice yet) is served as acting on a client read', async () => {
    const token = await sessionOf(p.a.db, 'ywy01');
    expect((await api(p.b.app, sm.salesmanBase, undefined, { token })).body.code).toBe(200);
    await p.a.db.execute(sql`update sessions set client_id = ${YAOFANG}, company_id = 1, acting = true where salesman_id = 1 and not acting and client_id is null`);
    const r = await api(p.b.app, session.userInfo, undefined, { token });
    expect(r.body.code, r.raw).toBe(200);
  });
});

describe('session changes reach the other instance within a second', () => {
  it('logout on A: B refuses the token as logged in', async () => {
    const token = await sessionOf(p.a.db, 'yaofang01');
    expect((await api(p.b.app, session.userInfo, undefined, { token })).body.code).toBe(200);
    expect((await api(p.a.app, session.logout, undefined, { token })).body.code).toBe(200);
    await within(NOTICE_MS, async () => (await api(p.b.app, session.userInfo, undefined, { token })).body.code === 401);
  });

  it("a password change on A ends the account's other sessions on B", async () => {
    const here = { token: await sessionOf(p.a.db, 'zhensuo01') };
    const there = { token: await sessionOf(p.a.db, 'zhensuo01') };
    expect((await api(p.b.app, session.userInfo, undefined, { token: there.token })).body.code).toBe(200);
    const change = { old_password: DEMO_PASSWORD, password: 'Yaocai2026x', confirm_password: 'Yaocai2026x' };
    expect((await api(p.a.app, personal.updateClientPass, change, { token: here.token })).body.code).toBe(200);
    await within(NOTICE_MS, async () => (await api(p.b.app, session.userInfo, undefined, { token: there.token })).body.code !== 200);
    expect((await api(p.a.app, session.userInfo, undefined, { token: here.token })).body.code).toBe(200);
  });
});

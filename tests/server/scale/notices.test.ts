/**
 * Issue 26, catalogue changes and the notice channel on two instances A and B of one PostgreSQL database: a stock
 * take on A, an operator command run on the database or over the API, and an announcement are seen by the other
 * instance's cached answers within a second; a notice's travel time is measured; a listener that lost its
 * connection reconnects and drops what it kept, since notices may have been missed meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as cartApi from '../../../src/contract/cart';
import * as catalog from '../../../src/contract/catalog';
import * as checkout from '../../../src/contract/checkout';
import * as content from '../../../src/contract/content';
import * as session from '../../../src/contract/session';
import { main as operator } from '../../../src/server/cli/operator';
import { createDb, type DbHandle } from '../../../src/server/db/client';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { publish } from '../../../src/server/notices/bus';
import { addAnnouncement } from '../../../src/server/services/content/announcements';
import { api } from '../helpers';
import { sessionOf, twoInstances, within, type Instance, type Pair } from './instances';

const NOTICE_MS = 1_000;
const OPERATOR_KEY = 'scale-test-operator-key';

let p: Pair;
/** A third party on the database: what the operator CLI or another program writes with. */
let other: DbHandle;
let token: string;
beforeAll(async () => {
  process.env.YAOCAI_OPERATOR_KEY = OPERATOR_KEY;
  p = await twoInstances();
  other = await createDb(p.url, { seed: 'none' });
  token = await sessionOf(p.a.db, 'zhensuo01');
});
afterAll(async () => {
  await other?.close();
  await p?.close();
});

const detail = async (on: Instance, productId: number) => (await api(on.app, catalog.productDetail, { productId }, { token })).body.data.product;

describe('catalogue changes reach the other instance within a second', () => {
  it("an order's stock take on A is seen in B's cached product detail", async () => {
    const id = DEMO_PRODUCTS.packing10;
    const before = (await detail(p.b, id)).stock;
    const buyer = await sessionOf(p.a.db, 'yaofang01');
    expect((await api(p.a.app, cartApi.addToCart, { list: [{ product_id: id, amount: 10 }] }, { token: buyer })).body.code).toBe(200);
    const placed = await api(p.a.app, checkout.sureOrder, { idempotency_key: 'scale-stock-0001' } as never, { token: buyer });
    expect(placed.body.code, placed.raw).toBe(200);
    const took = await within(NOTICE_MS, async () => (await detail(p.b, id)).stock === before - 10);
    console.log(`[notices] stock take on A seen on B after ${took.toFixed(0)} ms`);
  });

  it('an operator command on the database (DATABASE_URL=postgres://…) is seen by A and B', async () => {
    const id = DEMO_PRODUCTS.amoxicillin;
    expect((await detail(p.a, id)).market_id ?? 0).toBe(0);
    expect((await detail(p.b, id)).market_id ?? 0).toBe(0);
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = p.url;
    try {
      expect(await operator(['market', String(id), '5', '控销商品每单限购5盒'])).toBe(0);
    } finally {
      process.env.DATABASE_URL = saved;
    }
    for (const on of [p.a, p.b]) await within(NOTICE_MS, async () => (await detail(on, id)).market_id === id);
  });

  it('an operator command over the API of A (no database URL) is seen by B', async () => {
    const id = DEMO_PRODUCTS.amoxicillin;
    expect((await detail(p.b, id)).market_id).toBe(id);
    await p.a.app.listen({ port: 0, host: '127.0.0.1' });
    const address = p.a.app.server.address();
    const saved = { url: process.env.YAOCAI_URL, db: process.env.DATABASE_URL };
    process.env.YAOCAI_URL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    delete process.env.DATABASE_URL;
    try {
      expect(await operator(['market-clear', String(id)])).toBe(0);
    } finally {
      process.env.YAOCAI_URL = saved.url;
      if (saved.db !== undefined) process.env.DATABASE_URL = saved.db;
    }
    await within(NOTICE_MS, async () => ((await detail(p.b, id)).market_id ?? 0) === 0);
  });

  it('an announcement added elsewhere is seen in A and B cached lists', async () => {
    const list = async (on: Instance) => (await api(on.app, content.announcementList, { page: 1, size: 10 })).body.data.list.map((a) => a.title);
    await Promise.all([list(p.a), list(p.b)]);
    await addAnnouncement(other.db, { title: '多实例公告', contentHtml: '<p>两台服务器同一份公告</p>' });
    for (const on of [p.a, p.b]) await within(NOTICE_MS, async () => (await list(on)).includes('多实例公告'));
  });
});

describe('the notice channel', () => {
  it('carries a notice from any connection to every instance well within a second (measured)', async () => {
    const arrivals = { a: [] as number[], b: [] as number[] };
    let sentAt = 0;
    const stops = (['a', 'b'] as const).map((k) =>
      p[k].onNotice((n) => {
        if (n.kind === 'sessions' && n.ids[0] === 999_999_999) arrivals[k].push(performance.now() - sentAt);
      }),
    );
    try {
      for (let i = 0; i < 50; i++) {
        sentAt = performance.now();
        await publish(other.db, { kind: 'sessions', ids: [999_999_999] });
        await within(NOTICE_MS, async () => arrivals.a.length > i && arrivals.b.length > i);
      }
    } finally {
      for (const stop of stops) stop();
    }
    const all = [...arrivals.a, ...arrivals.b].sort((x, y) => x - y);
    const at = (q: number) => all[Math.min(all.length - 1, Math.floor(q * all.length))]!;
    console.log(`[notices] 50 notices to 2 instances: p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${all.at(-1)!.toFixed(2)} ms`);
    expect(all.at(-1)!).toBeLessThan(NOTICE_MS);
  });

  it('a listener that lost its connection reconnects and drops what it kept (notices may have been missed)', async () => {
    const own = await sessionOf(p.a.db, 'liansuo01');
    expect((await api(p.b.app, session.userInfo, undefined, { token: own })).body.code).toBe(200);
    // Both listeners cut off, and at the same moment the session logged out behind every instance's back.
    await other.db.execute(sql`
      with cut as (select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'yaocai-notices' and datname = current_database())
      update sessions set client_id = null, company_id = null where client_id = (select id from clients where username = 'liansuo01') and (select count(*) from cut) >= 0`);
    await within(3_000, async () => (await api(p.b.app, session.userInfo, undefined, { token: own })).body.code === 401);
    // The listener is back: a logout through A reaches B again.
    const again = { token: await sessionOf(p.a.db, 'liansuo01') };
    expect((await api(p.b.app, session.userInfo, undefined, { token: again.token })).body.code).toBe(200);
    expect((await api(p.a.app, session.logout, undefined, { token: again.token })).body.code).toBe(200);
    await within(NOTICE_MS, async () => (await api(p.b.app, session.userInfo, undefined, { token: again.token })).body.code === 401);
  });
});

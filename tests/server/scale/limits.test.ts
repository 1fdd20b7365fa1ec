/**
 * Issue 26, limits on two instances A and B of one PostgreSQL database: every per-account and per-address window and
 * the per-client cap on requests in flight count the requests of both instances together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import * as catalog from '../../../src/contract/catalog';
import * as session from '../../../src/contract/session';
import { WEB_APP_ID } from '../../../src/model/constants';
import { SERVER_MSG } from '../../../src/model/messages';
import { rowsOf } from '../../../src/server/db/client';
import { EXPENSIVE_LIMITS } from '../../../src/server/http/rate-limits';
import { admissionBatches, admit, LEASE_MS, purgeRequestLimits, type AdmissionBatches } from '../../../src/server/services/trust/request-limits';
import { upload } from '../accounts/helpers';
import { api, newToken } from '../helpers';
import { sessionOf, twoInstances, type Pair } from './instances';

let p: Pair;
beforeAll(async () => {
  // One request in flight per client; small per-address windows on the token and login routes (the address a test
  // names in X-Forwarded-For, so the logins of the other tests do not count).
  p = await twoInstances({
    expensiveLimits: { perClientInFlight: 1, totalInFlight: 128 },
    limits: { tokenPerMinute: 4, loginPerMinute: 3 },
    trustProxy: true,
  });
});
afterAll(() => p?.close());

const refused = (codes: { code: number; msg: string }[], msg: string = SERVER_MSG.tooManyRequests) =>
  codes.filter((c) => c.code === 429 && c.msg === msg).length;

describe('windows count across instances', () => {
  it('the search window of one account (60 / 10 s) holds over A and B together', async () => {
    const token = await sessionOf(p.a.db, 'yaofang01');
    const { max } = EXPENSIVE_LIMITS['/w1/productSearch']!;
    const answers = [];
    for (let i = 0; i < max + 10; i++) {
      const r = await api(i % 2 ? p.b.app : p.a.app, catalog.productSearch, { keyword: '阿莫西林' }, { token });
      answers.push(r.body);
    }
    expect(answers.filter((b) => b.code === 200)).toHaveLength(max);
    expect(refused(answers)).toBe(10);
  });

  it('the upload window of one address holds over A and B together', async () => {
    const token = await newToken(p.a.app);
    // routes/upload.ts gives /upload the login window's size (3 here) over the table's.
    const max = 3;
    const answers = [];
    for (let i = 0; i < max + 2; i++) answers.push((await upload(i % 2 ? p.b.app : p.a.app, token, Buffer.from('not a picture'))).body);
    expect(refused(answers)).toBe(2);
  });

  it('the token and login windows of one address hold over A and B together', async () => {
    const headers = { 'x-forwarded-for': '10.26.0.1' };
    const tokens = [];
    for (let i = 0; i < 6; i++) tokens.push((await api(i % 2 ? p.b.app : p.a.app, session.getWebToken, { appid: WEB_APP_ID }, { headers })).body);
    expect(refused(tokens, SERVER_MSG.tooManyAttempts)).toBe(2);

    const token = (tokens[0] as { data: { api_token: string } }).data.api_token;
    const logins = [];
    // Counted before the body is read: empty credentials (refused by validation, no password check) count too.
    for (let i = 0; i < 4; i++) {
      logins.push((await api(i % 2 ? p.b.app : p.a.app, session.login, { username: '', password: '' }, { token, headers })).body);
    }
    expect(refused(logins, SERVER_MSG.tooManyAttempts)).toBe(1);
  });
});

describe('requests in flight count across instances', () => {
  it("a client's search held on A leaves it no slot on B", async () => {
    const token = await sessionOf(p.a.db, 'zhensuo01');
    const blocker = new pg.Client({ connectionString: p.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table products in access exclusive mode');
      const held = api(p.a.app, catalog.productSearch, { keyword: '布洛芬缓释' }, { token });
      // A's search is waiting on the lock, holding the client's one slot.
      for (let i = 0; i < 200; i++) {
        const { rows } = await blocker.query("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()");
        if (rows[0].n > 0) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      const second = api(p.b.app, catalog.productSearch, { keyword: '头孢克肟' }, { token });
      const outcome = await Promise.race([second.then((r) => r.body), new Promise((r) => setTimeout(() => r('admitted'), 2_000))]);
      await blocker.query('rollback');
      expect(outcome).toEqual({ code: 429, msg: SERVER_MSG.tooManyRequests, data: null });
      expect((await held).body.code).toBe(200);
      await second;
    } finally {
      await blocker.end();
    }
  });
});

describe('admissions sent together (one statement for many requests of an instance)', () => {
  it('a crowd of clients on A and B at once: every window counts each request once, no client passes its cap, no statement fails', async () => {
    const A = admissionBatches(p.a.db);
    const B = admissionBatches(p.b.db);
    const clients = Array.from({ length: 8 }, (_, i) => `crowd-${i}`);
    const paths = ['/w1/productSearch', '/w1/searchSuggest'];
    const PER_SIDE = 30;
    const cap = 3;
    const max = 40;
    const counts = new Map<string, number[]>();
    const held = new Map<string, number>();
    let mostHeld = 0;
    const one = async (side: AdmissionBatches, client: string, path: string, i: number) => {
      const windowKey = `window:${path}:${client}`;
      const slotKey = `slots:${client}`;
      const a = await side.admit({ windowKey, max, windowMs: 60_000, slotKey, cap });
      counts.set(windowKey, [...(counts.get(windowKey) ?? []), a.count]);
      if (!a.lease) return a.count > max ? 'window' : 'busy';
      held.set(client, (held.get(client) ?? 0) + 1);
      mostHeld = Math.max(mostHeld, held.get(client)!);
      await new Promise((r) => setTimeout(r, i % 4));
      held.set(client, held.get(client)! - 1);
      await side.release(slotKey, a.lease);
      return 'admitted';
    };
    // Each client asks on both instances and both paths at once, in an order that differs between A and B.
    const outcomes = await Promise.all(
      clients.flatMap((client, c) =>
        paths.flatMap((path) =>
          Array.from({ length: PER_SIDE }, (_, i) => [one(A, client, path, i), one(B, clients[(c + 3) % clients.length]!, path, i + 1)]).flat(),
        ),
      ),
    );
    for (const [key, seen] of counts) expect([key, [...seen].sort((x, y) => x - y)]).toEqual([key, Array.from({ length: 2 * PER_SIDE }, (_, i) => i + 1)]);
    expect(mostHeld).toBeLessThanOrEqual(cap);
    expect(outcomes.filter((o) => o === 'window')).toHaveLength(clients.length * paths.length * (2 * PER_SIDE - max));
    expect(outcomes.filter((o) => o === 'admitted').length).toBeGreaterThan(0);
    // Nothing left taken: every slot row of the crowd holds no lease.
    const left = rowsOf<{ n: number }>(await p.a.db.execute(sql`select coalesce(sum(cardinality(leases)), 0)::int as n from request_limits where key like 'slots:crowd-%'`));
    expect(left[0]!.n).toBe(0);
    // Sent together: fewer statements than admissions and releases.
    for (const side of [A, B]) expect(side.sent().statements).toBeLessThan(side.sent().parts);
  });
});

describe('the purge', () => {
  it('keeps live windows and leases, deletes ended windows and slot rows without a live lease', async () => {
    const now = Date.now();
    const held = await admit(p.a.db, { windowKey: 'window:purge-test', max: 5, windowMs: 60_000, slotKey: 'slots:purge-test', cap: 1 }, now);
    expect(held).toMatchObject({ count: 1, lease: expect.any(String) });
    const keys = async () => rowsOf<{ key: string }>(await p.a.db.execute(sql`select key from request_limits where key like '%purge-test' order by key`)).map((r) => r.key);
    await purgeRequestLimits(p.a.db, now + 1_000);
    expect(await keys()).toEqual(['slots:purge-test', 'window:purge-test']);
    await purgeRequestLimits(p.a.db, now + LEASE_MS + 1_000);
    expect(await keys()).toEqual([]);
  });
});

/**
 * Issue 34 (health, database away): GET /healthz answers while the process lives; GET /readyz is red while the
 * database is away (refused, cut, or hanging past the timeout) or the job runner is not running, green when they
 * return; every request that needs the database meanwhile gets 503 with the busy text and Retry-After, never 500.
 * PGlite: cheap checks and a closed database. PostgreSQL: the database behind a proxy switched off and on
 * (tests/server/ops/db-proxy.ts), the run's cluster untouched.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { createDb, type DbHandle } from '../../../src/server/db/client';
import { SERVER_MSG } from '../../../src/model/messages';
import { WEB_APP_ID } from '../../../src/model/constants';
import { isDatabaseUnavailable } from '../../../src/server/http/db-unavailable';
import type { JobRunnerState } from '../../../src/server/jobs/job-status';
import { freshPgDatabase, onPostgres, openTestDb } from '../engine';
import { startDbProxy, type DbProxy } from './db-proxy';
import { registerHealth } from '../../../src/server/plugins/health';
import { searchIndexOf } from '../../../src/server/services/search/live';
import { warmSearch, type SearchWarmth } from '../../../src/server/services/search/warm';

const busy = { code: 503, msg: SERVER_MSG.internal, data: null };
const token = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/w1/GetWebToken', payload: { appid: WEB_APP_ID } });
const ready = (app: FastifyInstance) => app.inject({ url: '/readyz' });

describe('isDatabaseUnavailable', () => {
  it('knows connection failures along the cause chain and nothing else', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
    for (const e of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      wrapped(new Error('Connection terminated unexpectedly')),
      wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
      wrapped(Object.assign(new Error('sorry, too many clients already'), { code: '53300' })),
      wrapped(new Error('timeout exceeded when trying to connect')),
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
    ]) {
      expect(isDatabaseUnavailable(e), String(e)).toBe(true);
    }
    for (const e of [new Error('boom'), wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })), wrapped(Object.assign(new Error('canceling statement'), { code: '57014' })), null]) {
      expect(isDatabaseUnavailable(e), String(e)).toBe(false);
    }
  });
});

describe.runIf(!onPostgres())('health on PGlite', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let jobs: JobRunnerState = 'running';
  beforeAll(async () => {
    handle = await openTestDb('none');
    app = buildApp({ db: handle.db, jobs: () => ({ state: jobs }) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers liveness and readiness without a token, and readiness follows the job runner', async () => {
    const live = await app.inject({ url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    const r = await ready(app);
    expect([r.statusCode, r.json()]).toEqual([200, { status: 'ready', database: 'ok', jobs: 'running', search: 'none' }]);
    expect(r.headers['x-request-id']).toBeTruthy();
    jobs = 'stopped';
    const stopped = await ready(app);
    expect([stopped.statusCode, stopped.json(), stopped.headers['retry-after']]).toEqual([503, { status: 'unavailable', database: 'ok', jobs: 'stopped', search: 'none' }, '5']);
    jobs = 'running';
  });

  it('turns red and answers 503 with Retry-After once the database is gone', async () => {
    await handle.close();
    const r = await ready(app);
    expect([r.statusCode, r.json().database]).toEqual([503, 'unavailable']);
    const t = await token(app);
    expect([t.statusCode, t.json(), t.headers['retry-after']]).toEqual([503, busy, '5']);
    const header = await app.inject({ url: '/api/w1/publicHeader' });
    expect([header.statusCode, header.json()]).toEqual([503, busy]);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe.runIf(!onPostgres())('search warm-up and readiness', () => {
  it('a serving app loads the search index and the best sellers\' rows before it says ready', async () => {
    const db = await openTestDb('small');
    const app = buildApp({ db: db.db, jobs: () => ({ state: 'running' }), warmSearch: true });
    try {
      const live = searchIndexOf(db.db);
      expect(live.counts().reloads).toBe(0);
      await app.ready();
      // Probed as an orchestrator does, with a pause between probes (the warm-up's reads give way to requests).
      let r = await ready(app);
      for (let i = 0; r.statusCode !== 200 && i < 600; i++) {
        expect([r.statusCode, r.json()]).toEqual([503, { status: 'unavailable', database: 'ok', jobs: 'running', search: 'warming' }]);
        await new Promise((resolve) => setTimeout(resolve, 50));
        r = await ready(app);
      }
      expect(r.json()).toEqual({ status: 'ready', database: 'ok', jobs: 'running', search: 'warm' });
      // Loaded with no search asked, once; the first search uses it.
      expect(live.counts().reloads).toBe(1);
      const visitor = (await token(app)).json().data.api_token as string;
      const found = await app.inject({ url: `/api/w1/productSearch?keyword=${encodeURIComponent('阿莫西林')}`, headers: { token: visitor } });
      expect(found.json().data.list.length).toBeGreaterThan(0);
      expect(live.counts().reloads).toBe(1);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('is red while the warm-up runs; one that fails leaves the search to load on first use and says so', async () => {
    const app = Fastify({ logger: false });
    let search: SearchWarmth = 'warming';
    const db = await openTestDb('none');
    registerHealth(app, db.db, { search: () => search });
    try {
      const r = await app.inject({ url: '/readyz' });
      expect([r.statusCode, r.json().search, r.headers['retry-after']]).toEqual([503, 'warming', '5']);
      search = 'cold';
      const cold = await app.inject({ url: '/readyz' });
      expect([cold.statusCode, cold.json().search]).toEqual([200, 'cold']);
      const errors: unknown[] = [];
      await db.close();
      const probe = warmSearch(db.db, (err) => errors.push(err));
      expect(probe()).toBe('warming');
      await vi.waitFor(() => expect(probe()).toBe('cold'));
      expect(errors).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe.runIf(onPostgres())('health on PostgreSQL stopped and started', () => {
  let proxy: DbProxy;
  let handle: DbHandle;
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshPgDatabase('none');
    drop = fresh.drop;
    proxy = await startDbProxy(fresh.url);
    handle = await createDb(proxy.url, { seed: 'none' });
    app = buildApp({ db: handle.db, jobs: () => ({ state: 'running' }), readyTimeoutMs: 500 });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await proxy?.close();
    await drop?.();
  });

  it('is ready, then red with 503 answers while the database is away, then green again when it returns', async () => {
    expect((await ready(app)).statusCode).toBe(200);
    expect((await token(app)).statusCode).toBe(200);

    await proxy.down();
    const red = await ready(app);
    expect([red.statusCode, red.json()]).toEqual([503, { status: 'unavailable', database: 'unavailable', jobs: 'running', search: 'none' }]);
    for (let i = 0; i < 3; i++) {
      const t = await token(app);
      expect([t.statusCode, t.json(), t.headers['retry-after']]).toEqual([503, busy, '5']);
    }
    const header = await app.inject({ url: '/api/w1/publicHeader' });
    expect([header.statusCode, header.json()]).toEqual([503, busy]);

    await proxy.up();
    const green = await ready(app);
    expect([green.statusCode, green.json().database]).toEqual([200, 'ok']);
    expect((await token(app)).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/w1/publicHeader' })).statusCode).toBe(200);
  });

  it('is red within its timeout while the database hangs', async () => {
    await proxy.hang();
    const started = Date.now();
    const r = await ready(app);
    expect([r.statusCode, r.json().database]).toEqual([503, 'timeout']);
    expect(Date.now() - started).toBeLessThan(3_000);
    await proxy.up();
  });
});

/**
 * Issue 26: one store instance against two (`YAOCAI_WORKERS=2`, node:cluster on one port) on one PostgreSQL
 * database, requests/s of the home and of a search with the CPU each side used (store, PostgreSQL, the load
 * generator), and what the shared limits cost a request (their statements, and a cached search with and without
 * them). Run alone with `npm run bench -- scale`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { createDb, type Db } from '../src/server/db/client';
import { hitWindow } from '../src/server/services/trust/rate-counters';
import { admissionBatches } from '../src/server/services/trust/request-limits';
import { WEB_APP_ID } from '../src/model/constants';
import { startPostgres, postgresUnavailable } from '../tests/server/pg-harness';
import { cpuOfTrees, ownCpu } from './cpu';
import { rps, visitorToken } from './speed';
import { percentile, printTable } from './table';

const SECONDS = Number(process.env.BENCH_SECONDS) || 5;

interface Store {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/** `npm start` as an operator runs it: src/server/main.ts with YAOCAI_WORKERS, behind the bench's X-Forwarded-For. */
async function startStore(databaseUrl: string, workers: number, port: number): Promise<Store> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, YAOCAI_WORKERS: String(workers), PORT: String(port), HOST: '127.0.0.1', TRUST_PROXY: '1', LOG_LEVEL: 'error', YAOCAI_SWEEP_SECONDS: '3600', YAOCAI_DEMO_MODE: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`store exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('服务实例：')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The postmaster of the cluster at `url` (its data directory's postmaster.pid), for its CPU. */
async function postmasterPid(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ setting: string }>("select setting from pg_settings where name = 'data_directory'");
    return Number(readFileSync(path.join(rows[0]!.setting, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } finally {
    await c.end();
  }
}

async function throughputRows(databaseUrl: string, postmaster: number) {
  const kw = encodeURIComponent('阿莫西林');
  const requests = [
    ['clientIndex (home), visitor', '/api/w1/clientIndex'],
    ['productSearch 阿莫西林, visitor', `/api/w1/productSearch?keyword=${kw}`],
  ] as const;
  const rows: Record<string, string | number>[] = [];
  for (const workers of [1, 2]) {
    const store = await startStore(databaseUrl, workers, 3960 + workers);
    try {
      const visitor = await visitorToken(store.base);
      for (const [label, p] of requests) {
        await rps(store.base + p, visitor); // warm-up: caches filled, pools open
        const before = { store: cpuOfTrees([store.pid]), pg: cpuOfTrees([postmaster]), gen: ownCpu(), at: performance.now() };
        const r = await rps(store.base + p, visitor);
        const wall = (performance.now() - before.at) / 1000;
        const used = { store: cpuOfTrees([store.pid]) - before.store, pg: cpuOfTrees([postmaster]) - before.pg, gen: ownCpu() - before.gen };
        const cores = (x: number) => (x / wall).toFixed(2);
        const perRequest = (x: number) => ((x * 1000) / (r.rps * wall)).toFixed(3);
        rows.push({
          instances: workers,
          request: label,
          'req/s': r.rps.toFixed(0),
          'p97.5 ms': String(r.p97_5),
          errors: r.errors,
          'store CPU (cores)': cores(used.store),
          'PostgreSQL CPU (cores)': cores(used.pg),
          'load gen. CPU (cores)': cores(used.gen),
          'store CPU ms/req': perRequest(used.store),
          'PostgreSQL CPU ms/req': perRequest(used.pg),
        });
      }
    } finally {
      await store.stop();
    }
  }
  return rows;
}

/** Wall time per call (p50) and CPU per call of this process and of PostgreSQL, `n` calls one after another. */
const timed = async (n: number, postmaster: number, f: (i: number) => Promise<unknown>) => {
  const times: number[] = [];
  const cpu0 = { own: ownCpu(), pg: cpuOfTrees([postmaster]) };
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await f(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), ownCpu: ((ownCpu() - cpu0.own) * 1000) / n, pgCpu: ((cpuOfTrees([postmaster]) - cpu0.pg) * 1000) / n };
};

/** What the shared limits cost one request on PostgreSQL: their statements alone, and a cached search with and without. */
async function limitCostRows(db: Db, postmaster: number) {
  const N = 1_000;
  const rate = await timed(N, postmaster, (i) => hitWindow(db, `bench:${i % 50}`, 10_000));
  const batches = admissionBatches(db);
  const admitted = await timed(N, postmaster, async (i) => {
    const slotKey = `slots:bench:${i % 50}`;
    const a = await batches.admit({ windowKey: `window:bench:${i % 50}`, max: 1e9, windowMs: 10_000, slotKey, cap: 4 });
    if (a.lease) await batches.release(slotKey, a.lease);
  });
  const search = async (rateLimit: boolean) => {
    const app = buildApp({ db, logger: false, rateLimit, trustProxy: true });
    await app.ready();
    const token = (await app.inject({ method: 'POST', url: '/api/w1/GetWebToken', payload: { appid: WEB_APP_ID } }).then((r) => r.json())).data.api_token as string;
    // One address per request, as the throughput rows do; every answer after the first is a read-cache hit.
    const get = (i: number) =>
      app.inject({ method: 'GET', url: '/api/w1/productSearch?keyword=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97', headers: { token, 'x-forwarded-for': `10.77.${i >> 8 & 255}.${i & 255}` } });
    await timed(50, postmaster, get);
    const t = await timed(N, postmaster, get);
    await app.close();
    return t;
  };
  const without = await search(false);
  const withLimits = await search(true);
  const ms = (x: number) => x.toFixed(3);
  const row = (what: string, t: Awaited<ReturnType<typeof timed>>) => ({ what, 'wall p50 ms': ms(t.p50), 'store CPU ms': ms(t.ownCpu), 'PostgreSQL CPU ms': ms(t.pgCpu) });
  return [
    row('token/login window: one upsert (rate_counters, @fastify/rate-limit store)', rate),
    row('expensive route, one request at a time: admit (window + slot) + release, a statement each', admitted),
    row('cached search, limits off (app.inject, one after another)', without),
    row('cached search, shared limits on', withLimits),
    {
      what: '= what the shared limits add to a cached search',
      'wall p50 ms': ms(withLimits.p50 - without.p50),
      'store CPU ms': ms(withLimits.ownCpu - without.ownCpu),
      'PostgreSQL CPU ms': ms(withLimits.pgCpu - without.pgCpu),
    },
  ];
}

export async function scaleBench(): Promise<void> {
  const missing = postgresUnavailable();
  if (missing) {
    console.log(`\nOne instance vs two skipped: ${missing}`);
    return;
  }
  const cluster = await startPostgres();
  try {
    const url = new URL(cluster.url);
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database yc_scale');
    await admin.end();
    url.pathname = '/yc_scale';
    const seeded = await createDb(url.href, { seed: 'full' });
    const postmaster = await postmasterPid(cluster.url);
    try {
      printTable(
        `One instance vs two (YAOCAI_WORKERS=2) on one PostgreSQL, ${SECONDS} s each, 20 connections, each request its own address; CPU in cores used during the run and per request`,
        await throughputRows(url.href, postmaster),
      );
      printTable('What the shared limits cost a request on PostgreSQL (1,000 one after another; CPU per call)', await limitCostRows(seeded.db, postmaster));
    } finally {
      await seeded.close();
    }
  } finally {
    await cluster.stop();
  }
}

/**
 * Issue 14's table: requests/s of each page's data beside a plain Fastify hello-world measured in the same run,
 * on embedded PGlite and on PostgreSQL (a throwaway cluster from the test harness); an unrelated request's latency
 * while 100 visitors search; and (`load`) 60 s of mixed traffic. The server runs in a child process
 * (speed-server.ts); autocannon and the visitors run here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { WEB_APP_ID } from '../src/model/constants';
import { DEMO_PASSWORD } from '../src/server/demo-accounts';
import { startPostgres, postgresUnavailable } from '../tests/server/pg-harness';
import { percentile, printTable } from './table';

const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const CONNECTIONS = 20;

export interface Served {
  base: string;
  hello: string;
  /** The server process (the soak names it, for a heap snapshot by signal). */
  pid: number;
  stop(): Promise<void>;
}

/** `env`: more for the server process; `onLine`: every other line it prints (the soak's memory samples). */
export async function serve(databaseUrl?: string, extra: { env?: Record<string, string>; onLine?: (line: string) => void } = {}): Promise<Served> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/speed-server.ts'], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '', YAOCAI_DEMO_MODE: '', ...extra.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  if (extra.onLine) lines.on('line', extra.onLine);
  const ports = await new Promise<[number, number]>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (line) => {
      const m = /^PORTS (\d+) (\d+)/.exec(line);
      if (m) resolve([Number(m[1]), Number(m[2])]);
    });
  });
  await untilReady(`http://127.0.0.1:${ports[0]}`);
  return {
    base: `http://127.0.0.1:${ports[0]}`,
    hello: `http://127.0.0.1:${ports[1]}`,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Waits for GET /readyz 200, as a load balancer sends no traffic before (the search index and rows warm first). */
export async function untilReady(base: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await fetch(`${base}/readyz`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base} not ready within ${timeoutMs} ms`);
}

let ipSeq = 0;
/** A fresh visitor address (per-client limits count per address). */
const nextIp = () => `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;

async function post<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

async function get<T>(base: string, path: string, token?: string, ip = nextIp()): Promise<{ status: number; body: T }> {
  const res = await fetch(base + path, { headers: { 'x-forwarded-for': ip, ...(token ? { token } : {}) } });
  return { status: res.status, body: (await res.json()) as T };
}

export const visitorToken = async (base: string) =>
  (await post<{ data: { api_token: string } }>(base, '/api/w1/GetWebToken', { appid: WEB_APP_ID })).data.api_token;

export async function clientToken(base: string, username: string): Promise<string> {
  const token = await visitorToken(base);
  const r = await post<{ code: number; data: { api_token: string } }>(base, '/api/w1/login', { username, password: DEMO_PASSWORD }, token);
  if (r.code !== 200) throw new Error(`login ${username}: ${JSON.stringify(r)}`);
  return r.data.api_token;
}

/** What chromium sends with every fetch; `identity` measures the uncompressed answer. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * requests/s of one GET with 20 connections; every request from its own address and, given several tokens, as one
 * of several clients (one client's searches are rate-limited per account, as they should be).
 */
export async function rps(
  url: string,
  token?: string | string[],
  encoding = BROWSER_ENCODINGS,
  /** Paths asked in turn instead of the url's (distinct searches: distinct-search.ts). */
  paths?: string[],
): Promise<{ rps: number; p97_5: number; errors: number; requests: number }> {
  const tokens = token === undefined ? [] : Array.isArray(token) ? token : [token];
  let k = 0;
  let next = 0;
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          ...(paths ? { path: paths[next++ % paths.length] } : {}),
          headers: { ...req.headers, 'accept-encoding': encoding, 'x-forwarded-for': nextIp(), ...(tokens.length ? { token: tokens[k++ % tokens.length]! } : {}) },
        }),
      },
    ],
  });
  return { rps: r.requests.average, p97_5: r.latency.p97_5, errors: r.non2xx + r.errors, requests: r.requests.total };
}

export async function ratioTable(s: Served, engine: string): Promise<void> {
  const visitor = await visitorToken(s.base);
  const client = await clientToken(s.base, 'yaofang01');
  const kw = encodeURIComponent('阿莫西林');
  const rows: [string, string, (string | string[])?, string?][] = [
    ['publicHeader, no token', '/api/w1/publicHeader'],
    ['publicHeader, visitor token', '/api/w1/publicHeader', visitor],
    ['clientIndex (home), visitor', '/api/w1/clientIndex', visitor],
    ['clientIndex (home), client', '/api/w1/clientIndex', client],
    ['clientIndex (home), visitor, uncompressed', '/api/w1/clientIndex', visitor, 'identity'],
    ['productDetail, visitor', '/api/w1/productDetail?productId=4', visitor],
    ['productDetail, client', '/api/w1/productDetail?productId=4', client],
    ['productSearch 阿莫西林, visitor', `/api/w1/productSearch?keyword=${kw}`, visitor],
    // A logged-in client's searches are capped per account (60 / 10 s): measured as visitors, each its own address.
    ['clinicZone, visitor', '/api/w1/clinicZone', visitor],
    ['famousManufacturer, visitor', '/api/w1/famousManufacturer', visitor],
    ['static / (index.html)', '/'],
  ];
  const hello = await rps(s.hello);
  const out = [{ request: 'Fastify hello-world (plain, same run)', 'req/s': hello.rps.toFixed(0), ratio: '1.000', 'p97.5 ms': String(hello.p97_5), errors: hello.errors }];
  for (const [label, path, token, encoding] of rows) {
    const r = await rps(s.base + path, token, encoding);
    out.push({ request: label, 'req/s': r.rps.toFixed(0), ratio: (r.rps / hello.rps).toFixed(3), 'p97.5 ms': String(r.p97_5), errors: r.errors });
  }
  printTable(`Requests/s, ${engine}, ${CONNECTIONS} connections, ${SECONDS} s each, Accept-Encoding as chromium sends it (targets: visitors ≥ 0.30, client home/detail ≥ 0.10, index.html ≥ 0.50)`, out);
}

const KEYWORDS = ['阿莫西林', '布洛芬', '头孢', '感冒', '维生素', '板蓝根', '连花清瘟', '999', '以岭', 'amxl', 'blf', '口罩', '胶囊', '片', '颗粒', '注射液', '降压', '二甲双胍', '硝苯地平', '奥美拉唑', '阿司匹林', '蒙脱石', '益生菌', '血压计'];

/** 100 visitors searching back to back (distinct pages and sorts, so many miss the cache) while one client opens its cart. */
export async function stallTable(s: Served, engine: string, seconds = 8): Promise<void> {
  const client = await clientToken(s.base, 'zhensuo01');
  const stopAt = Date.now() + seconds * 1000;
  const counts = { ok: 0, refused: 0, other: 0 };
  const sorts = ['default', 'sales', 'price_asc'];
  const visitor = async (i: number) => {
    const ip = `10.200.${i >> 8}.${i & 255}`;
    let n = i;
    while (Date.now() < stopAt) {
      n += 7;
      const q = `keyword=${encodeURIComponent(KEYWORDS[n % KEYWORDS.length]!)}&page=${1 + (n % 5)}&sort=${sorts[n % 3]}&size=20`;
      const r = await get(s.base, `/api/w1/productSearch?${q}`, undefined, ip).catch(() => ({ status: 0, body: null }));
      if (r.status === 200) counts.ok++;
      else if (r.status === 429) counts.refused++;
      else counts.other++;
    }
  };
  const unrelated: number[] = [];
  const probe = async () => {
    while (Date.now() < stopAt) {
      const t0 = performance.now();
      const r = await get<{ code: number }>(s.base, '/api/w1/MyShoppingtrolley', client);
      if (r.body.code !== 200) throw new Error(`cart answered ${r.body.code}`);
      unrelated.push(performance.now() - t0);
      await new Promise((r2) => setTimeout(r2, 50));
    }
  };
  await Promise.all([...Array.from({ length: 100 }, (_, i) => visitor(i)), probe()]);
  unrelated.sort((a, b) => a - b);
  printTable(`100 visitors searching for ${seconds} s, ${engine}: an unrelated client's cart (target p95 ≤ 100 ms)`, [
    {
      'cart p50 ms': percentile(unrelated, 50).toFixed(1),
      'cart p95 ms': percentile(unrelated, 95).toFixed(1),
      'cart max ms': unrelated[unrelated.length - 1]!.toFixed(1),
      'searches answered/s': (counts.ok / seconds).toFixed(0),
      'refused (429)': counts.refused,
      errors: counts.other,
    },
  ]);
}

/** A load's running counts, readable while it runs (the soak prints them every minute beside the memory). */
export interface LoadCounts {
  requests: number;
  refused: number;
  busy: number;
  errors: number;
  /** Every answer that was not ok, by `<kind> <status>` (`<kind> no answer: <why>` when none came). */
  notOk: Record<string, number>;
}
export const newLoadCounts = (): LoadCounts => ({ requests: 0, refused: 0, busy: 0, errors: 0, notOk: {} });

/**
 * An answer's outcome: ok, refused (429: over a per-client limit), busy (503: the database cannot be reached or the
 * pool had no client within DB_CONNECT_TIMEOUT_MS; answered with Retry-After, the browser retries) or error (any
 * other 5xx, or no answer).
 */
export const loadOutcome = (status: number) => (status === 429 ? 'refused' : status === 503 ? 'busy' : status >= 500 || status === 0 ? 'error' : 'ok');

/**
 * `npm run bench -- load`: 60 s of browse, search, cart and submit by 30 users, each its own customer account of the
 * demo territories (kh1001…) with 100 ms between actions. A 429 (an account over its search rate) is counted as
 * refused and a 503 (busy, with Retry-After) as busy, apart from errors (another 5xx or no answer), which are
 * listed by kind and status after the table.
 */
export async function loadTable(s: Served, engine: string, seconds = Number(process.env.BENCH_LOAD_SECONDS) || 60, counts = newLoadCounts()): Promise<void> {
  const names = Array.from({ length: 40 }, (_, i) => `kh1${String(i + 1).padStart(3, '0')}`);
  const tokens = (await Promise.all(names.map((u) => clientToken(s.base, u).catch(() => null)))).filter((t): t is string => t !== null).slice(0, 30);
  const stopAt = Date.now() + seconds * 1000;
  const kinds = ['browse', 'search', 'cart', 'submit'] as const;
  type Kind = (typeof kinds)[number];
  const lat = Object.fromEntries(kinds.map((k) => [k, [] as number[]])) as Record<Kind, number[]>;
  const tally = () => Object.fromEntries(kinds.map((k) => [k, 0])) as Record<Kind, number>;
  const errors = tally();
  const refused = tally();
  const busy = tally();
  const timed = async (kind: Kind, f: () => Promise<number>) => {
    const t0 = performance.now();
    let why = '';
    const status = await f().catch((e: unknown) => {
      why = e instanceof Error ? `${e.message}${e.cause instanceof Error ? ` (${e.cause.message})` : ''}` : String(e);
      return 0;
    });
    const o = loadOutcome(status);
    lat[kind].push(performance.now() - t0);
    counts.requests++;
    if (o === 'ok') return;
    const key = status === 0 ? `${kind} no answer: ${why}` : `${kind} ${status}`;
    counts.notOk[key] = (counts.notOk[key] ?? 0) + 1;
    const [mine, all] = o === 'refused' ? [refused, 'refused' as const] : o === 'busy' ? [busy, 'busy' as const] : [errors, 'errors' as const];
    mine[kind]++;
    counts[all]++;
  };
  const send = async (path: string, token: string, ip: string, body?: unknown) => {
    const res = await fetch(s.base + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-forwarded-for': ip, token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as { code: number };
    // The envelope's code is the outcome (a refusal with a reason, such as stock or scope, is an answer).
    return res.status === 200 ? (answer.code >= 500 ? answer.code : 200) : res.status;
  };
  const user = async (token: string, i: number) => {
    const ip = `10.100.0.${i + 1}`;
    let n = i;
    while (Date.now() < stopAt) {
      n += 1;
      const roll = n % 20;
      if (roll < 6) {
        const path = ['/api/w1/clientIndex', `/api/w1/productDetail?productId=${1 + (n % 1500)}`, `/api/w1/productSearch?ClassID=${1 + (n % 8)}&page=${1 + (n % 3)}`][n % 3]!;
        await timed('browse', () => send(path, token, ip));
      } else if (roll < 12) {
        await timed('search', () => send(`/api/w1/productSearch?keyword=${encodeURIComponent(KEYWORDS[n % KEYWORDS.length]!)}`, token, ip));
      } else if (roll < 19) {
        await timed('cart', async () => {
          const add = await send('/api/w1/addShoppingtrolley', token, ip, { list: [{ product_id: 1 + (n % 40) * 11, amount: 10 }] });
          return add === 200 ? send('/api/w1/MyShoppingtrolley', token, ip) : add;
        });
      } else {
        await timed('submit', () => send('/api/w1/sureOrder', token, ip, { idempotency_key: crypto.randomUUID() }));
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await Promise.all(tokens.map((t, i) => user(t, i)));
  const row = (kind: string, xs: number[], ref: number, bsy: number, err: number) => {
    xs.sort((a, b) => a - b);
    return { kind, requests: xs.length, 'per s': (xs.length / seconds).toFixed(1), 'p95 ms': percentile(xs, 95).toFixed(1), 'refused (429)': ref, 'busy (503)': bsy, errors: err };
  };
  const sum = (r: Record<Kind, number>) => kinds.reduce((a, k) => a + r[k], 0);
  printTable(`Mixed traffic, ${engine}, ${tokens.length} users (own accounts, 100 ms between actions), ${seconds} s`, [
    ...kinds.map((k) => row(k, lat[k], refused[k], busy[k], errors[k])),
    row('all', kinds.flatMap((k) => lat[k]), sum(refused), sum(busy), sum(errors)),
  ]);
  const notOk = Object.entries(counts.notOk).sort((a, b) => b[1] - a[1]);
  if (notOk.length) printTable('Answers that were not ok, by kind and status', notOk.map(([answer, n]) => ({ answer, count: n })));
}

/** Both engines in turn; PostgreSQL only where its binaries are (the test harness installs them). */
export async function onEngines(f: (s: Served, engine: string) => Promise<void>): Promise<void> {
  const embedded = await serve();
  try {
    await f(embedded, 'PGlite (embedded)');
  } finally {
    await embedded.stop();
  }
  const missing = postgresUnavailable();
  if (missing) {
    console.log(`\nPostgreSQL skipped: ${missing}`);
    return;
  }
  const cluster = await startPostgres();
  const pg = await serve(cluster.url);
  try {
    await f(pg, 'PostgreSQL (pool 10)');
  } finally {
    await pg.stop();
    await cluster.stop();
  }
}

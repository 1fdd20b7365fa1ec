/**
 * Crash safety: the real server process under order and payment load is killed with SIGKILL mid-run, started
 * again on the same database, and then the money and stock invariants must hold:
 *   stock now + stock held by orders placed during the run = stock before it; every order has lines; the cash and
 *   credit ledgers sum to the balances; a spent coupon belongs to exactly one live order.
 * On PGlite on disk (its WAL must recover) and on the run's PostgreSQL cluster.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WEB_APP_ID } from '../../../src/model/constants';
import { createDb } from '../../../src/server/db/client';
import { DEMO_PASSWORD } from '../../../src/server/demo-accounts';
import { freshPgDatabase, onPostgres, pgliteTemplate } from '../engine';
import { serverEntry } from '../server-process';

const ROOT = path.resolve(__dirname, '../../..');
const BUYERS = ['yaofang01', 'zhensuo01', 'zongbu01', 'shangye01'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

function startProcess(entry: string, databaseUrl: string, port: number): ChildProcess {
  return spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', YAOCAI_SWEEP_SECONDS: '3600' },
    stdio: 'ignore',
  });
}

async function waitReady(base: string, child: ChildProcess, seconds = 150) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      const r = await fetch(`${base}/api/w1/publicHeader`);
      if (r.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server not ready in time');
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));

async function api(base: string, token: string, method: 'GET' | 'POST', p: string, input: Record<string, unknown> = {}) {
  const url = new URL(`${base}/api${p}`);
  if (method === 'GET') for (const [k, v] of Object.entries(input)) url.searchParams.set(k, String(v));
  const r = await fetch(url, {
    method,
    headers: { token, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    body: method === 'POST' ? JSON.stringify(input) : undefined,
  });
  return (await r.json()) as { code: number; msg: string; data: any };
}

async function login(base: string, username: string): Promise<string> {
  const web = await api(base, '', 'POST', '/w1/GetWebToken', { appid: WEB_APP_ID });
  const r = await api(base, web.data.api_token, 'POST', '/w1/login', { username, password: DEMO_PASSWORD });
  if (r.code !== 200) throw new Error(`login ${username}: ${r.msg}`);
  return r.data.api_token;
}

/** Buyable products with their packing size: the first page of the catalogue the first buyer may buy. */
async function targets(base: string, token: string) {
  const r = await api(base, token, 'GET', '/w1/productSearch', { page: 1, size: 50, in_stock: 1 });
  return (r.data.list as any[])
    .filter((p) => p.switch === 1 && p.is_failure === 0 && p.near_expiration_date !== 1 && p.max_buy_num < 0 && p.stock > 100)
    .slice(0, 4)
    .map((p) => ({ id: p.product_id as number, step: Math.max(p.zhongbaozhuang_num as number, p.min_buy_num as number, 1) }));
}

/** Each buyer: add → submit → pay from the cash account, again and again, until the server dies. */
async function load(base: string, tokens: string[], products: { id: number; step: number }[], stop: { dead: boolean }) {
  let placed = 0;
  await Promise.all(
    tokens.map(async (token, b) => {
      for (let i = 0; !stop.dead; i++) {
        try {
          const p = products[(b + i) % products.length]!;
          await api(base, token, 'POST', '/w1/addShoppingtrolley', { list: [{ product_id: p.id, amount: p.step }] });
          const order = await api(base, token, 'POST', '/w1/sureOrder', { idempotency_key: randomUUID() });
          if (order.code !== 200) continue;
          placed++;
          await api(base, token, 'GET', '/w1/AccountPay', { orderCode: order.data.orderCode, pay_password: '123456' });
        } catch {
          return; // connection refused: the server was killed
        }
      }
    }),
  );
  return placed;
}

async function crashRun(databaseUrl: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const entry = await serverEntry();
  let child = startProcess(entry, databaseUrl, port);
  try {
    await waitReady(base, child);
    const tokens = await Promise.all(BUYERS.map((u) => login(base, u)));
    const products = await targets(base, tokens[0]!);
    expect(products.length).toBeGreaterThan(1);
    const before = new Map<number, number>();
    for (const p of products) {
      const d = await api(base, tokens[0]!, 'GET', '/w1/productDetail', { productId: p.id });
      before.set(p.id, d.data.product.stock as number);
    }
    const startedAt = new Date(Date.now() - 1000);
    const seeded = await orderCount(base, tokens);

    const stop = { dead: false };
    const running = load(base, tokens, products, stop);
    // Kill in the middle of the traffic: after some orders went through, while more are in flight.
    const until = Date.now() + 20_000;
    while (Date.now() < until && (await orderCount(base, tokens)) - seeded < 8) await new Promise((r) => setTimeout(r, 200));
    child.kill('SIGKILL');
    stop.dead = true;
    await exited(child);
    const placed = await running;

    // Start again on the same database: it must come up (PGlite replays its WAL) and answer.
    child = startProcess(entry, databaseUrl, port);
    await waitReady(base, child);
    const again = await login(base, BUYERS[0]!);
    expect((await api(base, again, 'GET', '/w1/MyShoppingtrolley')).code).toBe(200);
    child.kill('SIGTERM');
    await exited(child);

    const { db, close } = await createDb(databaseUrl, { seed: 'none' });
    try {
      return { placed, ...(await invariants(db, before, startedAt)) };
    } finally {
      await close();
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/** Orders the buyers can see, to know the traffic is flowing (counted through the API: one process owns PGlite). */
async function orderCount(base: string, tokens: string[]) {
  let n = 0;
  for (const t of tokens) {
    try {
      const r = await api(base, t, 'GET', '/w1/ShowMyOrders', { tab: 0, page: 1, size: 10 });
      n += Number(r.data?.total ?? 0);
    } catch {
      return Infinity;
    }
  }
  return n;
}

type Db = Awaited<ReturnType<typeof createDb>>['db'];
// db.execute's result type is the driver's (Db names neither); both drivers answer an object with rows.
const rows = async <T,>(db: Db, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

async function invariants(db: Db, before: Map<number, number>, startedAt: Date) {
  const stock: { id: number; expected: number; actual: number }[] = [];
  for (const [id, initial] of before) {
    const [r] = await rows<{ stock: number; held: string | null }>(
      db,
      sql`select p.stock, (select sum(l.amount) from order_lines l join orders o on o.id = l.order_id
          where l.product_id = p.id and o.created_at >= ${startedAt} and o.stock_released_at is null) as held
          from products p where p.id = ${id}`,
    );
    stock.push({ id, expected: initial, actual: Number(r!.stock) + Number(r!.held ?? 0) });
  }
  const orphans = await rows<{ n: string }>(db, sql`select count(*) as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`);
  const cash = await rows<{ id: number }>(
    db,
    sql`select c.id from clients c where c.balance_fen <> coalesce((select sum(delta_fen) from cash_ledger l where l.client_id = c.id), 0)`,
  );
  const credit = await rows<{ id: number }>(
    db,
    sql`select c.id from clients c where c.credit_used_fen <> coalesce((select sum(delta_fen) from credit_ledger l where l.client_id = c.id), 0)`,
  );
  const coupons = await rows<{ id: number }>(
    db,
    sql`select cc.id from client_coupons cc where (cc.used_at is not null) <> exists (select 1 from orders o where o.client_coupon_id = cc.id and o.status not in (4, 7, 16))
        and cc.id in (select client_coupon_id from orders where client_coupon_id is not null)`,
  );
  const paidWithoutLedger = await rows<{ id: number }>(
    db,
    sql`select o.id from orders o where o.pay_type in (0, 5) and o.pay_status = 2 and o.created_at >= ${startedAt}
        and not exists (select 1 from cash_ledger l where l.order_id = o.id and l.kind = 'order_pay')`,
  );
  return { stock, orphans: Number(orphans[0]!.n), cash, credit, coupons, paidWithoutLedger };
}

function expectInvariants(r: Awaited<ReturnType<typeof crashRun>>) {
  console.log(`[crash] ${r.placed} orders placed before the kill; stock ${JSON.stringify(r.stock)}`);
  expect(r.placed, 'orders were placed before the kill').toBeGreaterThan(0);
  for (const s of r.stock) expect(s.actual, `product ${s.id}: stock + held = stock before`).toBe(s.expected);
  expect(r.orphans, 'orders without lines').toBe(0);
  expect(r.cash, 'clients whose cash ledger does not sum to the balance').toEqual([]);
  expect(r.credit, 'clients whose credit ledger does not sum to credit used').toEqual([]);
  expect(r.coupons, 'coupons half used').toEqual([]);
  expect(r.paidWithoutLedger, 'orders paid from the balance without a ledger row').toEqual([]);
}

// One engine per vitest project (tests/server/engines.ts); the server process starts on a copy of the run's template.
describe('SIGKILL under order and payment load, then restart', () => {
  it.runIf(!onPostgres())('PGlite on disk recovers and every invariant holds', { timeout: 400_000 }, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'yc-crash-'));
    try {
      const prepared = await createDb(`file://${dir}`, { seed: 'none', loadDataDir: pgliteTemplate('small') });
      await prepared.close();
      expectInvariants(await crashRun(`file://${dir}`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(onPostgres())('PostgreSQL: every invariant holds', { timeout: 400_000 }, async () => {
    const fresh = await freshPgDatabase('small');
    try {
      expectInvariants(await crashRun(fresh.url));
    } finally {
      await fresh.drop();
    }
  });
});

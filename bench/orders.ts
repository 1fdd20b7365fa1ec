/**
 * Orders (issue 12): sureOrder submitted by 50 concurrent buyers through the real route (app.inject: validation,
 * who-is-asking, the one transaction), on embedded PGlite and on a throwaway PostgreSQL cluster. Prints orders/s and
 * latency; then an oversell round: 50 buyers × 4 submits for a product with stock 100 must give exactly 100 orders
 * and stock 0. Targets: ≥ 50 orders/s on PGlite, ≥ 200 on PostgreSQL, zero oversell.
 *
 *   npm run bench            (all benches)      npx tsx bench/orders.ts   (this one alone)
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { createDb } from '../src/server/db/client';
import { clients, orders, products } from '../src/server/db/schema';
import * as checkout from '../src/contract/checkout';
import { loginAs } from '../tests/server/helpers';
import { onBenchEngines } from './engines';
import { createBuyers, hotProduct } from './orders-fixture';
import { percentile, printTable } from './table';

const BUYERS = 50;
const ORDERS_EACH = 10;
const ms = (n: number) => `${n.toFixed(1)} ms`;

interface Round {
  engine: string;
  orders: number;
  refused: number;
  seconds: number;
  p50: number;
  p95: number;
}

async function submit(app: FastifyInstance, token: string, productId: number): Promise<{ ok: boolean; ms: number }> {
  const t0 = performance.now();
  const r = await app.inject({
    method: 'POST',
    url: `/api${checkout.sureOrder.path}`,
    headers: { token },
    payload: { idempotency_key: crypto.randomUUID(), isQuick: 1, list: [{ product_id: productId, amount: 1 }] },
  });
  const code = (r.json() as { code: number }).code;
  if (code !== 200 && code !== 400) throw new Error(`sureOrder answered ${r.body}`);
  return { ok: code === 200, ms: performance.now() - t0 };
}

/** Every buyer submits `each` orders one after another; the buyers run at once. */
async function round(app: FastifyInstance, tokens: string[], productId: number, each: number) {
  const times: number[] = [];
  let ok = 0;
  let refused = 0;
  const t0 = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      for (let i = 0; i < each; i++) {
        const r = await submit(app, token, productId);
        times.push(r.ms);
        if (r.ok) ok++;
        else refused++;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return { ok, refused, seconds, p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function benchEngine(engine: string, url: string | undefined): Promise<{ speed: Round; oversell: Record<string, string | number> }> {
  const handle = await createDb(url, { seed: 'small' });
  const app = buildApp({ db: handle.db, logger: false });
  await app.ready();
  try {
    const ids = await createBuyers(handle.db, BUYERS, `bench${Date.now()}_`);
    const tokens: string[] = [];
    for (const id of ids) {
      const [c] = await handle.db.select({ username: clients.username }).from(clients).where(eq(clients.id, id));
      tokens.push((await loginAs(app, c!.username)).token);
    }
    const plenty = await hotProduct(handle.db, `BENCH-${Date.now()}`, 1_000_000);
    await round(app, tokens.slice(0, 5), plenty, 2); // warm-up
    const speed = await round(app, tokens, plenty, ORDERS_EACH);

    const scarce = await hotProduct(handle.db, `SCARCE-${Date.now()}`, 100);
    const race = await round(app, tokens, scarce, 4);
    const [left] = await handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, scarce));
    const placed = (await handle.db.select({ id: orders.id }).from(orders)).length;
    return {
      speed: { engine, orders: speed.ok, refused: speed.refused, seconds: speed.seconds, p50: speed.p50, p95: speed.p95 },
      oversell: { engine, submits: race.ok + race.refused, orders: race.ok, 'stock after': left!.stock, oversold: race.ok > 100 || left!.stock < 0 ? 'YES' : 'no', 'orders in db': placed },
    };
  } finally {
    await app.close();
    await handle.close();
  }
}

export async function ordersBench(): Promise<void> {
  const results = await onBenchEngines('order bench', benchEngine);
  printTable(
    `sureOrder, ${BUYERS} concurrent buyers × ${ORDERS_EACH} orders, one line each (targets: PGlite ≥ 50/s, PostgreSQL ≥ 200/s)`,
    results.map(({ speed: r }) => ({
      engine: r.engine,
      orders: r.orders,
      'orders/s': (r.orders / r.seconds).toFixed(0),
      p50: ms(r.p50),
      p95: ms(r.p95),
    })),
  );
  printTable('Oversell: 50 buyers × 4 submits for stock 100 (must be exactly 100 orders, stock 0)', results.map((r) => r.oversell));
}

if (process.argv[1]?.endsWith('orders.ts')) {
  ordersBench().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

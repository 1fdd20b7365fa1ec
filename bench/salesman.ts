/**
 * Salesman console (issue 15): one salesman with 200 customers and two years of their orders (the demo seed's
 * generator, `populateTerritory`), then each console read the screens make, one at a time through the real route
 * (app.inject: validation, who-is-asking, the SQL aggregates), on embedded PGlite and on a throwaway PostgreSQL
 * cluster. Prints p50 / p95 per call. Target: p95 < 200 ms for the report, the rankings and the customer list.
 *
 *   npm run bench            (all benches)      npx tsx bench/salesman.ts   (this one alone)
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { createDb } from '../src/server/db/client';
import { salesmanRegions, salesmen } from '../src/server/db/schema';
import { chinaDay } from '../src/model/date-range';
import { addDays, monthStart } from '../src/model/salesman-report';
import { demoPasswordHash } from '../src/server/db/seed/accounts';
import { orderableProducts, populateTerritory } from '../src/server/db/seed/salesman';
import { DEMO_TERRITORIES } from '../src/server/db/seed/salesman-data';
import { loginAs } from '../tests/server/helpers';
import { postgresUnavailable, startPostgres } from '../tests/server/pg-harness';
import { percentile, printTable } from './table';

const CUSTOMERS = 200;
const MONTHS = 24;
const ROUNDS = 30;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timed(app: FastifyInstance, token: string, url: string, rounds = ROUNDS): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < rounds + 3; i++) {
    const t0 = performance.now();
    const r = await app.inject({ url, headers: { token } });
    const elapsed = performance.now() - t0;
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.body.slice(0, 200)}`);
    if (i >= 3) times.push(elapsed); // the first three warm the caches
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function benchEngine(engine: string, url: string | undefined) {
  const handle = await createDb(url, { seed: 'small' });
  const app = buildApp({ db: handle.db, logger: false });
  await app.ready();
  try {
    const [me] = await handle.db
      .insert(salesmen)
      .values({ companyId: 1, username: `benchywy${Date.now()}`, passwordHash: await demoPasswordHash(), name: '压测业务员' })
      .returning({ id: salesmen.id, username: salesmen.username });
    const territory = [...DEMO_TERRITORIES.ywy01!, ...DEMO_TERRITORIES.ywy02!];
    await handle.db.insert(salesmanRegions).values(territory.map(({ province, city, area }) => ({ salesmanId: me!.id, province, city, area })));
    const t0 = performance.now();
    const made = await populateTerritory(
      handle.db,
      { salesmanId: me!.id, territory, customers: CUSTOMERS, months: MONTHS, seed: 4242, usernamePrefix: 'bench', today: new Date(), registrations: true },
      await orderableProducts(handle.db),
    );
    const seeded = (performance.now() - t0) / 1000;
    await handle.db.execute(sql`analyze`);
    const token = (await loginAs(app, me!.username)).token;
    const today = chinaDay(new Date());
    const twoYears = `start=${monthStart(today, -23)}&end=${today}`;
    const year = `start=${monthStart(today, -11)}&end=${today}`;
    const calls: [string, string][] = [
      ['home (salesmanIndex)', '/api/w1/salesmanIndex'],
      ['my customers, page 1', '/api/w1/salesmanCustomers?page=1&size=20'],
      ['my customers, keyword (pinyin)', '/api/w1/salesmanCustomers?keyword=dyf&page=1&size=20'],
      ['my customers, licence expiring', '/api/w1/salesmanCustomers?licence=expiring'],
      ['region customers', '/api/w1/clientRegion'],
      ['credit overview', '/api/w1/salesmanCredit'],
      ['customer orders, all tabs', '/api/w1/customerOrders?page=1&size=20'],
      ['sales report, 24 months', `/api/w1/salesReport?${twoYears}&granularity=month`],
      ['sales report, 90 days by day', `/api/w1/salesReport?start=${addDays(today, -89)}&end=${today}&granularity=day`],
      ['report by customer, 24 months', `/api/w1/salesReportByCustomer?${twoYears}`],
      ['report by product, 24 months', `/api/w1/salesReportByProduct?${twoYears}`],
      ['client TOP 10, 12 months', `/api/w1/clientTop?${year}`],
      ['product TOP 10, 12 months', `/api/w1/productTop?${year}`],
      ['product TOP 50 by quantity, 24 months', `/api/w1/productTop?${twoYears}&limit=50&sort=quantity`],
    ];
    const rows = [];
    for (const [what, path] of calls) {
      const t = await timed(app, token, path);
      rows.push({ engine, call: what, p50: ms(t.p50), p95: ms(t.p95), target: t.p95 < 200 ? 'ok' : 'OVER' });
    }
    const exp = await timed(app, token, `/api/w1/salesReportExport?${twoYears}`, 5);
    rows.push({ engine, call: 'export .xlsx, 24 months (5 runs)', p50: ms(exp.p50), p95: ms(exp.p95), target: '—' });
    return { rows, made, seeded };
  } finally {
    await app.close();
    await handle.close();
  }
}

export async function salesmanBench(): Promise<void> {
  const results = [await benchEngine('PGlite', 'memory://')];
  const missing = postgresUnavailable();
  if (missing === null) {
    const cluster = await startPostgres();
    try {
      results.push(await benchEngine('PostgreSQL', cluster.url));
    } finally {
      await cluster.stop();
    }
  } else console.log(`\n(PostgreSQL salesman bench skipped: ${missing})`);
  const { made } = results[0]!;
  printTable(
    `Salesman console: ${made.customers} customers, ${made.orders} orders (${made.lines} lines) over ${MONTHS} months, sequential, ${ROUNDS} runs each (target p95 < 200 ms)`,
    results.flatMap((r) => r.rows),
  );
  printTable('Generating that data (populateTerritory, bulk json inserts)', results.map((r, i) => ({ engine: i === 0 ? 'PGlite' : 'PostgreSQL', seconds: r.seeded.toFixed(1) })));
}

if (process.argv[1]?.endsWith('salesman.ts')) {
  salesmanBench().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

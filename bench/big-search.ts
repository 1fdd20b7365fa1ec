/**
 * `npm run bench -- --big`: productSearch at 100,000 products on a fresh in-memory PGlite.
 *
 * The indexed side is the real endpoint (app.inject of GET /api/w1/productSearch: count + ranked page with the
 * trigram GIN indexes). The scan side runs the same keywords as a plain ILIKE over the same seven columns (count +
 * page by sales) with index scans switched off, i.e. what the endpoint would cost without the index.
 */
import { sql } from 'drizzle-orm';
import { WEB_APP_ID } from '../src/model/constants';
import { buildApp } from '../src/server/app';
import { catalogueChanged } from '../src/server/notices/catalogue';
import { createDb, rowsOf, type Db } from '../src/server/db/client';
import { categories, products } from '../src/server/db/schema';
import { SUPPLIERS } from '../src/server/db/seed/catalogue-data';
import { buildProducts, type NewProduct } from '../src/server/db/seed/products';
import { percentile, printTable } from './table';

const TARGET = 100_000;
const BATCH = 1_000;
const ROUNDS = 30;

/** `target`: the modes the issue sets the targets for; the others are reported for honesty, not judged. */
const QUERIES: { mode: string; keyword: string; target: boolean }[] = [
  { mode: 'generic name', keyword: '阿莫西林胶囊', target: true },
  { mode: 'generic name', keyword: '布洛芬', target: true },
  { mode: 'pinyin initials', keyword: 'amxl', target: true },
  { mode: 'full pinyin', keyword: 'buluofen', target: true },
  { mode: 'approval number', keyword: '国药准字H13023964', target: true },
  { mode: 'approval number', keyword: 'Z20040063', target: true },
  { mode: 'manufacturer', keyword: '华润三九', target: false },
  { mode: 'typo (fuzzy fallback)', keyword: '阿莫西林交囊', target: false },
  { mode: '2-char name (no trigrams)', keyword: '头孢', target: false },
];

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Every distinct catalogue product once, then the same products from other suppliers until `TARGET`. */
export async function loadBig(db: Db): Promise<{ rows: number; seconds: number }> {
  const t0 = performance.now();
  const have = await db.$count(products);
  const cats = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const idOf = new Map(cats.map((c) => [c.name, c.id]));
  const base = buildProducts(TARGET, { today: new Date(), classIdOf: (sub) => idOf.get(sub) ?? 1 }, 7);
  const wanted = TARGET - have;
  const rows: NewProduct[] = [];
  for (let i = 0; i < wanted; i++) {
    const b = base[i % base.length]!;
    const copy = Math.floor(i / base.length);
    rows.push({ ...b, productCode: `BK${String(i + 1).padStart(7, '0')}`, supplier: SUPPLIERS[(copy + i) % SUPPLIERS.length] ?? b.supplier });
  }
  // Building the secondary indexes once after the load is much faster than updating nine GIN indexes per row.
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'products' and indexdef not ilike '%unique%'`),
  );
  for (const ix of indexes) await db.execute(sql.raw(`drop index "${ix.indexname}"`));
  let done = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(products).values(rows.slice(i, i + BATCH));
    done += Math.min(BATCH, rows.length - i);
    if (done % 20_000 === 0) console.log(`[big]   ${done.toLocaleString('en')} inserted (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }
  for (const ix of indexes) await db.execute(sql.raw(ix.indexdef));
  console.log(`[big]   ${indexes.length} indexes rebuilt (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  await db.execute(sql`analyze products`);
  return { rows: await db.$count(products), seconds: (performance.now() - t0) / 1000 };
}

function scanSql(keyword: string) {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = sql`(ty_name ilike ${like} or approval_number ilike ${like} or pinyin_initials ilike ${like}
    or pinyin_full ilike ${like} or manufacturer ilike ${like} or brand ilike ${like} or supplier ilike ${like})`;
  return {
    count: sql`select count(*) from products where ${where}`,
    page: sql`select * from products where ${where} order by sales desc, id limit 20`,
  };
}

async function timeIt(rounds: number, fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function planUsesIndex(db: Db, keyword: string): Promise<boolean> {
  const { searchWhere } = await import('../src/server/services/search');
  const { where } = searchWhere({ keyword });
  const plan = rowsOf<{ 'QUERY PLAN': string }>(
    await db.execute(sql`explain select count(*) from ${products} where ${where}`),
  );
  return plan.some((r) => /Bitmap Index Scan|Index Scan/.test(r['QUERY PLAN']));
}

export async function bigSearchBench(): Promise<void> {
  console.log(`\n[big] loading ${TARGET.toLocaleString('en')} products into a fresh in-memory PGlite…`);
  const handle = await createDb('memory://', { seed: 'full' });
  const db = handle.db;
  const loaded = await loadBig(db);
  console.log(`[big] ${loaded.rows.toLocaleString('en')} products loaded and analysed in ${loaded.seconds.toFixed(1)} s`);
  // Sequential rounds of one visitor, each a cache miss: the per-address rate limit would refuse them.
  const app = buildApp({ db, rateLimit: false });
  await app.ready();
  const token = (
    (await app.inject({ method: 'POST', url: '/api/w1/GetWebToken', payload: { appid: WEB_APP_ID } })).json() as {
      data: { api_token: string };
    }
  ).data.api_token;

  const rows: Record<string, string | number>[] = [];
  const all = { index: [] as number[], scan: [] as number[] };
  for (const q of QUERIES) {
    let total = 0;
    const indexed = await timeIt(ROUNDS, async () => {
      await catalogueChanged(db, 'stock'); // every round a miss of the read cache: the query itself is what is measured
      const res = await app.inject({
        method: 'GET',
        url: `/api/w1/productSearch?keyword=${encodeURIComponent(q.keyword)}&page=1&size=20`,
        headers: { token },
      });
      const body = res.json() as { code: number; data: { total: number } };
      if (body.code !== 200) throw new Error(`${q.keyword}: ${res.body}`);
      total = body.data.total;
    });
    const usesIndex = await planUsesIndex(db, q.keyword);
    const scan = scanSql(q.keyword);
    await db.execute(sql`set enable_indexscan = off`);
    await db.execute(sql`set enable_bitmapscan = off`);
    let scanTotal = 0;
    const scanned = await timeIt(Math.ceil(ROUNDS / 3), async () => {
      const [c] = rowsOf<{ count: number | string }>(await db.execute(scan.count));
      scanTotal = Number(c?.count ?? 0);
      await db.execute(scan.page);
    });
    await db.execute(sql`reset enable_indexscan`);
    await db.execute(sql`reset enable_bitmapscan`);
    if (q.target) {
      all.index.push(indexed.p95);
      all.scan.push(scanned.p95);
    }
    rows.push({
      mode: q.mode,
      keyword: q.keyword,
      'hits (index / ILIKE)': `${total} / ${scanTotal}`,
      'index p50': ms(indexed.p50),
      'index p95': ms(indexed.p95),
      'scan p50': ms(scanned.p50),
      'scan p95': ms(scanned.p95),
      'p95 ratio': `${(scanned.p95 / indexed.p95).toFixed(1)}x`,
      'plan uses index': usesIndex ? 'yes' : 'no',
      target: q.target ? 'yes' : '-',
    });
  }
  printTable(
    `productSearch at ${loaded.rows.toLocaleString('en')} products, embedded PGlite, sequential (index: ${ROUNDS} runs via the endpoint; scan: ${Math.ceil(ROUNDS / 3)} runs)`,
    rows,
  );
  const worst = Math.max(...all.index);
  const minRatio = Math.min(...all.scan.map((s, i) => s / (all.index[i] ?? 1)));
  console.log(
    `\ntarget modes (name, pinyin, approval number): worst index p95 ${ms(worst)} (target ≤ 20 ms, issue 14; was < 50 ms in issue 4: ${worst <= 20 ? 'met' : 'NOT met'}); ` +
      `smallest scan/index ratio ${minRatio.toFixed(1)}x (target >= 10x: ${minRatio >= 10 ? 'met' : 'NOT met'})`,
  );
  await app.close();
  await handle.close();
}

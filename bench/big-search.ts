/**
 * `npm run bench -- --big`: productSearch at 100,000 products on a fresh in-memory PGlite (the endpoint is now
 * answered by the in-process index, issue 30), suggestions, the index's reload and its memory at 100k and 1M.
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
import { CatalogueIndex, type IndexRow } from '../src/server/services/search/catalogue-index';
import { readCatalogue, searchIndexOf } from '../src/server/services/search/live';
import { pageRowsSettled } from '../src/server/services/search/rows';

const TARGET = 100_000;
const BATCH = 1_000;
const ROUNDS = 30;

/** Every mode has issue 30's target (p95 ≤ 20 ms at 100k). */
const QUERIES: { mode: string; keyword: string; target: boolean }[] = [
  { mode: '2-char name', keyword: '头孢', target: true },
  { mode: '2-char name', keyword: '感冒', target: true },
  { mode: 'generic name', keyword: '阿莫西林胶囊', target: true },
  { mode: 'generic name', keyword: '布洛芬', target: true },
  { mode: 'pinyin initials', keyword: 'amxl', target: true },
  { mode: 'full pinyin', keyword: 'buluofen', target: true },
  { mode: 'approval number', keyword: '国药准字H13023964', target: true },
  { mode: 'approval number', keyword: 'Z20040063', target: true },
  { mode: 'manufacturer', keyword: '华润三九', target: true },
  { mode: 'brand', keyword: '以岭', target: true },
  { mode: 'typo (fuzzy top-up)', keyword: '阿莫西林交囊', target: true },
  { mode: 'typo, pinyin', keyword: 'amoxilin', target: true },
];

const SUGGEST_KEYWORDS = ['阿', '阿莫', '感冒', 'amx', 'bu', '华润', '国药准字H1', 'Z2004'];

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
  const { searchWhere } = await import('../src/server/services/search/search');
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
  // Sequential rounds of one visitor, each a cache miss (no read cache: readCacheMs 0): the per-address rate limit
  // would refuse them.
  const app = buildApp({ db, rateLimit: false, readCacheMs: 0 });
  await app.ready();
  const token = (
    (await app.inject({ method: 'POST', url: '/api/w1/GetWebToken', payload: { appid: WEB_APP_ID } })).json() as {
      data: { api_token: string };
    }
  ).data.api_token;
  const ask = async (keyword: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/w1/productSearch?keyword=${encodeURIComponent(keyword)}&page=1&size=20`, headers: { token } });
    const body = res.json() as { code: number; data: { total: number } };
    if (body.code !== 200) throw new Error(`${keyword}: ${res.body}`);
    return body.data.total;
  };
  // The first search loads the index and starts reading the best sellers' rows ahead (services/search/rows.ts):
  // timed once here, then the rounds run after it (steady state), not beside it.
  const tFirst = performance.now();
  await ask(QUERIES[0]!.keyword);
  const firstMs = performance.now() - tFirst;
  await pageRowsSettled(db);
  console.log(`[big] first search (index load) ${ms(firstMs)}; best sellers' rows read ahead after ${ms(performance.now() - tFirst)}`);

  const rows: Record<string, string | number>[] = [];
  const all = { index: [] as number[], scan: [] as number[] };
  for (const q of QUERIES) {
    let total = 0;
    const indexed = await timeIt(ROUNDS, async () => {
      total = await ask(q.keyword);
    });
    // As the earlier passes timed it: an activities notice in every round (it also reloads the activity snapshot,
    // ~7 queries, which a store does at most once a second: promotions/activity-snapshot.ts SNAPSHOT_MS).
    const noticed = await timeIt(ROUNDS, async () => {
      await catalogueChanged(db, 'activities');
      await ask(q.keyword);
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
      'p95, a notice per round': ms(noticed.p95),
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
    `\nevery mode: worst index p95 ${ms(worst)} (target ≤ 20 ms, issue 30: ${worst <= 20 ? 'met' : 'NOT met'}); ` +
      `smallest scan/index ratio ${minRatio.toFixed(1)}x (target >= 10x: ${minRatio >= 10 ? 'met' : 'NOT met'})`,
  );
  const suggestTimes: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const k of SUGGEST_KEYWORDS) {
      await catalogueChanged(db, 'announcements'); // no effect on the index: the suggestion itself is measured
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/w1/searchSuggest?keyword=${encodeURIComponent(k)}`, headers: { token } });
      if (r > 0) suggestTimes.push(performance.now() - t0);
      if ((res.json() as { code: number }).code !== 200) throw new Error(`suggest ${k}: ${res.body}`);
    }
  }
  suggestTimes.sort((a, b) => a - b);
  const reload = searchIndexOf(db);
  await catalogueChanged(db, 'stock');
  await reload.current();
  printTable(`searchSuggest at ${loaded.rows.toLocaleString('en')} products (${SUGGEST_KEYWORDS.length} keywords × ${ROUNDS - 1} rounds), and the index's reload after a notice`, [
    { what: 'searchSuggest p50', result: ms(percentile(suggestTimes, 50)) },
    { what: 'searchSuggest p95 (target ≤ 10 ms)', result: ms(percentile(suggestTimes, 95)) },
    { what: 'index reload after a stock notice (read every product + build)', result: ms(reload.lastReloadMs()) },
  ]);
  await app.close();
  await indexMemory(db);
  await handle.close();
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

/**
 * Memory of the index at 100k (the loaded catalogue) and at 1M products (the same rows ten times over, each copy its
 * own codes, approval numbers and barcodes, so the per-product values grow as a real catalogue's would; the names,
 * makers and brands repeat, as they do). Heap and RSS before and after the build, rows read beforehand.
 */
async function indexMemory(db: Db): Promise<void> {
  const { rows, cats } = await readCatalogue(db);
  const out: Record<string, string>[] = [];
  for (const times of [1, 10]) {
    const all: IndexRow[] = [];
    for (let c = 0; c < times; c++) {
      for (const r of rows) {
        all.push(c === 0 ? r : { ...r, id: r.id + c * 1_000_000, productCode: `${r.productCode}-${c}`, approvalNumber: `${r.approvalNumber}${c}`, barcode: `69${c}${r.id}` });
      }
    }
    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage();
    const t0 = performance.now();
    const index = new CatalogueIndex();
    index.load(all, cats);
    const seconds = (performance.now() - t0) / 1000;
    (globalThis as { gc?: () => void }).gc?.();
    const after = process.memoryUsage();
    const times2: number[] = [];
    for (const q of QUERIES) {
      for (let r = 0; r < 5; r++) {
        const t = performance.now();
        index.search({ keyword: q.keyword }, 'default', 1, 20);
        times2.push(performance.now() - t);
      }
    }
    times2.sort((a, b) => a - b);
    out.push({
      products: all.length.toLocaleString('en'),
      'distinct values': index.valueCount.toLocaleString('en'),
      build: `${seconds.toFixed(1)} s`,
      'heap delta': mb(after.heapUsed - before.heapUsed),
      'RSS delta': mb(after.rss - before.rss),
      'index-only query p95 (all modes)': ms(percentile(times2, 95)),
    });
  }
  printTable('Search index memory (built in this process; run node with --expose-gc for exact heap numbers)', out);
}

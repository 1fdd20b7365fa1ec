/**
 * `npx tsx bench/profile-big.ts [--check]`: the 100,000-product catalogue of big-search.ts built in this process
 * (no database), and where a search's time goes: the index alone (its marking, collecting and sorting), facets, and
 * what the endpoint adds for a page of 20 (JSON and compression of a page of that size). `--check` prints a hash of
 * every query's answer (ids of the first pages, totals, facets) to compare an index change before and after.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zc } from 'node:zlib';
import { SUPPLIERS } from '../src/server/db/seed/catalogue-data';
import { SEED_PRODUCT_COUNT } from '../src/server/db/seed/catalogue';
import { buildProducts, type NewProduct } from '../src/server/db/seed/products';
import { CatalogueIndex, type IndexRow } from '../src/server/services/search/catalogue-index';
import { percentile } from './table';

const TARGET = 100_000;
const QUERIES = ['头孢', '感冒', '阿莫西林胶囊', '布洛芬', 'amxl', 'buluofen', '国药准字H13023964', 'H13023964', 'Z20040063', '华润三九', '以岭', '阿莫西林交囊', 'amoxilin', '国药准字', '国药准字H1', 'YC000001', 'BK0001234', '阿', 'a', '999'];

function rowsOf(): IndexRow[] {
  const today = new Date('2026-11-29T00:00:00Z');
  const ctx = { today, classIdOf: () => 1 };
  const seed = buildProducts(SEED_PRODUCT_COUNT.full, ctx);
  const base = buildProducts(TARGET, ctx, 7);
  const all: NewProduct[] = [...seed];
  for (let i = 0; all.length < TARGET; i++) {
    const b = base[i % base.length]!;
    const copy = Math.floor(i / base.length);
    all.push({ ...b, productCode: `BK${String(i + 1).padStart(7, '0')}`, supplier: SUPPLIERS[(copy + i) % SUPPLIERS.length] ?? b.supplier });
  }
  return all.map((p, i) => ({
    id: i + 1,
    productCode: p.productCode,
    tyName: p.tyName,
    tradeName: p.tradeName ?? '',
    pinyinInitials: p.pinyinInitials ?? '',
    pinyinFull: p.pinyinFull ?? '',
    approvalNumber: p.approvalNumber ?? '',
    manufacturer: p.manufacturer ?? '',
    brand: p.brand ?? '',
    supplier: p.supplier ?? '',
    barcode: p.barcode ?? '',
    classId: p.classId ?? 1,
    businessScope: p.businessScope ?? 0,
    drugType: p.drugType ?? 0,
    stock: p.stock ?? 0,
    isFailure: p.isFailure ?? 0,
    sales: p.sales ?? 0,
    validity: p.validity ?? '2027-01-01',
  }));
}

function time(fn: () => unknown, rounds = 40): { p50: number; p95: number } {
  fn();
  const t: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    fn();
    t.push(performance.now() - t0);
  }
  t.sort((a, b) => a - b);
  return { p50: percentile(t, 50), p95: percentile(t, 95) };
}

const rows = rowsOf();
const t0 = performance.now();
const index = new CatalogueIndex();
index.load(rows, [{ id: 1, parentId: null }]);
console.log(`built ${rows.length} products, ${index.valueCount} values in ${(performance.now() - t0).toFixed(0)} ms`);

const only = process.env.PROFILE_QUERY;
if (only) {
  const t = performance.now();
  let n = 0;
  while (performance.now() - t < 5_000) {
    index.search({ keyword: only }, 'default', 1, 20);
    n++;
  }
  console.log(`${only}: ${n} searches in 5 s, ${(5_000 / n).toFixed(2)} ms each`);
  process.exit(0);
}

if (process.argv.includes('--check')) {
  const h = createHash('sha256');
  const now = new Date('2026-11-29T00:00:00Z');
  for (const q of QUERIES) {
    for (const sort of ['default', 'sales'] as const) {
      for (const page of [1, 2, 50]) h.update(JSON.stringify(index.search({ keyword: q }, sort, page, 20, now)));
      h.update(JSON.stringify(index.search({ keyword: q, in_stock: 1 }, sort, 1, 20, now)));
    }
    h.update(JSON.stringify(index.facets({ keyword: q }, 30, now)));
    h.update(JSON.stringify(index.approvalsContaining(q, 10)));
  }
  console.log(`answers hash ${h.digest('hex')}`);
}

const page = JSON.stringify({ code: 200, data: { list: rows.slice(0, 20), total: 6048, page: 1, size: 20 } });
const json = time(() => JSON.stringify(JSON.parse(page)));
const br = time(() => brotliCompressSync(page, { params: { [zc.BROTLI_PARAM_QUALITY]: 4 } }));
console.log(`page of 20 (IndexRow-sized, ${page.length} B): JSON p95 ${json.p95.toFixed(2)} ms, brotli q4 p95 ${br.p95.toFixed(2)} ms`);
console.log('keyword | total | search p50 | search p95 | facets p95');
for (const q of QUERIES) {
  const total = index.search({ keyword: q }, 'default', 1, 20).total;
  const s = time(() => index.search({ keyword: q }, 'default', 1, 20));
  const f = time(() => index.facets({ keyword: q }, 30), 10);
  console.log(`${q} | ${total} | ${s.p50.toFixed(2)} | ${s.p95.toFixed(2)} | ${f.p95.toFixed(2)}`);
}

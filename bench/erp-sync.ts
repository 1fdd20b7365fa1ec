/**
 * ERP sync (issue 27): a full sync of N products (default 50,000) with base and client-type prices and two batches
 * each, pushed in calls of 5,000 rows through the open API's services (the signature costs one HMAC per call, not
 * per row), on embedded PGlite and on a throwaway PostgreSQL cluster; then stock updates a second (calls of 1,000
 * rows, one product's whole batch list each); and a buyer's listing (productSearch through the app) during a sync:
 * its p95. Targets: the sync ≤ 60 s, ≥ 1,000 stock updates/s, listing p95 ≤ 100 ms.
 *
 *   npm run bench (all benches)      npx tsx bench/erp-sync.ts [--rows=5000]   (this one alone)
 */
import { buildApp } from '../src/server/app';
import { createDb } from '../src/server/db/client';
import { chinaDay } from '../src/model/date-range';
import type { ProductRow } from '../src/contract/open';
import { upsertProducts } from '../src/server/services/open/products';
import { upsertPrices } from '../src/server/services/open/prices';
import { reportStock } from '../src/server/services/open/stock';
import { onBenchEngines } from './engines';
import { percentile, printTable } from './table';

const CALL = 5000;
const STOCK_CALL = 1000;
const day = (offset: number) => chinaDay(new Date(Date.now() + offset * 86_400_000));
const rowsArg = Number(process.argv.find((a) => a.startsWith('--rows='))?.slice('--rows='.length));
export const SYNC_ROWS = Number.isInteger(rowsArg) && rowsArg > 0 ? rowsArg : 50_000;

const product = (i: number): ProductRow => ({
  code: `SYNC-${i}`,
  generic_name: `同步测试药品${i % 997}`,
  spec: `${(i % 50) + 1}mg*24片`,
  unit: '盒',
  manufacturer: `测试制药${i % 300}有限公司`,
  approval_number: `国药准字H${String(20000000 + i)}`,
  storage: '密封保存',
  rx_class: ['处方药', '甲类OTC', '乙类OTC'][i % 3]!,
  category: '解热镇痛药',
  price: `${(i % 90) + 10}.50`,
});
const batches = (i: number, q: number) => [
  { batch_no: `${i}-A`, produced_on: day(-200), expires_on: day(100 + (i % 300)), quantity: q },
  { batch_no: `${i}-B`, produced_on: day(-20), expires_on: day(700), quantity: q + 10 },
];

async function inCalls<T>(n: number, size: number, make: (i: number) => T, push: (rows: T[]) => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  for (let from = 0; from < n; from += size) await push(Array.from({ length: Math.min(size, n - from) }, (_, k) => make(from + k)));
  return (performance.now() - t0) / 1000;
}

async function benchEngine(engine: string, url: string) {
  const handle = await createDb(url, { seed: 'small' });
  const db = handle.db;
  const app = buildApp({ db, logger: false, rateLimit: false });
  await app.ready();
  try {
    const products = await inCalls(SYNC_ROWS, CALL, product, (rows) => upsertProducts(db, rows));
    const prices = await inCalls(SYNC_ROWS, CALL, (i) => ({ code: `SYNC-${i}`, base_price: `${(i % 90) + 11}.00`, type_prices: [{ client_type: 2, price: `${(i % 90) + 9}.00` }] }), (rows) => upsertPrices(db, rows));
    const stock = await inCalls(SYNC_ROWS, CALL, (i) => ({ code: `SYNC-${i}`, batches: batches(i, 100) }), (rows) => reportStock(db, rows));
    const updates = Math.min(SYNC_ROWS, 20_000);
    const stockSeconds = await inCalls(updates, STOCK_CALL, (i) => ({ code: `SYNC-${i}`, batches: batches(i, 90) }), (rows) => reportStock(db, rows));
    // A buyer's listing while the products are pushed again (changed prices: every row is written).
    const times: number[] = [];
    let syncing = true;
    const listing = (async () => {
      while (syncing) {
        const t0 = performance.now();
        await app.inject({ url: '/api/w1/productSearch?keyword=' + encodeURIComponent('同步测试') + '&page=1&size=20' });
        times.push(performance.now() - t0);
      }
    })();
    await inCalls(Math.min(SYNC_ROWS, 20_000), CALL, (i) => ({ ...product(i), price: `${(i % 90) + 12}.00` }), (rows) => upsertProducts(db, rows));
    syncing = false;
    await listing;
    return {
      engine,
      rows: SYNC_ROWS,
      'products s': products.toFixed(1),
      'prices s': prices.toFixed(1),
      'batches s': stock.toFixed(1),
      'full sync s': (products + prices + stock).toFixed(1),
      'stock updates/s': (updates / stockSeconds).toFixed(0),
      'listing p95 during sync': `${percentile([...times].sort((a, b) => a - b), 95).toFixed(1)} ms (n=${times.length})`,
    };
  } finally {
    await app.close();
    await handle.close();
  }
}

export async function erpSyncBench(): Promise<void> {
  const results = await onBenchEngines('ERP sync bench', benchEngine);
  printTable(`ERP full sync of ${SYNC_ROWS} products (calls of ${CALL}), stock updates (calls of ${STOCK_CALL}); targets: sync ≤ 60 s, ≥ 1,000 updates/s, listing p95 ≤ 100 ms`, results);
}

if (process.argv[1]?.endsWith('erp-sync.ts')) {
  erpSyncBench().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

/**
 * `npm run bench`: prints tables, never asserts. Issue 14's requests/s ratios to hello-world and the stall test on
 * both engines (speed.ts), the size budgets; `npm run bench -- load`: 60 s of mixed traffic on both engines.
 * Then: widget bundle size beside the React floor; productSearch latency
 * and requests/s against a hello-world route on the same server; with `--big`, search at 100k products with the
 * trigram index beside a plain ILIKE scan (see big-search.ts); sureOrder orders/s and p95 under 50 concurrent buyers
 * on PGlite and PostgreSQL with an oversell check (orders.ts); the salesman console's reads at 200 customers
 * (salesman.ts); one store instance against two on PostgreSQL with the CPU each used, and what the shared limits
 * cost a request (scale.ts; alone: `npm run bench -- scale`); an ERP full sync of 50,000 products with prices and
 * batches, stock updates/s and a listing during a sync (erp-sync.ts; alone: `npm run bench -- erp-sync [--rows=N]`).
 * cost a request (scale.ts; alone: `npm run bench -- scale`). `npm run bench -- soak --minutes N [--engine pg]`:
 * mixed traffic for N minutes with the server's memory every minute (soak.ts).
 */
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { createDb } from '../src/server/db/client';
import { buildApp } from '../src/server/app';
import { bundleSizes } from './sizes';
import { latency, throughput, webToken } from './api';
import { printTable } from './table';
import { bigSearchBench } from './big-search';
import { batchUploadBench } from './batch-upload';
import { ordersBench } from './orders';
import { cartRenderBench } from './cart-render';
import { loadTable, onEngines, ratioTable, stallTable } from './speed';
import { budgetTable } from './budgets';
import { salesmanBench } from './salesman';
import { scaleBench } from './scale';
import { erpSyncBench } from './erp-sync';
import { soakBench } from './soak';
import { distinctSearchTable } from './distinct-search';

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  if (process.argv.includes('scale')) {
    await scaleBench();
    return;
  }
  if (process.argv.includes('erp-sync')) {
    await erpSyncBench();
    return;
  }
  if (process.argv.includes('soak')) {
    await soakBench(process.argv);
    return;
  }
  if (process.argv.includes('big')) {
    // `npm run bench -- big`: the 100,000-product search bench alone (`--big` runs it after everything else).
    await bigSearchBench();
    return;
  }
  if (process.argv.includes('distinct')) {
    await onEngines(distinctSearchTable);
    return;
  }
  buildIfNeeded();
  if (process.argv.includes('load')) {
    await onEngines((s, engine) => loadTable(s, engine));
    return;
  }
  await onEngines(async (s, engine) => {
    await ratioTable(s, engine);
    await distinctSearchTable(s, engine);
    await stallTable(s, engine);
  });
  budgetTable();
  printTable('Widget bundle (min / min+gzip)', (await bundleSizes()).map((r) => ({ bundle: r.what, min: r.min, gzip: r.gzip })));
  if (process.argv.includes('--speed-only')) return;

  const handle = await createDb('memory://');
  const app = buildApp({
    db: handle.db,
    logger: false,
    staticRoots: { site: 'dist/site', widgets: 'dist/widgets', hostDemo: 'host-demo' },
  });
  app.get('/bench/hello', async () => ({ code: 200, msg: 'ok', data: 'hello' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const s = { base, token: await webToken(base) };

  const queries = ['阿莫西林', 'amxl', '布洛芬', '国药准字H', '华润三九', '头孢', 'lhqw', '感冒'];
  const paths = queries.map((q) => `/api/w1/productSearch?keyword=${encodeURIComponent(q)}&page=1&size=20`);
  await latency(s, paths, 2); // warm-up
  const lat = await latency(s, paths, 25);
  const byMode = [
    ['generic name', '/api/w1/productSearch?keyword=' + encodeURIComponent('阿莫西林')],
    ['pinyin initials', '/api/w1/productSearch?keyword=amxl'],
    ['approval number', '/api/w1/productSearch?keyword=' + encodeURIComponent('国药准字H')],
    ['category browse', '/api/w1/productSearch?page=3&size=20'],
  ] as const;
  const rows = [{ query: `mixed (${queries.length} keywords)`, n: lat.n, p50: ms(lat.p50), p95: ms(lat.p95) }];
  for (const [label, p] of byMode) {
    const l = await latency(s, [p], 40);
    rows.push({ query: label, n: l.n, p50: ms(l.p50), p95: ms(l.p95) });
  }
  printTable('productSearch latency, 2,000 seeded products, embedded PGlite, sequential', rows);

  const hello = await throughput(s, '/bench/hello');
  const search = await throughput(s, paths[0]!);
  printTable('Throughput (autocannon, 20 connections, 5 s)', [
    { route: 'hello-world (same server)', 'req/s': hello.toFixed(0), ratio: '1.00' },
    { route: 'productSearch 阿莫西林', 'req/s': search.toFixed(0), ratio: (search / hello).toFixed(3) },
  ]);

  await batchUploadBench(base, await webToken(base), handle.db);

  const cart = await cartRenderBench(base, await webToken(base));
  printTable(`Cart page in chromium, ${cart.lines} lines (target: a change repaints within one frame, 16.7 ms)`, [
    { what: 'open /shopCart until the last row is on screen (median of 3)', result: ms(cart.loadMedianMs) },
    { what: 'click + on a line → new total painted, p50 of 10', result: ms(cart.repaintP50) },
    { what: 'the same, worst of 10', result: ms(cart.repaintMax) },
  ]);

  await app.close();
  await handle.close();
  await ordersBench();
  await salesmanBench();
  await scaleBench();
  await erpSyncBench();
  if (process.argv.includes('--big')) await bigSearchBench();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

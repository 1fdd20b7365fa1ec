/**
 * The server the speed bench drives, in its own process so the load generator does not share its thread:
 * the store app (full demo catalogue; PGlite in memory or BENCH_DATABASE_URL) and, on a second port, a plain
 * Fastify hello-world, the yardstick every ratio is taken against. Prints `PORTS <store> <hello>`.
 */
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { createDb } from '../src/server/db/client';
import { loggerFromEnv } from '../src/server/start/logging';

const url = process.env.BENCH_DATABASE_URL || 'memory://';
const handle = await createDb(url, { seed: 'full' });
// Behind the bench's load generator every virtual visitor has its own X-Forwarded-For (per-client limits apply).
const app = buildApp({
  db: handle.db,
  // Silent unless LOG_FILE names a file (the soak's server log, issue 34): then as `npm start` logs (LOG_LEVEL, redacted).
  logger: process.env.LOG_FILE ? loggerFromEnv({ LOG_LEVEL: process.env.LOG_LEVEL, LOG_FILE: process.env.LOG_FILE }) : false,
  trustProxy: true,
  // As a serving instance: the search warms before /readyz says ready, and the bench waits for that (speed.ts serve).
  warmSearch: true,
  limits: { loginPerMinute: 10_000, tokenPerMinute: 100_000 },
  staticRoots: { site: 'dist/site', widgets: 'dist/widgets', hostDemo: 'host-demo' },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const hello = Fastify({ logger: false });
hello.get('/', async () => ({ hello: 'world' }));
await hello.listen({ port: 0, host: '127.0.0.1' });
const portOf = (a: ReturnType<typeof app.server.address>) => (typeof a === 'object' && a ? a.port : 0);
process.stdout.write(`PORTS ${portOf(app.server.address())} ${portOf(hello.server.address())}\n`);
const shutdown = async () => {
  await app.close();
  await hello.close();
  await handle.close();
  process.exit(0);
};
// The bench stops this server with SIGTERM; a close that fails still ends it (exit 1, as the unhandled rejection did).
process.on('SIGTERM', () => {
  shutdown().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
});

// The soak (soak.ts) reads one memory sample a minute: `MEM <ms since start> <rss> <heapUsed> <external> <arrayBuffers>`.
if (Number(process.env.BENCH_MEMORY_EVERY_MS) > 0) {
  const started = Date.now();
  setInterval(() => {
    const m = process.memoryUsage();
    process.stdout.write(`MEM ${Date.now() - started} ${m.rss} ${m.heapUsed} ${m.external} ${m.arrayBuffers}\n`);
  }, Number(process.env.BENCH_MEMORY_EVERY_MS)).unref();
}

if (process.env.BENCH_LAG) {
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  setInterval(() => {
    process.stderr.write(`[lag] max ${(h.max / 1e6).toFixed(0)} ms p99 ${(h.percentile(99) / 1e6).toFixed(0)} ms\n`);
    h.reset();
  }, 1000).unref();
}

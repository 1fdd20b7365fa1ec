/**
 * `npm run bench -- soak --minutes N [--engine pg]` (issue 34): the mixed traffic of `load` (browse, search, cart,
 * submit; 30 clients) for N minutes against one server process, printing its memory every minute (RSS, JS heap,
 * external), then the traffic's table. PGlite runs on a data directory on disk like `npm start` (not in memory, so
 * the database's own pages are not counted as the server's growth); `--engine pg` on a throwaway PostgreSQL
 * cluster. What to look for: after the first minutes' warm-up, RSS and heap level off (see bench/README.md).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { postgresUnavailable, startPostgres } from '../tests/server/pg-harness';
import { loadTable, serve } from './speed';
import { printTable } from './table';

const MB = (n: number) => (n / 1024 / 1024).toFixed(1);

export async function soakBench(argv: string[]): Promise<void> {
  const at = argv.indexOf('--minutes');
  const minutes = at >= 0 ? Number(argv[at + 1]) : 10;
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error('--minutes N: a positive number of minutes');
  const onPg = argv.includes('--engine') && argv[argv.indexOf('--engine') + 1] === 'pg';
  const everyMs = Number(process.env.BENCH_MEMORY_EVERY_MS) || 60_000;
  const samples: { minute: string; 'rss MB': string; 'heap MB': string; 'external MB': string }[] = [];
  const onLine = (line: string) => {
    const m = /^MEM (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(line);
    if (!m) return;
    const row = { minute: (Number(m[1]) / 60_000).toFixed(1), 'rss MB': MB(Number(m[2])), 'heap MB': MB(Number(m[3])), 'external MB': MB(Number(m[4])) };
    samples.push(row);
    console.log(`[soak] ${row.minute} min: rss ${row['rss MB']} MB, heap ${row['heap MB']} MB, external ${row['external MB']} MB`);
  };
  const env = { BENCH_MEMORY_EVERY_MS: String(everyMs) };

  let stopDb: () => Promise<void>;
  let url: string;
  if (onPg) {
    const missing = postgresUnavailable();
    if (missing) throw new Error(`PostgreSQL: ${missing}`);
    const cluster = await startPostgres();
    url = cluster.url;
    stopDb = () => cluster.stop();
  } else {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'yc-soak-'));
    url = `file://${path.join(dir, 'pglite')}`;
    stopDb = () => rm(dir, { recursive: true, force: true });
  }
  const engine = onPg ? 'PostgreSQL (pool 10)' : 'PGlite (on disk)';
  const served = await serve(url, { env, onLine });
  try {
    await loadTable(served, `${engine}, soak`, Math.round(minutes * 60));
  } finally {
    await served.stop();
    await stopDb();
  }
  printTable(`Server memory every ${everyMs / 60_000} min, ${engine}`, samples);
}

/**
 * `npm run bench -- soak --minutes N [--engine pg]` (issue 34): the mixed traffic of `load` (browse, search, cart,
 * submit; 30 clients) for N minutes against one server process, printing its memory every minute (RSS, JS heap,
 * external) with the traffic of that minute (requests/s, refused, busy, errors so far), then the traffic's table
 * and the memory's range after the warm-up. PGlite runs on a data directory on disk like `npm start` (not in memory,
 * so the database's own pages are not counted as the server's growth); `--engine pg` on a throwaway PostgreSQL
 * cluster. What to look for: after the first minutes' warm-up, RSS and heap level off (see bench/README.md).
 * LOG_FILE (and LOG_LEVEL) give the server a log as `npm start` writes it; NODE_OPTIONS=--heapsnapshot-signal=SIGUSR2
 * lets `kill -USR2 <server pid>` (printed at the start) write a heap snapshot into the working directory.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { postgresUnavailable, startPostgres } from '../tests/server/pg-harness';
import { loadTable, newLoadCounts, serve } from './speed';
import { printTable } from './table';

const MB = (n: number) => (n / 1024 / 1024).toFixed(1);
/** Samples before this minute are the warm-up (start, seeding the catalogue's caches, the 30 logins). */
const WARM_UP_MINUTES = 5;

interface Sample {
  minute: number;
  rss: number;
  heap: number;
  external: number;
}

export async function soakBench(argv: string[]): Promise<void> {
  const at = argv.indexOf('--minutes');
  const minutes = at >= 0 ? Number(argv[at + 1]) : 10;
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error('--minutes N: a positive number of minutes');
  const onPg = argv.includes('--engine') && argv[argv.indexOf('--engine') + 1] === 'pg';
  const everyMs = Number(process.env.BENCH_MEMORY_EVERY_MS) || 60_000;
  const counts = newLoadCounts();
  const samples: Sample[] = [];
  const rows: Record<string, string | number>[] = [];
  let last = { at: Date.now(), requests: 0 };
  const onLine = (line: string) => {
    const m = /^MEM (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(line);
    if (!m) return;
    const sample = { minute: Number(m[1]) / 60_000, rss: Number(m[2]), heap: Number(m[3]), external: Number(m[4]) };
    samples.push(sample);
    const now = Date.now();
    const perS = ((counts.requests - last.requests) * 1000) / Math.max(1, now - last.at);
    last = { at: now, requests: counts.requests };
    const row = {
      minute: sample.minute.toFixed(1),
      'rss MB': MB(sample.rss),
      'heap MB': MB(sample.heap),
      'external MB': MB(sample.external),
      'req/s': perS.toFixed(1),
      'refused so far': counts.refused,
      'busy so far': counts.busy,
      'errors so far': counts.errors,
    };
    rows.push(row);
    console.log(
      `[soak] ${row.minute} min: rss ${row['rss MB']} MB, heap ${row['heap MB']} MB, external ${row['external MB']} MB, ${row['req/s']} req/s, ` +
        `refused ${counts.refused}, busy ${counts.busy}, errors ${counts.errors}`,
    );
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
  console.log(`[soak] ${engine}, server pid ${served.pid}, ${minutes} min`);
  try {
    await loadTable(served, `${engine}, soak`, Math.round(minutes * 60), counts);
  } finally {
    await served.stop();
    await stopDb();
  }
  printTable(`Server memory and traffic every ${everyMs / 60_000} min, ${engine}`, rows);
  printTable(`Memory after the ${WARM_UP_MINUTES}-minute warm-up, ${engine}`, [memoryRange(samples.filter((x) => x.minute >= WARM_UP_MINUTES))]);
}

/** Min, max and first/last of each measure after the warm-up. */
function memoryRange(xs: Sample[]): Record<string, string> {
  if (!xs.length) return { note: 'no sample after the warm-up' };
  const range = (f: (x: Sample) => number) => `${MB(Math.min(...xs.map(f)))}–${MB(Math.max(...xs.map(f)))}`;
  const ends = (f: (x: Sample) => number) => `${MB(f(xs[0]!))} → ${MB(f(xs[xs.length - 1]!))}`;
  return {
    minutes: `${xs[0]!.minute.toFixed(1)}–${xs[xs.length - 1]!.minute.toFixed(1)}`,
    'rss MB min–max': range((x) => x.rss),
    'rss MB first → last': ends((x) => x.rss),
    'heap MB min–max': range((x) => x.heap),
    'heap MB first → last': ends((x) => x.heap),
    'external MB min–max': range((x) => x.external),
  };
}

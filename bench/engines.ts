/**
 * Runs a bench on embedded PGlite, then on a throwaway PostgreSQL cluster when its binaries are there. PGlite runs on
 * a data directory in a temporary folder, as `npm start` runs it (.data/pglite): an in-memory PGlite copies its
 * growing files in memory, which a store never does, and would make a write-heavy bench measure that instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresUnavailable, startPostgres } from '../tests/server/pg-harness';

export async function onBenchEngines<T>(what: string, run: (engine: string, url: string) => Promise<T>): Promise<T[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'yc-bench-pglite-'));
  const results: T[] = [];
  try {
    results.push(await run('PGlite (data directory)', `file://${path.join(dir, 'pglite')}`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const missing = postgresUnavailable();
  if (missing === null) {
    const cluster = await startPostgres();
    try {
      results.push(await run('PostgreSQL (pool 10)', cluster.url));
    } finally {
      await cluster.stop();
    }
  } else console.log(`\n(PostgreSQL ${what} skipped: ${missing})`);
  return results;
}

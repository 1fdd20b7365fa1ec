/** Runs a bench on embedded PGlite, then on a throwaway PostgreSQL cluster when its binaries are there. */
import { postgresUnavailable, startPostgres } from '../tests/server/pg-harness';

export async function onBenchEngines<T>(what: string, run: (engine: string, url: string) => Promise<T>): Promise<T[]> {
  const results = [await run('PGlite (embedded)', 'memory://')];
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

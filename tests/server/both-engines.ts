import { afterAll, describe } from 'vitest';
import { startServer, type TestServer } from './helpers';
import { postgresUnavailable, startPostgres } from './pg-harness';

/**
 * Runs `suite` on embedded PGlite and again on a throwaway PostgreSQL cluster, whose concurrent connections expose
 * the races PGlite's one-query-at-a-time execution hides. Without PostgreSQL the second run is skipped locally and
 * fails under CI=true.
 */
export function onBothEngines(what: string, suite: (start: () => Promise<TestServer>) => void): void {
  describe('PGlite', () => suite(() => startServer()));
  const missing = postgresUnavailable();
  describe.skipIf(missing !== null && process.env.CI !== 'true')('PostgreSQL', () => {
    let stop: (() => Promise<void>) | undefined;
    afterAll(async () => stop?.());
    suite(async () => {
      if (missing) throw new Error(`Real-PostgreSQL ${what} test cannot run: ${missing}. CI=true forbids skipping it.`);
      const cluster = await startPostgres();
      stop = cluster.stop;
      return startServer({ url: cluster.url });
    });
  });
}

/**
 * Runs a suite on PGlite and on a throwaway real PostgreSQL cluster (PGlite runs one query at a time and hides
 * races). Without PostgreSQL binaries the second part is skipped locally but FAILS when CI=true.
 */
import { describe, it } from 'vitest';
import type { BuildAppOptions } from '../../../src/server/app';
import { startServer, type TestServer } from '../helpers';
import { postgresUnavailable, startPostgres } from '../pg-harness';

export type Start = () => Promise<TestServer>;

export function onBothEngines(suite: (start: Start) => void, app: Partial<BuildAppOptions> = {}): void {
  describe('PGlite', () => suite(() => startServer({ app })));

  const missing = postgresUnavailable();
  describe.skipIf(missing !== null && process.env.CI !== 'true')('PostgreSQL', () => {
    if (missing) {
      it('has a PostgreSQL server to test against', () => {
        throw new Error(`Real-PostgreSQL suite cannot run: ${missing}. CI=true forbids skipping it.`);
      });
      return;
    }
    suite(async () => {
      const cluster = await startPostgres();
      try {
        const server = await startServer({ url: cluster.url, app });
        return { ...server, close: () => server.close().finally(() => cluster.stop()) };
      } catch (err) {
        await cluster.stop();
        throw err;
      }
    });
  });
}

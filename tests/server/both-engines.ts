import { describe } from 'vitest';
import type { BuildAppOptions } from '../../src/server/app';
import { engineName } from './engine';
import { startServer, type TestServer } from './helpers';

export type Start = () => Promise<TestServer>;

/**
 * A suite that must hold on both engines. Its file is listed in tests/server/engines.ts, so it runs on PGlite in
 * the `server` vitest project and again on the run's PostgreSQL cluster in `server-pg`, whose concurrent
 * connections expose the races PGlite's one-query-at-a-time execution hides. Each start() is a fresh database
 * copied from the run's template.
 */
export function onBothEngines(what: string, suite: (start: Start) => void, app: Partial<BuildAppOptions> = {}): void {
  describe(`${what} on ${engineName()}`, () => suite(() => startServer({ app })));
}

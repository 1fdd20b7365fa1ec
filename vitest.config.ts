import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { postgresUnavailable } from './tests/server/pg-harness';
import { PGLITE_EXCLUDED, POSTGRES_FILES } from './tests/server/engines';
import { OWN_PROCESS_FILES } from './tests/server/isolation';
import { SERVER_TEST_ENV } from './tests/server/test-env';
import { UNIT_OWN_PROCESS } from './tests/unit/isolation';

// `npm test` (scripts/test.mjs sets YC_TEST_PG=1) and CI run the second engine; a bare `npx vitest run <file>`
// stays on PGlite unless YC_TEST_PG=1. Without PostgreSQL binaries it is left out, except with CI=true.
const withPostgres =
  process.env.CI === 'true' || (process.env.YC_TEST_PG === '1' && postgresUnavailable() === null);

// The suites hash passwords at a low scrypt cost (src/server/lib/password.ts, passwordCost): thousands of logins
// would otherwise spend most of the run in scrypt. Set here so the global setup's templates (seeded in this process)
// and every worker and server they start inherit it; the production cost has its own unit test.
process.env.NODE_ENV ??= 'test';
process.env.YAOCAI_PASSWORD_COST = 'test';

const server = {
  environment: 'node' as const,
  // Two files run at once on two cores, beside whatever else the machine runs: a test or a setup can take several
  // times its quiet time. A limit only bounds how long a failure takes to report.
  testTimeout: 120_000,
  hookTimeout: 300_000,
  // Migrates and seeds once per engine per run; each file starts from a copy (tests/server/engine.ts).
  globalSetup: ['tests/server/global-setup.ts'],
};

/**
 * A server project as two: the files that only call their own server share processes (`isolate: false`: modules
 * loaded and PGlite compiled once per process), those of tests/server/isolation.ts run in a process each (`-own`).
 * scripts/test.mjs runs a pair in one vitest call.
 */
function serverProjects(name: string, include: string[], exclude: string[], engineEnv: Record<string, string> = {}) {
  const env = { ...SERVER_TEST_ENV, ...engineEnv };
  const own = include.some((f) => f.includes('*')) ? OWN_PROCESS_FILES : include.filter((f) => OWN_PROCESS_FILES.includes(f));
  return [
    { test: { name, include, exclude: [...exclude, ...OWN_PROCESS_FILES], isolate: false, env: { ...env, YC_TEST_SHARED_PROCESS: '1' }, ...server } },
    { test: { name: `${name}-own`, include: own, exclude, env, ...server } },
  ];
}

/**
 * Projects: pure/browser-client units (node); the API server on PGlite (every server file, server + server-own);
 * the same server on real PostgreSQL (server-pg + server-pg-own: the files of tests/server/engines.ts, on one
 * throwaway cluster per run, a database per file copied from a template); React components (jsdom). Files run two
 * at a time (2 cores here); each server file has its own database, so they are independent.
 */
export default defineConfig({
  test: {
    passWithNoTests: true,
    maxWorkers: 2,
    projects: [
      // Pure and client-side units share processes (`isolate: false`: 58 s against 102 s for the project, measured
      // side by side on this machine); the files that mock modules, stub globals or fake timers get one each.
      ...(['unit', 'unit-own'] as const).map((name) => ({
        test: {
          name,
          include: name === 'unit' ? ['tests/unit/**/*.test.ts'] : UNIT_OWN_PROCESS,
          exclude: name === 'unit' ? UNIT_OWN_PROCESS : [],
          isolate: name !== 'unit',
          setupFiles: name === 'unit' ? ['tests/unit/shared-process-setup.ts'] : [],
          environment: 'node' as const,
          // A file transforming every contract module took 39 s under load. A limit only bounds how long a failure
          // takes to report.
          testTimeout: 180_000,
        },
      })),
      ...serverProjects('server', ['tests/server/**/*.test.ts'], PGLITE_EXCLUDED),
      ...(withPostgres ? serverProjects('server-pg', POSTGRES_FILES, [], { YC_TEST_ENGINE: 'pg' }) : []),
      {
        plugins: [react()],
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/components/setup.ts'],
          // Beside the e2e suite too (see unit).
          testTimeout: 120_000,
          environment: 'jsdom',
        },
      },
    ],
  },
});

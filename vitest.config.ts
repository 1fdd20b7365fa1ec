import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { postgresUnavailable } from './tests/server/pg-harness';
import { PGLITE_EXCLUDED, POSTGRES_FILES } from './tests/server/engines';

// `npm test` (scripts/test.mjs sets YC_TEST_PG=1) and CI run the second engine; a bare `npx vitest run <file>`
// stays on PGlite unless YC_TEST_PG=1. Without PostgreSQL binaries it is left out, except with CI=true.
const withPostgres =
  process.env.CI === 'true' || (process.env.YC_TEST_PG === '1' && postgresUnavailable() === null);

const server = {
  environment: 'node' as const,
  // Two files run at once on two cores: a test or a setup of many scrypt logins (N = 2^17) can take twice its quiet
  // time. A limit only bounds how long a failure takes to report.
  testTimeout: 120_000,
  hookTimeout: 300_000,
  // Migrates and seeds once per engine per run; each file starts from a copy (tests/server/engine.ts).
  globalSetup: ['tests/server/global-setup.ts'],
};

/**
 * Four projects: pure/browser-client units (node), the API server on PGlite (every server file), the same server
 * on real PostgreSQL (server-pg: the files of tests/server/engines.ts, on one throwaway cluster per run, a database
 * per file copied from a template), React components (jsdom). Files run two at a time (2 cores here); each server
 * file has its own database, so they are independent.
 */
export default defineConfig({
  test: {
    passWithNoTests: true,
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: { name: 'server', include: ['tests/server/**/*.test.ts'], exclude: PGLITE_EXCLUDED, ...server },
      },
      ...(withPostgres
        ? [{ test: { name: 'server-pg', include: POSTGRES_FILES, env: { YC_TEST_ENGINE: 'pg' }, ...server } }]
        : []),
      {
        plugins: [react()],
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/components/setup.ts'],
          testTimeout: 60_000,
          environment: 'jsdom',
        },
      },
    ],
  },
});

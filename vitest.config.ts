import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { postgresUnavailable } from './tests/server/pg-harness';

/** Server test files that already run on both engines themselves (they start their own PostgreSQL cluster). */
function bothEngineFiles(dir = 'tests/server'): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f))
    .filter((f) => /pg-harness|onBothEngines/.test(readFileSync(f, 'utf8')));
}

// `npm test` (scripts/test.mjs sets YC_TEST_PG=1) and CI run the second engine; a bare `npx vitest run <file>`
// stays on PGlite unless YC_TEST_PG=1. Without PostgreSQL binaries it is left out, except with CI=true.
const withPostgres =
  process.env.CI === 'true' || (process.env.YC_TEST_PG === '1' && postgresUnavailable() === null);

/**
 * Four projects: pure/browser-client units (node), API server against PGlite (node, one file at a time:
 * the machine has 2 cores and each PGlite instance takes a few hundred MB), the same server suites against real
 * PostgreSQL (server-pg: one throwaway cluster per run, a fresh database per file; files that already test both
 * engines themselves are left out of it), React components (jsdom).
 */
export default defineConfig({
  test: {
    passWithNoTests: true,
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
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'server-pg',
                include: ['tests/server/**/*.test.ts'],
                exclude: bothEngineFiles(),
                environment: 'node',
                env: { YC_TEST_ENGINE: 'pg' },
                globalSetup: ['tests/server/pg-global-setup.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
                fileParallelism: false,
              },
            },
          ]
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

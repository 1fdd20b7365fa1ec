/**
 * Global setup of the `server-pg` vitest project: one throwaway PostgreSQL cluster for the whole run. Each test
 * file then gets its own fresh database on it (tests/server/engine.ts), so every server suite runs on PGlite (the
 * `server` project) and on real PostgreSQL.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './pg-harness';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgres();
  project.provide('pgUrl', cluster.url);
  return () => cluster.stop();
}

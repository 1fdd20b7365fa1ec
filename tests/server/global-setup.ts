/**
 * Global setup of the server vitest projects: migrate and seed once per engine per run, so each test file starts
 * from a copy instead of migrating and seeding its own database (tests/server/engine.ts).
 * - `server` (PGlite): one data directory dump per seed size, in a temp folder; a file loads it (`loadDataDir`).
 * - `server-pg` (PostgreSQL): the run's one throwaway cluster, with one template database per seed size; a file
 *   gets `CREATE DATABASE … TEMPLATE yc_tpl_<seed>`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../src/server/db/client';
import { chinaDay } from '../../src/model/date-range';
import { startPostgres } from './pg-harness';
import { TEMPLATE_SEEDS, templateDatabase, type TemplateSeed } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the dump file of each seed size. */
    pgliteTemplates: Record<TemplateSeed, string>;
    /** PostgreSQL: the run's cluster (its `postgres` database); templates are `templateDatabase(seed)` on it. */
    pgUrl: string;
    /** The day (in China) the templates were seeded on: the demo data's dates are relative to it. */
    templateDay: string;
  }
}

/** What one engine's setup provides, kept for the other project of the same engine in this vitest process. */
interface Prepared {
  values: Partial<{ pgliteTemplates: Record<TemplateSeed, string>; pgUrl: string }>;
  teardown: () => unknown;
  users: number;
}
const shared = ((globalThis as { __ycTemplates?: Map<string, Promise<Prepared>> }).__ycTemplates ??= new Map());

/**
 * A server project and its `-own` half (vitest.config.ts serverProjects) run in one vitest call and each runs this
 * setup: the first prepares the engine's templates (and PostgreSQL's one cluster), the second reuses them, and the
 * last teardown removes them.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  project.provide('templateDay', chinaDay(new Date(started)));
  const onPostgres = project.config.env?.YC_TEST_ENGINE === 'pg';
  const key = onPostgres ? 'pg' : 'pglite';
  let prepared = shared.get(key);
  if (!prepared) {
    prepared = onPostgres ? postgresTemplates() : pgliteTemplates();
    shared.set(key, prepared);
    prepared.catch(() => shared.delete(key));
    await prepared;
    console.log(`[templates] ${onPostgres ? 'PostgreSQL' : 'PGlite'}: migrated and seeded ${TEMPLATE_SEEDS.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const p = await prepared;
  p.users += 1;
  if (p.values.pgliteTemplates) project.provide('pgliteTemplates', p.values.pgliteTemplates);
  if (p.values.pgUrl) project.provide('pgUrl', p.values.pgUrl);
  return async () => {
    p.users -= 1;
    if (p.users > 0) return;
    shared.delete(key);
    await p.teardown();
  };
}

async function pgliteTemplates(): Promise<Prepared> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'yc-tpl-'));
  const files = {} as Record<TemplateSeed, string>;
  for (const seed of TEMPLATE_SEEDS) {
    const handle = await createDb(undefined, { seed });
    try {
      const dump = await handle.dumpDataDir!();
      files[seed] = path.join(dir, `${seed}.tar`);
      writeFileSync(files[seed], new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await handle.close();
    }
  }
  return { values: { pgliteTemplates: files }, teardown: () => rmSync(dir, { recursive: true, force: true }), users: 0 };
}

async function postgresTemplates(): Promise<Prepared> {
  const cluster = await startPostgres();
  try {
    for (const seed of TEMPLATE_SEEDS) {
      const name = templateDatabase(seed);
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(cluster.url);
      url.pathname = `/${name}`;
      const handle = await createDb(url.href, { seed });
      await handle.close();
    }
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  return { values: { pgUrl: cluster.url }, teardown: () => cluster.stop(), users: 0 };
}

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

export default async function setup(project: TestProject) {
  const started = Date.now();
  project.provide('templateDay', chinaDay(new Date(started)));
  const onPostgres = project.config.env?.YC_TEST_ENGINE === 'pg';
  const teardown = onPostgres ? await postgresTemplates(project) : await pgliteTemplates(project);
  console.log(`[templates] ${onPostgres ? 'PostgreSQL' : 'PGlite'}: migrated and seeded ${TEMPLATE_SEEDS.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return teardown;
}

async function pgliteTemplates(project: TestProject) {
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
  project.provide('pgliteTemplates', files);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplates(project: TestProject) {
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
  project.provide('pgUrl', cluster.url);
  return () => cluster.stop();
}

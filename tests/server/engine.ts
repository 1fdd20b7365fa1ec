/**
 * Which database engine a server test file runs on, and a fresh database for it copied from the run's template
 * (tests/server/global-setup.ts). The `server` vitest project runs every file on in-memory PGlite; the `server-pg`
 * project (YC_TEST_ENGINE=pg) runs the files of tests/server/engines.ts on the run's PostgreSQL cluster.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '../../src/server/db/client';
import type { SeedSize } from '../../src/server/db/seed';
import { chinaDay } from '../../src/model/date-range';
import { residentPglite } from './resident-pglite';
import { isTemplateSeed, templateDatabase, type TemplateSeed } from './templates';

export const onPostgres = () => process.env.YC_TEST_ENGINE === 'pg';
export const engineName = () => (onPostgres() ? 'PostgreSQL' : 'PGlite');

let made = 0;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: inject('pgUrl') });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * A new database on the run's PostgreSQL cluster, copied from the seed's template when there is one (else empty);
 * drop() removes it (after the app closed its pool).
 */
export async function freshPgDatabase(seed: SeedSize | 'none' = 'none'): Promise<{ url: string; seeded: boolean; drop(): Promise<void> }> {
  const name = `yc_t${process.pid}_${Date.now().toString(36)}_${made++}`;
  const template = isTemplateSeed(seed) && templatesCurrent() ? templateDatabase(seed) : undefined;
  await admin((c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(inject('pgUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.href,
    seeded: template !== undefined,
    drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/**
 * A migrated and seeded database on this file's engine, copied from the run's template: PGlite loads the template's
 * data directory dump (no initdb, no seeding), PostgreSQL copies the template database. close() also drops it.
 */
export async function openTestDb(seed: SeedSize | 'none' = 'small', opts: { own?: boolean } = {}): Promise<DbHandle & { url?: string }> {
  if (onPostgres()) {
    const fresh = await freshPgDatabase(seed);
    const handle = await createDb(fresh.url, { seed: fresh.seeded ? 'none' : seed });
    return { ...handle, url: fresh.url, close: () => handle.close().finally(() => fresh.drop()) };
  }
  if (!isTemplateSeed(seed) || !templatesCurrent()) return createDb(undefined, { seed });
  // Files sharing a process (vitest.config.ts serverProjects) take turns on resident instances.
  // `own`: a file that takes the whole instance somewhere (a backup of its data directory) gets one of its own.
  if (process.env.YC_TEST_SHARED_PROCESS === '1' && !opts.own) return residentPglite(seed, () => pgliteTemplate(seed));
  return createDb(undefined, { seed: 'none', loadDataDir: pgliteTemplate(seed) });
}

/**
 * Whether the templates were seeded today (in China). The demo data is dated relative to its seed day (a licence
 * expiring in 5 days, an order placed yesterday): once a run crosses midnight, a file seeds its own database.
 */
function templatesCurrent(): boolean {
  return inject('templateDay') === chinaDay(new Date());
}

/** PGlite: the run's migrated and seeded data directory of a seed size, for `createDb`'s `loadDataDir`. */
export function pgliteTemplate(seed: TemplateSeed): Blob {
  return new Blob([readFileSync(inject('pgliteTemplates')[seed])]);
}

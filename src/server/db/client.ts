/**
 * Opens the database (in-memory PGlite, PGlite on disk, or PostgreSQL), runs the migrations and seeds an empty one.
 *   createDb()                      in-memory PGlite (tests)
 *   createDb('file://.data/pglite') PGlite on disk (a bare path works too)
 *   createDb('postgres://...')      node-postgres pool
 */
import { fileURLToPath } from 'node:url';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { prioritiseForeground } from './query-priority';
import { seedDatabase, type SeedSize } from './seed';
import type { Db } from './types';

export type { Db, Schema } from './types';

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data directory as one uncompressed tarball, which `loadDataDir` starts from. */
  dumpDataDir?(): Promise<Blob>;
}

export interface CreateDbOptions {
  /** Seed an empty database: 'full' (default, ~2,000 products), 'small' (a few hundred) or 'none'. */
  seed?: SeedSize | 'none';
  /**
   * PGlite only: start from this data directory dump (`PGlite.dumpDataDir`) instead of an empty cluster, e.g. a
   * migrated and seeded template. Skips initdb; the migrations still run (nothing to do when the dump is current).
   */
  loadDataDir?: Blob;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Trigram thresholds for the search operators `%` (similarity) and `<%` (word similarity). Set per connection
 * so the GIN indexes can serve the fuzzy match; 0.45 lets a one-letter pinyin typo through.
 */
const TRGM = { similarity_threshold: '0.3', word_similarity_threshold: '0.45' };
const TRGM_SETTINGS = Object.entries(TRGM)
  .map(([k, v]) => `SET pg_trgm.${k} = ${v};`)
  .join(' ');
/**
 * PostgreSQL cancels any statement running longer than this (DB_STATEMENT_TIMEOUT_MS, default 10 s), so one
 * pathological search cannot hold a connection for minutes. PGlite has no such timer (it runs in this thread):
 * there the in-flight caps of server/http/rate-limits.ts keep a queue from forming.
 */
export const STATEMENT_TIMEOUT_MS = Number(process.env.DB_STATEMENT_TIMEOUT_MS) > 0 ? Number(process.env.DB_STATEMENT_TIMEOUT_MS) : 10_000;
/**
 * A pooled connection not had within this (DB_CONNECT_TIMEOUT_MS, default 15 s: a partition, a full backlog; it
 * also bounds the wait for a free client of the pool) fails, and the request gets 503 (http/db-unavailable.ts)
 * instead of waiting with no end. Long enough that an overloaded but working pool still serves.
 */
const CONNECT_TIMEOUT_MS = Number(process.env.DB_CONNECT_TIMEOUT_MS) > 0 ? Number(process.env.DB_CONNECT_TIMEOUT_MS) : 15_000;
const TRGM_OPTIONS = [...Object.entries(TRGM).map(([k, v]) => `-c pg_trgm.${k}=${v}`), `-c statement_timeout=${STATEMENT_TIMEOUT_MS}`].join(' ');

export async function createDb(url?: string, opts: CreateDbOptions = {}): Promise<DbHandle> {
  const handle = url && /^postgres(ql)?:\/\//.test(url) ? await openPostgres(url) : await openPglite(url, opts.loadDataDir);
  try {
    const size = opts.seed ?? 'full';
    if (size !== 'none') await seedDatabase(handle.db, size);
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}

interface PgliteArtifacts {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}
let artifacts: Promise<PgliteArtifacts> | undefined;
/**
 * PGlite's WebAssembly compiled, and its file-system bundle read, once per process: every later database of the
 * process (test files sharing a worker, a test opening several) skips seconds of compiling.
 */
function pgliteArtifacts(): Promise<PgliteArtifacts> {
  artifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb, bundle] = await Promise.all(['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((f) => readFile(path.join(dist, f))));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([WebAssembly.compile(pglite!), WebAssembly.compile(initdb!)]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle!]) };
  })();
  // A failed read or compile is not kept.
  artifacts.catch(() => (artifacts = undefined));
  return artifacts;
}

async function openPglite(url: string | undefined, loadDataDir: Blob | undefined): Promise<DbHandle> {
  const dataDir = !url || url === 'memory://' ? undefined : url.replace(/^file:\/\//, '');
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(await pgliteArtifacts()),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
    await client.exec(TRGM_SETTINGS);
  } catch (err) {
    await client.close();
    throw err;
  }
  prioritiseForeground(client);
  return {
    // Each driver's drizzle instance has its own type; the services use the common Db.
    db: db as unknown as Db,
    driver: 'pglite',
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

const postgresUrls = new WeakMap<Db, string>();

/** The connection URL of a PostgreSQL handle (for a second connection such as the notice listener); none on PGlite. */
export const postgresUrlOf = (db: Db): string | undefined => postgresUrls.get(db);

async function openPostgres(url: string): Promise<DbHandle> {
  // The trigram thresholds travel as startup options, so every pooled connection has them from its first query.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: TRGM_OPTIONS, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  try {
    await migratePg(db, { migrationsFolder });
  } catch (err) {
    await pool.end();
    throw err;
  }
  // Each driver's drizzle instance has its own TypeScript type; the services are written against one: Db.
  const common = db as unknown as Db;
  postgresUrls.set(common, url);
  return { db: common, driver: 'postgres', close: () => pool.end() };
}

/** Rows of a raw `db.execute()` result; both drivers answer an object with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * A statement run by its name on PostgreSQL (node-postgres prepares it once per connection: no parse or plan per
 * call; for the statements every request runs), by its text on PGlite. `$1`… placeholders.
 */
export async function namedQuery<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: { query(q: unknown, v?: unknown[]): Promise<{ rows: T[] }> } }).$client;
  const result = isEmbedded(db) ? await client.query(text, values) : await client.query({ name, text, values });
  return result.rows;
}

/** Whether `db` is embedded PGlite (one query at a time, in this thread) rather than a PostgreSQL pool. */
export function isEmbedded(db: Db): boolean {
  // Db names no driver; the drizzle instance keeps its driver's client as $client (a pg Pool has connect()).
  const client = (db as unknown as { $client?: { connect?: unknown } }).$client;
  return typeof client?.connect !== 'function';
}

/**
 * PGlite databases kept alive from one test file to the next in a shared vitest process (`isolate: false`).
 *
 * Loading the run's template dump into a new PGlite costs 2–3 s of CPU (a 68 MB data directory and a cluster
 * start-up), once for every file. A file's database is instead put back to the template's state when the file closes
 * it: every public table truncated and refilled from a copy taken when the instance was loaded, every sequence set to
 * where the template had it. The next file of the process then sees exactly what a fresh copy would show (the same
 * rows, ids and sequence positions), for a few hundred milliseconds.
 *
 * A file's handle is its own view (a proxy) of the instance: after the file closed it, it fails like a closed PGlite.
 * An instance whose schema changed (a table, a column, an index or a trigger's state) is closed instead of reused:
 * the snapshot would no longer describe it.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { createDb, rowsOf, type Db, type DbHandle } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import type { TemplateSeed } from './templates';

interface Resident {
  handle: DbHandle;
  seed: TemplateSeed;
  schema: string;
  busy: boolean;
}

const residents: Resident[] = [];

/** The shape a snapshot describes: tables, columns, indexes and triggers with their enabled state. */
const SCHEMA_FINGERPRINT = sql.raw(`select md5(string_agg(x, '|' order by x)) as fp from (
  select 'c:' || table_name::text || '.' || column_name::text || ':' || data_type::text || ':' || is_generated::text as x
    from information_schema.columns where table_schema = 'public'
  union all select 'i:' || indexname || ':' || indexdef from pg_indexes where schemaname = 'public'
  union all select 't:' || tgname::text || ':' || tgenabled::text from pg_trigger t join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
) s`);

/** Copies every public table and every sequence's position into the schema yc_snap (once per instance). */
const TAKE_SNAPSHOT = sql.raw(`do $$ declare r record; begin
  create schema yc_snap;
  for r in select tablename from pg_tables where schemaname = 'public' loop
    execute format('create table yc_snap.%I as table public.%I', r.tablename, r.tablename);
  end loop;
  create table yc_snap."__sequences" as
    select schemaname, sequencename, coalesce(last_value, start_value) as value, last_value is not null as called
    from pg_sequences where schemaname = 'public';
end $$`);

/**
 * Puts the data back as the snapshot has it: triggers and foreign keys are off for the refill (session replication
 * role), generated columns are computed again, identity columns take the kept values.
 */
const RESTORE = sql.raw(`do $$ declare r record; cols text; begin
  set local session_replication_role = replica;
  execute (select 'truncate ' || string_agg(format('public.%I', tablename), ', ') from pg_tables where schemaname = 'public');
  for r in select tablename from pg_tables where schemaname = 'public' loop
    select string_agg(format('%I', column_name), ', ' order by ordinal_position) into cols
      from information_schema.columns where table_schema = 'public' and table_name = r.tablename and is_generated = 'NEVER';
    execute format('insert into public.%I (%s) overriding system value select %s from yc_snap.%I', r.tablename, cols, cols, r.tablename);
  end loop;
  for r in select * from yc_snap."__sequences" loop
    perform setval(format('%I.%I', r.schemaname, r.sequencename), r.value, r.called);
  end loop;
end $$`);

async function fingerprint(handle: DbHandle): Promise<string> {
  return String(rowsOf<{ fp: string }>(await handle.db.execute(SCHEMA_FINGERPRINT))[0]?.fp);
}

/** A template copy on PGlite: a resident instance put back to the template's state, or a new one. */
export async function residentPglite(seed: TemplateSeed, template: () => Blob): Promise<DbHandle> {
  let resident = residents.find((r) => !r.busy && r.seed === seed);
  if (!resident) {
    const handle = await createDb(undefined, { seed: 'none', loadDataDir: template() });
    await handle.db.execute(TAKE_SNAPSHOT);
    resident = { handle, seed, schema: await fingerprint(handle), busy: false };
    residents.push(resident);
  }
  const r = resident;
  r.busy = true;
  let closed = false;
  // The file's own view of the database (its own drizzle instance over the instance's client): once the file closed
  // it (a test taking the database away), every call is refused as a closed PGlite refuses it, while the instance
  // itself serves the next file.
  const client = (r.handle.db as unknown as { $client: PGlite }).$client;
  const leased = new Proxy(client, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => (closed ? Promise.reject(new Error('PGlite is closed')) : (value as (...a: unknown[]) => unknown).apply(target, args));
    },
  });
  const db = drizzle({ client: leased, schema }) as unknown as Db;
  return {
    ...r.handle,
    db,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        if ((await fingerprint(r.handle)) !== r.schema) throw new Error('schema changed');
        await r.handle.db.execute(RESTORE);
        r.busy = false;
      } catch {
        residents.splice(residents.indexOf(r), 1);
        await r.handle.close();
      }
    },
  };
}

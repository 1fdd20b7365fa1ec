/**
 * Which database engine a server test file runs on. The `server` vitest project uses in-memory PGlite; the
 * `server-pg` project (YC_TEST_ENGINE=pg) gives each file a fresh database on the run's PostgreSQL cluster.
 */
import pg from 'pg';
import { inject } from 'vitest';

export const onPostgres = () => process.env.YC_TEST_ENGINE === 'pg';

let made = 0;

/** A new empty database on the shared cluster; drop() removes it (after the app closed its pool). */
export async function freshPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = inject('pgUrl');
  const name = `yc_t${process.pid}_${Date.now().toString(36)}_${made++}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

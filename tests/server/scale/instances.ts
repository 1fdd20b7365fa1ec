/**
 * Two server instances on one PostgreSQL database, as two processes would run them: each loads its own copy of the
 * server's modules (vi.resetModules), so module-level caches, notice buses and listeners are not shared; only the
 * database (and its notices) connects them. The test file's own imports are a third party, like the operator CLI.
 */
import { vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BuildAppOptions } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import type { Notice } from '../../../src/server/notices/notice';
import { clients, salesmen } from '../../../src/server/db/schema';
import { issueSession } from '../../../src/server/services/accounts/sessions';
import { freshPgDatabase } from '../engine';

export interface Instance {
  app: FastifyInstance;
  db: Db;
  /** This instance's notice bus (its own module copy): what reaches its caches. */
  onNotice: (handler: (n: Notice) => void) => () => void;
  close(): Promise<void>;
}

/** One server instance with modules of its own on the database at `url` (migrated and seeded already). */
export async function isolatedInstance(url: string, opts: Partial<BuildAppOptions> = {}): Promise<Instance> {
  vi.resetModules();
  const { createDb } = await import('../../../src/server/db/client');
  const { buildApp } = await import('../../../src/server/app');
  const { onNotice } = await import('../../../src/server/notices/bus');
  const handle = await createDb(url, { seed: 'none' });
  const app = buildApp({ db: handle.db, checkResponses: true, ...opts });
  await app.ready();
  return {
    app,
    db: handle.db,
    onNotice,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

export interface Pair {
  url: string;
  a: Instance;
  b: Instance;
  close(): Promise<void>;
}

/** A fresh copy of the small demo database and two instances on it. */
export async function twoInstances(opts: Partial<BuildAppOptions> = {}): Promise<Pair> {
  const fresh = await freshPgDatabase('small');
  const a = await isolatedInstance(fresh.url, opts);
  const b = await isolatedInstance(fresh.url, opts);
  return {
    url: fresh.url,
    a,
    b,
    close: async () => {
      await Promise.allSettled([a.close(), b.close()]);
      await fresh.drop();
    },
  };
}

/** Polls `check` every 10 ms until it holds; answers how long that took, or throws after `withinMs`. */
export async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * A token bound to a demo account as login binds it, without the password check (scrypt costs 0.4 s a login; these
 * files test what happens to sessions after login, not login).
 */
export async function sessionOf(db: Db, username: string): Promise<string> {
  const [client] = await db.select({ id: clients.id, companyId: clients.companyId }).from(clients).where(eq(clients.username, username));
  if (client) return (await issueSession(db, Date.now(), { clientId: client.id, companyId: client.companyId, salesmanId: null, acting: false })).api_token;
  const [salesman] = await db.select({ id: salesmen.id }).from(salesmen).where(eq(salesmen.username, username));
  if (!salesman) throw new Error(`no demo account ${username}`);
  return (await issueSession(db, Date.now(), { clientId: null, companyId: null, salesmanId: salesman.id, acting: false })).api_token;
}

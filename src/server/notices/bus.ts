/**
 * The notice bus of this process. `publish` applies a notice to this process's caches at once (the in-process path,
 * all there is on embedded PGlite) and, on PostgreSQL, sends it with NOTIFY through the same handle, so inside a
 * transaction it reaches the other instances only if and when that transaction commits. Every instance's listener
 * (listener.ts) hands what arrives, its own notices included, to `applyNotice`: the own copy after the commit drops
 * what a read of this process may have kept between the write and its commit. Inside a transaction the notice is
 * also applied here again as the transaction ends, so this process's next read after the commit does not wait for it.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client';
import { encodeNotice, NOTICE_CHANNEL, type Notice } from './notice';

/** A database handle or a transaction: anything that can run a statement. */
type Handle = Pick<Db, 'execute'>;
type Handler = (notice: Notice) => void;
const handlers = new Set<Handler>();

/** Calls `handler` with every notice this process applies; answers the unsubscribe. */
export function onNotice(handler: Handler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/** Hands a notice to every cache of this process. A failing handler cannot stop the others. */
export function applyNotice(notice: Notice): void {
  for (const h of handlers) {
    try {
      h(notice);
    } catch {
      // A cache that cannot apply a notice is dropped by the next one or by its time limit.
    }
  }
}

const clientOf = (db: Handle): unknown => (db as unknown as { session?: { client?: unknown } }).session?.client;

/** Whether the handle is node-postgres (a pool, or a pooled client inside a transaction) rather than PGlite. */
function onPostgres(db: Handle): boolean {
  const client = clientOf(db);
  return client instanceof pg.Pool || client instanceof pg.Client;
}

/** Notices published inside the transaction a pooled client runs, applied again when it goes back to the pool. */
const onRelease = new WeakMap<pg.PoolClient, Notice[]>();

/**
 * Applies `notice` again once the transaction on `db` has ended (drizzle gives its client back to the pool right after
 * COMMIT or ROLLBACK, before the transaction's caller goes on). Applied at once, a notice can start a refresh that
 * reads the rows before the commit (the search index's per-product refresh); the listener's own copy comes some
 * milliseconds after the commit, and a search of this instance between the two would keep the old rows.
 */
function againAfterTransaction(db: Handle, notice: Notice): void {
  const client = clientOf(db) as pg.PoolClient | undefined;
  if (!(client instanceof pg.Client) || typeof client.release !== 'function') return;
  const queued = onRelease.get(client);
  if (queued) return void queued.push(notice);
  onRelease.set(client, [notice]);
  const release = client.release;
  client.release = function (this: pg.PoolClient, ...args: Parameters<pg.PoolClient['release']>) {
    client.release = release;
    const out = release.apply(this, args);
    const notices = onRelease.get(client) ?? [];
    onRelease.delete(client);
    for (const n of notices) applyNotice(n);
    return out;
  };
}

/** Applies `notice` here and, on PostgreSQL, tells every instance (on commit, when `db` is a transaction). */
export async function publish(db: Handle, notice: Notice): Promise<void> {
  applyNotice(notice);
  if (!onPostgres(db)) return;
  for (const payload of encodeNotice(notice)) await db.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${payload})`);
  againAfterTransaction(db, notice);
}

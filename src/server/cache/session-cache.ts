/**
 * Resolved sessions kept in memory, so a request with a known token costs no query (issue 14). Keyed by the token's
 * hash and the database it was read from. Every session write of this process goes through services/sessions.ts,
 * which evicts what it changed before it returns, so logout, login, acting-for, a password change and the purge take
 * effect at once; expiry needs no eviction (the entry keeps `expiresAt` and the auth hook compares it on every
 * request). A read that raced a write (began before it, finished after) is not kept: every write moves `epoch`.
 *
 * One process: another process writing the same PostgreSQL database (a second server) cannot evict these entries;
 * run one API process per database, or set SESSION_CACHE_MS low (see ARCHITECTURE "Speed").
 */

/** What eviction looks at; services/sessions.ts stores its SessionView (which has these and more). */
export interface CachedSession {
  id: number;
  clientId: number | null;
  salesmanId: number | null;
  acting: boolean;
  expiresAt: Date;
}

export const SESSION_CACHE_MAX = 50_000;
/** An entry is re-read from the database after this long even without a write (bounds a foreign writer's effect). */
export const SESSION_CACHE_MS = Number(process.env.SESSION_CACHE_MS) >= 0 && process.env.SESSION_CACHE_MS !== undefined
  ? Number(process.env.SESSION_CACHE_MS)
  : 5 * 60_000;

interface Entry {
  owner: object;
  view: CachedSession;
  at: number;
}

const entries = new Map<string, Entry>();
let epoch = 0;

export const sessionCacheEpoch = () => epoch;

export function cachedSession<V extends CachedSession>(owner: object, tokenHash: string, now = Date.now()): V | undefined {
  const e = entries.get(tokenHash);
  if (!e || e.owner !== owner) return undefined;
  if (now - e.at > SESSION_CACHE_MS) {
    entries.delete(tokenHash);
    return undefined;
  }
  // Map order is insertion order: re-inserting makes this the most recently used.
  entries.delete(tokenHash);
  entries.set(tokenHash, e);
  return e.view as V;
}

/** Keeps a read unless a session write happened since `readEpoch` (taken before the query). */
export function keepSession(owner: object, tokenHash: string, view: CachedSession, readEpoch: number, now = Date.now()): void {
  if (readEpoch !== epoch || SESSION_CACHE_MS === 0) return;
  entries.set(tokenHash, { owner, view, at: now });
  if (entries.size > SESSION_CACHE_MAX) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
}

/** Drops every entry the predicate names (a session write is rare next to reads: a scan is fine). */
export function evictSessions(match: (view: CachedSession) => boolean): void {
  epoch += 1;
  for (const [hash, e] of entries) if (match(e.view)) entries.delete(hash);
}

/** Tests that write the sessions table directly (simulating another writer) call this. */
export function clearSessionCache(): void {
  epoch += 1;
  entries.clear();
}

export const sessionCacheSize = () => entries.size;

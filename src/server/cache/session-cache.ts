/**
 * Resolved sessions kept in memory, so a request with a known token costs no query (issue 14). Keyed by the token's
 * hash and the database it was read from. Every session write goes through services/accounts/sessions.ts, which publishes a
 * notice (notices/bus.ts): this process drops what changed at once, every other instance when the notice arrives
 * through PostgreSQL LISTEN (well within a second), and everything after its listener reconnects. Expiry needs no
 * eviction (the entry keeps `expiresAt` and the auth hook compares it on every request). A read that raced a write
 * (began before it, finished after) is not kept: every eviction moves `epoch`.
 *
 * Only reads may use an entry: a request that writes reads its session through (auth hook), so no instance acts on
 * a session older than the request that changed it, whether or not a notice has arrived (ARCHITECTURE "Trust").
 */
import { onNotice } from '../notices/bus';
import type { Notice } from '../notices/notice';

/** What eviction looks at; services/accounts/sessions.ts stores its SessionView (which has these and more). */
export interface CachedSession {
  id: number;
  clientId: number | null;
  salesmanId: number | null;
  acting: boolean;
  expiresAt: Date;
}

export const SESSION_CACHE_MAX = 50_000;
/** An entry is re-read from the database after this long even without a notice (bounds a write nobody announced). */
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
  sweepExpired(now);
  entries.set(tokenHash, { owner, view, at: now });
  if (entries.size > SESSION_CACHE_MAX) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
}

/**
 * Lets go of the least recently used entries while they are past SESSION_CACHE_MS (a hit moves an entry to the end
 * without renewing it, so this stops at the first live one; the count bound catches any left behind). Without it a
 * visitor's session, read once, stayed until 50,000 newer ones pushed it out.
 */
function sweepExpired(now: number): void {
  for (const [hash, e] of entries) {
    if (now - e.at <= SESSION_CACHE_MS) break;
    entries.delete(hash);
  }
}

/** Drops every entry the predicate names (a session write is rare next to reads: a scan is fine). */
function evictSessions(match: (view: CachedSession) => boolean): void {
  epoch += 1;
  for (const [hash, e] of entries) if (match(e.view)) entries.delete(hash);
}

function applySessionNotice(n: Notice): void {
  if (n.kind === 'sessions') {
    const ids = new Set(n.ids);
    evictSessions((v) => ids.has(v.id));
  } else if (n.kind === 'clients') {
    const ids = new Set(n.ids);
    evictSessions((v) => v.clientId !== null && ids.has(v.clientId));
  } else if (n.kind === 'expired') {
    evictSessions((v) => v.expiresAt.getTime() < n.before);
  } else if (n.kind === 'everything') {
    clearSessionCache();
  }
}
onNotice(applySessionNotice);

/** Tests that write the sessions table directly (simulating another writer) call this. */
export function clearSessionCache(): void {
  epoch += 1;
  entries.clear();
}

export const sessionCacheSize = () => entries.size;

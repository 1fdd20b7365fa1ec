/**
 * Answers of read-only catalogue endpoints kept in memory for a short while (issue 14): search, facets, product
 * detail, home, zones, brands, announcements. The key names the endpoint, its normalised input and the viewer
 * class (viewer-class.ts), never a person: two viewers of one class are shown exactly the same answer, so a price
 * can never reach a viewer who may not see it.
 *
 * Freshness: an entry dies when the catalogue version moves (every stock, product or content write of this
 * process calls `catalogueChanged()` after it) or after `READ_CACHE_MS` (default 5 s), which bounds what a write
 * this process did not see (another process, or a transaction that committed after a read began) can leave behind.
 * Concurrent misses of one key share one computation. Entries are few (bounded LRU).
 */
import { markShared } from './shared-answers';

export const READ_CACHE_MS = Number(process.env.READ_CACHE_MS) >= 0 && process.env.READ_CACHE_MS !== undefined
  ? Number(process.env.READ_CACHE_MS)
  : 5_000;
export const READ_CACHE_MAX = 5_000;

let version = 0;

/** Call after any write to products, prices, stock, categories, zones, banners or announcements. */
export function catalogueChanged(): void {
  version += 1;
}

export const catalogueVersion = () => version;

/** Awaits a write, then says the catalogue changed (only once it has committed: a refused write changes nothing). */
export async function changingCatalogue<T>(write: Promise<T>): Promise<T> {
  const done = await write;
  catalogueChanged();
  return done;
}

interface Entry {
  version: number;
  at: number;
  value: Promise<unknown>;
}

export interface ReadCache {
  /** The cached answer for `key`, or `load()`'s (shared by concurrent callers; a failure is not kept). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Whether `key` holds a fresh answer (a hit costs no query). */
  has(key: string): boolean;
  clear(): void;
  readonly size: number;
  readonly stats: { hits: number; misses: number };
}

export function createReadCache(ttlMs = READ_CACHE_MS, max = READ_CACHE_MAX): ReadCache {
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0 };
  const fresh = (e: Entry | undefined, now: number): e is Entry => !!e && e.version === version && now - e.at <= ttlMs;

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const e = entries.get(key);
      if (fresh(e, now)) {
        stats.hits += 1;
        return e.value as Promise<T>;
      }
      stats.misses += 1;
      if (ttlMs === 0) return load();
      const started = version;
      const value = load().then(markShared);
      const entry: Entry = { version: started, at: now, value };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    has(key: string): boolean {
      return fresh(entries.get(key), Date.now());
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    stats,
  };
}

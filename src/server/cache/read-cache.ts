/**
 * Answers of read-only catalogue endpoints kept in memory for a short while (issue 14): search, facets, product
 * detail, home, zones, brands, announcements. The key names the answer's kind, the endpoint's normalised input and
 * the viewer class (viewer-class.ts), never a person: two viewers of one class are shown exactly the same answer, so
 * a price can never reach a viewer who may not see it.
 *
 * Freshness: a catalogue notice (notices/catalogue.ts; this instance's own at once, another instance's within
 * milliseconds through PostgreSQL LISTEN) drops the kinds of answer its topics change (catalogue-topics.ts); a
 * listener that reconnects drops everything. `READ_CACHE_MS` (default 5 s) still bounds what a write nobody
 * announced can leave behind. A load that began before a notice of its kind is not kept. Concurrent misses of one
 * key share one computation. Entries are few: at most READ_CACHE_MAX, and every miss first lets go of the answers
 * past their time (the map is in the order they were made), so an idle key holds no memory after READ_CACHE_MS
 * (issue 34: the soak's growth was thousands of expired answers waiting to be pushed out by the count alone).
 */
import { onNotice } from '../notices/bus';
import type { Notice } from '../notices/notice';
import { ANSWER_KINDS, KINDS_CHANGED_BY, kindOfKey } from './catalogue-topics';
import { markShared } from './shared-answers';

export const READ_CACHE_MS = Number(process.env.READ_CACHE_MS) >= 0 && process.env.READ_CACHE_MS !== undefined
  ? Number(process.env.READ_CACHE_MS)
  : 5_000;
export const READ_CACHE_MAX = 5_000;

interface Entry {
  kind: string;
  epoch: number;
  at: number;
  value: Promise<unknown>;
}

export interface ReadCache {
  /** The cached answer for `key`, or `load()`'s (shared by concurrent callers; a failure is not kept). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Whether `key` holds a fresh answer (a hit costs no query). */
  has(key: string): boolean;
  clear(): void;
  /** Stops listening to notices (the app closed). */
  close(): void;
  readonly size: number;
  readonly stats: { hits: number; misses: number };
}

export function createReadCache(ttlMs = READ_CACHE_MS, max = READ_CACHE_MAX): ReadCache {
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0 };
  /** Per answer kind, how many notices dropped it; a key of an unknown kind uses `other`, moved by every notice. */
  const epochs = new Map<string, number>(ANSWER_KINDS.map((k) => [k, 0]));
  let other = 0;
  const epochOf = (kind: string) => epochs.get(kind) ?? other;
  const fresh = (e: Entry | undefined, now: number): e is Entry => !!e && e.epoch === epochOf(e.kind) && now - e.at <= ttlMs;

  const drop = (kinds: ReadonlySet<string> | 'all') => {
    if (kinds === 'all') {
      for (const k of ANSWER_KINDS) epochs.set(k, epochOf(k) + 1);
      entries.clear();
    } else {
      // A key of an unknown kind is dropped too.
      for (const k of kinds) epochs.set(k, epochOf(k) + 1);
      for (const [key, e] of entries) if (kinds.has(e.kind) || !epochs.has(e.kind)) entries.delete(key);
    }
    other += 1;
  };
  const applyCatalogueNotice = (n: Notice) => {
    if (n.kind === 'everything') drop('all');
    else if (n.kind === 'catalogue') drop(new Set(n.topics.flatMap((t) => KINDS_CHANGED_BY[t])));
  };
  const unsubscribe = onNotice(applyCatalogueNotice);
  /** Entries are kept in the order they were made (a miss re-inserts): the expired ones are at the front. */
  const sweepExpired = (now: number) => {
    for (const [key, e] of entries) {
      if (now - e.at <= ttlMs) break;
      entries.delete(key);
    }
  };

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
      sweepExpired(now);
      const kind = kindOfKey(key);
      const entry: Entry = { kind, epoch: epochOf(kind), at: now, value: load().then(markShared) };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value as Promise<T>;
    },
    has(key: string): boolean {
      return fresh(entries.get(key), Date.now());
    },
    clear() {
      entries.clear();
    },
    close: unsubscribe,
    get size() {
      return entries.size;
    },
    stats,
  };
}

/**
 * A logged-in client's own search history: its latest distinct keywords. "Clear" records a moment instead of
 * deleting rows, so the hot keywords of publicHeader keep counting past searches.
 */
import { and, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchHistory, searchHistoryClears } from '../../db/schema';

export const HISTORY_LIMIT = 10;
/** Buffered searches are written this long after the first of them (one insert for many). */
export const HISTORY_FLUSH_MS = 250;

/**
 * A search is recorded off its request's critical path (issue 14: no write on a GET): rows wait here per database
 * and go in one insert shortly after, or at once before anything reads or clears the history.
 */
interface Pending {
  rows: { clientId: number; keyword: string }[];
  timer?: ReturnType<typeof setTimeout>;
  writing: Promise<void>;
}
const pending = new WeakMap<Db, Pending>();

export function recordSearch(db: Db, clientId: number, keyword: string): void {
  let p = pending.get(db);
  if (!p) pending.set(db, (p = { rows: [], writing: Promise.resolve() }));
  // Stamped by the database at the insert (one clock with clearHistory's).
  p.rows.push({ clientId, keyword: keyword.trim() });
  if (!p.timer) {
    p.timer = setTimeout(() => void flushSearches(db).catch(() => {}), HISTORY_FLUSH_MS);
    p.timer.unref?.();
  }
}

/** Writes the buffered searches of `db` (and waits for a write already under way). */
export async function flushSearches(db: Db): Promise<void> {
  const p = pending.get(db);
  if (!p) return;
  if (p.timer) clearTimeout(p.timer);
  p.timer = undefined;
  const rows = p.rows.splice(0);
  const previous = p.writing;
  p.writing = previous.then(async () => {
    if (rows.length) await db.insert(searchHistory).values(rows);
  });
  await p.writing;
}

export async function listHistory(db: Db, clientId: number, limit = HISTORY_LIMIT): Promise<string[]> {
  await flushSearches(db);
  const clearedAt = sql`coalesce((select ${searchHistoryClears.clearedAt} from ${searchHistoryClears} where ${searchHistoryClears.clientId} = ${clientId}), '-infinity'::timestamptz)`;
  const rows = await db
    .select({ keyword: searchHistory.keyword, last: max(searchHistory.createdAt) })
    .from(searchHistory)
    .where(and(eq(searchHistory.clientId, clientId), gt(searchHistory.createdAt, clearedAt)))
    .groupBy(searchHistory.keyword)
    .orderBy(desc(max(searchHistory.createdAt)), desc(max(searchHistory.id)))
    .limit(limit);
  return rows.map((r) => r.keyword);
}

/** The database clock (microseconds), the same one that stamps the searches. */
export async function clearHistory(db: Db, clientId: number): Promise<void> {
  await flushSearches(db);
  await db
    .insert(searchHistoryClears)
    .values({ clientId, clearedAt: sql`now()` })
    .onConflictDoUpdate({ target: searchHistoryClears.clientId, set: { clearedAt: sql`now()` } });
}

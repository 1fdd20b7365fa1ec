/**
 * A logged-in client's own search history: its latest distinct keywords. "Clear" records a moment instead of
 * deleting rows, so the hot keywords of publicHeader keep counting past searches.
 */
import { and, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { searchHistory, searchHistoryClears } from '../db/schema';

export const HISTORY_LIMIT = 10;

export async function listHistory(db: Db, clientId: number, limit = HISTORY_LIMIT): Promise<string[]> {
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
  await db
    .insert(searchHistoryClears)
    .values({ clientId, clearedAt: sql`now()` })
    .onConflictDoUpdate({ target: searchHistoryClears.clientId, set: { clearedAt: sql`now()` } });
}

/**
 * Fixed-window abuse counters in the database (table rate_counters): `hit` adds one and answers the new count in
 * one atomic upsert, so concurrent requests each see a distinct count and at most `limit` of them pass, on PGlite
 * and on PostgreSQL with several server processes alike.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateCounters } from '../../db/schema';
import { ApiError } from '../../errors';

/** Adds `amount` (one event by default) to `key` and answers the current window's total (this one included). */
export async function hit(db: Db, key: string, windowMs: number, now = Date.now(), amount = 1): Promise<number> {
  return (await hitWindow(db, key, windowMs, now, amount)).count;
}

/** `hit`, answering also when the window ends (ms epoch). */
export async function hitWindow(db: Db, key: string, windowMs: number, now = Date.now(), amount = 1): Promise<{ count: number; resetAt: number }> {
  const at = new Date(now);
  const expired = sql`${rateCounters.resetAt} <= ${at.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, count: amount, resetAt: new Date(now + windowMs) })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${expired} then ${amount}::int else ${rateCounters.count} + ${amount}::int end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateCounters.resetAt} end`,
      },
    })
    .returning({ count: rateCounters.count, resetAt: rateCounters.resetAt });
  return { count: row?.count ?? amount, resetAt: row?.resetAt.getTime() ?? now + windowMs };
}

/** Takes one event back (a login that turned out right is not a failure). Never below zero. */
export async function giveBack(db: Db, key: string): Promise<void> {
  await db
    .update(rateCounters)
    .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
    .where(eq(rateCounters.key, key));
}

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** Counts one event against every limit; the first one over its maximum refuses with `message` (code 429). */
export async function spend(db: Db, limits: Limit[], message: string, now = Date.now()): Promise<void> {
  for (const l of limits) {
    if ((await hit(db, l.key, l.windowMs, now)) > l.max) throw new ApiError(429, message);
  }
}

export async function purgeCounters(db: Db, now = Date.now()): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.resetAt, new Date(now)));
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

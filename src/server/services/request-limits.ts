/**
 * The expensive endpoints' limits shared by every server instance on one PostgreSQL database (table
 * request_limits): a fixed window per path and client, and a client's slots for requests in flight, each slot a
 * lease `<expires ms>:<id>`. `admit` is ONE statement: it counts the request in its window and, while the window
 * holds, takes a slot only if fewer than `cap` live leases remain, so concurrent requests on several instances never
 * pass either limit. `release` removes the lease when the request ends; an instance that dies leaves leases that
 * expire after LEASE_MS, longer than any request may run (the lane's wait plus the statement timeout).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

export const LEASE_MS = 60_000;

export interface Admission {
  /** The request's number in its window (this one included). */
  count: number;
  /** Its lease, or null: refused (over the window, or `cap` requests of the client in flight). */
  lease: string | null;
}

const live = (now: number) => sql.raw(`array(select l from unnest(request_limits.leases) l where split_part(l, ':', 1)::bigint > ${now})`);

export async function admit(
  db: Db,
  o: { windowKey: string; max: number; windowMs: number; slotKey: string; cap: number },
  now = Date.now(),
): Promise<Admission> {
  const lease = `${now + LEASE_MS}:${randomUUID()}`;
  const at = new Date(now).toISOString();
  const resetAt = new Date(now + o.windowMs).toISOString();
  const rows = rowsOf<{ count: number; taken: boolean }>(
    await db.execute(sql`
      with win as (
        insert into request_limits (key, count, reset_at) values (${o.windowKey}, 1, ${resetAt}::timestamptz)
        on conflict (key) do update set
          count = case when request_limits.reset_at <= ${at}::timestamptz then 1 else request_limits.count + 1 end,
          reset_at = case when request_limits.reset_at <= ${at}::timestamptz then excluded.reset_at else request_limits.reset_at end
        returning count
      ), slot as (
        insert into request_limits (key, leases)
        select ${o.slotKey}, array[${lease}::text] where (select count from win) <= ${o.max}
        on conflict (key) do update set leases = array_append(${live(now)}, ${lease}::text)
        where cardinality(${live(now)}) < ${o.cap}
        returning key
      )
      select (select count from win)::int as count, exists (select 1 from slot) as taken`),
  );
  const row = rows[0];
  return { count: row?.count ?? 1, lease: row?.taken ? lease : null };
}

export async function release(db: Db, slotKey: string, lease: string): Promise<void> {
  await db.execute(sql`update request_limits set leases = array_remove(leases, ${lease}::text) where key = ${slotKey}`);
}

/** Deletes windows that ended and slot rows without a live lease (the periodic purge). */
export async function purgeRequestLimits(db: Db, now = Date.now()): Promise<void> {
  await db.execute(sql`delete from request_limits where (reset_at is not null and reset_at < ${new Date(now).toISOString()}::timestamptz) or (reset_at is null and cardinality(${live(now)}) = 0)`);
}

/**
 * The expensive endpoints' limits shared by every server instance on one PostgreSQL database (table
 * request_limits): a fixed window per path and client, and a client's slots for requests in flight, each slot a
 * lease `<expires ms>:<id>`. `admit` is ONE statement: it counts the request in its window and, while the window
 * holds, takes a slot only if fewer than `cap` live leases remain, so concurrent requests on several instances never
 * pass either limit. `release` removes the lease when the request ends; an instance that dies leaves leases that
 * expire after LEASE_MS, longer than any request may run (the lane's wait plus the statement timeout). Both run
 * as named (prepared) statements: every limited request runs them, and planning the CTE cost three times its
 * execution (bench/README.md).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { namedQuery, type Db } from '../../db/client';

export const LEASE_MS = 60_000;

export interface Admission {
  /** The request's number in its window (this one included). */
  count: number;
  /** Its lease, or null: refused (over the window, or `cap` requests of the client in flight). */
  lease: string | null;
}

const LIVE = `array(select l from unnest(request_limits.leases) l where split_part(l, ':', 1)::bigint > $6::bigint)`;

// $1 window key, $2 its max, $3 window end if new, $4 slot key, $5 lease, $6 now (ms), $7 cap.
const ADMIT = `
  with win as (
    insert into request_limits (key, count, reset_at) values ($1, 1, $3::timestamptz)
    on conflict (key) do update set
      count = case when request_limits.reset_at <= to_timestamp($6::bigint / 1000.0) then 1 else request_limits.count + 1 end,
      reset_at = case when request_limits.reset_at <= to_timestamp($6::bigint / 1000.0) then excluded.reset_at else request_limits.reset_at end
    returning count
  ), slot as (
    insert into request_limits (key, leases)
    select $4, array[$5::text] where (select count from win) <= $2::int
    on conflict (key) do update set leases = array_append(${LIVE}, $5::text)
    where cardinality(${LIVE}) < $7::int
    returning key
  )
  select (select count from win)::int as count, exists (select 1 from slot) as taken`;

export async function admit(
  db: Db,
  o: { windowKey: string; max: number; windowMs: number; slotKey: string; cap: number },
  now = Date.now(),
): Promise<Admission> {
  const lease = `${now + LEASE_MS}:${randomUUID()}`;
  const [row] = await namedQuery<{ count: number; taken: boolean }>(db, 'yc_admit', ADMIT, [
    o.windowKey,
    o.max,
    new Date(now + o.windowMs).toISOString(),
    o.slotKey,
    lease,
    now,
    o.cap,
  ]);
  return { count: row?.count ?? 1, lease: row?.taken ? lease : null };
}

export async function release(db: Db, slotKey: string, lease: string): Promise<void> {
  await namedQuery(db, 'yc_release', 'update request_limits set leases = array_remove(leases, $2::text) where key = $1', [slotKey, lease]);
}

/** Deletes windows that ended and slot rows without a live lease (the periodic purge). */
export async function purgeRequestLimits(db: Db, now = Date.now()): Promise<void> {
  await db.execute(sql`delete from request_limits where (reset_at is not null and reset_at < to_timestamp(${now}::bigint / 1000.0))
    or (reset_at is null and cardinality(array(select l from unnest(leases) l where split_part(l, ':', 1)::bigint > ${now}::bigint)) = 0)`);
}

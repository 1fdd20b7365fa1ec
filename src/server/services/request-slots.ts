/**
 * In-flight slots per client shared by every server instance on one PostgreSQL database (table request_slots): a
 * slot is a lease `<expires ms>:<id>` in the client's row. `takeSlot` is one upsert that drops expired leases and
 * adds this one only while fewer than `max` are live, so concurrent requests on several instances never pass the
 * cap; `freeSlot` removes the lease when the request ends. An instance that dies leaves leases that expire after
 * SLOT_LEASE_MS, longer than any request may run (the lane's wait plus the statement timeout).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { requestSlots } from '../db/schema';

export const SLOT_LEASE_MS = 60_000;

const live = (now: number) => sql`array(select l from unnest(${requestSlots.leases}) l where split_part(l, ':', 1)::bigint > ${now})`;

/** A lease for one request of `key`, or null when `max` of its requests are in flight already. */
export async function takeSlot(db: Db, key: string, max: number, now = Date.now()): Promise<string | null> {
  const lease = `${now + SLOT_LEASE_MS}:${randomUUID()}`;
  const rows = await db
    .insert(requestSlots)
    .values({ key, leases: [lease] })
    .onConflictDoUpdate({
      target: requestSlots.key,
      set: { leases: sql`array_append(${live(now)}, ${lease}::text)` },
      setWhere: sql`cardinality(${live(now)}) < ${max}`,
    })
    .returning({ key: requestSlots.key });
  return rows.length ? lease : null;
}

export async function freeSlot(db: Db, key: string, lease: string): Promise<void> {
  await db
    .update(requestSlots)
    .set({ leases: sql`array_remove(${requestSlots.leases}, ${lease}::text)` })
    .where(eq(requestSlots.key, key));
}

/** Deletes the rows of clients with no live lease (the periodic purge). */
export async function purgeSlots(db: Db, now = Date.now()): Promise<void> {
  await db.delete(requestSlots).where(sql`cardinality(${live(now)}) = 0`);
}

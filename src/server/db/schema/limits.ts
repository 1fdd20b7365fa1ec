/**
 * Abuse counters: one row per key (`login:<user>|<ip>`, `sms:mobile:<n>`, `upload:ip:<ip>`…) counting events in
 * a fixed window. Incremented by one atomic upsert, so concurrent requests (and several server processes on
 * PostgreSQL) cannot all slip under the limit. Imports no area.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    /** End of the window; the next increment after it starts a new window at 1. */
    resetAt: at('reset_at').notNull(),
  },
  (t) => [index('rate_counters_reset_idx').on(t.resetAt)],
);

/**
 * Requests of one client in flight on the expensive endpoints, counted across server instances (PostgreSQL): one row
 * per client key holding a lease per request (`<expires ms>:<unique id>`). Taking a slot is one upsert that keeps the
 * live leases and adds one only while fewer than the cap are live; a request's end removes its lease, and a lease
 * of an instance that died expires by itself.
 */
export const requestSlots = pgTable('request_slots', {
  key: text('key').primaryKey(),
  leases: text('leases').array().notNull().default([]),
});

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
 * The limits of the expensive endpoints, counted for every server instance on one PostgreSQL database
 * (services/trust/request-limits.ts). Two kinds of row: a window (`window:<path>:<client>`: `count` requests until
 * `reset_at`) and a client's slots (`slots:<client>`: a lease `<expires ms>:<id>` per request in flight). UNLOGGED
 * (migration 0018): nothing here outlives a request by more than a minute, so it is not worth a WAL record per
 * request; after a crash of PostgreSQL the table is empty, which frees every slot of the requests that died with it.
 */
export const requestLimits = pgTable('request_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: at('reset_at'),
  leases: text('leases').array().notNull().default([]),
});

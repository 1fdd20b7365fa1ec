/**
 * ERP partners of the open API (/api/open/*, issue 27): their credentials and the nonces they have used. Everything
 * lives here, not in memory, because many instances serve one database: a nonce seen by one instance is refused by
 * every other. Imports no area.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';

/**
 * A partner's key id (public, sent with every request) and its HMAC secret. HMAC needs the secret itself on the
 * server, so it is stored as issued (like a payment provider's key); it is shown once, by the command that made it,
 * and never listed again. After a rotation the previous secret still signs until `previous_until`, so the ERP can
 * switch without a failed call; a revoked partner is refused at once.
 */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    keyId: text('key_id').notNull().unique(),
    name: text('name').notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousUntil: at('previous_until'),
    revokedAt: at('revoked_at'),
    lastUsedAt: at('last_used_at'),
    /** Where order changes are pushed (jobs/erp-webhooks.ts), or null: the partner pulls the feed only. */
    webhookUrl: text('webhook_url'),
    /** The order feed's cursor the pushes have reached (services/open/orders.ts). */
    webhookCursor: text('webhook_cursor').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [check('partners_name_nonempty', sql`length(${t.name}) > 0`)],
);

/**
 * Every nonce a partner signed with, kept until its timestamp leaves the window (a request that old is refused by
 * its timestamp anyway): the primary key makes a replay fail on every instance at once.
 */
export const partnerNonces = pgTable(
  'partner_nonces',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.nonce] }), index('partner_nonces_expires_idx').on(t.expiresAt)],
);

/**
 * The webhook delivery log: one row per order change per partner (`change_key` is the feed cursor of that change, so
 * a change is queued once whichever instance sees it), with every attempt's outcome and the next attempt's time
 * (backoff: model/webhook-rules.ts). `delivered_at` once the partner answered 2xx; `failed_at` after the last attempt.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    orderCode: text('order_code').notNull(),
    changeKey: text('change_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastStatus: integer('last_status'),
    lastError: text('last_error').notNull().default(''),
    deliveredAt: at('delivered_at'),
    failedAt: at('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_change_uq').on(t.partnerId, t.changeKey),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
  ],
);

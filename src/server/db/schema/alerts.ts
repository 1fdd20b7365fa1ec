/**
 * Never stuck at sold out (issue 32): the personal message centre, back-in-stock subscriptions (到货提醒) with their
 * outbox, the replenishment suggestions a client dismissed, and the licence expiry notices already sent. Imports
 * accounts and catalogue.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './accounts';
import { products } from './catalogue';
import { at, createdAt } from './columns';

/** A client's own message (订单, 支付, 资质, 到货, 促销; model/message-kinds.ts), with the place to act. */
export const clientMessages = pgTable(
  'client_messages',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull().default(''),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('client_messages_kind', sql`${t.kind} in ('order', 'payment', 'licence', 'arrival', 'promo')`),
    index('client_messages_client_idx').on(t.clientId, t.id.desc()),
    index('client_messages_unread_idx').on(t.clientId).where(sql`${t.readAt} is null`),
  ],
);

/** The message kinds a client also wants by SMS (the sandbox, services/accounts/sms.ts); no row = off. */
export const messageSmsKinds = pgTable(
  'message_sms_kinds',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.kind] }), check('message_sms_kinds_kind', sql`${t.kind} in ('order', 'payment', 'licence', 'arrival', 'promo')`)],
);

/**
 * 到货提醒: a client waits for a product to be back in stock. Open while notified_at is null (at most one open per
 * client and product); the delivery job sets notified_at with a conditional update, so a subscriber is told once.
 */
export const arrivalSubscriptions = pgTable(
  'arrival_subscriptions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    notifiedAt: at('notified_at'),
  },
  (t) => [
    uniqueIndex('arrival_subscriptions_open_uq').on(t.clientId, t.productId).where(sql`${t.notifiedAt} is null`),
    index('arrival_subscriptions_product_idx').on(t.productId).where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * The outbox of back-in-stock events: written in the transaction that takes a product's available stock from 0 to
 * more (ERP report, order cancel or refund), only when someone waits for it; the delivery job
 * (jobs/arrival-alerts.ts) tells the waiting subscribers and stamps delivered_at.
 */
export const stockArrivals = pgTable(
  'stock_arrivals',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [index('stock_arrivals_pending_idx').on(t.id).where(sql`${t.deliveredAt} is null`)],
);

/** A replenishment suggestion the client dismissed: hidden until the product is ordered again after that. */
export const reorderDismissals = pgTable(
  'reorder_dismissals',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    dismissedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.productId] })],
);

/**
 * A 资质 message already sent for a licence's end (model/licence-expiry.ts): one per client, licence, last day and
 * window (stage: expiring, expired). The job (jobs/licence-expiry.ts) inserts these with on-conflict-do-nothing and posts a
 * message only for the rows it inserted, so it tells once across restarts and instances racing.
 */
export const licenceExpiryNotices = pgTable(
  'licence_expiry_notices',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** model/licence-expiry.ts ExpiryWindow: 'expiring' or 'expired'. */
    stage: text('stage').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.kind, t.validUntil, t.stage] }), check('licence_expiry_notices_stage', sql`${t.stage} in ('expiring', 'expired')`)],
);

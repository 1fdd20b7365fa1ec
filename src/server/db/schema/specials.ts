/**
 * Special prices (特价, special_id) and combinations (套餐, combination_id): two promotions with a time window, a
 * stock cap (`sold` of `stock`, units for a special, sets for a combination) and a per-client limit over the
 * client's live orders (`activity_buyers`, -1 = unlimited). `sold` and `bought` move only by conditional updates
 * in the transaction that takes or gives back an order's stock (services/promotions/capped-holds.ts), so they
 * never pass `stock` or `client_limit`. `ended_at` is set when the operator ends one early. Area: promotions
 * (imports accounts and catalogue).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { clients } from './accounts';
import { products } from './catalogue';
import { at } from './columns';

/** The capped-window columns both kinds share (capped-holds.ts reads them by these names). */
const cappedWindow = () => ({
  stock: integer('stock').notNull(),
  sold: integer('sold').notNull().default(0),
  clientLimit: integer('client_limit').notNull().default(-1),
  startTime: at('start_time').notNull(),
  endTime: at('end_time').notNull(),
  endedAt: at('ended_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** One product at `price_fen` (discount_price) from start to end. */
export const specialPrices = pgTable(
  'special_prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    title: text('title').notNull().default(''),
    priceFen: integer('price_fen').notNull(),
    ...cappedWindow(),
  },
  (t) => [
    check('special_prices_sold_bound', sql`${t.sold} between 0 and ${t.stock}`),
    check('special_prices_price_nonneg', sql`${t.priceFen} >= 0`),
    check('special_prices_window', sql`${t.endTime} > ${t.startTime}`),
    index('special_prices_product_idx').on(t.productId, t.endTime),
  ],
);

/** A set of products sold together at `price_fen` (combination_price) per set. */
export const combinations = pgTable(
  'combinations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    priceFen: integer('price_fen').notNull(),
    ...cappedWindow(),
  },
  (t) => [
    check('combinations_sold_bound', sql`${t.sold} between 0 and ${t.stock}`),
    check('combinations_price_nonneg', sql`${t.priceFen} >= 0`),
    check('combinations_window', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** The products of a combination and how many of each one set holds; position 0 is the lead (the cart line's product). */
export const combinationItems = pgTable(
  'combination_items',
  {
    combinationId: integer('combination_id')
      .notNull()
      .references(() => combinations.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.combinationId, t.productId] }),
    check('combination_items_qty_positive', sql`${t.qty} > 0`),
    index('combination_items_product_idx').on(t.productId),
  ],
);

/** What one client holds of a special (units) or a combination (sets) in live orders. kind 1 special, 2 combination. */
export const activityBuyers = pgTable(
  'activity_buyers',
  {
    kind: smallint('kind').notNull(),
    activityId: integer('activity_id').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    bought: integer('bought').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.activityId, t.clientId] }),
    check('activity_buyers_bought_nonneg', sql`${t.bought} >= 0`),
    check('activity_buyers_kind_range', sql`${t.kind} in (1, 2)`),
  ],
);

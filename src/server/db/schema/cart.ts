/**
 * Cart: the lines a client is about to order, the lines parked for later (暂存清单), the quick-order list and the
 * frequently bought list. Imports accounts and catalogue.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './accounts';
import { products } from './catalogue';
import { at, createdAt } from './columns';

/** What identifies a line: the client, the product and the activity it was added under (0 = none). */
const lineColumns = () => ({
  id: serial('id').primaryKey(),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  amount: integer('amount').notNull(),
  seckillId: integer('seckill_id').notNull().default(0),
  specialId: integer('special_id').notNull().default(0),
  purchaseId: integer('purchase_id').notNull().default(0),
  combinationId: integer('combination_id').notNull().default(0),
  isAddPrice: smallint('is_add_price').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * One line per product and activity: a repeated add merges into it with an atomic upsert, so activity ids are 0
 * (not null) when absent to take part in the unique key.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    ...lineColumns(),
    checked: smallint('checked').notNull().default(1),
  },
  (t) => [
    check('cart_lines_amount_positive', sql`${t.amount} > 0`),
    check('cart_lines_checked_bit', sql`${t.checked} in (0, 1)`),
    check('cart_lines_add_price_bit', sql`${t.isAddPrice} in (0, 1)`),
    uniqueIndex('cart_lines_line_uq').on(
      t.clientId,
      t.productId,
      t.seckillId,
      t.specialId,
      t.purchaseId,
      t.combinationId,
      t.isAddPrice,
    ),
  ],
);

/**
 * The additional list (暂存清单): lines parked outside the checkout. A table of its own rather than a flag on
 * cart_lines, so no cart or checkout query can pick a parked line up by forgetting a filter, and a product can
 * sit in both lists at once (the same unique key here, merged on the way back by the cart's upsert).
 */
export const cartAdditional = pgTable(
  'cart_additional',
  lineColumns(),
  (t) => [
    check('cart_additional_amount_positive', sql`${t.amount} > 0`),
    check('cart_additional_add_price_bit', sql`${t.isAddPrice} in (0, 1)`),
    uniqueIndex('cart_additional_line_uq').on(
      t.clientId,
      t.productId,
      t.seckillId,
      t.specialId,
      t.purchaseId,
      t.combinationId,
      t.isAddPrice,
    ),
  ],
);

/** The quick-order list (快速下单): one row per product, kept on the server so it survives refresh and devices. */
export const quickOrderLines = pgTable(
  'quick_order_lines',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.productId] }), check('quick_order_lines_amount_positive', sql`${t.amount} > 0`)],
);

/**
 * Frequently bought (常购清单): how often and how much a client bought a product. A product added by hand has not
 * been bought yet (times 0, no date); orders will raise times and set the last amount and date.
 */
export const oftenBuy = pgTable(
  'often_buy',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    times: integer('times').notNull().default(0),
    lastAmount: integer('last_amount').notNull().default(0),
    lastBoughtAt: date('last_bought_at', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.productId] }),
    check('often_buy_times_nonneg', sql`${t.times} >= 0`),
    check('often_buy_last_amount_nonneg', sql`${t.lastAmount} >= 0`),
    index('often_buy_recent_idx').on(t.clientId, t.lastBoughtAt.desc().nullsLast(), t.times.desc()),
  ],
);

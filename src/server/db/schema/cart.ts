/** Cart: the lines a client is about to order. Imports accounts and catalogue. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './accounts';
import { products } from './catalogue';
import { at, createdAt } from './columns';

/**
 * One line per product and activity: a repeated add merges into it with an atomic upsert, so activity ids are 0
 * (not null) when absent to take part in the unique key.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    amount: integer('amount').notNull(),
    checked: smallint('checked').notNull().default(1),
    seckillId: integer('seckill_id').notNull().default(0),
    specialId: integer('special_id').notNull().default(0),
    purchaseId: integer('purchase_id').notNull().default(0),
    combinationId: integer('combination_id').notNull().default(0),
    isAddPrice: smallint('is_add_price').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('cart_lines_amount_positive', sql`${t.amount} > 0`),
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

/**
 * Stock by batch (issue 27): the batches an ERP reports for a product (批号, 生产日期, 有效期, quantity on hand). The
 * product's `stock` column stays what checkout takes from (a conditional update, services/checkout/stock.ts); a
 * batch report sets it to the sellable batches' sum minus what open orders hold (services/open/stock.ts). Imports
 * catalogue.
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { products } from './catalogue';

export const productBatches = pgTable(
  'product_batches',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    batchNo: text('batch_no').notNull(),
    producedOn: date('produced_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.batchNo] }),
    check('product_batches_quantity_nonneg', sql`${t.quantity} >= 0`),
    check('product_batches_dates', sql`${t.producedOn} < ${t.expiresOn}`),
  ],
);

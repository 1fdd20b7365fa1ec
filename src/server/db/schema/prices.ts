/**
 * Prices beyond the base price (issue 27): a price per client type and an agreed price per client (协议价) with the
 * China days it is valid on. Unit prices in int4 fen like products.price_fen. Which one a buyer pays:
 * model/effective-price.ts; read for every buyer through server/services/prices/effective.ts. Imports accounts and
 * catalogue.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { clients } from './accounts';
import { at } from './columns';
import { products } from './catalogue';

/** The price every client of one type (clients.client_type, 1..6) pays for a product, unless it has an agreed price. */
export const productTypePrices = pgTable(
  'product_type_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    clientType: smallint('client_type').notNull(),
    priceFen: integer('price_fen').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.clientType] }),
    check('product_type_prices_type_range', sql`${t.clientType} between 1 and 6`),
    check('product_type_prices_price_nonneg', sql`${t.priceFen} >= 0`),
  ],
);

/**
 * A client's agreed price (协议价) for a product, valid from `valid_from` to `valid_until` (China days, both
 * included). One per client and product: setting it again replaces the price and the window.
 */
export const clientAgreedPrices = pgTable(
  'client_agreed_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    priceFen: integer('price_fen').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.clientId] }),
    // The session read asks whether a client has any agreed price (its catalogue answers are then its own).
    index('client_agreed_prices_client_idx').on(t.clientId),
    check('client_agreed_prices_price_nonneg', sql`${t.priceFen} >= 0`),
    check('client_agreed_prices_window', sql`${t.validFrom} <= ${t.validUntil}`),
  ],
);

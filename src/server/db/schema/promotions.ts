/**
 * Promotions: coupons (SPEC §3), the ones each client has claimed, and the products a coupon applies to. Imports
 * accounts and catalogue; orders (the coupon an order spent) and payments sit above it.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './accounts';
import { products } from './catalogue';
import { at, fen } from './columns';

/**
 * coupon_type 1: spend `payvalue` get `amount` off; 2: discount by the steps of config_json
 * ({step1_price, step1_discount} — discount 95 = 9.5折), capped at max_discount. `total` is how many may be claimed.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    typeName: text('type_name').notNull(),
    couponType: smallint('coupon_type').notNull(),
    configJson: jsonb('config_json').$type<{ step1_price: string; step1_discount: string }[]>().notNull().default([]),
    amountFen: fen('amount_fen').notNull().default(0),
    payvalueFen: fen('payvalue_fen').notNull().default(0),
    maxDiscountFen: fen('max_discount_fen').notNull().default(0),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    actName: text('act_name').notNull().default(''),
    couponTitle: text('coupon_title').notNull(),
    total: integer('total').notNull(),
    claimed: integer('claimed').notNull().default(0),
  },
  (t) => [
    check('coupons_type_range', sql`${t.couponType} in (1, 2)`),
    check('coupons_claimed_bound', sql`${t.claimed} between 0 and ${t.total}`),
    check('coupons_money_nonneg', sql`${t.amountFen} >= 0 and ${t.payvalueFen} >= 0 and ${t.maxDiscountFen} >= 0`),
  ],
);

/** A coupon a client has claimed; used_at is set when an order spends it. */
export const clientCoupons = pgTable(
  'client_coupons',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    claimedAt: at('claimed_at').notNull().defaultNow(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('client_coupons_once_uq').on(t.clientId, t.couponId)],
);

/**
 * Which products a coupon may be used on (/category?coupon_id=…). A coupon without rows here applies store-wide;
 * a row names one product, a category (a first-level one includes its children) or a brand.
 */
export const couponScopes = pgTable(
  'coupon_scopes',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id').notNull(),
    productId: integer('product_id').references(() => products.id),
    classId: integer('class_id'),
    brand: text('brand'),
  },
  (t) => [index('coupon_scopes_coupon_idx').on(t.couponId)],
);

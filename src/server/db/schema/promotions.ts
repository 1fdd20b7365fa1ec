/**
 * Promotions: coupons (SPEC §3), the ones each client has claimed, and the products a coupon applies to. Imports
 * accounts and catalogue; orders (the coupon an order spent) and payments sit above it.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** false: only granted (a prize of the draw), never offered in the coupon centre or claimable. */
    claimable: boolean('claimable').notNull().default(true),
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

/**
 * A seckill (秒杀): one product at `price_fen` between start and end, `stock` units offered in all (`sold` of them
 * held by live orders). `order_limit` caps one order (the API's seckill_total), `client_limit` one client over all
 * his live orders, `min_num` is the smallest quantity (seckill_min_num); -1 = unlimited. `ended_at` is set when the
 * operator ends it early. `sold` moves only with a conditional update in the transaction that takes or gives back
 * the order's stock (services/promotions/seckill-stock.ts), so it never passes `stock`.
 */
export const seckills = pgTable(
  'seckills',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    title: text('title').notNull().default(''),
    priceFen: integer('price_fen').notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    orderLimit: integer('order_limit').notNull().default(-1),
    clientLimit: integer('client_limit').notNull().default(-1),
    minNum: integer('min_num').notNull().default(0),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    endedAt: at('ended_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('seckills_sold_bound', sql`${t.sold} between 0 and ${t.stock}`),
    check('seckills_price_nonneg', sql`${t.priceFen} >= 0`),
    check('seckills_window', sql`${t.endTime} > ${t.startTime}`),
    check('seckills_min_nonneg', sql`${t.minNum} >= 0`),
    index('seckills_product_idx').on(t.productId),
    index('seckills_end_idx').on(t.endTime),
  ],
);

/**
 * What one client holds of a seckill in live orders: raised with the seckill's `sold` by a conditional upsert
 * (`bought + n <= client_limit`), lowered when the order gives its stock back.
 */
export const seckillBuyers = pgTable(
  'seckill_buyers',
  {
    seckillId: integer('seckill_id')
      .notNull()
      .references(() => seckills.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    bought: integer('bought').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.seckillId, t.clientId] }), check('seckill_buyers_bought_nonneg', sql`${t.bought} >= 0`)],
);

/**
 * A group purchase (团购, type 1): one product at `price_fen` from start to `end_time` (the close). It is reached
 * when the units in paid orders come to `target` (the minimum); `purchase_min` is the smallest quantity of one order
 * and `order_limit` the largest (-1 = unlimited); `stock` caps the units offered, `sold` counts the units held by
 * live orders. At the close the sweeper sets `state`: 1 reached (orders go on) or 2 failed (every order is cancelled,
 * its money and coupon returned); 0 while open.
 */
export const groupPurchases = pgTable(
  'group_purchases',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    title: text('title').notNull().default(''),
    priceFen: integer('price_fen').notNull(),
    target: integer('target').notNull(),
    purchaseMin: integer('purchase_min').notNull().default(0),
    orderLimit: integer('order_limit').notNull().default(-1),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    state: smallint('state').notNull().default(0),
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** SPEC's Product `type`: 1 group purchase, 2 pre-sale (预售: no minimum, never settled, `state` stays 0). */
    type: smallint('type').notNull().default(1),
    /** A pre-sale's 预计发货日期 (China day). */
    shipDate: date('ship_date', { mode: 'string' }),
    /** Units one client may hold in live orders (-1 = unlimited); counted in `purchase_buyers`. */
    clientLimit: integer('client_limit').notNull().default(-1),
  },
  (t) => [
    check('group_purchases_type_range', sql`${t.type} in (1, 2)`),
    check('group_purchases_sold_bound', sql`${t.sold} between 0 and ${t.stock}`),
    check('group_purchases_price_nonneg', sql`${t.priceFen} >= 0`),
    check('group_purchases_target_positive', sql`${t.target} >= 1`),
    check('group_purchases_window', sql`${t.endTime} > ${t.startTime}`),
    check('group_purchases_state_range', sql`${t.state} in (0, 1, 2)`),
    index('group_purchases_open_idx').on(t.endTime).where(sql`${t.state} = 0`),
  ],
);

/**
 * What one client holds of a group purchase or pre-sale with a per-client limit, in live orders: raised with `sold`
 * by a conditional upsert (`bought + n <= client_limit`), lowered when the order gives its stock back.
 */
export const purchaseBuyers = pgTable(
  'purchase_buyers',
  {
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => groupPurchases.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    bought: integer('bought').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.purchaseId, t.clientId] }), check('purchase_buyers_bought_nonneg', sql`${t.bought} >= 0`)],
);

/**
 * An add-on-price offer (加价购, is_add_price): with the main products (`main_product_ids`) in the order for at least
 * `threshold_fen` (amount × price), the product may be added for `price_fen`, from start to end.
 */
export const addPriceOffers = pgTable(
  'add_price_offers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    priceFen: integer('price_fen').notNull(),
    thresholdFen: integer('threshold_fen').notNull(),
    mainProductIds: integer('main_product_ids').array().notNull(),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
  },
  (t) => [
    check('add_price_offers_money_nonneg', sql`${t.priceFen} >= 0 and ${t.thresholdFen} >= 0`),
    check('add_price_offers_window', sql`${t.endTime} > ${t.startTime}`),
    uniqueIndex('add_price_offers_product_uq').on(t.productId),
  ],
);

/**
 * Orders: what a client bought, at what price, and every state it went through. Imports accounts, catalogue and
 * promotions (the coupon an order spent). Payments sit above it.
 *
 * Money is int8 fen. An order's amounts are fixed at submit from the server's own prices (src/model/pricing.ts);
 * nothing the browser sends becomes an amount.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients, companies, salesmen } from './accounts';
import { products } from './catalogue';
import { at, createdAt, fen } from './columns';
import { clientCoupons } from './promotions';

/** The delivery address as it was when the order was placed (a later profile change does not move a shipped order). */
export interface OrderAddress {
  consignee: string;
  phone: string;
  province: string;
  city: string;
  area: string;
  detail: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderCode: text('order_code').notNull().unique(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    companyId: integer('company_id').references(() => companies.id),
    /** The salesman who placed it on the client's behalf (代客下单), else null. */
    salesmanId: integer('salesman_id').references(() => salesmen.id),
    /** SPEC §4 order status codes; allowed moves in src/model/order-status.ts. */
    status: smallint('status').notNull().default(0),
    /** SPEC §3 pay status: 0 unpaid, 1 arrears (credit), 2 paid, 3 refunded. */
    payStatus: smallint('pay_status').notNull().default(0),
    /** SPEC §9 payment type once chosen: 0/5 balance, 1/6 wechat, 2/7 alipay, 8 bank transfer, 9 credit. */
    payType: smallint('pay_type'),
    goodsFen: fen('goods_fen').notNull(),
    promotionFen: fen('promotion_fen').notNull().default(0),
    fullReductionFen: fen('full_reduction_fen').notNull().default(0),
    couponFen: fen('coupon_fen').notNull().default(0),
    deliveryFen: fen('delivery_fen').notNull().default(0),
    /** What the client owes: goods − promotion − full reduction − coupon + delivery, never below zero. */
    totalFen: fen('total_fen').notNull(),
    paidFen: fen('paid_fen').notNull().default(0),
    clientCouponId: integer('client_coupon_id').references(() => clientCoupons.id),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    remark: text('remark').notNull().default(''),
    /** The buyer's own purchase-order reference (采购单号) and requested delivery date: B2B buyers need both. */
    poNumber: text('po_number').notNull().default(''),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    /** 1 when placed from buy-now / quick order (isQuick), not from the cart. */
    isQuick: smallint('is_quick').notNull().default(0),
    /** The client's idempotency key for submitOrder: a retry or double click returns the same order. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Deadlines are stored, not only timers, so the sweeper finds them after a restart. */
    payDeadline: at('pay_deadline'),
    autoReceiveAt: at('auto_receive_at'),
    paidAt: at('paid_at'),
    shippedAt: at('shipped_at'),
    receivedAt: at('received_at'),
    cancelledAt: at('cancelled_at'),
    /**
     * Set when the order's stock went back to the shelf (cancel, refund), null while the order holds it: the guard
     * that makes releasing twice a no-op and lets a late payment take the stock again (services/checkout/stock.ts).
     */
    stockReleasedAt: at('stock_released_at'),
    /** Who carries the shipped goods and their waybill number (物流公司、运单号), set by the ship step; '' before. */
    carrier: text('carrier').notNull().default(''),
    waybillNo: text('waybill_no').notNull().default(''),
  },
  (t) => [
    check('orders_status_range', sql`${t.status} between 0 and 16`),
    check('orders_pay_status_range', sql`${t.payStatus} between 0 and 3`),
    check('orders_pay_type_range', sql`${t.payType} is null or ${t.payType} between 0 and 9`),
    check(
      'orders_money_nonneg',
      sql`${t.goodsFen} >= 0 and ${t.promotionFen} >= 0 and ${t.fullReductionFen} >= 0 and ${t.couponFen} >= 0
        and ${t.deliveryFen} >= 0 and ${t.totalFen} >= 0 and ${t.paidFen} >= 0`,
    ),
    uniqueIndex('orders_idempotency_uq').on(t.clientId, t.idempotencyKey),
    index('orders_client_created_idx').on(t.clientId, t.createdAt),
    // The salesman's reports and rankings read only the orders that count as sales (model/salesman-report.ts
    // SALES_STATUSES, repeated here because a partial index needs literal values).
    index('orders_sales_idx')
      .on(t.clientId, t.createdAt, t.totalFen)
      .where(sql`${t.status} in (1, 2, 3, 8, 11, 13)`),
    index('orders_status_idx').on(t.status),
    index('orders_pay_deadline_idx').on(t.payDeadline),
    index('orders_auto_receive_idx').on(t.autoReceiveAt),
    // One order per coupon: the database refuses a second use even if two submits race past the service's check.
    uniqueIndex('orders_coupon_once_uq')
      .on(t.clientCouponId)
      .where(sql`${t.clientCouponId} is not null and ${t.status} not in (4, 7, 16)`),
  ],
);

/**
 * A line of an order, and the GSP sales record (药品销售记录): the drug's particulars are copied at submit and batch
 * and expiry at shipping; after shipping a line is never edited or deleted (a trigger in the migration refuses it).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productCode: text('product_code').notNull(),
    tyName: text('ty_name').notNull(),
    productStandard: text('product_standard').notNull(),
    dosageForm: text('dosage_form').notNull().default(''),
    manufacturer: text('manufacturer').notNull(),
    approvalNumber: text('approval_number').notNull().default(''),
    productDw: text('product_dw').notNull(),
    amount: integer('amount').notNull(),
    /** The unit price before promotions and the one charged after them. */
    listPriceFen: integer('list_price_fen').notNull(),
    priceFen: integer('price_fen').notNull(),
    /** amount × price_fen, then this line's share of full reduction and coupon, so lines add up to the order. */
    lineFen: fen('line_fen').notNull(),
    discountFen: fen('discount_fen').notNull().default(0),
    seckillId: integer('seckill_id').notNull().default(0),
    specialId: integer('special_id').notNull().default(0),
    purchaseId: integer('purchase_id').notNull().default(0),
    combinationId: integer('combination_id').notNull().default(0),
    isAddPrice: smallint('is_add_price').notNull().default(0),
    batchNo: text('batch_no'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    shippedAt: at('shipped_at'),
  },
  (t) => [
    check('order_lines_amount_positive', sql`${t.amount} > 0`),
    check('order_lines_money_nonneg', sql`${t.listPriceFen} >= 0 and ${t.priceFen} >= 0 and ${t.lineFen} >= 0 and ${t.discountFen} >= 0`),
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
  ],
);

/** Every status change: from, to, who (client, salesman, operator, system, provider), when and why. Append-only. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id'),
    reason: text('reason').notNull().default(''),
    at: createdAt(),
  },
  (t) => [
    check('order_events_actor_kind', sql`${t.actorKind} in ('client', 'salesman', 'operator', 'system', 'provider')`),
    index('order_events_order_idx').on(t.orderId),
  ],
);

/** A refund request (clientRefundCommit): reason and images from the client, the decision from the back office. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    reason: text('reason').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    amountFen: fen('amount_fen').notNull(),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
    decision: text('decision'),
  },
  (t) => [check('order_refunds_amount_nonneg', sql`${t.amountFen} >= 0`), index('order_refunds_order_idx').on(t.orderId)],
);

/** One comment per order (SPEC §3: service score 4…0, complaint reasons 0–5). */
export const orderComments = pgTable(
  'order_comments',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    serviceScore: smallint('service_score').notNull(),
    complaints: smallint('complaints').array().notNull().default(sql`'{}'::smallint[]`),
    content: text('content').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId] }), check('order_comments_score_range', sql`${t.serviceScore} between 0 and 4`)],
);

/**
 * Payments: every attempt to pay an order, top up the cash account or repay credit; every provider notification as
 * received; refunds; and the two ledgers (cash and credit) whose sums must always equal the balances on `clients`.
 * Imports accounts and orders.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './accounts';
import { at, createdAt, fen } from './columns';
import { orders } from './orders';
import { memberArticles } from './member';

/** Cash top-up (充值): pay_fen paid, bonus_fen credited on top by the SPEC §9 tiers. */
export const recharges = pgTable(
  'recharges',
  {
    id: serial('id').primaryKey(),
    rechargeCode: text('recharge_code').notNull().unique(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    payFen: fen('pay_fen').notNull(),
    bonusFen: fen('bonus_fen').notNull().default(0),
    /** 'wx' or 'zfb' (SPEC §9). */
    way: text('way').notNull(),
    /** 0 paying, 1 success, 2 failed. */
    status: smallint('status').notNull().default(0),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
  },
  (t) => [
    check('recharges_money', sql`${t.payFen} > 0 and ${t.bonusFen} >= 0`),
    check('recharges_way', sql`${t.way} in ('wx', 'zfb')`),
    check('recharges_status_range', sql`${t.status} in (0, 1, 2)`),
  ],
);

/** A credit bill (账单): what a period's credit orders came to and how much of it is repaid. */
export const creditBills = pgTable(
  'credit_bills',
  {
    id: serial('id').primaryKey(),
    billCode: text('bill_code').notNull().unique(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    period: text('period').notNull(),
    amountFen: fen('amount_fen').notNull(),
    repaidFen: fen('repaid_fen').notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** SPEC §4 repayment status: 1 not repaid, 2 repaying, 3 repaid, 4 rejected. */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('credit_bills_money', sql`${t.amountFen} >= 0 and ${t.repaidFen} between 0 and ${t.amountFen}`),
    check('credit_bills_status_range', sql`${t.status} between 1 and 4`),
    index('credit_bills_client_idx').on(t.clientId),
  ],
);

/**
 * One attempt to move money in: an order payment, a top-up, a credit repayment or a member article, by one channel. `out_trade_no`
 * is what the provider knows us by; a notification is matched on it and must carry exactly `amount_fen`.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    outTradeNo: text('out_trade_no').notNull().unique(),
    purpose: text('purpose').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    rechargeId: integer('recharge_id').references(() => recharges.id),
    billId: integer('bill_id').references(() => creditBills.id),
    articleId: integer('article_id').references(() => memberArticles.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** SPEC §9 payment type. */
    payType: smallint('pay_type').notNull(),
    /** 'balance', 'credit', 'bank', 'sandbox', 'alipay', 'wxpay'. */
    provider: text('provider').notNull(),
    amountFen: fen('amount_fen').notNull(),
    /** SPEC §4 payment account status: 0 paying, 1 success, 2 failed, 5 success, 6 prepaid order. */
    status: smallint('status').notNull().default(0),
    providerTradeNo: text('provider_trade_no'),
    /** The QR content or bank-transfer reference shown to the payer. */
    codeUrl: text('code_url'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    check('payments_purpose', sql`${t.purpose} in ('order', 'recharge', 'repayment', 'article')`),
    check('payments_amount_positive', sql`${t.amountFen} > 0`),
    check('payments_pay_type_range', sql`${t.payType} between 0 and 9`),
    check('payments_status_range', sql`${t.status} in (0, 1, 2, 5, 6)`),
    uniqueIndex('payments_provider_trade_uq').on(t.provider, t.providerTradeNo),
    index('payments_order_idx').on(t.orderId),
    index('payments_client_idx').on(t.clientId),
  ],
);

/** Every notification as it arrived, verified or not, and what it did: the trail when a provider disputes. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    outTradeNo: text('out_trade_no'),
    body: text('body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    verified: boolean('verified').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [index('payment_notifications_trade_idx').on(t.outTradeNo)],
);

/** Money sent back: a refunded order, a payment that arrived after cancellation, a second payment for a paid order. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    outRefundNo: text('out_refund_no').notNull().unique(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: integer('order_id').references(() => orders.id),
    amountFen: fen('amount_fen').notNull(),
    reason: text('reason').notNull(),
    /** 0 requested from the provider, 1 done, 2 failed (retried by the sweeper). */
    status: smallint('status').notNull().default(0),
    createdAt: createdAt(),
    doneAt: at('done_at'),
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amountFen} > 0`),
    check('refunds_status_range', sql`${t.status} in (0, 1, 2)`),
    index('refunds_payment_idx').on(t.paymentId),
  ],
);

/**
 * Cash account ledger (现金账户明细): each change of clients.balance_fen, signed, with the balance after it. The sum
 * of a client's deltas always equals the balance (checked by the trust suite after every concurrency run).
 */
export const cashLedger = pgTable(
  'cash_ledger',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    deltaFen: fen('delta_fen').notNull(),
    balanceAfterFen: fen('balance_after_fen').notNull(),
    /** 'recharge', 'bonus', 'order_pay', 'refund', 'adjust'. */
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    paymentId: integer('payment_id').references(() => payments.id),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('cash_ledger_balance_nonneg', sql`${t.balanceAfterFen} >= 0`),
    check('cash_ledger_kind', sql`${t.kind} in ('recharge', 'bonus', 'order_pay', 'refund', 'adjust')`),
    index('cash_ledger_client_idx').on(t.clientId, t.createdAt),
  ],
);

/**
 * Credit ledger: each change of clients.credit_used_fen (+ an order paid on credit, − a repayment or a refund of a
 * credit order), with the used amount after it.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    deltaFen: fen('delta_fen').notNull(),
    usedAfterFen: fen('used_after_fen').notNull(),
    /** 'order', 'repayment', 'refund', 'adjust'. */
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    billId: integer('bill_id').references(() => creditBills.id),
    paymentId: integer('payment_id').references(() => payments.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('credit_ledger_used_nonneg', sql`${t.usedAfterFen} >= 0`),
    check('credit_ledger_kind', sql`${t.kind} in ('order', 'repayment', 'refund', 'adjust')`),
    index('credit_ledger_client_idx').on(t.clientId, t.createdAt),
  ],
);

/**
 * 支付密码 (issue 31): confirms balance and credit payments. Set and reset by an SMS code to the registered phone,
 * stored as a scrypt hash like login passwords; wrong tries counted, locked for a while after too many.
 */
export const payPasswords = pgTable(
  'pay_passwords',
  {
    clientId: integer('client_id')
      .primaryKey()
      .references(() => clients.id),
    passwordHash: text('password_hash').notNull(),
    /** Wrong tries since the last right one (or the last lock). */
    failures: smallint('failures').notNull().default(0),
    lockedUntil: at('locked_until'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('pay_passwords_failures_nonneg', sql`${t.failures} >= 0`)],
);

/**
 * Returns by line and quantity (issue 29, model/returns.ts): a buyer's request for some units of some lines of an
 * order, 仅退款 or 退货退款, and the staff's decision. Imports orders. The money itself is the payments area's
 * refunds rows; `refunded_fen` is what this return gave back.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { clients } from './accounts';
import { at, createdAt, fen } from './columns';
import { orderLines, orders } from './orders';

export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** model/returns.ts RETURN_KINDS: refund (仅退款) or return (退货退款). */
    kind: text('kind').notNull(),
    /** model/returns.ts RETURN_REASONS, and the buyer's words (needed for `other`). */
    reasonCode: text('reason_code').notNull(),
    reasonText: text('reason_text').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** model/returns.ts RETURN_STATUSES. */
    status: text('status').notNull().default('pending'),
    /** What the lines are worth (their share of the paid amounts), fixed when asked. */
    amountFen: fen('amount_fen').notNull(),
    /** What went back to the paying channels (never more than the payments still held). */
    refundedFen: fen('refunded_fen').notNull().default(0),
    /** Staff's words: the refusal reason, or a note. */
    decisionNote: text('decision_note').notNull().default(''),
    /** 退货退款 received: true 可销售 (stock back), false 不可销售. */
    sellable: boolean('sellable'),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
    receivedAt: at('received_at'),
  },
  (t) => [
    check('order_returns_kind', sql`${t.kind} in ('refund', 'return')`),
    check('order_returns_status', sql`${t.status} in ('pending', 'approved', 'refunded', 'rejected')`),
    check('order_returns_money_nonneg', sql`${t.amountFen} >= 0 and ${t.refundedFen} >= 0`),
    index('order_returns_order_idx').on(t.orderId),
    index('order_returns_status_idx').on(t.status),
  ],
);

export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    units: integer('units').notNull(),
    amountFen: fen('amount_fen').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderLineId] }),
    check('order_return_lines_units_positive', sql`${t.units} > 0`),
    check('order_return_lines_amount_nonneg', sql`${t.amountFen} >= 0`),
    index('order_return_lines_line_idx').on(t.orderLineId),
  ],
);

/** The order a payment call names, read (and locked) for its buyer, and the answer every pay call gives. */
import { and, eq } from 'drizzle-orm';
import type { PayResult } from '../../../contract/payments';
import { ORDER_STATUS_TEXT, type OrderStatus } from '../../../model/order-status';
import { PAY_MSG } from '../../../model/payment-messages';
import { orders } from '../../db/schema';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';

export type OrderRow = typeof orders.$inferSelect;

export const statusText = (s: number) => ORDER_STATUS_TEXT[s as OrderStatus] ?? String(s);

/** The client's order by code, locked for the rest of the transaction; another client's order does not exist. */
export async function lockOrder(tx: Tx, clientId: number, orderCode: string): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderCode, orderCode), eq(orders.clientId, clientId)))
    .for('update');
  if (!row) throw new ApiError(400, PAY_MSG.orderMissing);
  return row;
}

export async function readOrder(db: Db | Tx, clientId: number, orderCode: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(and(eq(orders.orderCode, orderCode), eq(orders.clientId, clientId)));
  if (!row) throw new ApiError(400, PAY_MSG.orderMissing);
  return row;
}

/** Refuses an order that is not awaiting payment (paid, cancelled, awaiting a transfer). */
export function mustAwaitPayment(order: OrderRow): void {
  if (order.status !== 0) throw new ApiError(400, order.payStatus === 2 ? PAY_MSG.alreadyPaid : PAY_MSG.notPayable(statusText(order.status)));
}

/** What is still owed on the order. */
export const dueFen = (order: OrderRow) => Math.max(0, order.totalFen - order.paidFen);

export function payResult(order: Pick<OrderRow, 'id' | 'orderCode' | 'status' | 'payStatus' | 'payType'>): PayResult {
  return {
    order_id: order.id,
    order_code: order.orderCode,
    status: order.status,
    status_text: statusText(order.status),
    pay_status: order.payStatus,
    pay_type: order.payType,
    paid: order.payStatus === 1 || order.payStatus === 2 ? 1 : 0,
  };
}

/**
 * Operator steps that move money: confirming a bank transfer and deciding a refund. The money itself is the
 * payments area's (confirmBankTransfer, refundOrderPayments); this file moves the order around it and gives the
 * coupon (and, for goods never shipped, the stock) back.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../model/order-status';
import type { OperatorOrder } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { clients, orderRefunds, orders, refunds } from '../../db/schema';
import { OPERATOR_ACTOR, type Actor } from '../trust/audit';
import type { Tx } from '../cart/tx';
import { releaseOrderCoupon } from '../checkout/coupon';
import { releaseOrderStock } from '../checkout/stock';
import { confirmBankTransfer } from '../payments/order-pay';
import { refundOrderPayments, sendRefunds } from '../payments/refund';
import { OPERATOR, operatorStep, operatorView } from './operator';
import { moveOrder, type Mover } from './transition';
import type { OrderRow } from './views';

const S = ORDER_STATUS;

export function confirmTransferStep(db: Db, code: string, actor: Actor = OPERATOR_ACTOR): Promise<OperatorOrder> {
  return operatorStep(db, code, 'confirm-transfer', {}, (tx, o) => confirmBankTransfer(tx, o.id, OPERATOR), actor);
}

async function decideRequest(tx: Tx, orderId: number, decision: string): Promise<string> {
  const [req] = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), isNull(orderRefunds.decidedAt)))
    .orderBy(desc(orderRefunds.id))
    .limit(1);
  if (req) await tx.update(orderRefunds).set({ decision, decidedAt: new Date() }).where(eq(orderRefunds.id, req.id));
  return req?.reason ?? '';
}

/** The refunded order leaves the client's deal total if its receipt had added it. */
async function undoDeal(tx: Tx, o: OrderRow): Promise<void> {
  if (!o.receivedAt) return;
  await tx
    .update(clients)
    .set({ dealOrderFen: sql`greatest(0, ${clients.dealOrderFen} - ${o.totalFen})` })
    .where(eq(clients.id, o.clientId));
}

/** 15 → 16 once none of the order's provider refunds is still waiting or failed; false if some still are. */
export async function completeOnlineRefund(tx: Tx, orderId: number, by: Mover): Promise<boolean> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!o || o.status !== S.onlineRefund) return false;
  const open = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, [0, 2])));
  if (open.length) return false;
  await moveOrder(tx, o.id, o.status, S.refunded, by);
  return true;
}

/**
 * approve: 8 → 9 → 15 (online: back the way it was paid) or 14 (offline: by the operator's transfer, done with
 * this command) → money back → 16; the coupon goes back, and the stock if the goods never left. reject: 8 → 13.
 */
export async function refundDecision(
  db: Db,
  code: string,
  action: 'approve' | 'reject',
  way: 'online' | 'offline',
  actor: Actor = OPERATOR_ACTOR,
): Promise<OperatorOrder> {
  let pending: number[] = [];
  let orderId = 0;
  const view = await operatorStep(db, code, `refund:${action}`, { way }, async (tx, o) => {
    orderId = o.id;
    if (action === 'reject') {
      await moveOrder(tx, o.id, o.status, S.refundRejected, OPERATOR);
      await decideRequest(tx, o.id, 'rejected');
      return;
    }
    await moveOrder(tx, o.id, o.status, S.refundApproved, OPERATOR);
    const reason = (await decideRequest(tx, o.id, `approved:${way}`)) || '退款';
    const to = way === 'online' ? S.onlineRefund : S.offlineRefund;
    await moveOrder(tx, o.id, S.refundApproved, to, OPERATOR);
    pending = (await refundOrderPayments(tx, o.id, reason, OPERATOR)).pendingRefundIds;
    await releaseOrderCoupon(tx, o.id);
    if (!o.shippedAt) await releaseOrderStock(tx, o.id);
    await undoDeal(tx, o);
    if (way === 'offline' || pending.length === 0) await moveOrder(tx, o.id, to, S.refunded, OPERATOR);
  }, actor);
  if (pending.length === 0) return view;
  // Provider refunds go out after the commit; the order is refunded when they all went through (else the
  // sweeper's retry finishes it).
  await sendRefunds(db, pending);
  await db.transaction((tx) => completeOnlineRefund(tx, orderId, { kind: 'system', id: null }));
  return operatorView(db, code);
}

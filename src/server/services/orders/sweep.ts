/**
 * The system's deadlines, read from the orders table (so a restart loses nothing): unpaid orders past their
 * pay_deadline are cancelled (0 → 4, stock and coupon back) and shipped orders past auto_receive_at are received
 * (2 or 13 → 3). One transaction per order; each move is conditional on the status just read, so a payment, the
 * client or a second sweeper that moves the order first makes this one skip it (409 inside moveOrder → rollback).
 * It also resends provider refunds that failed and finishes online refunds once all of theirs went through.
 */
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../model/order-status';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';
import { retryRefunds } from '../payments/refund';
import { cancelOrder, receiveOrder } from './lifecycle';
import { completeOnlineRefund } from './operator-money';
import { closeGroupPurchases } from '../promotions/group-close';
import type { Mover } from './transition';
import type { OrderRow } from './views';

const S = ORDER_STATUS;
export const SYSTEM: Mover = { kind: 'system', id: null };
/** Orders one sweep handles per kind; the next sweep takes the rest. */
export const SWEEP_BATCH = 500;

export interface SweepResult {
  cancelled: number;
  received: number;
  /** Online refunds whose provider refunds all went through (15 → 16). */
  refunded: number;
  /** Orders another writer moved first. */
  skipped: number;
}

/** Runs `move` on the order in its own transaction; false when someone else moved it first. */
async function inOwnTx(db: Db, id: number, statuses: number[], move: (tx: Tx, o: OrderRow) => Promise<void>): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [o] = await tx.select().from(orders).where(eq(orders.id, id));
      if (!o || !statuses.includes(o.status)) return false;
      await move(tx, o);
      return true;
    });
  } catch (e) {
    if (e instanceof ApiError && e.code === 409) return false;
    throw e;
  }
}

export async function sweepOrders(db: Db, now: Date = new Date(), batch = SWEEP_BATCH): Promise<SweepResult> {
  const result: SweepResult = { cancelled: 0, received: 0, refunded: 0, skipped: 0 };
  // Group purchases past their close first: a failed group's orders are cancelled or refunded (services/promotions).
  await closeGroupPurchases(db, now);
  const overdue = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, S.pendingPayment), isNotNull(orders.payDeadline), lte(orders.payDeadline, now)))
    .orderBy(asc(orders.payDeadline))
    .limit(batch);
  for (const { id } of overdue) {
    const done = await inOwnTx(db, id, [S.pendingPayment], async (tx, o) => {
      if (!o.payDeadline || o.payDeadline > now) throw new ApiError(409, 'deadline moved');
      await cancelOrder(tx, o, S.systemCancelled, SYSTEM, '', now);
    });
    if (done) result.cancelled++;
    else result.skipped++;
  }
  // Only orders that were shipped: a refund refused before shipping (13) is not "received" by the clock.
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [S.shipped, S.refundRejected]),
        isNotNull(orders.shippedAt),
        isNotNull(orders.autoReceiveAt),
        lte(orders.autoReceiveAt, now),
      ),
    )
    .orderBy(asc(orders.autoReceiveAt))
    .limit(batch);
  for (const { id } of due) {
    const done = await inOwnTx(db, id, [S.shipped, S.refundRejected], (tx, o) => receiveOrder(tx, o, SYSTEM, '超过收货期限，系统自动确认收货', now));
    if (done) result.received++;
    else result.skipped++;
  }
  // Provider refunds that failed or were never sent go again; orders whose refunds are all done are refunded.
  await retryRefunds(db);
  const refunding = await db.select({ id: orders.id }).from(orders).where(eq(orders.status, S.onlineRefund)).limit(batch);
  for (const { id } of refunding) {
    if (await db.transaction((tx) => completeOnlineRefund(tx, id, SYSTEM))) result.refunded++;
  }
  return result;
}

/**
 * The moves with side effects, shared by the client, the operator and the sweeper; each runs inside the caller's
 * transaction, after moveOrder's conditional update, so a lost race (409) rolls the side effects back with it.
 */
import { eq, sql } from 'drizzle-orm';
import { ORDER_STATUS, receiptRefusal } from '../../../model/order-status';
import { ApiError } from '../../errors';
import { clients } from '../../db/schema';
import type { Tx } from '../cart/tx';
import { releaseOrderCoupon } from '../checkout/coupon';
import { releaseOrderStock } from '../checkout/stock';
import { moveOrder, type Mover } from './transition';
import type { OrderRow } from './views';

type Moving = Pick<OrderRow, 'id' | 'status' | 'clientId' | 'totalFen' | 'receivedAt' | 'shippedAt'>;

/** Cancel (7 by client/operator, 4 by the system's timeout): the stock and the coupon go back, once. */
export async function cancelOrder(tx: Tx, o: Moving, to: 4 | 7, by: Mover, why = '', now = new Date()): Promise<void> {
  await moveOrder(tx, o.id, o.status, to, by, why, { cancelledAt: now });
  await releaseOrderStock(tx, o.id);
  await releaseOrderCoupon(tx, o.id);
}

/** Receipt (2 or 13 → 3): the first receipt adds the order to the client's deal total (DealOrderMoney). */
export async function receiveOrder(tx: Tx, o: Moving, by: Mover, why = '', now = new Date()): Promise<void> {
  const notSent = o.shippedAt === null ? receiptRefusal(o.status, false) : null;
  if (notSent) throw new ApiError(400, notSent);
  await moveOrder(tx, o.id, o.status, ORDER_STATUS.received, by, why, { receivedAt: o.receivedAt ?? now });
  if (!o.receivedAt) {
    await tx
      .update(clients)
      .set({ dealOrderFen: sql`${clients.dealOrderFen} + ${o.totalFen}` })
      .where(eq(clients.id, o.clientId));
  }
}

/**
 * The client's coupon an order spends. `client_coupons.used_at` marks it spent; the partial unique index
 * orders_coupon_once_uq refuses a second live order with the same coupon even if two submits race.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { clientCoupons, orders } from '../../db/schema';
import type { Tx } from '../cart/tx';

/** Statuses whose order no longer holds its coupon (the index's exclusion list). */
const RELEASED_STATUSES = sql`(4, 7, 16)`;

/** Marks the client's coupon used; false when it is not this client's or was used already (nothing changed). */
export async function spendCoupon(tx: Tx, clientId: number, clientCouponId: number): Promise<boolean> {
  const spent = await tx
    .update(clientCoupons)
    .set({ usedAt: new Date() })
    .where(and(eq(clientCoupons.id, clientCouponId), eq(clientCoupons.clientId, clientId), isNull(clientCoupons.usedAt)))
    .returning({ id: clientCoupons.id });
  return spent.length === 1;
}

/**
 * Gives the order's coupon back (cancel, refund). Safe to call twice, and never frees a coupon another live order
 * of the client has spent since (this order itself does not count, so call it before or after moving its status).
 */
export async function releaseOrderCoupon(tx: Tx, orderId: number): Promise<void> {
  const [order] = await tx.select({ couponId: orders.clientCouponId }).from(orders).where(eq(orders.id, orderId));
  if (!order?.couponId) return;
  await tx
    .update(clientCoupons)
    .set({ usedAt: null })
    .where(
      and(
        eq(clientCoupons.id, order.couponId),
        isNotNull(clientCoupons.usedAt),
        sql`not exists (select 1 from ${orders} o where o.client_coupon_id = ${order.couponId}
          and o.id <> ${orderId} and o.status not in ${RELEASED_STATUSES})`,
      ),
    );
}

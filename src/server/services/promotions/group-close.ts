/**
 * Settling group purchases at their close, run by the order sweeper (services/orders/sweep.ts) so it happens once
 * whichever process runs it, and again after a restart (the due groups are read from `state = 0 and end_time <=
 * now`). One transaction per group, the group's row locked:
 *
 * - reached (units in paid orders ≥ target) → state 1; its orders go on (unpaid ones may still pay until their
 *   deadline).
 * - not reached → state 2; every live order holding one of its lines is ended by the system: unpaid (0, 10, 12) →
 *   7 cancelled; paid (1, 11) → 9 → 15, the money back the way it was paid, → 16 once every provider refund went
 *   through (else the sweeper's retry finishes it). Stock, seckill/group units and the coupon go back in the same
 *   transaction. A group already settled by another sweeper is skipped.
 */
import { GROUP_TYPE } from '../../../model/presale-rules';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { GROUP_MSG, groupReached } from '../../../model/promotion-rules';
import { ORDER_STATUS as S } from '../../../model/order-status';
import type { Db } from '../../db/client';
import { groupPurchases, orderLines, orders } from '../../db/schema';
import type { Tx } from '../cart/tx';
import { releaseOrderCoupon } from '../checkout/coupon';
import { releaseOrderStock } from '../checkout/stock';
import { refundOrderPayments, sendRefunds } from '../payments/refund';
import { cancelOrder } from '../orders/lifecycle';
import { completeOnlineRefund } from '../orders/operator-money';
import { moveOrder, type Mover } from '../orders/transition';
import { paidUnits } from './group-terms';
import { catalogueChanged } from '../../notices/catalogue';

const SYSTEM: Mover = { kind: 'system', id: null };
const UNPAID = [S.pendingPayment, S.pendingReview, S.rejected];
const PAID = [S.paid, S.approved];
const BATCH = 100;

export interface GroupCloseResult {
  reached: number;
  failed: number;
  /** Orders cancelled (unpaid) and refunded (paid) because their group failed. */
  cancelled: number;
  refunded: number;
}

/** Ends a failed group's paid order: 1/11 → 9 → 15, money back, stock and coupon back; 16 when nothing waits. */
async function refundFailed(tx: Tx, o: typeof orders.$inferSelect, now: Date): Promise<number[]> {
  await moveOrder(tx, o.id, o.status, S.refundApproved, SYSTEM, GROUP_MSG.failedReason);
  await moveOrder(tx, o.id, S.refundApproved, S.onlineRefund, SYSTEM, GROUP_MSG.failedReason, { cancelledAt: now });
  const { pendingRefundIds } = await refundOrderPayments(tx, o.id, GROUP_MSG.failedReason, SYSTEM);
  await releaseOrderCoupon(tx, o.id);
  await releaseOrderStock(tx, o.id);
  if (pendingRefundIds.length === 0) await moveOrder(tx, o.id, S.onlineRefund, S.refunded, SYSTEM);
  return pendingRefundIds;
}

export async function closeGroupPurchases(db: Db, now: Date = new Date()): Promise<GroupCloseResult> {
  const result: GroupCloseResult = { reached: 0, failed: 0, cancelled: 0, refunded: 0 };
  const due = await db
    .select({ id: groupPurchases.id })
    .from(groupPurchases)
    // A pre-sale (type 2) has no minimum and is never settled.
    .where(and(eq(groupPurchases.state, 0), lte(groupPurchases.endTime, now), eq(groupPurchases.type, GROUP_TYPE)))
    .orderBy(asc(groupPurchases.endTime))
    .limit(BATCH);
  for (const { id } of due) {
    const pending: { orderId: number; refunds: number[] }[] = [];
    await db.transaction(async (tx) => {
      const [g] = await tx.select().from(groupPurchases).where(eq(groupPurchases.id, id)).for('update');
      if (!g || g.state !== 0 || g.endTime > now) return;
      const paid = (await paidUnits(tx, [id])).get(id) ?? 0;
      if (groupReached({ paid, target: g.target })) {
        await tx.update(groupPurchases).set({ state: 1, closedAt: now }).where(eq(groupPurchases.id, id));
        result.reached++;
        return;
      }
      await tx.update(groupPurchases).set({ state: 2, closedAt: now }).where(eq(groupPurchases.id, id));
      result.failed++;
      const held = tx.select({ id: orderLines.orderId }).from(orderLines).where(eq(orderLines.purchaseId, id));
      const live = await tx
        .select()
        .from(orders)
        .where(and(inArray(orders.id, held), inArray(orders.status, [...UNPAID, ...PAID])))
        .orderBy(asc(orders.id))
        .for('update');
      for (const o of live) {
        if ((UNPAID as number[]).includes(o.status)) {
          await cancelOrder(tx, o, S.cancelled, SYSTEM, GROUP_MSG.failedReason, now);
          result.cancelled++;
        } else {
          pending.push({ orderId: o.id, refunds: await refundFailed(tx, o, now) });
          result.refunded++;
        }
      }
    });
    // Provider refunds go out after the commit; the order is refunded when they all went through.
    for (const p of pending.filter((x) => x.refunds.length > 0)) {
      await sendRefunds(db, p.refunds);
      await db.transaction((tx) => completeOnlineRefund(tx, p.orderId, SYSTEM));
    }
  }
  if (due.length) await catalogueChanged(db, 'activities');
  return result;
}

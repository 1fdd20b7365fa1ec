/**
 * The units of a seckill or a group purchase held by orders, in the transaction that takes or gives back the
 * order's product stock (checkout/stock.ts and submit.ts call these). A seckill:
 *
 * - take: one conditional update of the seckill (running, `sold + n <= stock`, `n <= order_limit`), then one
 *   conditional upsert of what the client holds (`bought + n <= client_limit`). Both are row-level conditions
 *   PostgreSQL re-checks on the newest row version after waiting for a concurrent writer, so racing buyers can
 *   never pass the stock or a client's limit; either refusal throws and the whole order rolls back.
 * - release: gives `sold` and the client's `bought` back; only called once per order (stock_released_at).
 * - retake (a payment after the timeout cancel): the same conditions without the time window (the order was
 *   placed in time); if another buyer got the released units meanwhile, it fails and the payment is refunded.
 *
 * A group purchase the same way with one conditional update (open, `sold + n <= stock`, `purchase_min <= n <=
 * order_limit`); a retake needs only that the group has not failed. A pre-sale (type 2, state always 0) is taken by
 * the same update, then what the client holds by an upsert like a seckill's (`bought + n <= client_limit`).
 * Special prices and combinations: capped-holds.ts, released and retaken from here with the rest.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { PROMOTION_MSG } from '../../../model/promotion-rules';
import { PRESALE_MSG, PRESALE_TYPE } from '../../../model/presale-rules';
import { groupPurchases, orderLines, orders, purchaseBuyers, seckillBuyers, seckills } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';
import { releaseCappedHolds, retakeCappedHolds } from './capped-holds';

export interface SeckillNeed {
  seckillId: number;
  amount: number;
  /** For the refusal's text. */
  name: string;
}

export interface ActivityNeed extends SeckillNeed {
  purchaseId: number;
}

/** One need per seckill, in id order (the lock order, as products are taken in product id order). */
function bySeckill(needs: readonly SeckillNeed[]): SeckillNeed[] {
  const sum = new Map<number, SeckillNeed>();
  for (const n of needs) {
    if (n.seckillId <= 0) continue;
    const had = sum.get(n.seckillId);
    sum.set(n.seckillId, { ...n, amount: (had?.amount ?? 0) + n.amount });
  }
  return [...sum.values()].sort((a, b) => a.seckillId - b.seckillId);
}

/** Takes one need; false when the seckill or the client's limit refuses it (the caller rolls back). */
async function takeOne(tx: Tx, clientId: number, need: SeckillNeed, now: Date | null): Promise<boolean> {
  const n = need.amount;
  const inWindow = now ? and(lte(seckills.startTime, now), gt(seckills.endTime, now), sql`${seckills.endedAt} is null`) : undefined;
  const [took] = await tx
    .update(seckills)
    .set({ sold: sql`${seckills.sold} + ${n}` })
    .where(
      and(
        eq(seckills.id, need.seckillId),
        inWindow,
        sql`${seckills.sold} + ${n} <= ${seckills.stock}`,
        sql`(${seckills.orderLimit} < 0 or ${n} <= ${seckills.orderLimit})`,
      ),
    )
    .returning({ clientLimit: seckills.clientLimit });
  if (!took) return false;
  const limit = took.clientLimit;
  if (limit >= 0 && n > limit) return false;
  const held = await tx
    .insert(seckillBuyers)
    .values({ seckillId: need.seckillId, clientId, bought: n })
    .onConflictDoUpdate({
      target: [seckillBuyers.seckillId, seckillBuyers.clientId],
      set: { bought: sql`${seckillBuyers.bought} + excluded.bought` },
      setWhere: limit < 0 ? undefined : sql`${seckillBuyers.bought} + excluded.bought <= ${limit}`,
    })
    .returning({ bought: seckillBuyers.bought });
  return held.length > 0;
}

/**
 * One group or pre-sale need (in an order once: one cart line per product and activity); false when refused. A
 * purchase with a per-client limit (a pre-sale's) also raises what the client holds, by a conditional upsert.
 */
async function takeGroup(tx: Tx, clientId: number, purchaseId: number, n: number, now: Date | null): Promise<boolean> {
  const when = now
    ? and(eq(groupPurchases.state, 0), lte(groupPurchases.startTime, now), gt(groupPurchases.endTime, now))
    : sql`${groupPurchases.state} <> 2`;
  const took = await tx
    .update(groupPurchases)
    .set({ sold: sql`${groupPurchases.sold} + ${n}` })
    .where(
      and(
        eq(groupPurchases.id, purchaseId),
        when,
        sql`${groupPurchases.sold} + ${n} <= ${groupPurchases.stock}`,
        sql`(${groupPurchases.orderLimit} < 0 or ${n} <= ${groupPurchases.orderLimit})`,
        sql`${n} >= ${groupPurchases.purchaseMin}`,
      ),
    )
    .returning({ clientLimit: groupPurchases.clientLimit });
  const limit = took[0]?.clientLimit;
  if (limit === undefined) return false;
  if (limit < 0) return true;
  if (n > limit) return false;
  const held = await tx
    .insert(purchaseBuyers)
    .values({ purchaseId, clientId, bought: n })
    .onConflictDoUpdate({
      target: [purchaseBuyers.purchaseId, purchaseBuyers.clientId],
      set: { bought: sql`${purchaseBuyers.bought} + excluded.bought` },
      setWhere: sql`${purchaseBuyers.bought} + excluded.bought <= ${limit}`,
    })
    .returning({ bought: purchaseBuyers.bought });
  return held.length > 0;
}

/** The refusal of a group or pre-sale need, worded by its type. */
async function groupTakenText(tx: Tx, purchaseId: number, name: string): Promise<string> {
  const [row] = await tx.select({ type: groupPurchases.type }).from(groupPurchases).where(eq(groupPurchases.id, purchaseId));
  return row?.type === PRESALE_TYPE ? PRESALE_MSG.taken(name) : PROMOTION_MSG.groupTaken(name);
}

function byGroup(needs: readonly { purchaseId: number; amount: number; name: string }[]) {
  const sum = new Map<number, { purchaseId: number; amount: number; name: string }>();
  for (const n of needs) {
    if (n.purchaseId <= 0) continue;
    const had = sum.get(n.purchaseId);
    sum.set(n.purchaseId, { ...n, amount: (had?.amount ?? 0) + n.amount });
  }
  return [...sum.values()].sort((a, b) => a.purchaseId - b.purchaseId);
}

/** At submit, after the product stock: every activity line's units, or ApiError 400 naming the product. */
export async function takeActivityHolds(tx: Tx, clientId: number, needs: readonly ActivityNeed[], now: Date): Promise<void> {
  for (const need of bySeckill(needs)) {
    if (!(await takeOne(tx, clientId, need, now))) throw new ApiError(400, PROMOTION_MSG.taken(need.name));
  }
  for (const need of byGroup(needs.filter((n) => n.seckillId <= 0))) {
    if (!(await takeGroup(tx, clientId, need.purchaseId, need.amount, now))) throw new ApiError(400, await groupTakenText(tx, need.purchaseId, need.name));
  }
}

async function orderHold(tx: Tx, orderId: number) {
  const rows = await tx
    .select({ clientId: orders.clientId, seckillId: orderLines.seckillId, purchaseId: orderLines.purchaseId, amount: orderLines.amount, name: orderLines.tyName })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.orderId, orderId), sql`(${orderLines.seckillId} > 0 or ${orderLines.purchaseId} > 0)`));
  return { clientId: rows[0]?.clientId ?? 0, needs: bySeckill(rows), groups: byGroup(rows.filter((r) => r.seckillId <= 0)) };
}

/** Gives the order's activity units back (called once, with its product stock). */
export async function releaseActivityHolds(tx: Tx, orderId: number): Promise<void> {
  const { clientId, needs, groups } = await orderHold(tx, orderId);
  for (const g of groups) {
    await tx
      .update(groupPurchases)
      .set({ sold: sql`${groupPurchases.sold} - ${g.amount}` })
      .where(eq(groupPurchases.id, g.purchaseId));
    await tx
      .update(purchaseBuyers)
      .set({ bought: sql`${purchaseBuyers.bought} - ${g.amount}` })
      .where(and(eq(purchaseBuyers.purchaseId, g.purchaseId), eq(purchaseBuyers.clientId, clientId)));
  }
  for (const need of needs) {
    await tx
      .update(seckills)
      .set({ sold: sql`${seckills.sold} - ${need.amount}` })
      .where(eq(seckills.id, need.seckillId));
    await tx
      .update(seckillBuyers)
      .set({ bought: sql`${seckillBuyers.bought} - ${need.amount}` })
      .where(and(eq(seckillBuyers.seckillId, need.seckillId), eq(seckillBuyers.clientId, clientId)));
  }
  await releaseCappedHolds(tx, orderId);
}

/** For a late payment: takes the order's activity units again, all or (false) none (the caller's savepoint undoes). */
export async function retakeActivityHolds(tx: Tx, orderId: number): Promise<boolean> {
  const { clientId, needs, groups } = await orderHold(tx, orderId);
  for (const need of needs) if (!(await takeOne(tx, clientId, need, null))) return false;
  for (const g of groups) if (!(await takeGroup(tx, clientId, g.purchaseId, g.amount, null))) return false;
  return retakeCappedHolds(tx, orderId);
}

/** Group purchase rows as the model's terms, with the units in paid orders counted from the order lines. */
import { GROUP_TYPE } from '../../../model/presale-rules';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { GroupTerms } from '../../../model/promotion-rules';
import { SALES_STATUSES } from '../../../model/salesman-report';
import type { Db } from '../../db/client';
import { groupPurchases, orderLines, orders } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';

export type GroupRow = typeof groupPurchases.$inferSelect;

export function groupTermsOf(row: GroupRow, paid: number): GroupTerms {
  return {
    priceFen: row.priceFen,
    target: row.target,
    sold: row.sold,
    paid,
    stock: row.stock,
    purchaseMin: row.purchaseMin,
    orderLimit: row.orderLimit,
    startMs: row.startTime.getTime(),
    endMs: row.endTime.getTime(),
    state: row.state as GroupTerms['state'],
  };
}

export async function groupsByIds(db: Db | Tx, ids: number[]): Promise<Map<number, GroupRow>> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(groupPurchases).where(inArray(groupPurchases.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** group id → units in paid orders (a sale: paid or on credit, neither cancelled nor refunded). */
export async function paidUnits(db: Db | Tx, ids: number[]): Promise<Map<number, number>> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: orderLines.purchaseId, units: sql<string>`sum(${orderLines.amount})` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.purchaseId, wanted), gt(orderLines.purchaseId, 0), inArray(orders.status, [...SALES_STATUSES])))
    .groupBy(orderLines.purchaseId);
  return new Map(rows.map((r) => [r.id, Number(r.units)]));
}

export const GROUP_NOT_REACHED_SHIP = '团购尚未成团，截团成团后才能发货';

/** Shipping waits for the group: an order with a line of a group not yet reached is refused (400). */
export async function refuseUnsettledGroupShip(tx: Tx, orderId: number): Promise<void> {
  const [open] = await tx
    .select({ id: groupPurchases.id })
    .from(orderLines)
    .innerJoin(groupPurchases, eq(groupPurchases.id, orderLines.purchaseId))
    .where(and(eq(orderLines.orderId, orderId), eq(groupPurchases.type, GROUP_TYPE), sql`${groupPurchases.state} <> 1`))
    .limit(1);
  if (open) throw new ApiError(400, GROUP_NOT_REACHED_SHIP);
}

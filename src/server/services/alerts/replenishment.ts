/**
 * Replenishment suggestions (issue 32): the products a client orders regularly whose usual reorder interval has
 * passed (model/replenishment-rules over its orders of the last year, cancelled and refunded ones left out), with
 * the usual quantity rounded to the pack. A dismissed suggestion stays hidden until the product is ordered again.
 */
import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { ReorderSuggestion } from '../../../contract/alerts';
import { chinaDay } from '../../../model/date-range';
import { rankSuggestions, reorderSuggestion, type Purchase } from '../../../model/replenishment-rules';
import { ORDER_STATUS } from '../../../model/order-status';
import type { Db } from '../../db/client';
import { orderLines, orders, products, reorderDismissals } from '../../db/schema';
import { ApiError } from '../../errors';
import { SERVER_MSG } from '../../../model/messages';
import { pricedProductFields } from '../prices/effective';
import { toProduct, type Viewer } from '../catalog/product-view';

const HISTORY_DAYS = 365;
export const SUGGESTION_LIMIT = 12;
const NOT_BOUGHT = [ORDER_STATUS.systemCancelled, ORDER_STATUS.cancelled, ORDER_STATUS.refunded];

export async function reorderSuggestions(db: Db, clientId: number, viewer: Viewer, now = new Date(), limit = SUGGESTION_LIMIT): Promise<ReorderSuggestion[]> {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ productId: orderLines.productId, day, amount: sql<number>`sum(${orderLines.amount})::int`, lastAt: sql<string>`max(${orders.createdAt})` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.clientId, clientId), notInArray(orders.status, NOT_BOUGHT), gt(orders.createdAt, sql`now() - ${HISTORY_DAYS} * interval '1 day'`)))
    .groupBy(orderLines.productId, day);
  const history = new Map<number, Purchase[]>();
  const lastAt = new Map<number, number>();
  for (const r of rows) {
    history.set(r.productId, [...(history.get(r.productId) ?? []), { day: r.day, amount: Number(r.amount) }]);
    lastAt.set(r.productId, Math.max(lastAt.get(r.productId) ?? 0, new Date(r.lastAt).getTime()));
  }
  if (history.size === 0) return [];
  const dismissed = await db.select().from(reorderDismissals).where(eq(reorderDismissals.clientId, clientId));
  const hidden = new Set(dismissed.filter((d) => d.dismissedAt.getTime() >= (lastAt.get(d.productId) ?? 0)).map((d) => d.productId));
  const ids = [...history.keys()].filter((id) => !hidden.has(id));
  if (ids.length === 0) return [];
  const found = await db.select(pricedProductFields(viewer.price, now)).from(products).where(inArray(products.id, ids));
  const today = chinaDay(now);
  const due = found.flatMap((row) => {
    const suggestion = reorderSuggestion(history.get(row.id)!, row.zhongbaozhuangNum, today);
    return suggestion ? [{ product_id: row.id, suggestion, row }] : [];
  });
  return rankSuggestions(due)
    .slice(0, limit)
    .map(({ suggestion, row }) => ({ product: toProduct(row, viewer), ...suggestion }));
}

/** Hides a suggestion until the product is ordered again; a product never ordered is refused. */
export async function dismissReorder(db: Db, clientId: number, productId: number): Promise<void> {
  const [p] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!p) throw new ApiError(400, SERVER_MSG.productMissing);
  await db
    .insert(reorderDismissals)
    .values({ clientId, productId })
    .onConflictDoUpdate({ target: [reorderDismissals.clientId, reorderDismissals.productId], set: { dismissedAt: sql`now()` } });
}

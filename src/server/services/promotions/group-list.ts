/**
 * GET /w1/groupPurchaseList and /w1/groupPurchaseDetail: group purchases as the product with its group fields
 * (purchase_id, purchase_min, max_buy_num = the most one order may take now, type 1, end_time = the close) and the
 * progress to the minimum. Open ones first (soonest close first), then those about to open, then the settled ones
 * of the last three days.
 */
import { GROUP_TYPE } from '../../../model/presale-rules';
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { fenToYuan } from '../../../model/money';
import { groupMaxPerOrder, groupPhase, groupProgress, type GroupPhase } from '../../../model/promotion-rules';
import type { GroupItem, GroupList } from '../../../contract/promotions';
import type { Db } from '../../db/client';
import { groupPurchases, products } from '../../db/schema';
import { ApiError } from '../../errors';
import { marginOf, toProduct, type ProductRow, type Viewer } from '../catalog/product-view';
import { pricedProductFields } from '../prices/effective';
import { groupTermsOf, paidUnits, type GroupRow } from './group-terms';

const DAY = 86_400_000;
const LIST_MAX = 60;
const PHASE_ORDER: Record<GroupPhase, number> = { open: 0, full: 1, upcoming: 2, closing: 3, reached: 4, failed: 5 };
export const GROUP_MISSING = '团购活动不存在';

export function groupItem(row: GroupRow, product: ProductRow, viewer: Viewer, paid: number, nowMs: number): GroupItem {
  const terms = groupTermsOf(row, paid);
  const item: GroupItem = {
    ...toProduct(product, viewer),
    purchase_id: row.id,
    purchase_min: row.purchaseMin,
    max_buy_num: groupMaxPerOrder(terms),
    type: 1,
    end_time: terms.endMs,
    start_time: terms.startMs,
    title: row.title,
    phase: groupPhase(terms, nowMs),
    target: row.target,
    amountCount: paid,
    progress: groupProgress(terms),
  };
  if (viewer.showPrices) {
    item.group_price = fenToYuan(row.priceFen);
    item.margin = marginOf(Math.min(row.priceFen, product.priceFen), product.retailPriceFen);
  }
  return item;
}

const withProduct = (db: Db, viewer: Viewer, now: Date) =>
  db
    .select({ group: groupPurchases, product: pricedProductFields(viewer.price, now) })
    .from(groupPurchases)
    .innerJoin(products, eq(products.id, groupPurchases.productId));

export async function listGroups(db: Db, viewer: Viewer, now: Date): Promise<GroupList> {
  const nowMs = now.getTime();
  const rows = await withProduct(db, viewer, now)
    .where(
      and(
        eq(groupPurchases.type, GROUP_TYPE),
        lt(groupPurchases.startTime, new Date(nowMs + 7 * DAY)),
        or(eq(groupPurchases.state, 0), gt(sql`coalesce(${groupPurchases.closedAt}, ${groupPurchases.endTime})`, new Date(nowMs - 3 * DAY))),
      ),
    )
    .orderBy(asc(groupPurchases.endTime), asc(groupPurchases.id))
    .limit(LIST_MAX);
  const paid = await paidUnits(db, rows.map((r) => r.group.id));
  const list = rows.map((r) => groupItem(r.group, r.product, viewer, paid.get(r.group.id) ?? 0, nowMs));
  list.sort((a, b) => PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase]);
  return { now: nowMs, list };
}

export async function groupDetail(db: Db, viewer: Viewer, groupId: number, now: Date): Promise<{ now: number; item: GroupItem }> {
  const [row] = await withProduct(db, viewer, now).where(and(eq(groupPurchases.id, groupId), eq(groupPurchases.type, GROUP_TYPE)));
  if (!row) throw new ApiError(404, GROUP_MISSING);
  const paid = (await paidUnits(db, [groupId])).get(groupId) ?? 0;
  return { now: now.getTime(), item: groupItem(row.group, row.product, viewer, paid, now.getTime()) };
}

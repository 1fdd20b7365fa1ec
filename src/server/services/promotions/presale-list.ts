/**
 * GET /w1/presaleList and /w1/presaleDetail: pre-sales (group_purchases of type 2) as the product with its
 * pre-sale fields (purchase_id, purchase_min, max_buy_num = the most this client may order now, type 2, end_time,
 * ship_date). Running ones first (soonest end first), then those about to start, then those ended in the last
 * three days.
 */
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { fenToYuan } from '../../../model/money';
import { presaleMaxForClient, presalePhase, PRESALE_TYPE, type PresalePhase } from '../../../model/presale-rules';
import type { PresaleItem, PresaleList } from '../../../contract/presale';
import type { Db } from '../../db/client';
import { groupPurchases, products } from '../../db/schema';
import { ApiError } from '../../errors';
import { marginOf, toProduct, type ProductRow, type Viewer } from '../catalog/product-view';
import { pricedProductFields } from '../prices/effective';
import type { GroupRow } from './group-terms';
import { heldBy, presaleTermsOf } from './presale-terms';

const DAY = 86_400_000;
const LIST_MAX = 60;
const PHASE_ORDER: Record<PresalePhase, number> = { running: 0, soldOut: 1, upcoming: 2, ended: 3 };
export const PRESALE_MISSING = '预售活动不存在';

export function presaleItem(row: GroupRow, product: ProductRow, viewer: Viewer, bought: number, nowMs: number): PresaleItem {
  const terms = presaleTermsOf(row);
  const item: PresaleItem = {
    ...toProduct(product, viewer),
    purchase_id: row.id,
    purchase_min: row.purchaseMin,
    max_buy_num: presaleMaxForClient(terms, bought),
    type: PRESALE_TYPE,
    end_time: terms.endMs,
    start_time: terms.startMs,
    title: row.title,
    phase: presalePhase(terms, nowMs),
    ship_date: terms.shipDate,
    presale_stock: row.stock,
    presale_sold: row.sold,
    client_limit: row.clientLimit,
  };
  if (viewer.showPrices) {
    item.presale_price = fenToYuan(row.priceFen);
    item.margin = marginOf(Math.min(row.priceFen, product.priceFen), product.retailPriceFen);
  }
  return item;
}

const withProduct = (db: Db, viewer: Viewer, now: Date) =>
  db
    .select({ presale: groupPurchases, product: pricedProductFields(viewer.price, now) })
    .from(groupPurchases)
    .innerJoin(products, eq(products.id, groupPurchases.productId));

export async function listPresales(db: Db, viewer: Viewer, clientId: number | null, now: Date): Promise<PresaleList> {
  const nowMs = now.getTime();
  const rows = await withProduct(db, viewer, now)
    .where(and(eq(groupPurchases.type, PRESALE_TYPE), lt(groupPurchases.startTime, new Date(nowMs + 7 * DAY)), gt(groupPurchases.endTime, new Date(nowMs - 3 * DAY))))
    .orderBy(asc(groupPurchases.endTime), asc(groupPurchases.id))
    .limit(LIST_MAX);
  const held = await heldBy(db, clientId, rows.map((r) => r.presale.id));
  const list = rows.map((r) => presaleItem(r.presale, r.product, viewer, held.get(r.presale.id) ?? 0, nowMs));
  list.sort((a, b) => PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase]);
  return { now: nowMs, list };
}

export async function presaleDetail(db: Db, viewer: Viewer, clientId: number | null, id: number, now: Date): Promise<{ now: number; item: PresaleItem }> {
  const [row] = await withProduct(db, viewer, now).where(and(eq(groupPurchases.id, id), eq(groupPurchases.type, PRESALE_TYPE)));
  if (!row) throw new ApiError(404, PRESALE_MISSING);
  const held = (await heldBy(db, clientId, [id])).get(id) ?? 0;
  return { now: now.getTime(), item: presaleItem(row.presale, row.product, viewer, held, now.getTime()) };
}

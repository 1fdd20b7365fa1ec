/**
 * GET /w1/seckillList: the seckills a buyer can see: running ones first (soonest end first), then those starting
 * within a week (soonest start first), then those that ended in the last day, so the page shows every state. Each
 * is the product (toProduct, per viewer) with its seckill fields; seckill_total is what this client may still put in
 * one order.
 */
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { fenToYuan } from '../../../model/money';
import { seckillMaxForClient, seckillPhase, seckillProgress, type SeckillPhase } from '../../../model/promotion-rules';
import type { Product } from '../../../contract/catalog';
import type { SeckillItem, SeckillList } from '../../../contract/promotions';
import type { Db } from '../../db/client';
import { products, seckills } from '../../db/schema';
import { marginOf, toProduct, type Viewer } from '../catalog/product-view';
import { pricedProductFields } from '../prices/effective';
import { boughtBy, termsOf, type SeckillRow } from './seckill-terms';
import type { ProductRow } from '../catalog/product-view';

const DAY = 86_400_000;
const LIST_MAX = 60;
const PHASE_ORDER: Record<SeckillPhase, number> = { running: 0, soldOut: 1, upcoming: 2, ended: 3 };

/** The seckill's fields of the product (SPEC §3): id, limits for this client, end, and the price for those who see prices. */
export function seckillProductFields(row: SeckillRow, product: ProductRow, viewer: Viewer, bought: number): Partial<Product> {
  const fields: Partial<Product> = {
    seckill_id: row.id,
    seckill_total: seckillMaxForClient(termsOf(row), bought),
    seckill_min_num: row.minNum,
    end_time: row.endTime.getTime(),
  };
  if (viewer.showPrices) {
    fields.seckill_price = fenToYuan(row.priceFen);
    // The buyer's margin at the seckill price.
    fields.margin = marginOf(Math.min(row.priceFen, product.priceFen), product.retailPriceFen);
  }
  return fields;
}

/** The product with its seckill fields and the seckill's state, as the seckill page shows it. */
export function seckillItem(row: SeckillRow, product: ProductRow, viewer: Viewer, bought: number, nowMs: number): SeckillItem {
  const terms = termsOf(row);
  return {
    ...toProduct(product, viewer),
    ...seckillProductFields(row, product, viewer, bought),
    start_time: terms.startMs,
    title: row.title,
    phase: seckillPhase(terms, nowMs),
    seckill_stock: row.stock,
    seckill_sold: row.sold,
    progress: seckillProgress(terms),
  };
}

/** The seckill a detail link names (?seckillId=), if it is for this product and has not ended. */
export async function runningSeckillOf(db: Db, seckillId: number, productId: number, nowMs: number): Promise<SeckillRow | null> {
  const [row] = await db.select().from(seckills).where(and(eq(seckills.id, seckillId), eq(seckills.productId, productId)));
  return row && seckillPhase(termsOf(row), nowMs) !== 'ended' ? row : null;
}

export async function listSeckills(db: Db, viewer: Viewer, clientId: number | null, now: Date): Promise<SeckillList> {
  const nowMs = now.getTime();
  const rows = await db
    .select({ seckill: seckills, product: pricedProductFields(viewer.price, now) })
    .from(seckills)
    .innerJoin(products, eq(products.id, seckills.productId))
    .where(
      and(
        gt(sql`coalesce(${seckills.endedAt}, ${seckills.endTime})`, new Date(nowMs - DAY)),
        lt(seckills.startTime, new Date(nowMs + 7 * DAY)),
      ),
    )
    .orderBy(asc(seckills.endTime), asc(seckills.id))
    .limit(LIST_MAX);
  const bought = await boughtBy(db, clientId, rows.map((r) => r.seckill.id));
  const list = rows.map((r) => seckillItem(r.seckill, r.product, viewer, bought.get(r.seckill.id) ?? 0, nowMs));
  const key = (i: SeckillItem) => (i.phase === 'upcoming' ? i.start_time : i.phase === 'ended' ? -(i.end_time ?? 0) : (i.end_time ?? 0));
  list.sort((a, b) => PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase] || key(a) - key(b) || (a.seckill_id ?? 0) - (b.seckill_id ?? 0));
  return { now: nowMs, list };
}

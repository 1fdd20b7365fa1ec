/**
 * Marks listed products with the promotions they are in now: a running special price gives special_id (the 特价
 * tag, for everyone), discount_price.price (for viewers who see prices) and max_buy_num capped by the units left and
 * the per-client limit, so the stepper offers what the special line allows; the detail page also counts the running
 * combinations holding the product (combination_total, combination_id = the first). Every activity and claimable
 * coupon each product is in now is named too (actName, the card's activity tooltip). Both read the activity
 * snapshot (activity-snapshot.ts): no query per list.
 */
import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import { orderActivityNames, type ActivityKind, type ActivityName } from '../../../model/activity-names';
import { fenToYuan, yuanToFen } from '../../../model/money';
import type { Product } from '../../../contract/catalog';
import type { Db } from '../../db/client';
import { combinationItems, combinations } from '../../db/schema';
import { activitySnapshot, runsAt, type ActivitySnapshot } from './activity-snapshot';
import type { Viewer } from '../catalog/product-view';

/** Running = in its window, not ended early, units left. */
const running = (t: typeof combinations, now: Date) =>
  and(lte(t.startTime, now), gt(t.endTime, now), isNull(t.endedAt), lt(t.sold, t.stock));

export async function withSpecialPrices(db: Db, list: Product[], viewer: Viewer, now = new Date()): Promise<Product[]> {
  if (list.length === 0) return list;
  const snapshot = await activitySnapshot(db, now);
  return withActivityNames(withSpecialMarks(snapshot, list, viewer, now.getTime()), snapshot, now.getTime());
}

function withSpecialMarks(snapshot: ActivitySnapshot, list: Product[], viewer: Viewer, now: number): Product[] {
  // The lowest running special price of each product (the earliest on a tie).
  const best = new Map<number, ActivitySnapshot['specials'][number]>();
  for (const r of snapshot.specials) {
    if (!runsAt(r, now)) continue;
    const held = best.get(r.productId);
    if (!held || r.priceFen < held.priceFen || (r.priceFen === held.priceFen && r.id < held.id)) best.set(r.productId, r);
  }
  if (best.size === 0) return list;
  return list.map((p) => {
    const s = best.get(p.product_id);
    if (!s) return p;
    // A buyer whose own price (agreed or client type: prices/effective.ts) is not above the special pays that anyway.
    if (viewer.showPrices && p.price !== undefined && yuanToFen(p.price) <= s.priceFen) return p;
    // The stepper's cap: the units left and the per-client limit (what this client already holds is the cart's to say).
    const caps = [s.left, s.clientLimit, p.max_buy_num ?? -1].filter((n) => n >= 0);
    const max_buy_num = caps.length ? Math.min(...caps) : -1;
    return { ...p, special_id: s.id, max_buy_num, ...(viewer.showPrices ? { discount_price: { price: fenToYuan(s.priceFen) } } : {}) };
  });
}

/** The running combinations holding this product: how many, and the first one's id. */
export async function combinationMarks(db: Db, productId: number, now = new Date()): Promise<Pick<Product, 'combination_id' | 'combination_total'>> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, first: sql<number>`min(${combinations.id})::int` })
    .from(combinations)
    .innerJoin(combinationItems, eq(combinationItems.combinationId, combinations.id))
    .where(and(eq(combinationItems.productId, productId), running(combinations, now)));
  const n = Number(row?.n ?? 0);
  return n > 0 ? { combination_id: Number(row!.first), combination_total: n } : {};
}

/**
 * What each product takes part in now: running seckills, group purchases and pre-sales with units left, specials,
 * combinations, and the claimable coupons scoped to it (by product, brand, category or its parent). A store-wide
 * coupon applies to everything, so it names no product here.
 */
function withActivityNames(list: Product[], snapshot: ActivitySnapshot, now: number): Product[] {
  const byProduct = new Map<number, ActivityName[]>();
  const add = (productId: number, kind: ActivityKind, id: number, name: string) => {
    const names = byProduct.get(productId) ?? [];
    names.push({ kind, id, act_type: kind === 'coupon' ? 2 : 1, name });
    byProduct.set(productId, names);
  };
  const ids = new Set(list.map((p) => p.product_id));
  for (const r of snapshot.seckills) if (ids.has(r.productId) && runsAt(r, now)) add(r.productId, 'seckill', r.id, r.title);
  for (const r of snapshot.groups) if (ids.has(r.productId) && runsAt(r, now)) add(r.productId, r.type === 1 ? 'group' : 'presale', r.id, r.title);
  for (const r of snapshot.specials) if (ids.has(r.productId) && runsAt(r, now)) add(r.productId, 'special', r.id, r.title);
  for (const c of snapshot.combinations) {
    if (!runsAt(c, now)) continue;
    for (const productId of c.productIds) if (ids.has(productId)) add(productId, 'combination', c.id, c.name);
  }
  for (const c of snapshot.coupons) {
    if (!runsAt(c, now)) continue;
    for (const p of list) {
      const parent = snapshot.parentOf.get(p.class_id) ?? null;
      const applies = c.scopes.some(
        (s) => s.productId === p.product_id || (s.brand !== null && s.brand === p.brand) || (s.classId !== null && (s.classId === p.class_id || s.classId === parent)),
      );
      if (applies) add(p.product_id, 'coupon', c.id, c.title);
    }
  }
  if (byProduct.size === 0) return list;
  return list.map((p) => {
    const names = byProduct.get(p.product_id);
    return names ? { ...p, actName: orderActivityNames(names) } : p;
  });
}

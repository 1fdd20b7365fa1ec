/**
 * Marks listed products with the promotions they are in now: a running special price gives special_id (the 特价
 * tag, for everyone), discount_price.price (for viewers who see prices) and max_buy_num capped by the units left and
 * the per-client limit, so the stepper offers what the special line allows; the detail page also counts the running
 * combinations holding the product (combination_total, combination_id = the first). One query per list.
 */
import { and, asc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { fenToYuan } from '../../../model/money';
import type { Product } from '../../../contract/catalog';
import type { Db } from '../../db/client';
import { combinationItems, combinations, specialPrices } from '../../db/schema';
import type { Viewer } from '../product-view';

/** Running = in its window, not ended early, units left. */
const running = (t: typeof specialPrices | typeof combinations, now: Date) =>
  and(lte(t.startTime, now), gt(t.endTime, now), isNull(t.endedAt), lt(t.sold, t.stock));

export async function withSpecialPrices(db: Db, list: Product[], viewer: Viewer, now = new Date()): Promise<Product[]> {
  if (list.length === 0) return list;
  const rows = await db
    .select({ id: specialPrices.id, productId: specialPrices.productId, priceFen: specialPrices.priceFen, clientLimit: specialPrices.clientLimit, left: sql<number>`${specialPrices.stock} - ${specialPrices.sold}` })
    .from(specialPrices)
    .where(and(inArray(specialPrices.productId, [...new Set(list.map((p) => p.product_id))]), running(specialPrices, now)))
    .orderBy(asc(specialPrices.priceFen), asc(specialPrices.id));
  if (rows.length === 0) return list;
  const best = new Map<number, (typeof rows)[number]>();
  for (const r of rows) if (!best.has(r.productId)) best.set(r.productId, r);
  return list.map((p) => {
    const s = best.get(p.product_id);
    if (!s) return p;
    // The stepper's cap: the units left and the per-client limit (what this client already holds is the cart's to say).
    const caps = [Number(s.left), s.clientLimit, p.max_buy_num ?? -1].filter((n) => n >= 0);
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

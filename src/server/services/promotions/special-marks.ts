/**
 * Marks listed products with the promotions they are in now: a running special price gives special_id (the 特价
 * tag, for everyone), discount_price.price (for viewers who see prices) and max_buy_num capped by the units left and
 * the per-client limit, so the stepper offers what the special line allows; the detail page also counts the running
 * combinations holding the product (combination_total, combination_id = the first). One query per list; a second
 * names every activity and claimable coupon each product is in now (actName, the card's activity tooltip).
 */
import { and, asc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { orderActivityNames, type ActivityKind, type ActivityName } from '../../../model/activity-names';
import { fenToYuan } from '../../../model/money';
import type { Product } from '../../../contract/catalog';
import { rowsOf, type Db } from '../../db/client';
import { combinationItems, combinations, specialPrices } from '../../db/schema';
import type { Viewer } from '../product-view';

/** Running = in its window, not ended early, units left. */
const running = (t: typeof specialPrices | typeof combinations, now: Date) =>
  and(lte(t.startTime, now), gt(t.endTime, now), isNull(t.endedAt), lt(t.sold, t.stock));

export async function withSpecialPrices(db: Db, list: Product[], viewer: Viewer, now = new Date()): Promise<Product[]> {
  if (list.length === 0) return list;
  return withActivityNames(db, await withSpecialMarks(db, list, viewer, now), now);
}

async function withSpecialMarks(db: Db, list: Product[], viewer: Viewer, now: Date): Promise<Product[]> {
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

/**
 * What each product takes part in now: running seckills, group purchases and pre-sales with units left, specials,
 * combinations, and the claimable coupons scoped to it (by product, brand, category or its parent). A store-wide
 * coupon applies to everything, so it names no product here.
 */
async function withActivityNames(db: Db, list: Product[], now: Date): Promise<Product[]> {
  const ids = sql.join([...new Set(list.map((p) => p.product_id))].map((id) => sql`${id}`), sql`, `);
  const rows = rowsOf<{ kind: ActivityKind; id: number; product_id: number; name: string }>(
    await db.execute(sql`
      select 'seckill' as kind, s.id, s.product_id, s.title as name from seckills s
        where s.product_id in (${ids}) and s.start_time <= ${now} and s.end_time > ${now} and s.ended_at is null and s.sold < s.stock
      union all
      select case when g.type = 1 then 'group' else 'presale' end, g.id, g.product_id, g.title from group_purchases g
        where g.product_id in (${ids}) and g.start_time <= ${now} and g.end_time > ${now} and g.state = 0 and g.sold < g.stock
      union all
      select 'special', sp.id, sp.product_id, sp.title from special_prices sp
        where sp.product_id in (${ids}) and sp.start_time <= ${now} and sp.end_time > ${now} and sp.ended_at is null and sp.sold < sp.stock
      union all
      select 'combination', c.id, ci.product_id, c.name from combinations c join combination_items ci on ci.combination_id = c.id
        where ci.product_id in (${ids}) and c.start_time <= ${now} and c.end_time > ${now} and c.ended_at is null and c.sold < c.stock
      union all
      select 'coupon', c.id, p.id, c.coupon_title from coupons c join products p on p.id in (${ids})
        where c.claimable and c.start_time <= ${now} and c.end_time > ${now} and c.claimed < c.total
          and exists (select 1 from coupon_scopes cs where cs.coupon_id = c.id and (cs.product_id = p.id or cs.brand = p.brand
            or cs.class_id = p.class_id or cs.class_id = (select parent_id from categories where id = p.class_id)))`),
  );
  if (rows.length === 0) return list;
  const byProduct = new Map<number, ActivityName[]>();
  for (const r of rows) {
    const names = byProduct.get(Number(r.product_id)) ?? [];
    names.push({ kind: r.kind, id: Number(r.id), act_type: r.kind === 'coupon' ? 2 : 1, name: r.name });
    byProduct.set(Number(r.product_id), names);
  }
  return list.map((p) => {
    const names = byProduct.get(p.product_id);
    return names ? { ...p, actName: orderActivityNames(names) } : p;
  });
}

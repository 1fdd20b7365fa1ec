/**
 * Every activity that runs now or later (seckills, group purchases and pre-sales, special prices, combinations,
 * claimable coupons with their scopes) and the category parents, loaded in one round of small queries and kept for a
 * moment, so marking a listing costs no query per list (issue 14: a search at 100k products within 20 ms p95).
 *
 * Freshness follows the read cache (cache/read-cache.ts): a snapshot is dropped by a notice of stock (sold counts),
 * activities, coupons or settings, from this instance or another (notices/), and is never older than SNAPSHOT_MS,
 * which bounds what a write nobody announced can leave behind. Time windows are checked against `now` when used, so an activity
 * starts and ends on time whatever the snapshot's age. Marks only show (tags, names, the special's price on a card);
 * the cart and the checkout decide on the database.
 */
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, combinationItems, combinations, couponScopes, coupons, groupPurchases, seckills, specialPrices } from '../../db/schema';
import { READ_CACHE_MS } from '../../cache/read-cache';
import { onCatalogueChange } from '../../notices/catalogue';

export const SNAPSHOT_MS = Math.min(READ_CACHE_MS, 1_000);

interface Window {
  start: number;
  end: number;
}
export interface ActivitySnapshot {
  seckills: (Window & { id: number; productId: number; title: string })[];
  groups: (Window & { id: number; productId: number; title: string; type: number })[];
  specials: (Window & { id: number; productId: number; title: string; priceFen: number; clientLimit: number; left: number })[];
  combinations: (Window & { id: number; name: string; productIds: number[] })[];
  coupons: (Window & { id: number; title: string; scopes: { productId: number | null; classId: number | null; brand: string | null }[] })[];
  parentOf: Map<number, number | null>;
}

export const runsAt = (w: Window, now: number) => w.start <= now && now < w.end;

async function load(db: Db, now: Date): Promise<ActivitySnapshot> {
  const window = <T extends { startTime: Date; endTime: Date }>(r: T) => ({ start: r.startTime.getTime(), end: r.endTime.getTime() });
  const [sk, gp, sp, combos, items, cps, cats] = await Promise.all([
    db
      .select({ id: seckills.id, productId: seckills.productId, title: seckills.title, startTime: seckills.startTime, endTime: seckills.endTime })
      .from(seckills)
      .where(and(gt(seckills.endTime, now), isNull(seckills.endedAt), lt(seckills.sold, seckills.stock))),
    db
      .select({ id: groupPurchases.id, productId: groupPurchases.productId, title: groupPurchases.title, type: groupPurchases.type, startTime: groupPurchases.startTime, endTime: groupPurchases.endTime })
      .from(groupPurchases)
      .where(and(gt(groupPurchases.endTime, now), eq(groupPurchases.state, 0), lt(groupPurchases.sold, groupPurchases.stock))),
    db
      .select({
        id: specialPrices.id,
        productId: specialPrices.productId,
        title: specialPrices.title,
        priceFen: specialPrices.priceFen,
        clientLimit: specialPrices.clientLimit,
        stock: specialPrices.stock,
        sold: specialPrices.sold,
        startTime: specialPrices.startTime,
        endTime: specialPrices.endTime,
      })
      .from(specialPrices)
      .where(and(gt(specialPrices.endTime, now), isNull(specialPrices.endedAt), lt(specialPrices.sold, specialPrices.stock))),
    db
      .select({ id: combinations.id, name: combinations.name, startTime: combinations.startTime, endTime: combinations.endTime })
      .from(combinations)
      .where(and(gt(combinations.endTime, now), isNull(combinations.endedAt), lt(combinations.sold, combinations.stock))),
    db.select({ combinationId: combinationItems.combinationId, productId: combinationItems.productId }).from(combinationItems),
    db
      .select({ id: coupons.id, title: coupons.couponTitle, startTime: coupons.startTime, endTime: coupons.endTime })
      .from(coupons)
      .where(and(eq(coupons.claimable, true), gt(coupons.endTime, now), lt(coupons.claimed, coupons.total))),
    db.select({ id: categories.id, parentId: categories.parentId }).from(categories),
  ]);
  const scopes = cps.length
    ? await db.select({ couponId: couponScopes.couponId, productId: couponScopes.productId, classId: couponScopes.classId, brand: couponScopes.brand }).from(couponScopes).where(inArray(couponScopes.couponId, cps.map((c) => c.id)))
    : [];
  return {
    seckills: sk.map((r) => ({ id: r.id, productId: r.productId, title: r.title, ...window(r) })),
    groups: gp.map((r) => ({ id: r.id, productId: r.productId, title: r.title, type: r.type, ...window(r) })),
    specials: sp.map((r) => ({ id: r.id, productId: r.productId, title: r.title, priceFen: r.priceFen, clientLimit: r.clientLimit, left: r.stock - r.sold, ...window(r) })),
    combinations: combos.map((r) => ({ id: r.id, name: r.name, productIds: items.filter((i) => i.combinationId === r.id).map((i) => i.productId), ...window(r) })),
    coupons: cps.map((r) => ({ id: r.id, title: r.title, scopes: scopes.filter((s) => s.couponId === r.id), ...window(r) })),
    parentOf: new Map(cats.map((c) => [c.id, c.parentId])),
  };
}

interface Kept {
  db: Db;
  version: number;
  at: number;
  value: Promise<ActivitySnapshot>;
}
let kept: Kept | null = null;

let version = 0;
onCatalogueChange(['stock', 'activities', 'coupons', 'settings'], () => {
  version += 1;
  kept = null;
});

/** The snapshot of `db`'s activities: the kept one while fresh, else a new load (shared by concurrent callers). */
export function activitySnapshot(db: Db, now = new Date()): Promise<ActivitySnapshot> {
  const at = Date.now();
  if (kept && kept.db === db && kept.version === version && at - kept.at < SNAPSHOT_MS && now.getTime() >= kept.at) return kept.value;
  const entry: Kept = { db, version, at, value: load(db, now) };
  kept = entry;
  // A failed load is not kept.
  entry.value.catch(() => {
    if (kept === entry) kept = null;
  });
  return entry.value;
}

/**
 * Special-price and combination rows as the model's capped terms, what a client holds of them (activity_buyers),
 * and the combinations' components. Both tables share the capped-window columns (db/schema/specials.ts).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CappedTerms } from '../../../model/special-combination-rules';
import type { Db } from '../../db/client';
import { activityBuyers, combinationItems, combinations, products, specialPrices } from '../../db/schema';
import type { Tx } from '../cart/tx';
import type { ProductRow } from '../catalog/product-view';
import { pricedProductFields, type PriceFor } from '../prices/effective';
import { independentReads } from '../../db/independent-reads';

export type SpecialRow = typeof specialPrices.$inferSelect;
export type CombinationRow = typeof combinations.$inferSelect;
export interface CombinationItem {
  product: ProductRow;
  qty: number;
}
export interface Combination {
  row: CombinationRow;
  /** In position order: the first is the lead (the cart line's product). */
  items: CombinationItem[];
}

/** activity_buyers.kind */
export const KIND = { special: 1, combination: 2 } as const;
export type CappedKind = keyof typeof KIND;

export function cappedTermsOf(row: SpecialRow | CombinationRow): CappedTerms {
  return {
    priceFen: row.priceFen,
    stock: row.stock,
    sold: row.sold,
    clientLimit: row.clientLimit,
    startMs: row.startTime.getTime(),
    endMs: row.endTime.getTime(),
    endedEarly: row.endedAt !== null,
  };
}

const positive = (ids: number[]) => [...new Set(ids.filter((id) => id > 0))];

export async function specialsByIds(db: Db | Tx, ids: number[]): Promise<Map<number, SpecialRow>> {
  const wanted = positive(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(specialPrices).where(inArray(specialPrices.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The combinations with their components, each priced for `buyer` (the components' own total is the buyer's). */
export async function combinationsByIds(db: Db | Tx, ids: number[], buyer: PriceFor): Promise<Map<number, Combination>> {
  const wanted = positive(ids);
  if (wanted.length === 0) return new Map();
  const [rows, items] = await independentReads(
    db,
    () => db.select().from(combinations).where(inArray(combinations.id, wanted)),
    () => db
      .select({ combinationId: combinationItems.combinationId, qty: combinationItems.qty, product: pricedProductFields(buyer) })
      .from(combinationItems)
      .innerJoin(products, eq(products.id, combinationItems.productId))
      .where(inArray(combinationItems.combinationId, wanted))
      .orderBy(asc(combinationItems.combinationId), asc(combinationItems.position)),
  );
  return new Map(rows.map((row) => [row.id, { row, items: items.filter((i) => i.combinationId === row.id).map(({ product, qty }) => ({ product, qty })) }]));
}

/** activity id → what the client holds in live orders (units of a special, sets of a combination). */
export async function heldBy(db: Db | Tx, kind: CappedKind, clientId: number | null, ids: number[]): Promise<Map<number, number>> {
  const wanted = positive(ids);
  if (clientId === null || wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: activityBuyers.activityId, bought: activityBuyers.bought })
    .from(activityBuyers)
    .where(and(eq(activityBuyers.kind, KIND[kind]), eq(activityBuyers.clientId, clientId), inArray(activityBuyers.activityId, wanted)));
  return new Map(rows.map((r) => [r.id, r.bought]));
}

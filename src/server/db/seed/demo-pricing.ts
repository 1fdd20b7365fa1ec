/** Helpers of the seeds that price demo products (specials.ts, prices.ts). */
import { sql } from 'drizzle-orm';
import type { Db } from '../types';
import { products } from '../schema';

/** The first product on sale (not failed, in stock, no special category) of each name, by name. */
export async function firstOnSale(db: Db, names: string[]) {
  const rows = await db
    .select({ id: products.id, tyName: products.tyName, priceFen: products.priceFen })
    .from(products)
    .where(sql`${products.tyName} in ${names} and ${products.isFailure} = 0 and ${products.stock} > 0 and ${products.specialCategory} is null`)
    .orderBy(products.id);
  const first = new Map<string, (typeof rows)[number]>();
  for (const p of rows) if (!first.has(p.tyName)) first.set(p.tyName, p);
  return first;
}

/** `pct` per cent of a price in fen, rounded to 10 fen, at least 10 fen. */
export const pctOf = (fen: number, pct: number) => Math.max(10, Math.round((fen * pct) / 1000) * 10);

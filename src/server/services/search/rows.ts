/**
 * The page rows of an index-served search. A viewer with a price class (a client type, an agreed price) gets them
 * from one primary-key query with its own price expression (prices/effective.ts). A viewer of the base price
 * (visitors, a client of no type) reads rows kept in memory: distinct searches keep landing on the same best
 * sellers, and on PGlite even a primary-key query costs more than the whole rest of the answer. The kept rows are
 * dropped by every notice that can change one (stock, products, prices, settings; on every instance) and after
 * ROW_CACHE_MS; a read that began before a notice is not kept (an epoch moves on each notice).
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { onCatalogueChange } from '../../notices/catalogue';
import { pricedProductFields } from '../prices/effective';
import type { ProductRow, Viewer } from '../catalog/product-view';

export const ROW_CACHE_MS = 30_000;
const ROW_CACHE_MAX = 20_000;

interface Kept {
  at: number;
  rows: Map<number, ProductRow>;
  epoch: number;
  stop: () => void;
}

const kept = new WeakMap<Db, Kept>();

function keptOf(db: Db): Kept {
  let k = kept.get(db);
  if (!k) {
    const fresh: Kept = { at: Date.now(), rows: new Map(), epoch: 0, stop: () => undefined };
    fresh.stop = onCatalogueChange(['stock', 'products', 'prices', 'settings'], () => {
      fresh.rows.clear();
      fresh.epoch += 1;
    });
    kept.set(db, fresh);
    k = fresh;
  }
  if (Date.now() - k.at > ROW_CACHE_MS) {
    k.rows.clear();
    k.at = Date.now();
  }
  return k;
}

const readRows = (db: Db, ids: number[], viewer: Viewer): Promise<ProductRow[]> =>
  db.select(pricedProductFields(viewer.price)).from(products).where(inArray(products.id, ids));

/** The rows of `ids` for this viewer, in the order of `ids` (a product deleted meanwhile is left out). */
export async function pageRows(db: Db, ids: number[], viewer: Viewer): Promise<ProductRow[]> {
  if (!ids.length) return [];
  let found: (id: number) => ProductRow | undefined;
  if (viewer.price !== null) {
    const byId = new Map((await readRows(db, ids, viewer)).map((r) => [r.id, r]));
    found = (id) => byId.get(id);
  } else {
    const k = keptOf(db);
    const missing = ids.filter((id) => !k.rows.has(id));
    const read = new Map<number, ProductRow>();
    if (missing.length) {
      const epoch = k.epoch;
      for (const r of await readRows(db, missing, viewer)) read.set(r.id, r);
      if (k.epoch === epoch && k.rows.size + read.size <= ROW_CACHE_MAX) for (const [id, r] of read) k.rows.set(id, r);
    }
    found = (id) => read.get(id) ?? k.rows.get(id);
  }
  return ids.flatMap((id) => {
    const row = found(id);
    return row ? [row] : [];
  });
}

export function releasePageRows(db: Db): void {
  kept.get(db)?.stop();
  kept.delete(db);
}

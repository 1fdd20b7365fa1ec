/**
 * One search index per database handle, kept current by the catalogue change notices (notices/catalogue.ts): a
 * notice of stock, products or settings (every shelf, price-less product edit, ERP sync, stock take and release
 * sends one; on PostgreSQL they reach every instance) marks the index stale and starts a reload from the database
 * at once. A search that finds it stale waits for the reload, so no answer after a notice reads the catalogue from
 * before it; reloads never overlap and a notice during one queues exactly one more. `SEARCH_INDEX_MS` bounds what a
 * write nobody announced leaves behind, as READ_CACHE_MS does for the read cache.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { onCatalogueChange } from '../../notices/catalogue';
import { CatalogueIndex, type IndexRow } from './catalogue-index';

export const SEARCH_INDEX_MS = 60_000;

const p = products;
const indexColumns = {
  id: p.id,
  productCode: p.productCode,
  tyName: p.tyName,
  tradeName: p.tradeName,
  pinyinInitials: p.pinyinInitials,
  pinyinFull: p.pinyinFull,
  approvalNumber: p.approvalNumber,
  manufacturer: p.manufacturer,
  brand: p.brand,
  supplier: p.supplier,
  barcode: p.barcode,
  classId: p.classId,
  businessScope: p.businessScope,
  drugType: p.drugType,
  stock: p.stock,
  isFailure: p.isFailure,
  sales: p.sales,
  validity: p.validity,
};

/** Every product as the index reads it, and the category tree. */
export async function readCatalogue(db: Db): Promise<{ rows: IndexRow[]; cats: { id: number; parentId: number | null }[] }> {
  const rows: IndexRow[] = await db.select(indexColumns).from(products).orderBy(asc(products.id));
  const cats = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  return { rows, cats };
}

export interface LiveIndex {
  /** The index as of the last notice (waits for a reload when one is due). */
  current(): Promise<CatalogueIndex>;
  /** How long the last reload took, ms (the bench reports it). */
  lastReloadMs(): number;
  close(): void;
}

function createLiveIndex(db: Db, maxAgeMs = SEARCH_INDEX_MS): LiveIndex {
  const index = new CatalogueIndex();
  let version = 0; // moves on every notice
  let loadedVersion = -1;
  let loadedAt = 0;
  let reloading: Promise<void> | null = null;
  let reloadMs = 0;

  const reload = async (): Promise<void> => {
    while (loadedVersion !== version || Date.now() - loadedAt > maxAgeMs) {
      const want = version;
      const t0 = performance.now();
      const { rows, cats } = await readCatalogue(db);
      index.load(rows, cats);
      loadedVersion = want;
      loadedAt = Date.now();
      reloadMs = performance.now() - t0;
    }
  };
  const ensure = (): Promise<void> => {
    if (!reloading) {
      reloading = reload().finally(() => {
        reloading = null;
      });
    }
    return reloading;
  };
  const stop = onCatalogueChange(['stock', 'products', 'settings'], () => {
    version += 1;
    // Reload at once only when the index is in use (a test app that never searches pays nothing).
    if (loadedVersion >= 0) ensure().catch(() => undefined);
  });
  return {
    async current() {
      if (loadedVersion !== version || Date.now() - loadedAt > maxAgeMs) await ensure();
      return index;
    },
    lastReloadMs: () => reloadMs,
    close: stop,
  };
}

const live = new WeakMap<Db, LiveIndex>();

/** The live index of a database handle (made on first use; `releaseSearchIndex` when the app closes). */
export function searchIndexOf(db: Db): LiveIndex {
  let idx = live.get(db);
  if (!idx) {
    idx = createLiveIndex(db);
    live.set(db, idx);
  }
  return idx;
}

export function releaseSearchIndex(db: Db): void {
  live.get(db)?.close();
  live.delete(db);
}

/**
 * One search index per database handle, kept current by the catalogue change notices (notices/catalogue.ts): a
 * notice of stock, products or settings (every shelf, price-less product edit, ERP sync, stock take and release
 * sends one; on PostgreSQL they reach every instance) marks the index stale and starts a refresh at once. A notice
 * naming its products (a stock take, a shelf change: notices/catalogue.ts productsChanged) refreshes just those: one
 * read of their rows by primary key, applied in place (CatalogueIndex.update). A notice without ids (an ERP sync, a
 * setting), more than PENDING_MAX products waiting, or a product the index does not hold reloads the whole
 * catalogue. A search that finds the index stale waits for the refresh, so no answer after a notice reads the
 * catalogue from before it; refreshes never overlap and notices during one are taken together by the next (a burst
 * of ERP-sync notices costs one more reload, not one each). `SEARCH_INDEX_MS` bounds what a write nobody announced
 * leaves behind, as READ_CACHE_MS does for the read cache: past it the index reloads in the background and answers
 * meanwhile (no search waits for a reload no notice asked for; at 100,000 products one takes ~4 s).
 */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { onCatalogueChange } from '../../notices/catalogue';
import { CatalogueIndex, type IndexRow } from './catalogue-index';

export const SEARCH_INDEX_MS = 60_000;
/** Products waiting for a per-product refresh beyond which one whole reload is cheaper. */
export const PENDING_MAX = 5_000;
const READ_CHUNK = 1_000;

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

/** The indexed columns of some products (a per-product refresh); a product deleted meanwhile is absent. */
export async function readProducts(db: Db, ids: readonly number[]): Promise<IndexRow[]> {
  const out: IndexRow[] = [];
  for (let i = 0; i < ids.length; i += READ_CHUNK) {
    out.push(...(await db.select(indexColumns).from(products).where(inArray(products.id, ids.slice(i, i + READ_CHUNK)))));
  }
  return out;
}

export interface LiveIndex {
  /** The index as of the last notice (waits for a reload when one is due). */
  current(): Promise<CatalogueIndex>;
  /** How long the last whole reload took, ms (the bench reports it). */
  lastReloadMs(): number;
  /** Whole reloads and per-product refreshes done so far (tests and the bench read them). */
  counts(): { reloads: number; refreshes: number };
  close(): void;
}

function createLiveIndex(db: Db, maxAgeMs = SEARCH_INDEX_MS): LiveIndex {
  const index = new CatalogueIndex();
  let version = 0; // moves on every notice
  let loadedVersion = -1;
  let loadedAt = 0;
  let reloading: Promise<void> | null = null;
  let reloadMs = 0;
  /** Products named by the notices since the last refresh; `whole` when one of them named none. */
  let pending = new Set<number>();
  let whole = false;
  const counts = { reloads: 0, refreshes: 0 };

  const loadWhole = async () => {
    const t0 = performance.now();
    const { rows, cats } = await readCatalogue(db);
    index.load(rows, cats);
    loadedAt = Date.now();
    reloadMs = performance.now() - t0;
    counts.reloads += 1;
  };
  /** False when the index cannot take these rows in place (a new or deleted product): reload whole. */
  const refresh = async (ids: number[]): Promise<boolean> => {
    const rows = await readProducts(db, ids);
    if (rows.length !== ids.length) return false;
    counts.refreshes += 1;
    return index.update(rows);
  };

  const reload = async (): Promise<void> => {
    while (loadedVersion !== version || Date.now() - loadedAt > maxAgeMs) {
      const want = version;
      const ids = [...pending];
      const all = whole || loadedVersion < 0 || Date.now() - loadedAt > maxAgeMs || ids.length > PENDING_MAX;
      pending = new Set();
      whole = false;
      try {
        if (all || !(await refresh(ids))) await loadWhole();
      } catch (err) {
        whole = true; // the products it was to refresh are not lost: the next try reloads whole
        throw err;
      }
      loadedVersion = want;
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
  const stop = onCatalogueChange(['stock', 'products', 'settings'], (ids) => {
    version += 1;
    if (ids && !whole) for (const id of ids) pending.add(id);
    else whole = true;
    // Refresh at once only when the index is in use (a test app that never searches pays nothing).
    if (loadedVersion >= 0) ensure().catch(() => undefined);
  });
  return {
    async current() {
      if (loadedVersion !== version) await ensure();
      // Only the age bound passed (no notice since the load): this index still answers while the next one loads.
      else if (Date.now() - loadedAt > maxAgeMs) ensure().catch(() => undefined);
      return index;
    },
    lastReloadMs: () => reloadMs,
    counts: () => ({ ...counts }),
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

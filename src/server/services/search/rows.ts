/**
 * The page rows of an index-served search, kept in memory beside the index (issue 30): on PGlite even a primary-key
 * query of 20 rows costs ~12 ms, several times the whole rest of a search, so distinct searches were bound by it.
 *
 * Kept: the base-price row (every listing field, the base price) of the best sellers, read in the background in
 * small chunks after the index loads (ROW_PREFILL products by sales), and every other row a page read. A viewer of
 * the base price (visitors, a client of no type) is answered from them with no SQL. A viewer with a price class (a
 * client type, an agreed price) gets the kept rows with its own price from one narrow query (id and price only,
 * prices/effective.ts); rows not kept come from one query with its own price expression, as before.
 *
 * Fresh: a notice naming products (stock, products, prices) drops just their rows; one naming none (an ERP sync, a
 * setting) drops them all and the best sellers are read again. A read that was under way when a notice came keeps
 * none of the rows the notice named (none at all after a whole-catalogue notice). ROW_CACHE_MS bounds what a write
 * nobody announced leaves behind, and the near-expiry flag (read with the row) of a day that changed: rows older than
 * that are read again in the background while the kept ones still answer (dropping them would send every search of
 * the next seconds to SQL at once, a stall a minute on a busy server).
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { onCatalogueChange } from '../../notices/catalogue';
import { inBackground } from '../../db/query-priority';
import { effectivePriceSql, pricedProductFields, type PriceFor } from '../prices/effective';
import type { ProductRow, Viewer } from '../catalog/product-view';

export const ROW_CACHE_MS = 60_000;
const ROW_CACHE_MAX = 20_000;
/** Best sellers read ahead after a load (a page of distinct searches lands on them most). */
export const ROW_PREFILL = 5_000;
/** Rows per background read: short enough on PGlite (~0.2 ms a row) not to hold other requests up. */
const PREFILL_CHUNK = 100;

/** A read under way: what notices named meanwhile (their rows are not kept). */
interface Reading {
  all: boolean;
  named: Set<number>;
}

interface Kept {
  at: number;
  rows: Map<number, ProductRow>;
  /** The best sellers are being read, or were since the last drop of everything. */
  prefilled: boolean;
  /** Moves on every drop of everything: a read-ahead of an older round stops. */
  round: number;
  reads: Set<Reading>;
  /** The read-ahead or re-read under way, if any (readiness and the 100k bench wait for it: pageRowsSettled). */
  filling: Promise<void> | null;
  stop: () => void;
}

const kept = new WeakMap<Db, Kept>();

function dropAll(k: Kept): void {
  k.rows.clear();
  k.at = Date.now();
  k.prefilled = false;
  k.round += 1;
  for (const r of k.reads) r.all = true;
}

function keptOf(db: Db): Kept {
  let k = kept.get(db);
  if (!k) {
    const fresh: Kept = { at: Date.now(), rows: new Map(), prefilled: false, round: 0, reads: new Set(), filling: null, stop: () => undefined };
    fresh.stop = onCatalogueChange(['stock', 'products', 'prices', 'settings'], (ids) => {
      if (!ids) return dropAll(fresh);
      for (const id of ids) fresh.rows.delete(id);
      for (const r of fresh.reads) for (const id of ids) r.named.add(id);
    });
    kept.set(db, fresh);
    k = fresh;
  }
  if (Date.now() - k.at > ROW_CACHE_MS && !k.filling) {
    k.at = Date.now();
    readInBackground(db, k, [...k.rows.keys()], true);
  }
  return k;
}

const readRows = (db: Db, ids: number[], price: PriceFor): Promise<ProductRow[]> =>
  db.select(pricedProductFields(price)).from(products).where(inArray(products.id, ids));

/** Reads base-price rows and keeps those no notice named meanwhile. */
async function readAndKeep(db: Db, k: Kept, ids: number[]): Promise<Map<number, ProductRow>> {
  const reading: Reading = { all: false, named: new Set() };
  k.reads.add(reading);
  const read = new Map<number, ProductRow>();
  try {
    for (const r of await readRows(db, ids, null)) read.set(r.id, r);
  } finally {
    k.reads.delete(reading);
  }
  if (!reading.all) {
    for (const [id, r] of read) if (!reading.named.has(id) && (k.rows.has(id) || k.rows.size < ROW_CACHE_MAX)) k.rows.set(id, r);
  }
  return read;
}

/**
 * Reads rows in the background, a chunk at a time (each chunk gives way on PGlite): the best sellers not kept yet, or
 * with `again` every one of `ids` (the kept rows grown old).
 */
function readInBackground(db: Db, k: Kept, ids: number[], again = false): void {
  const round = k.round;
  const filling = inBackground(async () => {
    for (let i = 0; i < ids.length && k.round === round; i += PREFILL_CHUNK) {
      const chunk = ids.slice(i, i + PREFILL_CHUNK);
      const missing = again ? chunk : chunk.filter((id) => !k.rows.has(id));
      if (!missing.length) continue;
      const read = await readAndKeep(db, k, missing);
      if (again) for (const id of missing) if (!read.has(id)) k.rows.delete(id); // deleted with no notice
    }
  })
    .catch(() => {
      if (k.round === round && !again) k.prefilled = false; // tried again by the next search
    })
    .finally(() => {
      if (k.filling === filling) k.filling = null;
    });
  k.filling = filling;
}

function prefill(db: Db, k: Kept, ids: number[]): void {
  k.prefilled = true;
  readInBackground(db, k, ids);
}

/** Reads the best sellers' rows ahead of the first search (a starting server, before it reports ready). */
export async function warmPageRows(db: Db, best: number[]): Promise<void> {
  const k = keptOf(db);
  if (!k.prefilled) prefill(db, k, best);
  await pageRowsSettled(db);
}

/** Resolves when no read-ahead of best sellers is under way (a bench times searches after it, not beside it). */
export async function pageRowsSettled(db: Db): Promise<void> {
  while (kept.get(db)?.filling) await kept.get(db)!.filling;
}

/**
 * The rows of `ids` for this viewer, in the order of `ids` (a product deleted meanwhile is left out). `best` names
 * the best sellers to read ahead when nothing is kept.
 */
export async function pageRows(db: Db, ids: number[], viewer: Viewer, best?: () => number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const k = keptOf(db);
  if (!k.prefilled && best) prefill(db, k, best());
  const here = new Map<number, ProductRow>();
  for (const id of ids) {
    const r = k.rows.get(id);
    if (r) here.set(id, r);
  }
  const missing = ids.filter((id) => !here.has(id));
  if (viewer.price === null) {
    if (missing.length) for (const [id, r] of await readAndKeep(db, k, missing)) here.set(id, r);
  } else {
    // The viewer's own price: for kept rows one narrow query, for the others the whole priced row.
    const [prices, rest] = await Promise.all([
      here.size ? db.select({ id: products.id, priceFen: effectivePriceSql(viewer.price) }).from(products).where(inArray(products.id, [...here.keys()])) : [],
      missing.length ? readRows(db, missing, viewer.price) : [],
    ]);
    const priced = new Map<number, ProductRow>();
    for (const p of prices) {
      const r = here.get(p.id);
      if (r) priced.set(p.id, { ...r, priceFen: p.priceFen });
    }
    for (const r of rest) priced.set(r.id, r);
    return ids.flatMap((id) => priced.get(id) ?? []);
  }
  return ids.flatMap((id) => here.get(id) ?? []);
}

export function releasePageRows(db: Db): void {
  kept.get(db)?.stop();
  kept.delete(db);
}

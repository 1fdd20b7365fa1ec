/**
 * The catalogue reads of one upload: every code of the file in one statement, the names of rows no code resolved
 * in another, then a search for close names only for rows that matched nothing (capped: about 12 ms each, so a
 * file of junk cannot cost 500 searches).
 */
import { desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import { KEYWORD_MAX_LENGTH } from '../../../model/constants';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { ProductRow } from '../catalog/product-view';
import { pricedProductFields, type PriceFor } from '../prices/effective';
import { keywordSql } from '../search/search';
import { codeKey, nameKey } from './keys';

/** Candidates offered for one row. */
export const CANDIDATES_MAX = 5;
/** Rows that matched nothing which still get a search for similar products. */
export const SIMILAR_LOOKUPS_MAX = 20;

const codeSql = sql<string>`lower(${products.productCode})`;
const approvalSql = sql<string>`lower(regexp_replace(${products.approvalNumber}, '^国药准字', ''))`;
const nameSql = sql<string>`lower(${products.tyName})`;
const purchasableFirst = desc(sql`(${products.stock} <> 0 and ${products.isFailure} = 0)`);

function group(rows: ProductRow[], keysOf: (r: ProductRow) => string[]): Map<string, ProductRow[]> {
  const map = new Map<string, ProductRow[]>();
  for (const r of rows) {
    for (const k of new Set(keysOf(r))) {
      const list = map.get(k);
      if (list) list.push(r);
      else map.set(k, [r]);
    }
  }
  return map;
}

const order = [purchasableFirst, desc(products.sales), products.id] as const;

/** Products by code key: product code, or approval number without 国药准字. */
export async function productsByCode(db: Db, codes: string[], buyer: PriceFor): Promise<Map<string, ProductRow[]>> {
  const keys = [...new Set(codes.map(codeKey).filter(Boolean))];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select(pricedProductFields(buyer))
    .from(products)
    .where(or(inArray(codeSql, keys), inArray(approvalSql, keys)))
    .orderBy(...order);
  const wanted = new Set(keys);
  return group(rows, (r) => [codeKey(r.productCode), codeKey(r.approvalNumber)].filter((k) => wanted.has(k)));
}

/** Products by exact name (case and full-width folded). */
export async function productsByName(db: Db, names: string[], buyer: PriceFor): Promise<Map<string, ProductRow[]>> {
  const keys = [...new Set(names.map(nameKey).filter(Boolean))];
  if (keys.length === 0) return new Map();
  const rows = await db.select(pricedProductFields(buyer)).from(products).where(inArray(nameSql, keys)).orderBy(...order);
  return group(rows, (r) => [nameKey(r.tyName)]);
}

/**
 * Up to CANDIDATES_MAX products a typed name is close to, by the product search's own matching: contains first
 * (trigram index); typo-tolerant similarity, which costs a score per row, only when nothing contains it.
 */
export async function similarProducts(db: Db, term: string, buyer: PriceFor): Promise<ProductRow[]> {
  const t = term.trim().slice(0, KEYWORD_MAX_LENGTH);
  if ([...t].length < 2) return [];
  const kw = keywordSql(t);
  const find = (where: SQL) =>
    db.select(pricedProductFields(buyer)).from(products).where(where).orderBy(kw.rank, ...order).limit(CANDIDATES_MAX);
  const precise = await find(kw.precise);
  return precise.length || !kw.fuzzy ? precise : find(kw.fuzzy);
}

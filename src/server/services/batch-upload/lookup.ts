/**
 * The catalogue reads of one upload: every code and every name of the file in two statements, then a search for
 * close names only for rows that matched nothing (capped, so a file of junk cannot cost 500 searches).
 */
import { desc, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { KEYWORD_MAX_LENGTH } from '../../../model/constants';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { nearExpirySql, type ProductRow } from '../product-view';
import { keywordSql } from '../search';
import { codeKey, nameKey } from './keys';

/** Candidates offered for one row. */
export const CANDIDATES_MAX = 5;
/** Rows that matched nothing which still get a search for similar products. */
export const SIMILAR_LOOKUPS_MAX = 50;

const columns = { ...getTableColumns(products), nearExpiry: nearExpirySql };
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

/** Products by code key (product code or approval number without 国药准字) and by name key. */
export async function productsByKeys(
  db: Db,
  codes: string[],
  names: string[],
): Promise<{ byCode: Map<string, ProductRow[]>; byName: Map<string, ProductRow[]> }> {
  const codeKeys = [...new Set(codes.map(codeKey).filter(Boolean))];
  const nameKeys = [...new Set(names.map(nameKey).filter(Boolean))];
  const order = [purchasableFirst, desc(products.sales), products.id] as const;
  const coded = codeKeys.length
    ? await db.select(columns).from(products).where(or(inArray(codeSql, codeKeys), inArray(approvalSql, codeKeys))).orderBy(...order)
    : [];
  const named = nameKeys.length
    ? await db.select(columns).from(products).where(inArray(nameSql, nameKeys)).orderBy(...order)
    : [];
  const wanted = new Set(codeKeys);
  return {
    byCode: group(coded, (r) => [codeKey(r.productCode), codeKey(r.approvalNumber)].filter((k) => wanted.has(k))),
    byName: group(named, (r) => [nameKey(r.tyName)]),
  };
}

/** Up to CANDIDATES_MAX products a typed name or code is close to, by the product search's own matching. */
export async function similarProducts(db: Db, term: string): Promise<ProductRow[]> {
  const t = term.trim().slice(0, KEYWORD_MAX_LENGTH);
  if ([...t].length < 2) return [];
  const kw = keywordSql(t);
  return db
    .select(columns)
    .from(products)
    .where(kw.fuzzy ? or(kw.precise, kw.fuzzy) : kw.precise)
    .orderBy(kw.rank, purchasableFirst, desc(products.sales), products.id)
    .limit(CANDIDATES_MAX);
}

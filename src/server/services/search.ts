/**
 * Product search. A keyword matches the generic name, approval number, pinyin initials (amxl -> 阿莫西林), full
 * pinyin, manufacturer, brand and supplier, and tolerates typos through pg_trgm similarity. Results are ranked
 * exact > prefix > contains > fuzzy, purchasable first inside a rank.
 * Terms of 1-2 characters make no trigrams, so they use prefix / ILIKE matching on name and pinyin only.
 */
import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Page, Product } from '../../model/types';
import type { Db } from '../db/client';
import { products, searchHistory } from '../db/schema';
import { nearExpirySql, toProduct, type Viewer } from './product-view';

export type SearchSort = 'default' | 'price_asc' | 'price_desc' | 'sales';

export interface SearchParams {
  keyword?: string;
  ClassID?: number;
  manufacturer?: string;
  drug_type?: number;
  business_scope?: number;
  in_stock?: number;
  near_expiry?: number;
  sort?: SearchSort;
  page: number;
  size: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

interface KeywordSql {
  match: SQL;
  rank: SQL<number>;
  similarity: SQL<number>;
}

export function keywordSql(keyword: string): KeywordSql {
  const lower = keyword.toLowerCase();
  const esc = escapeLike(lower);
  const contains = `%${esc}%`;
  const prefix = `${esc}%`;
  const p = products;
  const short = [...keyword].length <= 2;

  const exact = sql`(lower(${p.tyName}) = ${lower} or ${p.pinyinInitials} = ${lower} or ${p.pinyinFull} = ${lower}
    or lower(${p.approvalNumber}) = ${lower} or lower(${p.approvalNumber}) = ${'国药准字' + lower})`;
  const startsWith = sql`(${p.tyName} ilike ${prefix} or ${p.pinyinInitials} like ${prefix} or ${p.pinyinFull} like ${prefix}
    or ${p.brand} ilike ${prefix} or ${p.manufacturer} ilike ${prefix})`;
  const containsAny = short
    ? sql`(${p.tyName} ilike ${contains})`
    : sql`(${p.tyName} ilike ${contains} or ${p.approvalNumber} ilike ${contains} or ${p.manufacturer} ilike ${contains}
      or ${p.brand} ilike ${contains} or ${p.supplier} ilike ${contains} or ${p.pinyinFull} like ${contains})`;
  // `%` and `<%` use the thresholds set per connection (see db/client.ts) and can be served by the GIN indexes.
  const fuzzy = sql`(${p.tyName} % ${keyword} or ${keyword} <% ${p.tyName} or ${lower} <% ${p.pinyinFull}
    or ${keyword} <% ${p.manufacturer})`;

  const match = short ? sql`(${startsWith} or ${containsAny})` : sql`(${startsWith} or ${containsAny} or ${fuzzy})`;
  const rank = sql<number>`(case when ${exact} then 0 when ${startsWith} then 1 when ${containsAny} then 2 else 3 end)`;
  const similarity = sql<number>`similarity(${p.tyName}, ${keyword})`;
  return { match, rank, similarity };
}

const purchasableSql = sql<number>`(${products.stock} > 0 and ${products.isFailure} = 0)::int`;

export async function searchProducts(db: Db, params: SearchParams, viewer: Viewer): Promise<Page<Product>> {
  const { page, size } = params;
  const keyword = params.keyword?.trim() ?? '';
  const conds: SQL[] = [];
  const kw = keyword ? keywordSql(keyword) : null;
  if (kw) conds.push(kw.match);
  if (params.ClassID) {
    // A first-level category includes its children.
    conds.push(sql`${products.classId} in (select id from categories where id = ${params.ClassID} or parent_id = ${params.ClassID})`);
  }
  if (params.manufacturer?.trim()) conds.push(eq(products.manufacturer, params.manufacturer.trim()));
  if (params.drug_type !== undefined) conds.push(eq(products.drugType, params.drug_type));
  if (params.business_scope !== undefined) conds.push(eq(products.businessScope, params.business_scope));
  if (params.in_stock === 1) conds.push(sql`${purchasableSql} = 1`);
  if (params.near_expiry === 1) conds.push(sql`${nearExpirySql} = 1`);
  const where = conds.length ? and(...conds) : undefined;

  // Price order would leak prices to visitors: they get the default order.
  const sort = !viewer.showPrices && params.sort?.startsWith('price') ? 'default' : (params.sort ?? 'default');
  const relevance = kw ? [asc(kw.rank), desc(purchasableSql), desc(kw.similarity)] : [desc(purchasableSql)];
  const order = {
    default: [...relevance, desc(products.sales)],
    price_asc: [asc(products.priceFen), ...relevance],
    price_desc: [desc(products.priceFen), ...relevance],
    sales: [desc(products.sales), ...relevance],
  }[sort];

  const [totalRow] = await db.select({ n: count() }).from(products).where(where);
  const total = totalRow?.n ?? 0;
  const rows =
    total > (page - 1) * size
      ? await db
          .select({ ...getTableColumns(products), nearExpiry: nearExpirySql })
          .from(products)
          .where(where)
          .orderBy(...order, asc(products.id))
          .limit(size)
          .offset((page - 1) * size)
      : [];
  return { list: rows.map((r) => toProduct(r, viewer)), total, page, size };
}

export async function recordSearch(db: Db, clientId: number, keyword: string): Promise<void> {
  await db.insert(searchHistory).values({ clientId, keyword: keyword.trim() });
}

/**
 * Product search. Since issue 30 the in-process index (search-index/) answers listings and facets by these same
 * rules (`indexServes`); the SQL below serves the zones, a coupon's scope and the price sorts, and is what the
 * regression corpus was made from (tests/server/catalog/search-corpus.json). A keyword matches the generic name, approval number, pinyin initials (amxl -> 阿莫西林), full
 * pinyin, manufacturer, brand and supplier, and tolerates typos through pg_trgm similarity. Results are ranked
 * exact > prefix > contains > fuzzy, purchasable first inside a rank.
 *
 * How it stays fast at 100k products (see bench/big-search.ts):
 * - Precise matching is ONE trigram-indexed LIKE on a lower-cased concatenation of all searchable fields
 *   (searchDocSql: the stored search_doc column and its trigram index, migration 0011) plus the pinyin-initials prefix (btree).
 * - Fuzzy matching costs a trigram similarity per candidate row (tens of microseconds on PGlite), so it is a
 *   fallback: it joins in when the precise matches (with the filters) are fewer than FUZZY_FALLBACK_BELOW. A typo
 *   finds nothing precise and gets the fuzzy neighbours; a correct name is not slowed down by thousands of them.
 * - Inside the precise tiers similar rows are ordered by sales, not similarity; only the fuzzy tier pays for it.
 * - Count and page come from one statement (count(*) over ()).
 * Terms of 1-2 characters make no trigrams: they match name / pinyin / brand / manufacturer prefixes and name
 * contains, by a cheap scan.
 */
import { withSpecialPrices } from '../promotions/special-marks';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ListingFilters, ListingQuery, Page, Product, SearchFacets } from '../../../contract/catalog';
import { pinyinOf } from '../../lib/pinyin';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT } from '../../../model/constants';
import type { Db } from '../../db/client';
import { couponScopes, products, zoneProducts } from '../../db/schema';
import { nearExpirySql, toProduct, type Viewer } from '../catalog/product-view';
import { effectivePriceSql, pricedProductFields } from '../prices/effective';
import { searchIndexOf } from './live';
import { pageRows } from './rows';

/** The listing query of the contract (filters, sort, pager). */
export type SearchParams = ListingQuery;

/** Filters other endpoints add on top of the public query (zones, brand pages). */
export interface SearchScope {
  zone?: ZoneKind;
  brand?: string;
}

export type ZoneKind = 'clinic' | 'special' | 'major';

/** Below this many precise matches, fuzzy (typo-tolerant) matches are added after them. */
export const FUZZY_FALLBACK_BELOW = 20;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const p = products;

/** Every searchable field, lower-cased, kept by the database (schema/catalogue.ts search_doc, trigram-indexed). */
export const searchDocSql = sql`${p.searchDoc}`;

export interface KeywordSql {
  /** Exact, prefix or contains on any field. */
  precise: SQL;
  /** Typo-tolerant trigram similarity; null for 1-2 character terms. */
  fuzzy: SQL | null;
  /** 0 exact, 1 prefix, 2 contains: for rows known to match precisely. */
  rankPrecise: SQL<number>;
  /** The same plus 3 for fuzzy-only rows. */
  rank: SQL<number>;
  /** Similarity of the name for fuzzy-only rows, 0 for precise ones (ordered by sales instead); null without fuzzy. */
  fuzzyScore: SQL<number> | null;
}

const hasLatin = (s: string) => /[a-z]/i.test(s);

export function keywordSql(keyword: string): KeywordSql {
  const lower = keyword.toLowerCase();
  const esc = escapeLike(lower);
  const short = [...keyword].length <= 2;

  // Product codes are stored upper-case: compared as such so the unique btree index serves the lookup.
  const code = sql`${p.productCode} = ${keyword.trim().toUpperCase()}`;
  const exact = sql`(lower(${p.tyName}) = ${lower} or ${p.pinyinInitials} = ${lower} or ${p.pinyinFull} = ${lower}
    or lower(${p.approvalNumber}) in (${lower}, ${'国药准字' + lower}) or ${code})`;
  const startsWith = sql`(starts_with(lower(${p.tyName}), ${lower}) or starts_with(${p.pinyinInitials}, ${lower})
    or starts_with(${p.pinyinFull}, ${lower}) or starts_with(lower(${p.brand}), ${lower}) or starts_with(lower(${p.manufacturer}), ${lower}))`;
  let precise: SQL;
  if (!short) precise = sql`(${searchDocSql} like ${`%${esc}%`} or ${p.pinyinInitials} like ${`${esc}%`} or ${code})`;
  else if (hasLatin(keyword)) {
    // Latin letters: pinyin prefixes (btree), or letters inside a name (维生素C) or a brand.
    precise = sql`(${p.pinyinInitials} like ${`${esc}%`} or starts_with(${p.pinyinFull}, ${lower})
      or strpos(lower(${p.tyName}), ${lower}) > 0 or starts_with(lower(${p.brand}), ${lower}))`;
  } else {
    // Chinese or digits have no case: no lower() per row, which makes this scan several times cheaper.
    precise = sql`(strpos(${p.tyName}, ${keyword}) > 0 or starts_with(${p.brand}, ${keyword}) or starts_with(${p.manufacturer}, ${keyword}))`;
  }
  // `%` and `<%` use the thresholds set per connection (see db/client.ts) and are served by the GIN indexes.
  const fuzzy = short
    ? null
    : sql`(${p.tyName} % ${keyword} or ${keyword} <% ${p.tyName} or ${lower} <% ${p.pinyinFull} or ${keyword} <% ${p.manufacturer})`;
  const rankPrecise = sql<number>`(case when ${exact} then 0 when ${startsWith} then 1 else 2 end)`;
  const rank = sql<number>`(case when ${exact} then 0 when ${startsWith} then 1 when ${precise} then 2 else 3 end)`;
  const fuzzyScore = fuzzy
    ? sql<number>`(case when ${precise} then 0 else similarity(${p.tyName}, ${keyword}) end)`
    : null;
  return { precise, fuzzy, rankPrecise, rank, fuzzyScore };
}

const purchasableSql = sql<number>`(${products.stock} > 0 and ${products.isFailure} = 0)::int`;

const inZone = (zone: ZoneKind) =>
  sql`exists (select 1 from ${zoneProducts} z where z.zone = ${zone} and z.product_id = ${products.id})`;

/** A coupon without scope rows applies to everything; otherwise to the products, categories or brands it names. */
const couponSql = (couponId: number) => sql`(
  not exists (select 1 from ${couponScopes} c where c.coupon_id = ${couponId})
  or exists (select 1 from ${couponScopes} c where c.coupon_id = ${couponId} and (
    c.product_id = ${products.id} or c.brand = ${products.brand}
    or c.class_id = ${products.classId} or c.class_id = (select parent_id from categories where id = ${products.classId})
  ))
)`;

/** The WHERE of a search: keyword (when given) and every filter. Shared by the listing, facets and zones. */
export function searchWhere(params: ListingFilters, scope: SearchScope = {}) {
  const keyword = params.keyword?.trim() ?? '';
  const conds: SQL[] = [];
  const kw = keyword ? keywordSql(keyword) : null;
  if (params.ClassID) {
    // A first-level category includes its children.
    conds.push(sql`${products.classId} in (select id from categories where id = ${params.ClassID} or parent_id = ${params.ClassID})`);
  }
  if (params.manufacturer?.trim()) conds.push(eq(products.manufacturer, params.manufacturer.trim()));
  if (params.drug_type !== undefined) conds.push(eq(products.drugType, params.drug_type));
  if (params.business_scope !== undefined) conds.push(eq(products.businessScope, params.business_scope));
  if (params.in_stock === 1) conds.push(sql`${purchasableSql} = 1`);
  if (params.near_expiry === 1) conds.push(sql`${nearExpirySql} = 1`);
  if (params.major === 1) conds.push(inZone('major'));
  if (params.coupon_id) conds.push(couponSql(params.coupon_id));
  if (scope.zone) conds.push(inZone(scope.zone));
  if (scope.brand) conds.push(eq(products.brand, scope.brand));
  const filters = conds.length ? and(...conds) : undefined;
  return {
    kw,
    filters,
    /** Keyword (precise or fuzzy) and filters: everything the search may return. */
    where: kw ? and(kw.fuzzy ? or(kw.precise, kw.fuzzy) : kw.precise, filters) : filters,
  };
}

/**
 * Whether the in-process index (search-index/) answers a listing: every keyword and filter but the zones (clinic,
 * special, major) and a coupon's scope, which live in other tables, and the price sorts, which read each viewer's
 * own price. Those keep the SQL below.
 */
export function indexServes(params: ListingFilters, scope: SearchScope, sort: string): boolean {
  return !scope.zone && params.major !== 1 && !params.coupon_id && (sort === 'default' || sort === 'sales');
}

/** Price order would leak prices to visitors: they get the default order. */
const sortFor = (params: SearchParams, viewer: Viewer) =>
  !viewer.showPrices && params.sort?.startsWith('price') ? 'default' : (params.sort ?? 'default');

export async function searchProducts(
  db: Db,
  params: SearchParams,
  viewer: Viewer,
  scope: SearchScope = {},
  /** 'sql' forces the SQL path (the regression corpus compares the two). */
  opts: { engine?: 'index' | 'sql' } = {},
): Promise<Page<Product>> {
  const { page = PAGE_DEFAULT, size = PAGE_SIZE_DEFAULT } = params;
  const { kw, filters, where } = searchWhere(params, scope);

  const sort = sortFor(params, viewer);
  if (opts.engine !== 'sql' && indexServes(params, scope, sort)) {
    const index = await searchIndexOf(db).current();
    const found = index.search({ ...params, brand: scope.brand }, sort === 'sales' ? 'sales' : 'default', page, size);
    const list = (await pageRows(db, found.ids, viewer)).map((r) => toProduct(r, viewer));
    return { list: await withSpecialPrices(db, list, viewer), total: found.total, page, size };
  }
  // The viewer's own price (an agreed or client-type price where there is one) is shown and sorted by.
  const price = effectivePriceSql(viewer.price);
  /** Order for the precise phase (every row matches precisely) or the fuzzy one. */
  const orderFor = (fuzzyPhase: boolean) => {
    const relevance = !kw
      ? [desc(purchasableSql)]
      : fuzzyPhase && kw.fuzzyScore
        ? [asc(kw.rank), desc(purchasableSql), desc(kw.fuzzyScore)]
        : [asc(kw.rankPrecise), desc(purchasableSql)];
    return [
      ...{
        default: [...relevance, desc(products.sales)],
        price_asc: [asc(price), ...relevance],
        price_desc: [desc(price), ...relevance],
        sales: [desc(products.sales), ...relevance],
      }[sort],
      asc(products.id),
    ];
  };

  const countOf = async (cond: SQL | undefined) => (await db.select({ n: count() }).from(products).where(cond))[0]?.n ?? 0;
  const rowsOf = (cond: SQL | undefined, fuzzyPhase = false) =>
    db
      .select({ ...pricedProductFields(viewer.price), total: sql<number>`(count(*) over ())::int` })
      .from(products)
      .where(cond)
      .orderBy(...orderFor(fuzzyPhase))
      .limit(size)
      .offset((page - 1) * size);
  /** One statement for page and total; past the last page the rows carry no total, so count then. */
  const pageOf = async (cond: SQL | undefined, fuzzyPhase = false) => {
    const rows = await rowsOf(cond, fuzzyPhase);
    return { rows, total: rows[0] ? Number(rows[0].total) : page === 1 ? 0 : await countOf(cond) };
  };

  let result: Awaited<ReturnType<typeof pageOf>>;
  if (!kw) {
    // Browsing without a keyword: a plain count is cheaper than a window over the whole catalogue.
    const total = await countOf(filters);
    result = { total, rows: total > (page - 1) * size ? await rowsOf(filters) : [] };
  } else {
    result = await pageOf(and(kw.precise, filters));
    if (kw.fuzzy && result.total < FUZZY_FALLBACK_BELOW) result = await pageOf(where, true);
  }
  const list = result.rows.map(({ total: _total, ...r }) => toProduct(r, viewer));
  return { list: await withSpecialPrices(db, list, viewer), total: result.total, page, size };
}

export const FACET_LIMIT = 30;

/**
 * Manufacturers of what a search finds, most products first: the options of the listing's manufacturer filter.
 * The manufacturer filter itself is ignored so the other makers stay choosable.
 */
export async function searchFacets(db: Db, params: ListingFilters, opts: { engine?: 'index' | 'sql' } = {}): Promise<SearchFacets> {
  if (opts.engine !== 'sql' && indexServes(params, {}, 'default')) {
    const index = await searchIndexOf(db).current();
    return { manufacturers: index.facets(params, FACET_LIMIT).map((r) => ({ ...r, ...makerPinyin(r.name) })) };
  }
  const { manufacturer: _own, ...rest } = params;
  const { kw, filters, where } = searchWhere(rest);
  let cond = kw ? and(kw.precise, filters) : filters;
  if (kw?.fuzzy) {
    const [c] = await db.select({ n: count() }).from(products).where(cond);
    if ((c?.n ?? 0) < FUZZY_FALLBACK_BELOW) cond = where;
  }
  const rows = await db
    .select({ name: products.manufacturer, count: sql<number>`count(*)::int` })
    .from(products)
    .where(cond)
    .groupBy(products.manufacturer)
    .orderBy(desc(sql`count(*)`), asc(products.manufacturer))
    .limit(FACET_LIMIT);
  return { manufacturers: rows.map((r) => ({ ...r, ...makerPinyin(r.name) })) };
}

/** Maker names are few and fixed: their pinyin is computed once per name. */
const makerPinyinCache = new Map<string, { initials: string; full: string }>();
function makerPinyin(name: string): { initials: string; full: string } {
  let py = makerPinyinCache.get(name);
  if (!py) {
    py = pinyinOf(name);
    if (makerPinyinCache.size < 10_000) makerPinyinCache.set(name, py);
  }
  return py;
}

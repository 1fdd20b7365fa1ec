/** publicHeader: hot keywords, navigation and the two-level category menu. Cached in memory (public, hot). */
import { and, asc, desc, gt, isNotNull, sql } from 'drizzle-orm';
import type { Category, PublicHeader } from '../../../contract/catalog';
import type { Db } from '../../db/client';
import { categories, products, searchHistory } from '../../db/schema';
import { flushSearches } from '../search/history';
import { markShared } from '../../cache/shared-answers';

export const NAV_LIST: PublicHeader['navList'] = [
  { name: '首页', url: '/home' },
  { name: '全部商品', url: '/category' },
  { name: '领券中心', url: '/couponList' },
  { name: '秒杀专区', url: '/seckillPage' },
  { name: '团购', url: '/groupPurchase' },
  { name: '品牌厂家', url: '/famousManufacturer' },
  { name: '特价专区', url: '/specialZone' },
  { name: '诊所专区', url: '/clinicZone' },
];

const HOT_KEYWORD_COUNT = 10;
/** Best-selling generic names per sub-category in the flyout. */
export const FLYOUT_TOP_NAMES = 4;
const HOT_WINDOW_DAYS = 30;

/**
 * A keyword's heat is the number of distinct (client, day) pairs that searched it: one client searching an
 * advertisement 300 times counts once a day, so no single client can set the list every visitor sees.
 */
const heat = sql<number>`count(distinct (${searchHistory.clientId}, date_trunc('day', ${searchHistory.createdAt})))`;

export async function loadHeader(db: Db): Promise<PublicHeader> {
  await flushSearches(db);
  const hot = await db
    .select({ keyword: searchHistory.keyword, n: heat })
    .from(searchHistory)
    .where(and(gt(searchHistory.createdAt, sql`now() - ${HOT_WINDOW_DAYS} * interval '1 day'`), isNotNull(searchHistory.clientId)))
    .groupBy(searchHistory.keyword)
    .orderBy(desc(heat), asc(searchHistory.keyword))
    .limit(HOT_KEYWORD_COUNT);
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const sold = await db
    .select({ classId: products.classId, name: products.tyName, sales: sql<number>`sum(${products.sales})::int` })
    .from(products)
    .where(and(gt(products.stock, 0), sql`${products.isFailure} = 0`))
    .groupBy(products.classId, products.tyName)
    .orderBy(desc(sql`sum(${products.sales})`), asc(products.tyName));
  const top = new Map<number, string[]>();
  for (const r of sold) {
    const names = top.get(r.classId) ?? [];
    if (names.length < FLYOUT_TOP_NAMES) top.set(r.classId, [...names, r.name]);
  }
  const node = (r: (typeof rows)[number]): Category => ({
    class_id: r.id,
    class_name: r.name,
    icon: r.icon,
    children: [],
    ...(r.parentId !== null ? { top: top.get(r.id) ?? [] } : {}),
  });
  const tops = rows.filter((r) => r.parentId === null).map(node);
  const byId = new Map(tops.map((c) => [c.class_id, c]));
  for (const r of rows) if (r.parentId !== null) byId.get(r.parentId)?.children.push(node(r));
  return { searchList: hot.map((h) => h.keyword), navList: NAV_LIST, classList: tops };
}

/** Caches the header for `ttlMs`; concurrent misses share one load. */
export function createHeaderCache(db: Db, ttlMs = 5 * 60_000) {
  let cached: { at: number; value: Promise<PublicHeader> } | undefined;
  return {
    get(now = Date.now()): Promise<PublicHeader> {
      if (!cached || now - cached.at > ttlMs) {
        const value = loadHeader(db).then(markShared);
        cached = { at: now, value };
        value.catch(() => {
          if (cached?.value === value) cached = undefined;
        });
      }
      return cached.value;
    },
    clear() {
      cached = undefined;
    },
  };
}

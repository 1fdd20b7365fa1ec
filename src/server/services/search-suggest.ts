/**
 * Suggestions while typing. The catalogue has a few hundred distinct generic names and a few dozen makers even at
 * 100k products, so they are kept in memory (with their pinyin) and matched in JS; only approval numbers, which
 * are nearly unique per product, are looked up in the database (trigram index).
 */
import { desc, sql } from 'drizzle-orm';
import type { SearchSuggestion } from '../../contract/catalog';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { pinyinOf } from '../lib/pinyin';

export const SUGGEST_LIMIT = 10;
const APPROVAL_LIMIT = 5;
const MAKER_LIMIT = 3;

interface NameEntry {
  name: string;
  lower: string;
  initials: string;
  full: string;
  count: number;
  sales: number;
}

interface MakerEntry {
  manufacturer: string;
  brand: string;
  count: number;
}

export interface SuggestIndex {
  names: NameEntry[];
  makers: MakerEntry[];
}

export async function loadSuggestIndex(db: Db): Promise<SuggestIndex> {
  const nameRows = await db
    .select({ name: products.tyName, count: sql<number>`count(*)::int`, sales: sql<number>`sum(${products.sales})::int` })
    .from(products)
    .groupBy(products.tyName)
    .orderBy(desc(sql`sum(${products.sales})`));
  const makerRows = await db
    .select({ manufacturer: products.manufacturer, brand: sql<string>`min(${products.brand})`, count: sql<number>`count(*)::int` })
    .from(products)
    .groupBy(products.manufacturer)
    .orderBy(desc(sql`count(*)`));
  return {
    names: nameRows.map((r) => {
      const py = pinyinOf(r.name);
      return { name: r.name, lower: r.name.toLowerCase(), initials: py.initials, full: py.full, count: r.count, sales: r.sales };
    }),
    makers: makerRows,
  };
}

/** 0 prefix of the name, 1 prefix of the pinyin, 2 name contains, null no match. */
function nameScore(e: NameEntry, k: string): number | null {
  if (e.lower.startsWith(k)) return 0;
  if (e.initials.startsWith(k) || e.full.startsWith(k)) return 1;
  if ([...k].length >= 2 && e.lower.includes(k)) return 2;
  return null;
}

const looksLikeApproval = (k: string) => /^(国药准字|国械注准|[a-z]?\d{4,}|[hzsjbtf]\d{2,})/i.test(k) || k.startsWith('国');

export function suggestFromIndex(index: SuggestIndex, keyword: string): SearchSuggestion[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [];
  const names = index.names
    .map((e) => ({ e, score: nameScore(e, k) }))
    .filter((x): x is { e: NameEntry; score: number } => x.score !== null)
    .sort((a, b) => a.score - b.score || b.e.sales - a.e.sales)
    .map(({ e }): SearchSuggestion => ({ keyword: e.name, kind: 'name', hint: `${e.count}个商品` }));
  const makers =
    [...k].length >= 2
      ? index.makers
          .filter((m) => m.brand.toLowerCase().startsWith(k) || m.manufacturer.toLowerCase().includes(k))
          .slice(0, MAKER_LIMIT)
          .map((m): SearchSuggestion => ({ keyword: m.manufacturer, kind: 'manufacturer', hint: `${m.count}个商品` }))
      : [];
  return [...names.slice(0, SUGGEST_LIMIT - makers.length), ...makers];
}

async function approvalSuggestions(db: Db, keyword: string): Promise<SearchSuggestion[]> {
  const k = keyword.trim();
  if ([...k].length < 3 || !looksLikeApproval(k)) return [];
  const like = `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectDistinctOn([products.approvalNumber], { approval: products.approvalNumber, name: products.tyName })
    .from(products)
    .where(sql`${products.approvalNumber} ilike ${like}`)
    .orderBy(products.approvalNumber)
    .limit(APPROVAL_LIMIT);
  return rows.map((r) => ({ keyword: r.approval, kind: 'approval', hint: r.name }));
}

/** Caches the in-memory index for `ttlMs`; concurrent misses share one load. */
export function createSuggester(db: Db, ttlMs = 5 * 60_000) {
  let cached: { at: number; value: Promise<SuggestIndex> } | undefined;
  const index = (now: number) => {
    if (!cached || now - cached.at > ttlMs) {
      const value = loadSuggestIndex(db);
      cached = { at: now, value };
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
  return {
    async suggest(keyword: string, now = Date.now()): Promise<SearchSuggestion[]> {
      const approvals = await approvalSuggestions(db, keyword);
      if (approvals.length) return approvals;
      return suggestFromIndex(await index(now), keyword);
    },
    clear() {
      cached = undefined;
    },
  };
}

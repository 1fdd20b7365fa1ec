/**
 * Suggestions while typing, from the search index (search-index/): its distinct generic names (with their pinyin and
 * sales) and makers, made into a list once per reload of the index, and its approval numbers, found like a search's
 * values. No SQL on a keystroke; fresh with the index (a catalogue notice reloads it on every instance).
 */
import type { SearchSuggestion } from '../../../contract/catalog';
import type { Db } from '../../db/client';
import type { CatalogueIndex } from './catalogue-index';
import { searchIndexOf } from './live';

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

/** The name and maker lists of the index (names by sales, makers by product count). */
export function suggestIndexOf(index: CatalogueIndex): SuggestIndex {
  const names = index
    .valuesOf('name')
    .map(({ raw, products: ps }): NameEntry => {
      const first = ps[0]!;
      const sales = ps.reduce((sum, p) => sum + index.salesOf(p), 0);
      return { name: raw, lower: raw.toLowerCase(), initials: index.fieldOf(first, 'initials'), full: index.fieldOf(first, 'full'), count: ps.length, sales };
    })
    .sort((a, b) => b.sales - a.sales);
  const makers = index
    .valuesOf('maker')
    .map(({ raw, products: ps }): MakerEntry => {
      const brands = ps.map((p) => index.fieldOf(p, 'brand')).sort();
      return { manufacturer: raw, brand: brands[0] ?? '', count: ps.length };
    })
    .sort((a, b) => b.count - a.count);
  return { names, makers };
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

/** Approval numbers containing the keyword (any case), in their order, with the name of a product holding each. */
function approvalSuggestions(index: CatalogueIndex, keyword: string): SearchSuggestion[] {
  const k = keyword.trim();
  if ([...k].length < 3 || !looksLikeApproval(k)) return [];
  return index
    .approvalsContaining(k, APPROVAL_LIMIT)
    .map((v) => ({ keyword: v.raw, kind: 'approval', hint: index.fieldOf(v.products[0]!, 'name') }));
}

/** Suggestions of a database's live index; the name list is made again after each reload of the index. */
export function createSuggester(db: Db) {
  let made: { generation: number; list: SuggestIndex } | undefined;
  return {
    async suggest(keyword: string): Promise<SearchSuggestion[]> {
      const index = await searchIndexOf(db).current();
      const approvals = approvalSuggestions(index, keyword);
      if (approvals.length) return approvals;
      if (made?.generation !== index.generation) made = { generation: index.generation, list: suggestIndexOf(index) };
      return suggestFromIndex(made.list, keyword);
    },
  };
}

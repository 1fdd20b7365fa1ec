/**
 * Which searchable fields a keyword matches and how well: the rules of the SQL search (services/search/search.ts
 * keywordSql) per field, so the index finds what SQL found and ranks it the same (ARCHITECTURE.md, "Search").
 * New with the index: 商品名 (trade name) ranks like the generic name, and a barcode matches when equal.
 */

export const KINDS = ['name', 'trade', 'initials', 'full', 'approval', 'maker', 'brand', 'supplier', 'code', 'barcode'] as const;
export type Kind = (typeof KINDS)[number];

/** One keyword, prepared once per search. */
export interface Keyword {
  /** As typed (trimmed). */
  raw: string;
  lower: string;
  /** Product codes are stored upper-case. */
  upper: string;
  /** 1-2 characters: no contains on most fields, prefixes instead (as the SQL did without trigrams). */
  short: boolean;
  latin: boolean;
}

export function keywordOf(text: string): Keyword {
  const raw = text.trim();
  return { raw, lower: raw.toLowerCase(), upper: raw.toUpperCase(), short: [...raw].length <= 2, latin: /[a-z]/i.test(raw) };
}

/** What a value of one field says about the products holding it. rank: 0 exact, 1 prefix, 2 contains, null none. */
export interface Verdict {
  precise: boolean;
  rank: 0 | 1 | 2 | null;
}

const NONE: Verdict = { precise: false, rank: null };

/** `lower` is the value lower-cased, `raw` as stored. */
export function judge(kind: Kind, raw: string, lower: string, k: Keyword): Verdict {
  const contains = lower.includes(k.lower);
  if (!contains) return NONE;
  const eq = lower === k.lower;
  const starts = lower.startsWith(k.lower);
  let precise: boolean;
  let exact = false;
  let prefix = false;
  switch (kind) {
    case 'name':
    case 'trade':
      exact = eq;
      prefix = starts;
      precise = !k.short || (k.latin ? contains : raw.includes(k.raw));
      break;
    case 'initials':
    case 'full':
      exact = eq;
      prefix = starts;
      precise = k.short ? k.latin && starts : true;
      break;
    case 'approval':
      exact = eq || lower === `国药准字${k.lower}`;
      precise = !k.short;
      break;
    case 'maker':
      prefix = starts;
      precise = k.short ? !k.latin && raw.startsWith(k.raw) : true;
      break;
    case 'brand':
      prefix = starts;
      precise = k.short ? (k.latin ? starts : raw.startsWith(k.raw)) : true;
      break;
    case 'supplier':
      precise = !k.short;
      break;
    case 'code':
      exact = raw === k.upper;
      precise = exact && !k.short;
      break;
    case 'barcode':
      exact = eq;
      precise = exact && !k.short;
      break;
  }
  const rank = exact ? 0 : prefix ? 1 : precise ? 2 : null;
  return rank === null && !precise ? NONE : { precise, rank };
}

/** Typo thresholds of pg_trgm as the SQL search set them (db/client.ts TRGM). */
export const SIMILARITY_THRESHOLD = 0.3;
export const WORD_SIMILARITY_THRESHOLD = 0.45;

/**
 * Substitutes for a product a buyer cannot buy (sold out, out of scope; issue 32): the same 通用名, 规格 and 剂型 from
 * other makers first, then the same 通用名 in other specs (with a note). Only candidates the buyer may buy now are
 * kept: the caller passes products already judged for this buyer (isPurchasable: in scope, not a special category,
 * in stock, on shelf).
 */
export interface SubstituteFacts {
  product_id: number;
  ty_name: string;
  product_standard: string;
  dosage_form: string;
  manufacturer: string;
  /** Price in fen for ranking within a group; null when the viewer sees no price. */
  price_fen: number | null;
}

export type SubstituteMatch = 'same' | 'otherSpec';

export const SUBSTITUTE_NOTE: Record<SubstituteMatch, string> = {
  same: '同通用名、同规格、同剂型，不同厂家',
  otherSpec: '同通用名，规格或剂型不同，请核对用法用量',
};

export const SUBSTITUTE_LIMIT = 6;

const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** How a candidate matches the wanted product, or null when it is no substitute (other generic name, itself). */
export function substituteMatch(wanted: SubstituteFacts, c: SubstituteFacts): SubstituteMatch | null {
  if (c.product_id === wanted.product_id || norm(c.ty_name) !== norm(wanted.ty_name)) return null;
  const sameSpec = norm(c.product_standard) === norm(wanted.product_standard);
  const sameForm = norm(c.dosage_form) === norm(wanted.dosage_form);
  return sameSpec && sameForm ? 'same' : 'otherSpec';
}

/** The candidates ranked: exact equivalents first, then other specs; each by price (unknown last), then id. */
export function rankSubstitutes<T extends SubstituteFacts>(wanted: SubstituteFacts, candidates: readonly T[], limit = SUBSTITUTE_LIMIT): { item: T; match: SubstituteMatch }[] {
  const order = (m: SubstituteMatch) => (m === 'same' ? 0 : 1);
  return candidates
    .map((item) => ({ item, match: substituteMatch(wanted, item) }))
    .filter((x): x is { item: T; match: SubstituteMatch } => x.match !== null)
    .sort(
      (a, b) =>
        order(a.match) - order(b.match) ||
        (a.item.price_fen ?? Infinity) - (b.item.price_fen ?? Infinity) ||
        a.item.product_id - b.item.product_id,
    )
    .slice(0, limit);
}

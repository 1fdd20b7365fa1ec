/**
 * Which cached catalogue answers each kind of change makes stale. A read-cache key starts with its answer's kind
 * (`search|…`, `detail|…`); a catalogue notice drops the kinds its topics name and nothing else, so an announcement
 * leaves the searches alone and a stock take leaves the announcements. A key of an unknown kind is dropped by every
 * catalogue notice.
 */
import type { CatalogueTopic } from '../notices/notice';

export const ANSWER_KINDS = ['search', 'facets', 'detail', 'home', 'news', 'news-detail', 'clinic', 'clinic-search', 'special', 'brands', 'brand', 'help'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** Answers that list or show products with their stock, price and activity marks. */
const PRODUCT_ANSWERS: AnswerKind[] = ['search', 'detail', 'home', 'clinic', 'clinic-search', 'special', 'brand'];

export const KINDS_CHANGED_BY: Record<CatalogueTopic, readonly AnswerKind[]> = {
  // The in-stock filter changes which makers a search's facets offer.
  stock: [...PRODUCT_ANSWERS, 'facets'],
  products: [...PRODUCT_ANSWERS, 'facets', 'brands'],
  // Which price a viewer sees; the facets and the brand list show none.
  prices: PRODUCT_ANSWERS,
  activities: PRODUCT_ANSWERS,
  coupons: PRODUCT_ANSWERS,
  announcements: ['home', 'news', 'news-detail'],
  banners: ['home'],
  help: ['help'],
  settings: ANSWER_KINDS,
};

/** The answer kind of a read-cache key (its text before the first `|`). */
export const kindOfKey = (key: string): string => {
  const bar = key.indexOf('|');
  return bar < 0 ? key : key.slice(0, bar);
};

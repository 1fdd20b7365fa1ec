/** Combinations of a product (the detail page's slider). Not re-exported by api/index.ts: only the lazy slider loads it. */
import * as specials from '../contract/specials';
import type { Combination } from '../contract/specials';
import type { RequestOptions } from './client';
import { call } from './call';

export async function getCombinationList(productId: number, opts: RequestOptions = {}): Promise<Combination[]> {
  return (await call(specials.combinationList, { product_id: productId }, opts)).list;
}

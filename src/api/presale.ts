/** Pre-sale (预售): the list and /promotion/{id}. Not re-exported by api/index.ts, so the first load does not carry it. */
import * as presale from '../contract/presale';
import type { PresaleItem, PresaleList } from '../contract/presale';
import type { RequestOptions } from './client';
import { call } from './call';

export function getPresaleList(opts: RequestOptions = {}): Promise<PresaleList> {
  return call(presale.presaleList, undefined, opts);
}

/** quiet: the page shows a missing pre-sale itself. */
export function getPresaleDetail(purchaseId: number, opts: RequestOptions = {}): Promise<{ now: number; item: PresaleItem }> {
  return call(presale.presaleDetail, { purchaseId }, { quiet: true, ...opts });
}

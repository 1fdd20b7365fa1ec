/** Login from a clinic information system with the link's parameters (SPEC §7 GET /w1/cisLogin). */
import type { CisLoginResult } from '../model/account-types';
import type { CisParams } from '../model/cis-link';
import { apiGet, type RequestOptions } from './client';
import { unwrap } from './unwrap';

/** No identity params: the link decides who logs in, whatever ids the browser still holds. */
export function cisLogin(params: CisParams, opts: RequestOptions = {}): Promise<CisLoginResult> {
  return unwrap(apiGet<CisLoginResult>('/w1/cisLogin', params as Record<string, string>, { noIdentity: true, ...opts }));
}

/** Login from a clinic information system with the link's parameters (SPEC §7 GET /w1/cisLogin). */
import * as cis from '../contract/cis';
import type { CisLoginResult } from '../contract/cis';
import type { InputOf } from '../contract/define';
import type { CisParams } from '../model/cis-link';
import type { RequestOptions } from './client';
import { call } from './call';

/** No identity params: the link decides who logs in, whatever ids the browser still holds. */
export function cisLogin(params: CisParams, opts: RequestOptions = {}): Promise<CisLoginResult> {
  // The link is passed on as it came; the server names a missing UserName or action.
  return call(cis.cisLogin, params as InputOf<typeof cis.cisLogin>, { noIdentity: true, ...opts });
}

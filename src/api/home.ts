import * as content from '../contract/content';
import type { ClientIndex } from '../contract/content';
import type { RequestOptions } from './client';
import { call } from './call';

/** The home page in one call (SPEC §7 GET /w1/clientIndex). */
export function getClientIndex(opts: RequestOptions = {}): Promise<ClientIndex> {
  return call(content.clientIndex, undefined, opts);
}

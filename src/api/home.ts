import type { ClientIndex } from '../model/catalog-types';
import { apiGet, type RequestOptions } from './client';
import { unwrap } from './unwrap';

/** The home page in one call (SPEC §7 GET /w1/clientIndex). */
export function getClientIndex(opts: RequestOptions = {}): Promise<ClientIndex> {
  return unwrap(apiGet<ClientIndex>('/w1/clientIndex', undefined, opts));
}

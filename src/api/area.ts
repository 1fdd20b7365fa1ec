/** Province / city / district lists and the client's area (SPEC §2.11). Area loads are silent (SPEC §8). */
import type { AreaOption } from '../model/account-types';
import { apiGet, apiPost, type RequestOptions } from './client';
import { unwrap } from './unwrap';

export function getArea(areaId?: number, opts: RequestOptions = {}): Promise<AreaOption[]> {
  return unwrap(apiGet<AreaOption[]>('/w1/getArea', areaId ? { area_id: areaId } : undefined, { silent: true, ...opts }));
}

export function setClientArea(
  area: { province: number; city: number; area: number },
  opts: RequestOptions = {},
): Promise<{ province: string; city: string; area: string }> {
  return unwrap(apiPost('/w1/setClientArea', area, opts));
}

/** Province / city / district lists and the client's area (SPEC §2.11). Area loads are silent (SPEC §8). */
import * as register from '../contract/register';
import type { AreaNames, AreaOption } from '../contract/register';
import type { RequestOptions } from './client';
import { call } from './call';

export function getArea(areaId?: number, opts: RequestOptions = {}): Promise<AreaOption[]> {
  return call(register.getArea, areaId ? { area_id: areaId } : {}, { silent: true, ...opts });
}

export function setClientArea(area: { province: number; city: number; area: number }, opts: RequestOptions = {}): Promise<AreaNames> {
  return call(register.setClientArea, area, opts);
}

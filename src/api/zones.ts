import type { Page, Product } from '../contract/catalog';
import * as zones from '../contract/zones';
import type { BrandInfo, ClinicZone, ManufacturerDetail } from '../contract/zones';
import type { ProductSearchParams } from './catalog';
import type { RequestOptions } from './client';
import { call } from './call';

export function getClinicZone(opts: RequestOptions = {}): Promise<ClinicZone> {
  return call(zones.clinicZone, undefined, opts);
}

export function clinicZoneSearch(params: ProductSearchParams = {}, opts: RequestOptions = {}): Promise<Page<Product>> {
  return call(zones.clinicZoneSearch, params, opts);
}

export function getSpecialZone(params: ProductSearchParams = {}, opts: RequestOptions = {}): Promise<Page<Product>> {
  return call(zones.specialZone, params, opts);
}

export function getFamousManufacturers(opts: RequestOptions = {}): Promise<BrandInfo[]> {
  return call(zones.famousManufacturer, undefined, opts);
}

/** quiet: the page shows an unknown brand itself. */
export function getManufacturerDetail(brandId: number, params: ProductSearchParams = {}, opts: RequestOptions = {}): Promise<ManufacturerDetail> {
  return call(zones.manufacturerDetail, { brandId, ...params }, { quiet: true, ...opts });
}

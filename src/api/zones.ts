import type { BrandInfo, ClinicZone, ManufacturerDetail } from '../model/catalog-types';
import type { Page, Product } from '../model/types';
import { apiGet, type RequestOptions } from './client';
import type { ProductSearchParams } from './catalog';
import { unwrap } from './unwrap';

export function getClinicZone(opts: RequestOptions = {}): Promise<ClinicZone> {
  return unwrap(apiGet<ClinicZone>('/w1/clinicZone', undefined, opts));
}

export function clinicZoneSearch(params: ProductSearchParams = {}, opts: RequestOptions = {}): Promise<Page<Product>> {
  return unwrap(apiGet<Page<Product>>('/w1/clinicZoneSearch', { ...params }, opts));
}

export function getSpecialZone(params: ProductSearchParams = {}, opts: RequestOptions = {}): Promise<Page<Product>> {
  return unwrap(apiGet<Page<Product>>('/w1/specialZone', { ...params }, opts));
}

export function getFamousManufacturers(opts: RequestOptions = {}): Promise<BrandInfo[]> {
  return unwrap(apiGet<BrandInfo[]>('/w1/famousManufacturer', undefined, opts));
}

/** quiet: the page shows an unknown brand itself. */
export function getManufacturerDetail(brandId: number, params: ProductSearchParams = {}, opts: RequestOptions = {}): Promise<ManufacturerDetail> {
  return unwrap(apiGet<ManufacturerDetail>('/w1/manufacturerDetail', { brandId, ...params }, { quiet: true, ...opts }));
}

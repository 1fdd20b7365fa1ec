import type { Page, Product, PublicHeader } from '../model/types';
import { apiGet, type RequestOptions } from './client';
import { unwrap } from './unwrap';

export interface ProductSearchParams {
  keyword?: string;
  ClassID?: number;
  page?: number;
  size?: number;
  manufacturer?: string;
  drug_type?: number;
  business_scope?: number;
  in_stock?: 0 | 1;
  near_expiry?: 0 | 1;
  sort?: string;
  coupon_id?: number;
  major?: 0 | 1;
}

/** Silent by SPEC §8: the header simply stays empty when it fails. */
export function getPublicHeader(opts: RequestOptions = {}): Promise<PublicHeader> {
  return unwrap(apiGet<PublicHeader>('/w1/publicHeader', undefined, { silent: true, ...opts }));
}

export function productSearch(params: ProductSearchParams = {}, opts: RequestOptions = {}): Promise<Page<Product>> {
  return unwrap(apiGet<Page<Product>>('/w1/productSearch', { ...params }, opts));
}

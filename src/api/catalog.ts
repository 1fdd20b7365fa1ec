import type { Page, Product, PublicHeader } from '../model/types';
import type { ProductDetail, SearchFacets, SearchSuggestion } from '../model/catalog-types';
import { apiGet, apiPost, type RequestOptions } from './client';
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

/** Suggestions while typing; silent: a failed suggestion must never interrupt typing. */
export function searchSuggest(keyword: string, opts: RequestOptions = {}): Promise<SearchSuggestion[]> {
  return unwrap(apiGet<SearchSuggestion[]>('/w1/searchSuggest', { keyword }, { silent: true, ...opts }));
}

/** Manufacturers of what a search finds (the listing's manufacturer filter); silent like the suggestions. */
export function searchFacets(params: Omit<ProductSearchParams, 'page' | 'size'>, opts: RequestOptions = {}): Promise<SearchFacets> {
  return unwrap(apiGet<SearchFacets>('/w1/searchFacets', { ...params }, { silent: true, ...opts }));
}

/** The logged-in client's own search history (latest distinct keywords). */
export function getSearchHistory(opts: RequestOptions = {}): Promise<string[]> {
  return unwrap(apiGet<string[]>('/w1/searchHistory', undefined, { silent: true, ...opts }));
}

export function clearSearchHistoryOnServer(opts: RequestOptions = {}): Promise<unknown> {
  return unwrap(apiPost<unknown>('/w1/clearSearchHistory', {}, opts));
}

export interface ProductDetailParams {
  productId: number;
  seckillId?: number;
  purchaseId?: number;
}

export function getProductDetail(params: ProductDetailParams, opts: RequestOptions = {}): Promise<ProductDetail> {
  return unwrap(apiGet<ProductDetail>('/w1/productDetail', { ...params }, { quiet: true, ...opts }));
}

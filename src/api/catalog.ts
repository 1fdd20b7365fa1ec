import * as catalog from '../contract/catalog';
import type { ListingFilters, ListingQuery, Page, Product, ProductDetail, PublicHeader, SearchFacets, SearchSuggestion } from '../contract/catalog';
import type { QueryOf } from '../contract/define';
import type { RequestOptions } from './client';
import { call } from './call';

/** The query of every product listing (search, zones, brand pages): the contract's filters plus the pager. */
export type ProductSearchParams = ListingQuery;
export type ProductDetailParams = QueryOf<typeof catalog.productDetail>;
/** What a listing query may hold, as the endpoints take it: the sort orders and the manufacturer's length (the /category URL is read with them). */
export { LISTING_SORTS, MANUFACTURER_MAX_LENGTH, type ListingSort } from '../contract/catalog';

/** Silent by SPEC §8: the header simply stays empty when it fails. */
export function getPublicHeader(opts: RequestOptions = {}): Promise<PublicHeader> {
  return call(catalog.publicHeader, undefined, { silent: true, ...opts });
}

export function productSearch(params: ProductSearchParams = {}, opts: RequestOptions = {}): Promise<Page<Product>> {
  return call(catalog.productSearch, params, opts);
}

/** Suggestions while typing; silent: a failed suggestion must never interrupt typing. */
export function searchSuggest(keyword: string, opts: RequestOptions = {}): Promise<SearchSuggestion[]> {
  return call(catalog.searchSuggest, { keyword }, { silent: true, ...opts });
}

/** Manufacturers of what a search finds (the listing's manufacturer filter); silent like the suggestions. */
export function searchFacets(params: ListingFilters, opts: RequestOptions = {}): Promise<SearchFacets> {
  return call(catalog.searchFacets, params, { silent: true, ...opts });
}

/** The logged-in client's own search history (latest distinct keywords). */
export function getSearchHistory(opts: RequestOptions = {}): Promise<string[]> {
  return call(catalog.searchHistory, undefined, { silent: true, ...opts });
}

export function clearSearchHistoryOnServer(opts: RequestOptions = {}): Promise<null> {
  return call(catalog.clearSearchHistory, undefined, opts);
}

export function getProductDetail(params: ProductDetailParams, opts: RequestOptions = {}): Promise<ProductDetail> {
  return call(catalog.productDetail, params, { quiet: true, ...opts });
}

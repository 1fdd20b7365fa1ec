import { useStore } from '@nanostores/react';
import type { Page, Product } from '../../contract/catalog';
import { productSearch, type ProductSearchParams } from '../../api';
import { $viewerKey } from '../../stores/viewer';
import { useRemote } from '../../ui/useRemote';

/** Where a result page comes from: the product search by default, or a zone / brand call with the same params. */
export type ProductPageFetcher = (params: ProductSearchParams) => Promise<Page<Product>>;

/**
 * Fetches a result page; refetches when the query or the viewer changes (prices appear on login). Only `params`
 * and `fetchKey` (set it when one fetcher reads several sources, e.g. one per brand) decide when to fetch again,
 * so callers may pass an inline fetcher.
 */
export function useProductSearch(params: ProductSearchParams, fetcher: ProductPageFetcher = productSearch, fetchKey = '') {
  const viewer = useStore($viewerKey);
  return useRemote(() => fetcher(params), `${JSON.stringify(params)}|${fetchKey}|${viewer}`);
}

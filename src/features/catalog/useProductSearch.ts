import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Page, Product } from '../../model/types';
import { productSearch, type ProductSearchParams } from '../../api';
import { $session } from '../../stores/session';

export type SearchState =
  | { status: 'loading'; data?: Page<Product> }
  | { status: 'ready'; data: Page<Product> }
  | { status: 'error'; message: string; data?: Page<Product> };

/** Where a result page comes from: the product search by default, or a zone / brand call with the same params. */
export type ProductPageFetcher = (params: ProductSearchParams) => Promise<Page<Product>>;

/**
 * Fetches a result page; refetches when the query or the logged-in identity changes (prices appear). The
 * fetcher is read at call time, so callers may pass an inline function: only `params` (and `fetchKey`, when one
 * fetcher stands for several sources, e.g. one per brand) decide when to fetch again.
 */
export function useProductSearch(params: ProductSearchParams, fetcher: ProductPageFetcher = productSearch, fetchKey = '') {
  const session = useStore($session);
  const [state, setState] = useState<SearchState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetcher);
  fetchRef.current = fetcher;
  const key = JSON.stringify(params);
  useEffect(() => {
    let live = true;
    setState((s) => ({ status: 'loading', data: s.data }));
    fetchRef
      .current(params)
      .then((data) => live && setState({ status: 'ready', data }))
      .catch((e: unknown) => live && setState({ status: 'error', message: e instanceof Error ? e.message : String(e) }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, fetchKey, session.client_id, session.salesman_id, session.token, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

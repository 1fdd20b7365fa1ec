import { useLocation, useSearch } from 'wouter';
import type { ProductSearchParams } from '../../api';
import { pageSizeOf } from '../../model/constants';
import { paramsFromQuery, queryFromParams } from './category-query';

/**
 * A product listing whose whole state (keyword, page, size, …) lives in the query string of `path`, read with the
 * /category rules; every change is a new history entry, so back/forward and refresh restore it.
 */
export function useListingUrl(path: string) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = paramsFromQuery(search);
  const go = (next: ProductSearchParams) => {
    const query = queryFromParams(next);
    navigate(query ? `${path}?${query}` : path);
  };
  const onPage = (page: number, size: number) => {
    go({ ...params, page, size: pageSizeOf(size) });
    window.scrollTo(0, 0);
  };
  return { params, go, onPage };
}

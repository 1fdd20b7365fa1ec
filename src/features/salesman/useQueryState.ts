import { useLocation, useSearch } from 'wouter';
import { queryOf } from '../../model/salesman-ui-rules';

/**
 * A screen's filters in its query string (site URL or the element's memory route): every change is a history
 * entry, so back and refresh restore the same filter and page, and a to-do's link opens the filtered list.
 */
export function useQueryState() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const q = new URLSearchParams(search);
  const go = (values: Record<string, string | number | undefined>, defaults: Record<string, string | number> = {}) => {
    const qs = queryOf(values, defaults);
    navigate(qs ? `${path}?${qs}` : path);
  };
  return { q, go, key: search };
}

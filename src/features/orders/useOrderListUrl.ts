import { useLocation, useSearch } from 'wouter';
import { queryFromState, stateFromQuery, type OrderListState } from './list-query';

const OWN_KEYS = ['tab', 'start', 'end', 'keyword', 'page', 'size'];

/**
 * The list's state in the query string of `path`: every change is a history entry, so back and refresh restore it.
 * Keys the list does not own (a salesman's `customer` filter) are kept as they are.
 */
export function useOrderListUrl(path: string) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = stateFromQuery(search);
  const go = (next: Partial<OrderListState>) => {
    const other = new URLSearchParams(search);
    for (const k of OWN_KEYS) other.delete(k);
    const query = [queryFromState({ ...state, page: 1, ...next }), other.toString()].filter(Boolean).join('&');
    navigate(query ? `${path}?${query}` : path);
  };
  return { state, go };
}

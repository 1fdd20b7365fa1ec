import { useLocation, useSearch } from 'wouter';
import { queryFromState, stateFromQuery, type OrderListState } from './list-query';

/** The list's state in the query string of `path`: every change is a history entry, so back and refresh restore it. */
export function useOrderListUrl(path: string) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = stateFromQuery(search);
  const go = (next: Partial<OrderListState>) => {
    const query = queryFromState({ ...state, page: 1, ...next });
    navigate(query ? `${path}?${query}` : path);
  };
  return { state, go };
}

/**
 * The order list's state as a query string (the cached view: tab, range, keyword, page and size survive back
 * navigation and refresh): canonical key order, defaults left out, nonsense dropped.
 */
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT, pageSizeOf } from '../../model/constants';
import { dateRangeProblem } from '../../model/date-range';
import { ORDER_TABS } from '../../model/order-status';

export interface OrderListState {
  tab: number;
  page: number;
  size: number;
  start?: string;
  end?: string;
  keyword?: string;
}

export const DEFAULT_LIST: OrderListState = { tab: 0, page: PAGE_DEFAULT, size: PAGE_SIZE_DEFAULT };

const intOf = (v: string | null) => (v !== null && /^\d{1,6}$/.test(v) ? Number(v) : undefined);

export function stateFromQuery(search: string, now: Date = new Date()): OrderListState {
  const q = new URLSearchParams(search);
  const tab = intOf(q.get('tab'));
  const page = intOf(q.get('page'));
  const start = q.get('start') ?? undefined;
  const end = q.get('end') ?? undefined;
  const keyword = q.get('keyword')?.trim().slice(0, 50) || undefined;
  const rangeOk = Boolean(start && end) && dateRangeProblem(start, end, now) === null;
  return {
    tab: ORDER_TABS.some((t) => t.tab === tab) ? (tab as number) : 0,
    page: page && page >= 1 ? page : PAGE_DEFAULT,
    size: pageSizeOf(intOf(q.get('size'))),
    ...(rangeOk ? { start, end } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

export function queryFromState(s: OrderListState): string {
  const q = new URLSearchParams();
  if (s.tab) q.set('tab', String(s.tab));
  if (s.start && s.end) {
    q.set('start', s.start);
    q.set('end', s.end);
  }
  if (s.keyword) q.set('keyword', s.keyword);
  if (s.page !== PAGE_DEFAULT) q.set('page', String(s.page));
  if (s.size !== PAGE_SIZE_DEFAULT) q.set('size', String(s.size));
  return q.toString();
}

/** The API input for this state. */
export const listInput = (s: OrderListState) => ({
  tab: s.tab as 0 | 1 | 2 | 3 | 4,
  page: s.page,
  size: pageSizeOf(s.size),
  ...(s.start && s.end ? { created_at_start: s.start, created_at_end: s.end } : {}),
  ...(s.keyword ? { keyword: s.keyword } : {}),
});

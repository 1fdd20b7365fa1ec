/**
 * Pure rules of the salesman console's screens: filter labels, reading filters from the query string (nonsense
 * dropped, defaults left out), the report's period presets and the credit bar's level. The shared rules (what a
 * sale is, period validation, licence and credit thresholds) are in salesman-report.ts.
 */
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT, pageSizeOf, type PageSize } from './constants';
import { chinaDay } from './date-range';
import {
  addDays,
  CREDIT_NEAR_LIMIT_PERCENT,
  monthStart,
  reportRangeProblem,
  type CreditFilter,
  type LicenceFilter,
  type RegionStatusFilter,
  type ReportGranularity,
} from './salesman-report';

export const LICENCE_FILTER_LABEL: Record<LicenceFilter, string> = {
  all: '全部资质',
  ok: '资质正常',
  expiring: '30天内到期',
  expired: '已过期',
  missing: '未登记',
};
export const CREDIT_FILTER_LABEL: Record<CreditFilter, string> = {
  all: '全部客户',
  credit: '信用客户',
  near_limit: '额度将满',
  none: '非信用客户',
};
export const REGION_FILTER_LABEL: Record<RegionStatusFilter, string> = {
  all: '全部',
  pending: '待审核',
  approved: '已通过',
  rejected: '未通过',
  unassigned: '未分配业务员',
};
export const CREDIT_PAGE_FILTERS = ['all', 'overdue', 'near_limit'] as const;
export type CreditPageFilter = (typeof CREDIT_PAGE_FILTERS)[number];
export const CREDIT_PAGE_FILTER_LABEL: Record<CreditPageFilter, string> = { all: '全部信用客户', overdue: '有逾期', near_limit: '额度将满' };
export const RANK_SORT_LABEL = { sales: '销售额', orders: '订单数', quantity: '件数' } as const;
export type RankSort = keyof typeof RANK_SORT_LABEL;

/** One of `allowed`, or the default (the first). */
export function pick<T extends string>(value: string | null | undefined, allowed: readonly T[]): T {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : allowed[0]!;
}

const intOf = (v: string | null) => (v !== null && /^\d{1,6}$/.test(v) ? Number(v) : undefined);

/** Page and size from a query string (SPEC §9 defaults). */
export function pagerOf(q: URLSearchParams): { page: number; size: PageSize } {
  const page = intOf(q.get('page'));
  return { page: page && page >= 1 ? page : PAGE_DEFAULT, size: pageSizeOf(intOf(q.get('size'))) };
}

/**
 * A query string from filter values: empty, undefined and default values left out, keys in the given order, so
 * one filter state has one URL (back and refresh restore it; a shared link is stable).
 */
export function queryOf(values: Record<string, string | number | undefined>, defaults: Record<string, string | number> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === '' || v === defaults[k]) continue;
    if (k === 'page' && v === PAGE_DEFAULT) continue;
    if (k === 'size' && v === PAGE_SIZE_DEFAULT) continue;
    q.set(k, String(v));
  }
  return q.toString();
}

export interface ReportPeriodChoice {
  start: string;
  end: string;
  granularity: ReportGranularity;
}

/** The report's shortcuts; each range is valid for its granularity (see REPORT_MAX_PERIODS). */
export const REPORT_PRESETS = [
  { key: 'last7', label: '最近7天' },
  { key: 'last30', label: '最近30天' },
  { key: 'thisMonth', label: '本月' },
  { key: 'lastMonth', label: '上月' },
  { key: 'last12m', label: '最近12个月' },
  { key: 'thisYear', label: '今年' },
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number]['key'];

export function presetRange(key: ReportPreset, now: Date = new Date()): ReportPeriodChoice {
  const today = chinaDay(now);
  switch (key) {
    case 'last7':
      return { start: addDays(today, -6), end: today, granularity: 'day' };
    case 'last30':
      return { start: addDays(today, -29), end: today, granularity: 'day' };
    case 'thisMonth':
      return { start: monthStart(today), end: today, granularity: 'day' };
    case 'lastMonth':
      return { start: monthStart(today, -1), end: addDays(monthStart(today), -1), granularity: 'day' };
    case 'last12m':
      return { start: monthStart(today, -11), end: today, granularity: 'month' };
    case 'thisYear':
      return { start: `${today.slice(0, 4)}-01-01`, end: today, granularity: 'month' };
  }
}

/** The report period of a query string; a missing or invalid one is the last 30 days by day. */
export function reportPeriodOf(q: URLSearchParams, now: Date = new Date()): ReportPeriodChoice {
  const start = q.get('start') ?? '';
  const end = q.get('end') ?? '';
  const granularity = pick(q.get('by'), ['day', 'month'] as const);
  return reportRangeProblem(start, end, granularity, now) === null ? { start, end, granularity } : presetRange('last30', now);
}

/** The preset a period is, if any (to mark its button pressed). */
export function presetOf(p: ReportPeriodChoice, now: Date = new Date()): ReportPreset | undefined {
  return REPORT_PRESETS.find(({ key }) => {
    const r = presetRange(key, now);
    return r.start === p.start && r.end === p.end && r.granularity === p.granularity;
  })?.key;
}

/** Credit bar level: over the limit, at or above the near-limit share, or fine. `usage` is the API's "80.00". */
export function creditLevel(usage: string): 'ok' | 'near' | 'full' {
  const n = Number(usage);
  if (!Number.isFinite(n)) return 'ok';
  if (n >= 100) return 'full';
  return n >= CREDIT_NEAR_LIMIT_PERCENT ? 'near' : 'ok';
}

/** Yuan string → number for a chart axis (the API's "1234.50"); nonsense is 0. */
export const yuanNumber = (s: string): number => (Number.isFinite(Number(s)) ? Number(s) : 0);

/**
 * The salesman console's rules shared by the screens and the server: what counts as a sale, the report's periods
 * (validation, default ranges, every period of a range so empty ones show as 0), filter values and texts.
 * Dates are China-time calendar days `yyyy-MM-dd` (model/date-range.ts).
 */
import { chinaDay } from './date-range';
import { ORDER_STATUS as S } from './order-status';

/**
 * Orders that count as sales in every figure, report and ranking: paid (or on credit) and neither cancelled nor
 * refunded. A refund still under review (8) or refused (13) keeps the sale; unpaid (0, 10, 12), cancelled (4, 7) and
 * refunded or refunding (9, 14, 15, 16) do not.
 */
export const SALES_STATUSES = [S.paid, S.shipped, S.received, S.refundPending, S.approved, S.refundRejected] as const;

export const REPORT_GRANULARITIES = ['day', 'month'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];
/** Longest range per granularity: a day chart of more than a quarter, or a month chart of more than three years, is unreadable. */
export const REPORT_MAX_PERIODS: Record<ReportGranularity, number> = { day: 92, month: 36 };
export const RANK_LIMITS = [10, 20, 50, 100] as const;

export const LICENCE_FILTERS = ['all', 'ok', 'expiring', 'expired', 'missing'] as const;
export type LicenceFilter = (typeof LICENCE_FILTERS)[number];
export const CREDIT_FILTERS = ['all', 'credit', 'near_limit', 'none'] as const;
export type CreditFilter = (typeof CREDIT_FILTERS)[number];
export const REGION_STATUS_FILTERS = ['all', 'pending', 'approved', 'rejected', 'unassigned'] as const;
export type RegionStatusFilter = (typeof REGION_STATUS_FILTERS)[number];

/** A licence expiring within this many days is 即将过期. */
export const LICENCE_WARN_DAYS = 30;
/** Credit used from this share of the limit is 接近额度. */
export const CREDIT_NEAR_LIMIT_PERCENT = 80;

export const LICENCE_STATUS_TEXT = { ok: '正常', expiring: '即将过期', expired: '已过期', missing: '未登记' } as const;
export type LicenceStatus = keyof typeof LICENCE_STATUS_TEXT;

export const TODO_KINDS = ['pendingRegistration', 'overdueBills', 'licenceExpiring', 'creditNearLimit', 'unpaidOrders', 'refundPending'] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

/** The to-do line of the home page and the console page that deals with it. */
export const TODO_TEXT: Record<TodoKind, { title: (n: number) => string; link: string }> = {
  pendingRegistration: { title: (n) => `区域内 ${n} 个注册待审核`, link: '/salesman/clientRegion?status=pending' },
  overdueBills: { title: (n) => `${n} 位客户账单已逾期`, link: '/salesman/creditMange?filter=overdue' },
  licenceExpiring: { title: (n) => `${n} 位客户资质 ${LICENCE_WARN_DAYS} 天内到期或已过期`, link: '/salesman/myCustomer?licence=expiring' },
  creditNearLimit: { title: (n) => `${n} 位客户授信即将用完`, link: '/salesman/creditMange?filter=near_limit' },
  unpaidOrders: { title: (n) => `${n} 笔订单待付款`, link: '/salesman/customerOrder?tab=1' },
  refundPending: { title: (n) => `${n} 笔订单退款审核中`, link: '/salesman/customerOrder?tab=4' },
};

export const SALESMAN_MSG = {
  notYourCustomer: '该客户不是您名下的客户',
  salesmanMissing: '业务员不存在',
  reportRange: '请选择开始日期和结束日期',
  badDay: (label: string) => `${label}格式不正确，应为 yyyy-MM-dd`,
  startAfterEnd: '开始日期不能晚于结束日期',
  future: '不能选择今天之后的日期',
  tooLong: (g: ReportGranularity) =>
    g === 'day' ? `按日统计最多 ${REPORT_MAX_PERIODS.day} 天，请缩短日期范围或按月统计` : `按月统计最多 ${REPORT_MAX_PERIODS.month} 个月，请缩短日期范围`,
  signedOut: (n: number) => (n > 0 ? `已退出其他 ${n} 处登录` : '没有其他登录'),
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Is `s` a real calendar day `yyyy-MM-dd`? */
export function isDay(s: string): boolean {
  const m = DAY.exec(s);
  if (!m) return false;
  const [y, mo, d] = m.slice(1).map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `n` days (negative = back). */
export const addDays = (day: string, n: number): string => fromUtc(toUtc(day) + n * 86_400_000);

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / 86_400_000);

/** First day of the month of `day`, moved by `n` months. */
export function monthStart(day: string, n = 0): string {
  const d = new Date(toUtc(day));
  return fromUtc(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
}

/** The period key of a day: the day itself or its `yyyy-MM`. */
export const periodOf = (day: string, g: ReportGranularity): string => (g === 'day' ? day : day.slice(0, 7));

/** Every period key from start to end inclusive, in order. */
export function periodsBetween(start: string, end: string, g: ReportGranularity): string[] {
  const out: string[] = [];
  if (g === 'day') {
    for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  } else {
    for (let m = monthStart(start); m <= end; m = monthStart(m, 1)) out.push(m.slice(0, 7));
  }
  return out;
}

/** Why this report range cannot be used (Chinese), or null. */
export function reportRangeProblem(start: string, end: string, g: ReportGranularity, now: Date = new Date()): string | null {
  if (!start || !end) return SALESMAN_MSG.reportRange;
  if (!isDay(start)) return SALESMAN_MSG.badDay('开始日期');
  if (!isDay(end)) return SALESMAN_MSG.badDay('结束日期');
  if (start > end) return SALESMAN_MSG.startAfterEnd;
  if (end > chinaDay(now)) return SALESMAN_MSG.future;
  if (periodsBetween(start, end, g).length > REPORT_MAX_PERIODS[g]) return SALESMAN_MSG.tooLong(g);
  return null;
}

/** The rankings' default period: this month up to today. */
export function thisMonth(now: Date = new Date()): { start: string; end: string } {
  const today = chinaDay(now);
  return { start: monthStart(today), end: today };
}

/** The licence state of a customer from the soonest expiry of its licences (null = none registered). */
export function licenceStatus(soonest: string | null, now: Date = new Date()): LicenceStatus {
  if (soonest === null) return 'missing';
  const left = daysBetween(chinaDay(now), soonest);
  if (left < 0) return 'expired';
  return left <= LICENCE_WARN_DAYS ? 'expiring' : 'ok';
}

/** Share of a part in a whole as a percentage with 2 decimals, no `%` (`"12.50"`); 0 of 0 is `"0.00"`. */
export function sharePercent(part: bigint, whole: bigint): string {
  if (whole <= 0n) return '0.00';
  const hundredths = (part * 10_000n + whole / 2n) / whole;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** A territory as one line: `上海市 浦东新区、徐汇区；江苏省 苏州市、无锡市` (a whole province is its name alone). */
export function regionText(regions: readonly { province: string; city: string; area: string }[]): string {
  const byProvince = new Map<string, string[]>();
  for (const r of regions) {
    // A municipality's city repeats its province (上海市 上海市 浦东新区): name the district only.
    const item = (r.city === r.province ? '' : r.city) + r.area;
    const items = byProvince.get(r.province) ?? [];
    if (item) items.push(item);
    byProvince.set(r.province, items);
  }
  return [...byProvince].map(([p, items]) => (items.length ? `${p} ${items.join('、')}` : p)).join('；');
}

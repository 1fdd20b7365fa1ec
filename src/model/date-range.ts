/**
 * The date range filter (SPEC §3 created_at_start / created_at_end, §5 picker rules): values are
 * `yyyy-MM-dd HH:mm:ss` in China time (UTC+8, no daylight saving), start ≤ end, no day after today; the picker
 * defaults the times to 00:00:00 and 23:59:59 and offers the 7 / 30 / 90-day shortcuts. Shared by the picker, the
 * order list and the server.
 */
import { DATE_SHORTCUT_DAYS } from './constants';

const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;
const STAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

export const DATE_RANGE_MSG = {
  badFormat: (label: string) => `${label}格式不正确，应为 yyyy-MM-dd HH:mm:ss`,
  future: '不能选择今天之后的日期',
  startAfterEnd: '开始时间不能晚于结束时间',
  half: '请同时选择开始时间和结束时间',
} as const;

export const DATE_SHORTCUTS = [
  { label: '最近一周', days: DATE_SHORTCUT_DAYS[0] },
  { label: '最近一个月', days: DATE_SHORTCUT_DAYS[1] },
  { label: '最近三个月', days: DATE_SHORTCUT_DAYS[2] },
] as const;

/** A moment as `yyyy-MM-dd HH:mm:ss` China time. */
export function chinaStamp(d: Date): string {
  return new Date(d.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The China-time calendar day of a moment, `yyyy-MM-dd`. */
export const chinaDay = (d: Date): string => chinaStamp(d).slice(0, 10);

/** An ISO instant as China time, `yyyy-MM-dd HH:mm:ss`, whatever the browser's time zone. */
export const chinaTimeOf = (iso: string): string => chinaStamp(new Date(iso));

/** `yyyy-MM-dd HH:mm:ss` China time → the moment; null if malformed or not a real date/time (2026-02-30). */
export function parseChinaStamp(s: string): Date | null {
  const m = STAMP.exec(s);
  if (!m) return null;
  const [y, mo, d, h, mi, se] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, se);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || se > 59) {
    return null;
  }
  return new Date(utc - CHINA_OFFSET_MS);
}

export interface DateRange {
  start: string;
  end: string;
}

/** Why this range cannot be used (Chinese), or null. Both empty is "no filter"; one alone is refused. */
export function dateRangeProblem(start: string | undefined, end: string | undefined, now: Date = new Date()): string | null {
  if (!start && !end) return null;
  if (!start || !end) return DATE_RANGE_MSG.half;
  const from = parseChinaStamp(start);
  if (!from) return DATE_RANGE_MSG.badFormat('开始时间');
  const to = parseChinaStamp(end);
  if (!to) return DATE_RANGE_MSG.badFormat('结束时间');
  const today = chinaDay(now);
  if (start.slice(0, 10) > today || end.slice(0, 10) > today) return DATE_RANGE_MSG.future;
  if (from.getTime() > to.getTime()) return DATE_RANGE_MSG.startAfterEnd;
  return null;
}

/** Is this calendar day (`yyyy-MM-dd`) after today, China time? The picker disables such days. */
export const isFutureDay = (day: string, now: Date = new Date()) => day > chinaDay(now);

/** A whole-day range from `startDay` to `endDay` with the SPEC default times. */
export const dayRange = (startDay: string, endDay: string): DateRange => ({ start: `${startDay} 00:00:00`, end: `${endDay} 23:59:59` });

/** The shortcut "last N days": from N days before today 00:00:00 to today 23:59:59. */
export function shortcutRange(days: number, now: Date = new Date()): DateRange {
  return dayRange(chinaDay(new Date(now.getTime() - days * DAY_MS)), chinaDay(now));
}

/**
 * Replenishment suggestions (issue 32): from a client's orders of one product, its usual reorder interval (the
 * median gap between order days), whether that interval has passed, and the usual quantity (the median amount)
 * rounded up to the pack. Days are China days, 'YYYY-MM-DD'.
 */
import { roundUpToPack } from './pack-rounding';
import { daysBetween } from './salesman-report';

export interface Purchase {
  day: string;
  amount: number;
}

/** At least this many order days before an interval means anything. */
export const MIN_ORDER_DAYS = 2;
/** An interval shorter than this is noise (two orders the same week), not a habit. */
export const MIN_INTERVAL_DAYS = 3;
/** A product not ordered for this many intervals is no longer a habit: no suggestion. */
export const STALE_INTERVALS = 4;

function median(ns: readonly number[]): number {
  const s = [...ns].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Purchases merged per day (two orders on one day are one reorder), in day order. */
export function purchaseDays(history: readonly Purchase[]): Purchase[] {
  const byDay = new Map<string, number>();
  for (const p of history) if (p.amount > 0) byDay.set(p.day, (byDay.get(p.day) ?? 0) + p.amount);
  return [...byDay].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([day, amount]) => ({ day, amount }));
}

/** The usual days between two orders, or null without enough history. */
export function reorderInterval(history: readonly Purchase[]): number | null {
  const days = purchaseDays(history);
  if (days.length < MIN_ORDER_DAYS) return null;
  const gaps = days.slice(1).map((d, i) => daysBetween(days[i]!.day, d.day));
  const interval = Math.round(median(gaps));
  return interval >= MIN_INTERVAL_DAYS ? interval : null;
}

export interface ReorderSuggestion {
  interval_days: number;
  last_day: string;
  /** Days since the last order minus the interval (0 = due today). */
  overdue_days: number;
  suggested_amount: number;
}

/** The suggestion for one product on `today`, or null when it is not due (or no habit is known). */
export function reorderSuggestion(history: readonly Purchase[], pack: number, today: string): ReorderSuggestion | null {
  const interval = reorderInterval(history);
  if (interval === null) return null;
  const days = purchaseDays(history);
  const last = days[days.length - 1]!;
  const since = daysBetween(last.day, today);
  if (since < interval || since > interval * STALE_INTERVALS) return null;
  return {
    interval_days: interval,
    last_day: last.day,
    overdue_days: since - interval,
    suggested_amount: roundUpToPack(median(days.map((d) => d.amount)), pack),
  };
}

/** Most overdue (relative to its interval) first, then product id. */
export function rankSuggestions<T extends { product_id: number; suggestion: ReorderSuggestion }>(list: readonly T[]): T[] {
  const ratio = (s: ReorderSuggestion) => s.overdue_days / s.interval_days;
  return [...list].sort((a, b) => ratio(b.suggestion) - ratio(a.suggestion) || a.product_id - b.product_id);
}

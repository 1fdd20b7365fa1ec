/**
 * Coupon templates and add-on-price offers as the operator writes and reads them: the phase of a window, the
 * discount as typed (9折, 9.5折, 0.9), and a coupon's rule in words (满500减50, 满500享9折), which becomes its title.
 * The money rules that spend a coupon are pricing.ts's.
 */
import { fenToYuan, type Fen } from './money';
import { foldText } from './pricing';
import type { SeckillPhase } from './promotion-rules';
import { CAPPED_PHASE_TEXT } from './special-combination-rules';

/** A window's phase: not open yet, open, or over (at `end`, exclusive). */
export type WindowPhase = Exclude<SeckillPhase, 'soldOut'>;

export function windowPhase(startMs: number, endMs: number, nowMs: number): WindowPhase {
  if (nowMs >= endMs) return 'ended';
  return nowMs < startMs ? 'upcoming' : 'running';
}

/** A coupon template's phase: its window, and 已领完 (soldOut) once every one is claimed. */
export function couponPhase(c: { startMs: number; endMs: number; claimed: number; total: number }, nowMs: number): SeckillPhase {
  const phase = windowPhase(c.startMs, c.endMs, nowMs);
  return phase === 'running' && c.claimed >= c.total ? 'soldOut' : phase;
}

export const COUPON_PHASE_TEXT: Record<SeckillPhase, string> = { ...CAPPED_PHASE_TEXT, upcoming: '未开始', soldOut: '已领完' };

/**
 * A discount as the operator types it → the percent paid (config_json's step1_discount: 90 = 9折), or null when it
 * is not strictly between 0 and 1: "9折" 90, "9.5折" 95, "0.9" 90, "0.85" 85.
 */
export function discountPercent(text: string): number | null {
  const t = text.trim();
  const fold = /^(\d)(?:\.(\d))?折$/.exec(t);
  const decimal = /^0?\.(\d{1,2})$/.exec(t);
  const percent = fold ? Number(fold[1]) * 10 + Number(fold[2] ?? 0) : decimal ? Number(decimal[1]!.padEnd(2, '0')) : NaN;
  return percent > 0 && percent < 100 ? percent : null;
}

/** The coupon's rule in words, its title: 满500减50, 满500享9折, 无门槛享9折. */
export function couponRuleText(c: { couponType: 1 | 2; amountFen: Fen; minSpendFen: Fen; percent: number }): string {
  const spend = c.minSpendFen > 0 ? `满${yuanWords(c.minSpendFen)}` : '无门槛';
  return c.couponType === 1 ? `${spend}减${yuanWords(c.amountFen)}` : `${spend}享${foldText(c.percent)}`;
}

/** 50000 → "500", 1250 → "12.5": a yuan amount without trailing zeros. */
const yuanWords = (fen: Fen) => fenToYuan(fen).replace(/\.?0+$/, '');

/**
 * A clinic system's stock-needs list (punchout): what it lacks, by its own product code or our product id, with a
 * quantity in units and a note per line. A need becomes a cart quantity by rounding up to the product's buying
 * step (the middle pack, 中包装) and its minimum: a clinic short of 7 boxes of a 10-box pack buys 10, never 0.
 */
import type { QuantityRule } from './product-rules';

export interface NeedLine {
  /** Our product code (编码) as the clinic system keeps it, or our product id. */
  product_code?: string;
  product_id?: number;
  /** Units needed (boxes, bottles…): a positive whole number. */
  quantity: number;
  /** The host's own note (patient, prescription, shelf): handed back unchanged with checkout and the order. */
  note?: string;
}

export const NEEDS_TEXT = {
  noProduct: '未找到该商品',
  badQuantity: '需求数量必须是正整数',
  noKey: '缺少商品编码',
  tooMany: (max: number) => `需求清单一次最多 ${max} 行`,
  rounded: (asked: number, amount: number) => `需求 ${asked}，按中包装取整为 ${amount}`,
} as const;

/** Lines per prefill: one cart add (CART_ADD_MAX_LINES is the cart's own bound). */
export const NEEDS_MAX_LINES = 200;

/** The problem of a need line before any product is looked up, or null. */
export function needLineProblem(line: NeedLine): string | null {
  if (!line.product_code?.trim() && !(Number.isInteger(line.product_id) && (line.product_id ?? 0) > 0)) return NEEDS_TEXT.noKey;
  if (!Number.isInteger(line.quantity) || line.quantity <= 0) return NEEDS_TEXT.badQuantity;
  return null;
}

/** The cart quantity for a need: up to the next multiple of the step, at least the minimum. */
export function packedAmount(quantity: number, rule: QuantityRule): number {
  const step = Math.max(1, rule.step);
  return Math.max(rule.min, Math.ceil(quantity / step) * step);
}

import { MSG } from './messages';

/** What the purchase rules read of a product or cart line (the contract's shapes carry these fields). */
export interface Buyable {
  /** 1 inside the buyer's business scope. */
  switch: 0 | 1;
  stock: number;
  /** 0 on sale, 1 off shelf, 2 sold out, 3 expired. */
  is_failure: 0 | 1 | 2 | 3;
  /** 1 for a drug that may never be sold online (src/model/special-categories.ts); absent or 0 otherwise. */
  never_online?: 0 | 1;
}

/** SPEC §4: purchasable when switch is 1, stock is not 0 and is_failure is not above 0. */
export function isPurchasable(p: Buyable): boolean {
  return p.never_online !== 1 && p.switch === 1 && p.stock !== 0 && !(p.is_failure > 0);
}

export type Warning = 'neverOnline' | 'outOfScope' | 'offShelf' | 'expired' | 'soldOut';

/** Why a product or cart line cannot be bought, in the order the spec lists them; null when fine. */
export function warningOf(p: Buyable): Warning | null {
  // Before everything else: no scope, stock or shelf state makes a special-control drug sellable online.
  if (p.never_online === 1) return 'neverOnline';
  if (p.switch !== 1) return 'outOfScope';
  if (p.is_failure === 1) return 'offShelf';
  if (p.is_failure === 3) return 'expired';
  if (p.is_failure === 2 || p.stock === 0) return 'soldOut';
  if (p.is_failure > 0) return 'offShelf';
  return null;
}

/** Label for a warning; listing pages say awaiting restock instead of sold out. */
export function warningText(w: Warning, where: 'listing' | 'cart'): string {
  switch (w) {
    case 'neverOnline':
      return MSG.neverOnlineShort;
    case 'outOfScope':
      return MSG.outOfScopeShort;
    case 'offShelf':
      return MSG.offShelf;
    case 'expired':
      return MSG.expired;
    case 'soldOut':
      return where === 'listing' ? MSG.awaitingRestock : MSG.soldOut;
  }
}

/** What the quantity rule reads: stock and packing size, and the limits of an activity or market if any. */
export interface QuantitySource {
  stock: number;
  zhongbaozhuang_num: number;
  seckill_id?: number;
  seckill_total?: number;
  seckill_min_num?: number;
  max_buy_num?: number;
  min_buy_num?: number;
  purchase_id?: number;
  purchase_min?: number;
  market_id?: number;
  whetherMarket?: { maxBuyNum: number; msg: string };
}

export interface QuantityRule {
  step: number;
  min: number;
  /** Infinity when unlimited. */
  max: number;
}

/** Any whole positive quantity: what a list may hold for a product that cannot be bought at the moment. */
export const ANY_QUANTITY: QuantityRule = { step: 1, min: 1, max: Infinity };

const limit = (n: number | undefined) => (n === undefined || n < 0 ? Infinity : n);

/** SPEC §5: step = packing size; min raised by the activity minimums; max = min(stock, activity limit). */
export function quantityRule(p: QuantitySource): QuantityRule {
  const step = Math.max(1, Math.floor(p.zhongbaozhuang_num || 1));
  let activityMax = Infinity;
  let activityMin = 0;
  if (p.seckill_id) {
    activityMax = limit(p.seckill_total);
    activityMin = p.seckill_min_num ?? 0;
  } else if (p.market_id && p.whetherMarket) {
    activityMax = limit(p.whetherMarket.maxBuyNum);
  } else if (p.purchase_id) {
    activityMin = p.purchase_min ?? 0;
    activityMax = limit(p.max_buy_num);
  } else {
    activityMax = limit(p.max_buy_num);
    activityMin = p.min_buy_num ?? 0;
  }
  const rawMin = Math.max(step, activityMin);
  const min = Math.ceil(rawMin / step) * step;
  const stock = p.stock < 0 ? Infinity : p.stock;
  const cap = Math.min(stock, activityMax);
  const max = cap === Infinity ? Infinity : Math.floor(cap / step) * step;
  return { step, min, max };
}

export type QuantityProblem = 'notInteger' | 'belowMin' | 'aboveMax' | 'notStep' | 'unavailable';

export function quantityProblem(amount: number, rule: QuantityRule): QuantityProblem | null {
  if (!Number.isInteger(amount) || amount <= 0) return 'notInteger';
  if (rule.max < rule.min) return 'unavailable';
  if (amount < rule.min) return 'belowMin';
  if (amount > rule.max) return 'aboveMax';
  if (amount % rule.step !== 0) return 'notStep';
  return null;
}

export function quantityMessage(problem: QuantityProblem, rule: QuantityRule): string {
  switch (problem) {
    case 'notInteger':
      return '请输入正确的购买数量';
    case 'unavailable':
      return '库存不足，暂不可购买';
    case 'belowMin':
      return `最少购买${rule.min}`;
    case 'aboveMax':
      return `最多购买${rule.max}`;
    case 'notStep':
      return `购买数量须为${rule.step}的倍数`;
  }
}

/** Snap any typed value to the nearest valid quantity (stepper behaviour); null when nothing is valid. */
export function clampQuantity(amount: number, rule: QuantityRule): number | null {
  if (rule.max < rule.min) return null;
  const n = Number.isFinite(amount) ? Math.round(amount) : rule.min;
  const stepped = Math.ceil(n / rule.step) * rule.step;
  return Math.min(rule.max, Math.max(rule.min, stepped));
}

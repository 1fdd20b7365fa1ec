/**
 * Promotion rules shared by the seckill page, the cart and the server, which decides.
 *
 * Which price applies (the first step of pricing.ts's stacking order: promotion price → full reduction → coupon →
 * delivery): a line is sold under at most one activity, the one it was added with (seckill_id, special_id,
 * purchase_id…). Its unit price is the lowest of the product's own price (the special zone's markdown is already
 * that) and the price of its activity while the activity is running; never above the list price, never below zero.
 * An activity that is not running gives no price: the line is refused at checkout, never silently sold at another.
 *
 * Limits: the quantity of a seckill line obeys the product's packing size and stock (product-rules.ts quantityRule)
 * and, as its seckill_total, the smallest of the per-order limit, what the client may still buy under his
 * per-client limit and what is left of the seckill's stock; -1 = unlimited.
 */
import type { Fen } from './money';
import { quantityRule, type QuantityRule } from './product-rules';

export const PROMOTION_MSG = {
  activityUnavailable: '该活动不存在或已结束',
  notStarted: '秒杀尚未开始，请开始后再抢购',
  ended: '秒杀已结束',
  soldOut: '秒杀商品已抢光',
  clientLimit: (limit: number, unit: string) => `每位客户限购${limit}${unit}，您已达到限购数量`,
  orderLimit: (limit: number, unit: string) => `每单限购${limit}${unit}`,
  stockLeft: (left: number, unit: string) => `秒杀库存仅剩${left}${unit}`,
  taken: (name: string) => `${name}：秒杀库存不足或已达到限购数量，请刷新后重试`,
} as const;

/** Where 立即抢购 takes the buyer once the seckill line is in the cart: the cart, to settle it with the normal checkout. */
export const SECKILL_BUY_PATH = '/shopCart';

/** -1 or any negative number = no limit. */
export const UNLIMITED = -1;

export interface SeckillTerms {
  priceFen: Fen;
  /** Units offered in all, and units held by live orders. */
  stock: number;
  sold: number;
  /** Per order (seckill_total) and per client over his live orders; negative = unlimited. */
  orderLimit: number;
  clientLimit: number;
  /** seckill_min_num. */
  minNum: number;
  startMs: number;
  endMs: number;
  /** Ended early by the operator. */
  endedEarly: boolean;
}

export type SeckillPhase = 'upcoming' | 'running' | 'soldOut' | 'ended';

export const SECKILL_PHASE_TEXT: Record<SeckillPhase, string> = {
  upcoming: '即将开始',
  running: '抢购中',
  soldOut: '已抢光',
  ended: '已结束',
};

export function seckillRemaining(s: Pick<SeckillTerms, 'stock' | 'sold'>): number {
  return Math.max(0, s.stock - s.sold);
}

/** Where a seckill stands at `nowMs`: the end (or an early end) wins over sold out, sold out over running. */
export function seckillPhase(s: SeckillTerms, nowMs: number): SeckillPhase {
  if (s.endedEarly || nowMs >= s.endMs) return 'ended';
  if (nowMs < s.startMs) return 'upcoming';
  return seckillRemaining(s) === 0 ? 'soldOut' : 'running';
}

/** Percent of the offered stock already taken, 0–100 (the progress bar). */
export function seckillProgress(s: Pick<SeckillTerms, 'stock' | 'sold'>): number {
  if (s.stock <= 0) return 100;
  return Math.min(100, Math.round((s.sold / s.stock) * 100));
}

const capOf = (n: number) => (n < 0 ? Infinity : n);

/**
 * What this client may still put in one order (the seckill_total the browser's stepper reads): the smallest of the
 * per-order limit, his per-client room and the stock left; -1 when none of them limits.
 */
export function seckillMaxForClient(s: SeckillTerms, boughtByClient: number): number {
  const room = s.clientLimit < 0 ? Infinity : Math.max(0, s.clientLimit - boughtByClient);
  const max = Math.min(capOf(s.orderLimit), room, seckillRemaining(s));
  return max === Infinity ? UNLIMITED : max;
}

/** The step-strict quantity rule of a seckill line: the product's packing size and stock, the seckill's limits. */
export function seckillQuantityRule(
  product: { stock: number; zhongbaozhuang_num: number },
  s: SeckillTerms,
  boughtByClient: number,
): QuantityRule {
  return quantityRule({
    stock: product.stock,
    zhongbaozhuang_num: product.zhongbaozhuang_num,
    seckill_id: 1,
    seckill_total: seckillMaxForClient(s, boughtByClient),
    seckill_min_num: s.minNum,
  });
}

/**
 * Why this client cannot buy under the seckill now (phase, then his limit, then stock), or null. Quantities are
 * judged afterwards by the quantity rule.
 */
export function seckillRefusal(s: SeckillTerms, nowMs: number, boughtByClient: number, unit: string): string | null {
  const phase = seckillPhase(s, nowMs);
  if (phase === 'ended') return PROMOTION_MSG.ended;
  if (phase === 'upcoming') return PROMOTION_MSG.notStarted;
  if (phase === 'soldOut') return PROMOTION_MSG.soldOut;
  if (s.clientLimit >= 0 && boughtByClient >= s.clientLimit) return PROMOTION_MSG.clientLimit(s.clientLimit, unit);
  return null;
}

/**
 * The unit price a line is charged: the lowest of its own price and its running activity's price, capped at the
 * list price and at zero. `activityFen` null = the line has no running activity.
 */
export function chargedUnitPrice(listFen: Fen, ownFen: Fen, activityFen: Fen | null): Fen {
  const candidates = [ownFen, ...(activityFen === null ? [] : [activityFen])].filter((f) => Number.isFinite(f));
  const lowest = Math.min(...candidates);
  return Math.max(0, Math.min(lowest, listFen));
}


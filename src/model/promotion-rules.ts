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
  groupTaken: (name: string) => `${name}：团购名额不足或已结束，请刷新后重试`,
} as const;

/** Where 立即抢购 takes the buyer once the seckill line is in the cart: the cart, to settle it with the normal checkout. */
export const SECKILL_BUY_PATH = '/shopCart';
/** Where 参团 takes the buyer once the group line is in the cart: the checkout of the cart's group lines. */
export const GROUP_BUY_PATH = '/submitOrder?isPurchase=1';

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


/**
 * Group purchase (团购, type 1). Open from start to end (the close); reached when the units in paid orders come to
 * the target (the minimum). At the close the server settles it: reached → the orders go on; not reached → every
 * order is cancelled and its money and coupon returned.
 */
export interface GroupTerms {
  priceFen: Fen;
  /** Units in paid orders needed to reach the group (成团数量). */
  target: number;
  /** Units held by live orders, and in paid ones. */
  sold: number;
  paid: number;
  stock: number;
  /** Smallest and largest quantity of one order (purchase_min; -1 = unlimited). */
  purchaseMin: number;
  orderLimit: number;
  startMs: number;
  endMs: number;
  /** 0 open, 1 reached, 2 failed (set at the close). */
  state: 0 | 1 | 2;
}

export type GroupPhase = 'upcoming' | 'open' | 'full' | 'closing' | 'reached' | 'failed';

export const GROUP_PHASE_TEXT: Record<GroupPhase, string> = {
  upcoming: '即将开团',
  open: '拼团中',
  full: '已满团',
  closing: '结算中',
  reached: '已成团',
  failed: '未成团',
};

export const GROUP_MSG = {
  notStarted: '团购尚未开始',
  closed: '团购已结束',
  full: '团购名额已满',
  failedReason: '团购未成团，系统取消订单并原路退款',
} as const;

/** Where the group stands: settled states first, then the clock (closing = past the end, not yet settled). */
export function groupPhase(g: GroupTerms, nowMs: number): GroupPhase {
  if (g.state === 1) return 'reached';
  if (g.state === 2) return 'failed';
  if (nowMs >= g.endMs) return 'closing';
  if (nowMs < g.startMs) return 'upcoming';
  return g.sold >= g.stock ? 'full' : 'open';
}

/** Progress to the minimum, 0–100 (paid units over the target). */
export function groupProgress(g: Pick<GroupTerms, 'paid' | 'target'>): number {
  return Math.min(100, Math.round((g.paid / Math.max(1, g.target)) * 100));
}

/** Reached at the close when the paid units come to the target. */
export const groupReached = (g: Pick<GroupTerms, 'paid' | 'target'>): boolean => g.paid >= g.target;

/** The most one order may take now: the per-order limit and the units left; -1 when neither limits. */
export function groupMaxPerOrder(g: GroupTerms): number {
  const max = Math.min(capOf(g.orderLimit), Math.max(0, g.stock - g.sold));
  return max === Infinity ? UNLIMITED : max;
}

/** Why one cannot join now, or null (the quantity is judged by the quantity rule afterwards). */
export function groupRefusal(g: GroupTerms, nowMs: number): string | null {
  const phase = groupPhase(g, nowMs);
  if (phase === 'upcoming') return GROUP_MSG.notStarted;
  if (phase === 'full') return GROUP_MSG.full;
  if (phase !== 'open') return GROUP_MSG.closed;
  return null;
}

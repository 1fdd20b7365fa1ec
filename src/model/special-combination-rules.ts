/**
 * Special prices (特价, special_id) and combinations (套餐, combination_id), shared by the product pages, the cart and
 * the server, which decides. Both are capped windows: open from start to end (or an early end), `stock` units (a
 * special) or sets (a combination) of which `sold` are held by live orders, and a per-client limit over the
 * client's live orders (-1 = unlimited). Their phases and the client's room are the seckill's (promotion-rules.ts)
 * without a per-order limit or a minimum; only the words differ.
 *
 * A special-price line is priced by the model's chargedUnitPrice (step 1 of pricing.ts's stacking order). A
 * combination line is one line of `sets` at combination_price per set; its order lines are the components, the
 * set's money split over them in fen by their own prices (splitOverComponents), so the parts add up exactly.
 */
import type { Fen } from './money';
import { spread } from './pricing';
import type { PurchaseFacts } from './purchase-rules';
import { seckillMaxForClient, seckillPhase, UNLIMITED, type SeckillPhase, type SeckillTerms } from './promotion-rules';

export interface CappedTerms {
  priceFen: Fen;
  stock: number;
  sold: number;
  clientLimit: number;
  startMs: number;
  endMs: number;
  endedEarly: boolean;
}

const asSeckill = (t: CappedTerms): SeckillTerms => ({ ...t, orderLimit: UNLIMITED, minNum: 0 });

export const SPECIAL_MSG = {
  notStarted: '特价活动尚未开始',
  ended: '特价活动已结束',
  soldOut: '特价商品已售罄',
  clientLimit: (limit: number, unit: string) => `特价商品每位客户限购${limit}${unit}，您已达到限购数量`,
  taken: (name: string) => `${name}：特价库存不足或已达到限购数量，请刷新后重试`,
} as const;

export const COMBINATION_MSG = {
  notStarted: '套餐活动尚未开始',
  ended: '套餐活动已结束',
  soldOut: '套餐已售罄',
  clientLimit: (limit: number) => `每位客户限购${limit}套，您已达到限购数量`,
  taken: (name: string) => `${name}：套餐库存不足或已达到限购数量，请刷新后重试`,
  component: (name: string, why: string) => `套餐内商品${name}${why}`,
  setUnit: '套',
  originalTotal: '原价合计',
  setPrice: '套餐价',
  add: '加入购物车',
  sliderTitle: '优惠套餐',
  prev: '上一组套餐',
  next: '下一组套餐',
  sets: '购买套数',
  notParked: '套餐不能移入暂存清单',
} as const;

/** The operator's and the pages' words for a capped window's phase. */
export const CAPPED_PHASE_TEXT: Record<SeckillPhase, string> = { upcoming: '即将开始', running: '进行中', soldOut: '已售罄', ended: '已结束' };

export function cappedPhase(t: CappedTerms, nowMs: number): SeckillPhase {
  return seckillPhase(asSeckill(t), nowMs);
}

/** What this client may still buy: his room under the per-client limit and what is left; -1 when neither limits. */
export function cappedMaxForClient(t: CappedTerms, boughtByClient: number): number {
  return seckillMaxForClient(asSeckill(t), boughtByClient);
}

type Texts = { notStarted: string; ended: string; soldOut: string; clientLimit: (limit: number, unit: string) => string };

function refusalIn(texts: Texts, t: CappedTerms, nowMs: number, bought: number, unit: string): string | null {
  const phase = cappedPhase(t, nowMs);
  if (phase === 'ended') return texts.ended;
  if (phase === 'upcoming') return texts.notStarted;
  if (phase === 'soldOut') return texts.soldOut;
  if (t.clientLimit >= 0 && bought >= t.clientLimit) return texts.clientLimit(t.clientLimit, unit);
  return null;
}

/** Why this client cannot buy under the special now, or null; quantities are judged by the quantity rule. */
export const specialRefusal = (t: CappedTerms, nowMs: number, bought: number, unit: string) => refusalIn(SPECIAL_MSG, t, nowMs, bought, unit);

/** Why this client cannot buy the combination now (sets), or null. */
export const combinationRefusal = (t: CappedTerms, nowMs: number, bought: number) => refusalIn(COMBINATION_MSG, t, nowMs, bought, COMBINATION_MSG.setUnit);

export interface ComponentPrice {
  /** The component's own unit price and how many one set holds. */
  unitFen: Fen;
  qty: number;
}

/** 原价合计 of one set (client_total_price): the components at their own prices. */
export function setOwnTotal(items: readonly ComponentPrice[]): Fen {
  return items.reduce((a, i) => a + i.unitFen * i.qty, 0);
}

/**
 * The most sets the components' stock allows (each component's stock over its quantity per set); -1 when no
 * component has a finite stock.
 */
export function setsInStock(items: readonly { stock: number; qty: number }[]): number {
  const caps = items.filter((i) => i.stock >= 0).map((i) => Math.floor(i.stock / Math.max(1, i.qty)));
  return caps.length ? Math.min(...caps) : UNLIMITED;
}

/**
 * Splits `totalFen` (money of the whole combination line) over its components in proportion to their own prices
 * × quantity (by quantity when they are all free), largest remainder in integer fen: the shares add up to
 * `totalFen` exactly and none is negative. A total above the own prices (a combination dearer than its parts) is
 * split the same way.
 */
export function splitOverComponents(totalFen: Fen, items: readonly ComponentPrice[]): Fen[] {
  const total = Math.max(0, Math.floor(totalFen));
  const own = items.map((i) => Math.max(0, i.unitFen) * i.qty);
  const weights = own.some((w) => w > 0) ? own : items.map((i) => i.qty);
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum === 0) return items.map(() => 0);
  if (total <= sum) return spread(total, weights);
  // spread never gives a share above its weight: split whole multiples of the weights first, then the rest.
  const times = Math.floor(total / sum);
  const rest = spread(total - times * sum, weights);
  return weights.map((w, i) => w * times + rest[i]!);
}

export interface CombinationFacts {
  name: string;
  /** What this client may buy now (-1 unlimited, 0 not at all). */
  max_sets: number;
}

/** A combination as the purchase rules read a product: whole sets, from 1 to max_sets, bought as one line. */
export function combinationFacts(c: CombinationFacts): PurchaseFacts {
  const max = c.max_sets < 0 ? -1 : c.max_sets;
  return { ty_name: c.name, switch: 1, stock: max, is_failure: max === 0 ? 2 : 0, zhongbaozhuang_num: 1, max_buy_num: max };
}

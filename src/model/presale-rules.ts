/**
 * Pre-sale (预售, a purchase of SPEC's Product `type` 2; type 1 is a group purchase and both carry purchase_id): a
 * product ordered ahead at its pre-sale price between start and end, shipped from the expected shipping date
 * (预计发货日期). Unlike a group it has no minimum and is never settled: an order placed in the window goes on.
 * Limits: purchase_min / the per-order limit (max_buy_num) on one order, the per-client limit over his live
 * orders, the units offered (stock) over everyone's; -1 = unlimited.
 */
import type { Fen } from './money';

export const PRESALE_TYPE = 2;
export const GROUP_TYPE = 1;

/** Product `type`: 1 group purchase, anything else pre-sale (SPEC §3). */
export const isPresaleType = (type: number | undefined): boolean => type !== undefined && type !== GROUP_TYPE;

export interface PresaleTerms {
  priceFen: Fen;
  stock: number;
  /** Units held by live orders. */
  sold: number;
  purchaseMin: number;
  orderLimit: number;
  clientLimit: number;
  startMs: number;
  endMs: number;
  /** yyyy-MM-dd. */
  shipDate: string;
}

export type PresalePhase = 'upcoming' | 'running' | 'soldOut' | 'ended';

export const PRESALE_PHASE_TEXT: Record<PresalePhase, string> = { upcoming: '即将开始', running: '预售中', soldOut: '已订完', ended: '已结束' };

export const PRESALE_MSG = {
  notStarted: '预售尚未开始',
  ended: '预售已结束',
  soldOut: '预售商品已订完',
  clientLimit: (limit: number, unit: string) => `每位客户限订${limit}${unit}，您已达到限购数量`,
  taken: (name: string) => `${name}：预售已结束、已订完或已达到限购数量，请刷新后重试`,
  shipDate: (day: string) => `预计${day}发货`,
} as const;

/** Where 立即预订 takes the buyer once the pre-sale line is in the cart: the cart, settled by the normal checkout. */
export const PRESALE_BUY_PATH = '/shopCart';

export const presaleLeft = (p: Pick<PresaleTerms, 'stock' | 'sold'>): number => Math.max(0, p.stock - p.sold);

export function presalePhase(p: PresaleTerms, nowMs: number): PresalePhase {
  if (nowMs >= p.endMs) return 'ended';
  if (nowMs < p.startMs) return 'upcoming';
  return presaleLeft(p) === 0 ? 'soldOut' : 'running';
}

const capOf = (n: number) => (n < 0 ? Infinity : n);

/** The most this client may put in one order now (max_buy_num): per-order limit, his room, units left; -1 none. */
export function presaleMaxForClient(p: PresaleTerms, boughtByClient: number): number {
  const room = p.clientLimit < 0 ? Infinity : Math.max(0, p.clientLimit - boughtByClient);
  const max = Math.min(capOf(p.orderLimit), room, presaleLeft(p));
  return max === Infinity ? -1 : max;
}

/** Why this client cannot order now (phase, then his limit), or null; quantities go to the quantity rule. */
export function presaleRefusal(p: PresaleTerms, nowMs: number, boughtByClient: number, unit: string): string | null {
  const phase = presalePhase(p, nowMs);
  if (phase === 'ended') return PRESALE_MSG.ended;
  if (phase === 'upcoming') return PRESALE_MSG.notStarted;
  if (phase === 'soldOut') return PRESALE_MSG.soldOut;
  if (p.clientLimit >= 0 && boughtByClient >= p.clientLimit) return PRESALE_MSG.clientLimit(p.clientLimit, unit);
  return null;
}

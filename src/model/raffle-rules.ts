/**
 * The prize draw (幸运抽奖, /rotaryRaffle): rules shared by the page, which previews and spins, and the server,
 * which decides.
 *
 * Odds: each prize has an integer weight; a draw picks among the prizes still in stock (and, on the server, those
 * the client may still receive: a coupon he already holds is left out) with probability weight / sum of weights.
 * `pickPrize` takes the random number, so the tests can pin it. Nothing left to win → 谢谢参与.
 *
 * Limit: `daily_limit` draws per client per China day (the counter resets at 00:00 UTC+8), for as long as the
 * raffle runs. Per day rather than per activity, so a month-long raffle brings buyers back each day.
 */

export type PrizeKind = 'coupon' | 'gift' | 'none';

export const PRIZE_KINDS: readonly PrizeKind[] = ['coupon', 'gift', 'none'];

export const PRIZE_KIND_TEXT: Record<PrizeKind, string> = { coupon: '优惠券', gift: '实物礼品', none: '谢谢参与' };

/** The name of the fallback prize (a raffle always has one). */
export const NO_PRIZE_NAME = '谢谢参与';

export const RAFFLE_MSG = {
  none: '暂无抽奖活动，敬请期待',
  missing: '抽奖活动不存在',
  notStarted: '抽奖活动尚未开始',
  ended: '抽奖活动已结束',
  limit: (n: number) => `今日抽奖次数已用完（每天${n}次），明天再来吧`,
  busy: '正在抽奖，请稍候',
  lose: '很遗憾，未中奖，谢谢参与',
  win: (name: string) => `恭喜您抽中：${name}`,
  couponWon: '优惠券已放入「我的优惠券」，下单时可直接使用',
  giftWon: '实物礼品将随您的下一笔订单一起发出',
} as const;

export interface PrizeTerms {
  id: number;
  kind: PrizeKind;
  /** Relative odds, ≥ 0. */
  weight: number;
  /** Units offered; negative = unlimited. */
  stock: number;
  /** Units already won. */
  won: number;
}

export const prizeInStock = (p: Pick<PrizeTerms, 'stock' | 'won'>): boolean => p.stock < 0 || p.won < p.stock;

/** Units left; -1 = unlimited. */
export const prizeLeft = (p: Pick<PrizeTerms, 'stock' | 'won'>): number => (p.stock < 0 ? -1 : Math.max(0, p.stock - p.won));

/**
 * The prize `random` (in [0, 1)) lands on among `prizes` that can be won (in stock, weight > 0), by cumulative
 * weight in the given order; null when none can (the caller gives 谢谢参与).
 */
export function pickPrize<P extends PrizeTerms>(prizes: readonly P[], random: number): P | null {
  const open = prizes.filter((p) => p.weight > 0 && prizeInStock(p));
  const total = open.reduce((s, p) => s + p.weight, 0);
  if (total <= 0) return null;
  const r = Math.min(Math.max(random, 0), 1 - Number.EPSILON);
  let point = r * total;
  for (const p of open) {
    if (point < p.weight) return p;
    point -= p.weight;
  }
  return open[open.length - 1]!;
}

/** Each prize's advertised chance in percent with two decimals ('12.50'), over the weights of all prizes. */
export function prizeOdds(prizes: readonly Pick<PrizeTerms, 'id' | 'weight'>[]): Map<number, string> {
  const total = prizes.reduce((s, p) => s + Math.max(0, p.weight), 0);
  return new Map(prizes.map((p) => [p.id, total > 0 ? ((Math.max(0, p.weight) * 100) / total).toFixed(2) : '0.00']));
}

export type RafflePhase = 'upcoming' | 'running' | 'ended';

export const RAFFLE_PHASE_TEXT: Record<RafflePhase, string> = { upcoming: '即将开始', running: '进行中', ended: '已结束' };

export function rafflePhase(r: { startMs: number; endMs: number; endedEarly: boolean }, nowMs: number): RafflePhase {
  if (r.endedEarly || nowMs >= r.endMs) return 'ended';
  return nowMs < r.startMs ? 'upcoming' : 'running';
}

export const drawsLeft = (dailyLimit: number, usedToday: number): number => Math.max(0, dailyLimit - usedToday);

/** Why this client cannot draw now, or null. */
export function drawRefusal(phase: RafflePhase, dailyLimit: number, usedToday: number): string | null {
  if (phase === 'upcoming') return RAFFLE_MSG.notStarted;
  if (phase === 'ended') return RAFFLE_MSG.ended;
  if (drawsLeft(dailyLimit, usedToday) === 0) return RAFFLE_MSG.limit(dailyLimit);
  return null;
}

/** A winner's name as the public list shows it: the first and last character, the middle starred (康**房). */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  if (chars.length === 1) return `${chars[0]}*`;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(4, chars.length - 2))}${chars[chars.length - 1]}`;
}

/**
 * The wheel's rotation (degrees, clockwise) that brings segment `index` of `count` under the pointer at the top,
 * at least `turns` whole turns past `from` (the current rotation), so every spin turns forward.
 */
export function wheelRotation(index: number, count: number, from: number, turns = 5): number {
  const seg = 360 / Math.max(1, count);
  // Segment i spans [i·seg, (i+1)·seg) clockwise from the top; its middle comes to the top at −middle.
  const target = (((360 - (index + 0.5) * seg) % 360) + 360) % 360;
  const base = Math.ceil(from / 360) * 360 + turns * 360;
  return base + target;
}

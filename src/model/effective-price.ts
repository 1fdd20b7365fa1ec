/**
 * Which price a buyer pays for a product (issue 27): the distributor's base price, a price per client type
 * (单体药店, 营利性医疗机构 …: CLIENT_TYPES) and an agreed price per client (协议价) valid from one China day to another,
 * both days included. The agreed price valid today wins, else the client type's price, else the base price. Prices
 * are int4 fen like products.price_fen. The server resolves the same rule in SQL in one place
 * (server/services/prices/effective.ts); tests/server/prices/ proves the two agree on every edge.
 *
 * Promotions (seckill, special price, group purchase, combination, pre-sale, add-on price) keep their own prices;
 * the cart and checkout charge the lower of a promotion's price and this one (model chargedUnitPrice).
 */
import { CLIENT_TYPES } from './enums';
import type { Fen } from './money';
import { yuanToFen } from './money';

/** An agreed price and the China days (`yyyy-MM-dd`) it is valid on, both included. */
export interface AgreedPrice {
  priceFen: Fen;
  validFrom: string;
  validUntil: string;
}

export interface PriceCandidates {
  baseFen: Fen;
  /** The client type's price, or null when the product has none for this type (or the viewer has no type). */
  typeFen: Fen | null;
  /** The client's agreed price, or null; it counts only on the days it is valid. */
  agreed: AgreedPrice | null;
}

/** Whether an agreed price is valid on a China day: from its first to its last day, both included. */
export const agreedValidOn = (a: AgreedPrice, day: string): boolean => a.validFrom <= day && day <= a.validUntil;

export type PriceSource = 'agreed' | 'type' | 'base';

/** The price that applies on `today` (a China day, model/date-range chinaDay) and where it comes from. */
export function effectivePriceOf(c: PriceCandidates, today: string): { fen: Fen; source: PriceSource } {
  if (c.agreed && agreedValidOn(c.agreed, today)) return { fen: c.agreed.priceFen, source: 'agreed' };
  if (c.typeFen !== null) return { fen: c.typeFen, source: 'type' };
  return { fen: c.baseFen, source: 'base' };
}

export const effectivePrice = (c: PriceCandidates, today: string): Fen => effectivePriceOf(c, today).fen;

export const PRICE_SOURCE_TEXT: Record<PriceSource, string> = { agreed: '协议价', type: '客户类型价', base: '基础价' };

/** An agreed price's state on a China day, as the operator reads it. */
export function agreedPhaseText(a: AgreedPrice, today: string): string {
  if (today < a.validFrom) return '未生效';
  if (today > a.validUntil) return '已过期';
  return '生效中';
}

/** The largest unit price a price column holds (int4 fen: 21,474,836.47 yuan). */
export const PRICE_FEN_MAX = 2_147_483_647;

export const PRICE_MSG = {
  badPrice: '价格格式不正确，应为元，最多两位小数，且不能为负数',
  priceTooHigh: '价格超出范围（最高 21474836.47 元）',
  badClientType: `客户类型不正确，应为 ${Object.entries(CLIENT_TYPES).map(([k, v]) => `${k}（${v}）`).join('、')}`,
  badDay: (label: string) => `${label}不是有效日期，应为 yyyy-MM-dd`,
  fromAfterUntil: '生效日期不能晚于截止日期',
  productMissing: '商品不存在',
  clientMissing: (username: string) => `客户账号 ${username} 不存在`,
  typePriceMissing: '该商品没有这个客户类型的价格',
  agreedPriceMissing: '该客户没有这个商品的协议价',
} as const;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written `yyyy-MM-dd` (2026-02-30 is not). */
export const isDay = (s: string): boolean => DAY_RE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** A price typed in yuan → fen, or the Chinese reason it cannot be one. */
export function parsePrice(yuan: string): { fen: Fen } | { problem: string } {
  const fen = yuanToFen(yuan);
  if (!Number.isSafeInteger(fen) || fen < 0) return { problem: PRICE_MSG.badPrice };
  if (fen > PRICE_FEN_MAX) return { problem: PRICE_MSG.priceTooHigh };
  return { fen };
}

/** The client type a number names, or null. */
export const clientTypeOf = (n: number): keyof typeof CLIENT_TYPES | null =>
  Object.prototype.hasOwnProperty.call(CLIENT_TYPES, n) ? (n as keyof typeof CLIENT_TYPES) : null;

/** Why an agreed price's window cannot be stored (Chinese), or null. */
export function agreedWindowProblem(validFrom: string, validUntil: string): string | null {
  if (!isDay(validFrom)) return PRICE_MSG.badDay('生效日期');
  if (!isDay(validUntil)) return PRICE_MSG.badDay('截止日期');
  if (validFrom > validUntil) return PRICE_MSG.fromAfterUntil;
  return null;
}

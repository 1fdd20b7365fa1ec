/**
 * Order price rules, shared by the checkout preview in the browser and the server, which recomputes every amount
 * at submit and ignores any the browser sends. Integer fen only. The stacking order is fixed:
 *
 *   promotion price → full-reduction step → coupon → delivery fee
 *
 * Each step is capped by what is left after the steps before it, so no line and no total goes below zero, and each
 * discount is spread over the lines it applies to (largest remainder), so the lines add up to the order exactly.
 */
import { fenToYuan, yuanToFen, type Fen } from './money';

/** One line to price: what the buyer orders and what the catalogue says it costs. */
export interface PriceLine {
  /** The caller's id for the line (cart line id, product id…), handed back on the priced line. */
  key: number;
  productId: number;
  amount: number;
  /** Unit price before any promotion (the special zone's original price), and the promotion price charged. */
  listPriceFen: Fen;
  priceFen: Fen;
  /** The product's category and its ancestors (a coupon for a first-level class covers its children). */
  classPath: readonly number[];
  brand: string;
}

/** 满减: goods of at least `thresholdFen` (after promotion prices) get `offFen` off; the highest step reached wins. */
export interface FullReductionStep {
  thresholdFen: Fen;
  offFen: Fen;
}

/** Where a coupon applies; a coupon without scopes applies store-wide. */
export interface CouponScope {
  productId?: number | null;
  classId?: number | null;
  brand?: string | null;
}

/** A discount step of a coupon_type 2 coupon: from `priceFen`, pay `discount`% (95 = 9.5折). */
export interface DiscountStep {
  priceFen: Fen;
  discount: number;
}

export interface CouponTerms {
  couponId: number;
  /** 1 spend `payvalueFen` get `amountFen` off; 2 discount by steps, capped at `maxDiscountFen` (0 = no cap). */
  couponType: 1 | 2;
  amountFen: Fen;
  payvalueFen: Fen;
  maxDiscountFen: Fen;
  steps: readonly DiscountStep[];
  /** Epoch milliseconds: usable from start (inclusive) to end (exclusive). */
  startMs: number;
  endMs: number;
  scopes: readonly CouponScope[];
  used: boolean;
}

export interface DeliveryRule {
  feeFen: Fen;
  /** Goods after every discount reaching this are delivered free. */
  freeFromFen: Fen;
}

export interface PricedLine {
  key: number;
  productId: number;
  amount: number;
  listPriceFen: Fen;
  /** The unit price charged: the promotion price, never above the list price, never below zero. */
  priceFen: Fen;
  /** amount × list price. */
  goodsFen: Fen;
  promotionFen: Fen;
  fullReductionFen: Fen;
  couponFen: Fen;
  /** fullReductionFen + couponFen: this line's share of the order's discounts. */
  discountFen: Fen;
  /** amount × priceFen − discountFen: what the line costs in the order. */
  lineFen: Fen;
}

export interface OrderPrice {
  lines: PricedLine[];
  goodsFen: Fen;
  promotionFen: Fen;
  fullReductionFen: Fen;
  couponFen: Fen;
  deliveryFen: Fen;
  /** goods − promotion − full reduction − coupon + delivery; never below zero, never above goods + delivery. */
  totalFen: Fen;
  couponId: number | null;
}

export const PRICING_MSG = {
  couponNotStarted: '优惠券未到使用时间',
  couponExpired: '优惠券已过期',
  couponUsed: '优惠券已使用',
  couponNoProduct: '订单中没有适用此优惠券的商品',
  couponBelow: (needFen: Fen, shortFen: Fen) => `适用商品满${fenToYuan(needFen)}元可用，还差${fenToYuan(shortFen)}元`,
  couponNothingOff: '适用商品金额为0，无需用券',
  couponUnknown: '优惠券不可用',
} as const;

const nonNeg = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/**
 * Splits `total` over `weights` in proportion (largest remainder), exact in integers: the shares add up to `total`
 * and, since total ≤ Σ weights, no share exceeds its weight. BigInt so that fen × fen cannot lose precision.
 */
export function spread(total: Fen, weights: readonly Fen[]): Fen[] {
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (total <= 0 || sum === 0n) return weights.map(() => 0);
  const t = BigInt(Math.min(total, Number(sum)));
  const exact = weights.map((w, i) => ({ i, floor: (t * BigInt(w)) / sum, rest: (t * BigInt(w)) % sum }));
  let left = t - exact.reduce((a, e) => a + e.floor, 0n);
  const order = [...exact].sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  const shares = exact.map((e) => e.floor);
  for (const e of order) {
    if (left === 0n) break;
    if (e.rest === 0n) continue;
    shares[e.i]! += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/** The highest full-reduction step reached by `goodsFen`, capped at the goods: 0 when none. */
export function fullReductionOf(goodsFen: Fen, steps: readonly FullReductionStep[]): Fen {
  let off = 0;
  let best = -1;
  for (const s of steps) {
    if (goodsFen >= s.thresholdFen && s.thresholdFen > best) {
      best = s.thresholdFen;
      off = nonNeg(s.offFen);
    }
  }
  return Math.min(off, goodsFen);
}

/** config_json of a coupon_type 2 coupon ({step1_price: yuan, step1_discount: 95}) → steps; nonsense rows dropped. */
export function discountSteps(config: readonly { step1_price: string; step1_discount: string }[]): DiscountStep[] {
  const steps: DiscountStep[] = [];
  for (const row of config) {
    const priceFen = yuanToFen(String(row.step1_price ?? ''));
    const discount = Number(row.step1_discount);
    if (Number.isFinite(priceFen) && priceFen >= 0 && Number.isFinite(discount) && discount > 0 && discount < 100) {
      steps.push({ priceFen, discount });
    }
  }
  return steps.sort((a, b) => a.priceFen - b.priceFen);
}

/** A discount value as the buyer reads it: 95 → "9.5折", 90 → "9折". */
export function foldText(discount: number | string): string {
  const d = Number(discount);
  if (!Number.isFinite(d) || d <= 0 || d >= 100) return '';
  return `${Math.round(d) / 10}折`;
}

/** Does this coupon cover this line (product, class incl. children, brand; no scope = store-wide)? */
export function couponCovers(scopes: readonly CouponScope[], line: Pick<PriceLine, 'productId' | 'classPath' | 'brand'>): boolean {
  if (scopes.length === 0) return true;
  return scopes.some(
    (s) =>
      (s.productId != null && s.productId === line.productId) ||
      (s.classId != null && line.classPath.includes(s.classId)) ||
      (s.brand != null && s.brand !== '' && s.brand === line.brand),
  );
}

/** The discount a coupon gives on `baseFen` of covered goods, or why it gives none. */
export function couponDiscount(c: CouponTerms, baseFen: Fen): { discountFen: Fen } | { reason: string } {
  if (c.couponType === 1) {
    if (baseFen < c.payvalueFen) return { reason: PRICING_MSG.couponBelow(c.payvalueFen, c.payvalueFen - baseFen) };
    const off = Math.min(nonNeg(c.amountFen), baseFen);
    return off > 0 ? { discountFen: off } : { reason: PRICING_MSG.couponNothingOff };
  }
  const lowest = c.steps[0];
  if (!lowest) return { reason: PRICING_MSG.couponUnknown };
  const reached = c.steps.filter((s) => s.priceFen <= baseFen).at(-1);
  if (!reached) return { reason: PRICING_MSG.couponBelow(lowest.priceFen, lowest.priceFen - baseFen) };
  let off = Math.floor((baseFen * (100 - reached.discount)) / 100);
  if (c.maxDiscountFen > 0) off = Math.min(off, c.maxDiscountFen);
  off = Math.min(nonNeg(off), baseFen);
  return off > 0 ? { discountFen: off } : { reason: PRICING_MSG.couponNothingOff };
}

interface Stage {
  line: PriceLine;
  priceFen: Fen;
  goodsFen: Fen;
  promotionFen: Fen;
  fullReductionFen: Fen;
  /** After promotion and full reduction: what a coupon can still take. */
  leftFen: Fen;
}

/** Steps 1 and 2: promotion price (capped at the list price), then the full-reduction step spread over all lines. */
function beforeCoupon(lines: readonly PriceLine[], fullReduction: readonly FullReductionStep[]): Stage[] {
  const staged = lines.map((line) => {
    const amount = nonNeg(line.amount);
    const list = nonNeg(line.listPriceFen);
    const price = Math.min(nonNeg(line.priceFen), list);
    return { line, priceFen: price, goodsFen: amount * list, promotionFen: amount * (list - price), afterPromo: amount * price };
  });
  const promoGoods = staged.reduce((a, s) => a + s.afterPromo, 0);
  const shares = spread(fullReductionOf(promoGoods, fullReduction), staged.map((s) => s.afterPromo));
  return staged.map((s, i) => ({
    line: s.line,
    priceFen: s.priceFen,
    goodsFen: s.goodsFen,
    promotionFen: s.promotionFen,
    fullReductionFen: shares[i]!,
    leftFen: s.afterPromo - shares[i]!,
  }));
}

function couponBase(stages: readonly Stage[], c: CouponTerms): { covered: boolean[]; baseFen: Fen } {
  const covered = stages.map((s) => couponCovers(c.scopes, s.line));
  return { covered, baseFen: stages.reduce((a, s, i) => a + (covered[i] ? s.leftFen : 0), 0) };
}

export type CouponVerdict = { couponId: number; usable: true; discountFen: Fen } | { couponId: number; usable: false; reason: string };

function verdictOn(stages: readonly Stage[], c: CouponTerms, nowMs: number): CouponVerdict {
  const no = (reason: string): CouponVerdict => ({ couponId: c.couponId, usable: false, reason });
  if (c.used) return no(PRICING_MSG.couponUsed);
  if (nowMs < c.startMs) return no(PRICING_MSG.couponNotStarted);
  if (nowMs >= c.endMs) return no(PRICING_MSG.couponExpired);
  const { covered, baseFen } = couponBase(stages, c);
  if (!covered.some(Boolean)) return no(PRICING_MSG.couponNoProduct);
  const d = couponDiscount(c, baseFen);
  return 'reason' in d ? no(d.reason) : { couponId: c.couponId, usable: true, discountFen: d.discountFen };
}

/** Which coupons can be used on these lines now, with the discount each gives or why not; usable first, best first. */
export function couponVerdicts(
  lines: readonly PriceLine[],
  coupons: readonly CouponTerms[],
  fullReduction: readonly FullReductionStep[],
  nowMs: number,
): CouponVerdict[] {
  const stages = beforeCoupon(lines, fullReduction);
  const rank = (v: CouponVerdict) => (v.usable ? -v.discountFen : 1);
  return coupons.map((c) => verdictOn(stages, c, nowMs)).sort((a, b) => rank(a) - rank(b));
}

export interface PriceInput {
  lines: readonly PriceLine[];
  fullReduction: readonly FullReductionStep[];
  /** The coupon chosen; an unusable one is refused by `priceOrder` (it answers its reason). */
  coupon?: CouponTerms | null;
  delivery: DeliveryRule;
  nowMs: number;
}

/** Prices an order; `{ refusal }` when the chosen coupon cannot be used (with the reason). */
export function priceOrder(input: PriceInput): OrderPrice | { refusal: string } {
  const stages = beforeCoupon(input.lines, input.fullReduction);
  let couponShares = stages.map(() => 0);
  const c = input.coupon ?? null;
  if (c) {
    const verdict = verdictOn(stages, c, input.nowMs);
    if (!verdict.usable) return { refusal: verdict.reason };
    const { covered } = couponBase(stages, c);
    couponShares = spread(verdict.discountFen, stages.map((s, i) => (covered[i] ? s.leftFen : 0)));
  }
  const lines: PricedLine[] = stages.map((s, i) => {
    const couponFen = couponShares[i]!;
    return {
      key: s.line.key,
      productId: s.line.productId,
      amount: nonNeg(s.line.amount),
      listPriceFen: nonNeg(s.line.listPriceFen),
      priceFen: s.priceFen,
      goodsFen: s.goodsFen,
      promotionFen: s.promotionFen,
      fullReductionFen: s.fullReductionFen,
      couponFen,
      discountFen: s.fullReductionFen + couponFen,
      lineFen: s.leftFen - couponFen,
    };
  });
  const sum = (f: (l: PricedLine) => Fen) => lines.reduce((a, l) => a + f(l), 0);
  const afterDiscounts = sum((l) => l.lineFen);
  const fee = nonNeg(input.delivery.feeFen);
  const deliveryFen = lines.length === 0 || afterDiscounts >= input.delivery.freeFromFen ? 0 : fee;
  return {
    lines,
    goodsFen: sum((l) => l.goodsFen),
    promotionFen: sum((l) => l.promotionFen),
    fullReductionFen: sum((l) => l.fullReductionFen),
    couponFen: sum((l) => l.couponFen),
    deliveryFen,
    totalFen: afterDiscounts + deliveryFen,
    couponId: c ? c.couponId : null,
  };
}

/** Totals as the API shows them (yuan strings), from one priced order. */
export function priceTotalsYuan(p: OrderPrice) {
  return {
    goods_money: fenToYuan(p.goodsFen),
    promotion_money: fenToYuan(p.promotionFen),
    full_reduction_money: fenToYuan(p.fullReductionFen),
    coupon_money: fenToYuan(p.couponFen),
    delivery_money: fenToYuan(p.deliveryFen),
    total_money: fenToYuan(p.totalFen),
  };
}

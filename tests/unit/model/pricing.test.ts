/** The order price rules: stacking order, caps, coupon scopes and dates, spreading, fold text; plus properties. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  couponCovers,
  couponDiscount,
  couponVerdicts,
  discountSteps,
  foldText,
  fullReductionOf,
  priceOrder,
  spread,
  type CouponTerms,
  type OrderPrice,
  type PriceInput,
  type PriceLine,
} from '../../../src/model/pricing';

const NOW = Date.UTC(2026, 5, 1);
const line = (o: Partial<PriceLine> & { key: number }): PriceLine => ({
  productId: o.key,
  amount: 1,
  listPriceFen: 1000,
  priceFen: 1000,
  classPath: [10, 1],
  brand: '',
  ...o,
});
const coupon = (o: Partial<CouponTerms> = {}): CouponTerms => ({
  couponId: 1,
  couponType: 1,
  amountFen: 0,
  payvalueFen: 0,
  maxDiscountFen: 0,
  steps: [],
  startMs: NOW - 1000,
  endMs: NOW + 1000,
  scopes: [],
  used: false,
  ...o,
});
const NO_DELIVERY = { feeFen: 0, freeFromFen: 0 };
const ok = (p: ReturnType<typeof priceOrder>): OrderPrice => {
  if ('refusal' in p) throw new Error(p.refusal);
  return p;
};
const price = (o: Partial<PriceInput> & { lines: PriceLine[] }) =>
  ok(priceOrder({ fullReduction: [], delivery: NO_DELIVERY, nowMs: NOW, ...o }));

describe('stacking order and caps', () => {
  it('promotion price first: list − price per unit, never above the list price', () => {
    const p = price({ lines: [line({ key: 1, amount: 3, listPriceFen: 1200, priceFen: 1000 }), line({ key: 2, listPriceFen: 500, priceFen: 900 })] });
    expect(p.goodsFen).toBe(3600 + 500);
    expect(p.promotionFen).toBe(600);
    expect(p.lines[1]!.priceFen).toBe(500); // a "promotion" above the list price is capped at the list price
    expect(p.totalFen).toBe(3000 + 500);
  });

  it('full reduction: the highest step reached, on goods after promotion, spread over every line', () => {
    const steps = [{ thresholdFen: 100000, offFen: 3000 }, { thresholdFen: 300000, offFen: 12000 }];
    const p = price({ lines: [line({ key: 1, amount: 100, listPriceFen: 2000, priceFen: 1500 }), line({ key: 2, amount: 100, listPriceFen: 1500 , priceFen: 1500 })], fullReduction: steps });
    expect(p.fullReductionFen).toBe(12000); // 300000 after promotion reaches the second step
    expect(p.lines.map((l) => l.fullReductionFen)).toEqual([6000, 6000]);
    const below = price({ lines: [line({ key: 1, amount: 99, listPriceFen: 1000 })], fullReduction: steps });
    expect(below.fullReductionFen).toBe(0);
  });

  it('coupon after full reduction: the threshold is read on what is left after it', () => {
    const steps = [{ thresholdFen: 100000, offFen: 3000 }];
    const c = coupon({ amountFen: 10000, payvalueFen: 100000 });
    const lines = [line({ key: 1, amount: 100, listPriceFen: 1000 })]; // 100000, minus 3000 = 97000 < 100000
    expect(priceOrder({ lines, fullReduction: steps, coupon: c, delivery: NO_DELIVERY, nowMs: NOW })).toEqual({
      refusal: '适用商品满1000.00元可用，还差30.00元',
    });
    const p = price({ lines: [line({ key: 1, amount: 110, listPriceFen: 1000 })], fullReduction: steps, coupon: c });
    expect([p.fullReductionFen, p.couponFen, p.totalFen]).toEqual([3000, 10000, 110000 - 13000]);
  });

  it('a coupon worth more than the goods takes them to zero, never below; delivery still applies', () => {
    const p = price({
      lines: [line({ key: 1, amount: 1, listPriceFen: 300 })],
      coupon: coupon({ amountFen: 5000 }),
      delivery: { feeFen: 1000, freeFromFen: 50000 },
    });
    expect(p.couponFen).toBe(300);
    expect(p.lines[0]!.lineFen).toBe(0);
    expect(p.deliveryFen).toBe(1000);
    expect(p.totalFen).toBe(1000);
  });

  it('delivery fee unless goods after every discount reach the free-delivery amount', () => {
    const delivery = { feeFen: 1000, freeFromFen: 50000 };
    expect(price({ lines: [line({ key: 1, amount: 49, listPriceFen: 1000 })], delivery }).deliveryFen).toBe(1000);
    expect(price({ lines: [line({ key: 1, amount: 50, listPriceFen: 1000 })], delivery }).deliveryFen).toBe(0);
    // 50000 − a 5000 coupon falls below the free amount again
    const p = price({ lines: [line({ key: 1, amount: 50, listPriceFen: 1000 })], delivery, coupon: coupon({ amountFen: 5000 }) });
    expect([p.deliveryFen, p.totalFen]).toEqual([1000, 46000]);
    expect(price({ lines: [], delivery }).totalFen).toBe(0);
  });

  it('a total of 0 is still a valid price', () => {
    const p = price({ lines: [line({ key: 1, listPriceFen: 0, priceFen: 0 })] });
    expect(p.totalFen).toBe(0);
  });
});

describe('coupons', () => {
  it('type 1: spend payvalue get amount', () => {
    expect(couponDiscount(coupon({ amountFen: 5000, payvalueFen: 50000 }), 49999)).toEqual({ reason: '适用商品满500.00元可用，还差0.01元' });
    expect(couponDiscount(coupon({ amountFen: 5000, payvalueFen: 50000 }), 50000)).toEqual({ discountFen: 5000 });
  });

  it('type 2: the highest step reached, value/10 fold, floored to the fen, capped by max_discount', () => {
    const steps = discountSteps([{ step1_price: '500.00', step1_discount: '95' }, { step1_price: '1000', step1_discount: '90' }]);
    const c = coupon({ couponType: 2, steps, maxDiscountFen: 8000 });
    expect(couponDiscount(c, 49999)).toEqual({ reason: '适用商品满500.00元可用，还差0.01元' });
    expect(couponDiscount(c, 50001)).toEqual({ discountFen: 2500 }); // 5% of 500.01 = 25.0005 → 25.00
    expect(couponDiscount(c, 100000)).toEqual({ discountFen: 8000 }); // 10% = 100, capped at 80
    expect(couponDiscount({ ...c, maxDiscountFen: 0 }, 100000)).toEqual({ discountFen: 10000 }); // 0 = no cap
  });

  it('config_json rows that are not a yuan price and a discount between 0 and 100 are ignored', () => {
    expect(discountSteps([{ step1_price: 'abc', step1_discount: '95' }, { step1_price: '10', step1_discount: '100' }, { step1_price: '10', step1_discount: '0' }])).toEqual([]);
    expect(couponDiscount(coupon({ couponType: 2, steps: [] }), 100000)).toEqual({ reason: '优惠券不可用' });
  });

  it('fold text: value divided by 10', () => {
    expect(foldText(95)).toBe('9.5折');
    expect(foldText('90')).toBe('9折');
    expect(foldText(100)).toBe('');
  });

  it('scope: product, class including children, brand; none = store-wide', () => {
    const l = { productId: 7, classPath: [12, 3], brand: '999' };
    expect(couponCovers([], l)).toBe(true);
    expect(couponCovers([{ productId: 7 }], l)).toBe(true);
    expect(couponCovers([{ productId: 8 }], l)).toBe(false);
    expect(couponCovers([{ classId: 3 }], l)).toBe(true); // the parent class covers its children
    expect(couponCovers([{ classId: 12 }], l)).toBe(true);
    expect(couponCovers([{ classId: 4 }], l)).toBe(false);
    expect(couponCovers([{ brand: '999' }], l)).toBe(true);
    expect(couponCovers([{ brand: '' }], l)).toBe(false);
  });

  it('a scoped coupon reads only its lines, and only they carry its discount', () => {
    const c = coupon({ amountFen: 1000, payvalueFen: 3000, scopes: [{ productId: 2 }] });
    const lines = [line({ key: 1, amount: 10, listPriceFen: 1000 }), line({ key: 2, amount: 2, listPriceFen: 1000 })];
    expect(priceOrder({ lines, fullReduction: [], coupon: c, delivery: NO_DELIVERY, nowMs: NOW })).toEqual({
      refusal: '适用商品满30.00元可用，还差10.00元',
    });
    const p = price({ lines: [lines[0]!, { ...lines[1]!, amount: 3 }], coupon: c });
    expect(p.lines.map((x) => x.couponFen)).toEqual([0, 1000]);
  });

  it('verdicts: used, not started, expired, no product, below threshold; usable best first', () => {
    const lines = [line({ key: 1, amount: 10, listPriceFen: 1000 })];
    const all = [
      coupon({ couponId: 1, used: true, amountFen: 100 }),
      coupon({ couponId: 2, startMs: NOW + 1, amountFen: 100 }),
      coupon({ couponId: 3, endMs: NOW, amountFen: 100 }),
      coupon({ couponId: 4, scopes: [{ brand: 'x' }], amountFen: 100 }),
      coupon({ couponId: 5, payvalueFen: 20000, amountFen: 100 }),
      coupon({ couponId: 6, amountFen: 100 }),
      coupon({ couponId: 7, amountFen: 500 }),
    ];
    const v = couponVerdicts(lines, all, [], NOW);
    expect(v.slice(0, 2)).toEqual([
      { couponId: 7, usable: true, discountFen: 500 },
      { couponId: 6, usable: true, discountFen: 100 },
    ]);
    const reasons = Object.fromEntries(v.filter((x) => !x.usable).map((x) => [x.couponId, 'reason' in x ? x.reason : '']));
    expect(reasons).toEqual({
      1: '优惠券已使用',
      2: '优惠券未到使用时间',
      3: '优惠券已过期',
      4: '订单中没有适用此优惠券的商品',
      5: '适用商品满200.00元可用，还差100.00元',
    });
  });
});

describe('spread', () => {
  it('largest remainder: shares add up exactly and stay within their weights', () => {
    expect(spread(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(spread(5, [0, 10])).toEqual([0, 5]);
    expect(spread(0, [3, 4])).toEqual([0, 0]);
    expect(spread(10, [3, 4])).toEqual([3, 4]); // more than the weights: capped at them
  });
  it('full reduction of more than the goods is capped', () => {
    expect(fullReductionOf(500, [{ thresholdFen: 100, offFen: 800 }])).toBe(500);
  });
});

describe('properties', () => {
  const lineArb = fc.record({
    amount: fc.integer({ min: 1, max: 10_000 }),
    listPriceFen: fc.integer({ min: 0, max: 2_000_000 }),
    priceFen: fc.integer({ min: 0, max: 2_000_000 }),
    classId: fc.integer({ min: 1, max: 4 }),
    brand: fc.constantFrom('', 'a', 'b'),
  });
  const couponArb = fc.record({
    couponType: fc.constantFrom(1 as const, 2 as const),
    amountFen: fc.integer({ min: 0, max: 100_000_000 }),
    payvalueFen: fc.integer({ min: 0, max: 100_000_000 }),
    maxDiscountFen: fc.integer({ min: 0, max: 1_000_000 }),
    stepPrice: fc.integer({ min: 0, max: 10_000_000 }),
    discount: fc.integer({ min: 1, max: 99 }),
    scope: fc.option(fc.record({ classId: fc.integer({ min: 1, max: 4 }) }), { nil: undefined }),
  });
  const inputArb = fc.record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
    steps: fc.array(fc.record({ thresholdFen: fc.integer({ min: 0, max: 10_000_000 }), offFen: fc.integer({ min: 0, max: 20_000_000 }) }), { maxLength: 3 }),
    coupon: fc.option(couponArb, { nil: undefined }),
    fee: fc.integer({ min: 0, max: 5000 }),
    free: fc.integer({ min: 0, max: 10_000_000 }),
  });

  it('totals never negative, never above subtotal + delivery; lines add up to the order exactly', () => {
    fc.assert(
      fc.property(inputArb, (i) => {
        const lines = i.lines.map((l, k) => line({ key: k + 1, amount: l.amount, listPriceFen: l.listPriceFen, priceFen: l.priceFen, classPath: [l.classId], brand: l.brand }));
        const c = i.coupon
          ? coupon({ ...i.coupon, steps: [{ priceFen: i.coupon.stepPrice, discount: i.coupon.discount }], scopes: i.coupon.scope ? [i.coupon.scope] : [] })
          : null;
        const r = priceOrder({ lines, fullReduction: i.steps, coupon: c, delivery: { feeFen: i.fee, freeFromFen: i.free }, nowMs: NOW });
        if ('refusal' in r) return;
        expect(r.totalFen).toBeGreaterThanOrEqual(0);
        expect(r.totalFen).toBeLessThanOrEqual(r.goodsFen + r.deliveryFen);
        expect(r.lines.reduce((a, l) => a + l.lineFen, 0) + r.deliveryFen).toBe(r.totalFen);
        expect(r.goodsFen - r.promotionFen - r.fullReductionFen - r.couponFen + r.deliveryFen).toBe(r.totalFen);
        for (const l of r.lines) {
          expect(l.lineFen).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(l.lineFen) && Number.isInteger(l.discountFen)).toBe(true);
          expect(l.lineFen).toBe(l.amount * l.priceFen - l.discountFen);
          expect(l.priceFen).toBeLessThanOrEqual(l.listPriceFen);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('spread: shares sum to min(total, Σ weights), each within its weight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.array(fc.integer({ min: 0, max: 1e12 }), { maxLength: 10 }), (t, w) => {
        const s = spread(t, w);
        const sum = w.reduce((a, b) => a + b, 0);
        expect(s.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : Math.min(t, sum));
        s.forEach((x, k) => expect(x).toBeLessThanOrEqual(w[k]!));
      }),
    );
  });
});

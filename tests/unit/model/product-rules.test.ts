import { describe, expect, it } from 'vitest';
import { correctQuantity } from '../../../src/model/quantity-correction';
import { clampQuantity, isPurchasable, quantityProblem, quantityRule, warningOf, warningText } from '../../../src/model/product-rules';

const base = { switch: 1 as const, stock: 100, is_failure: 0 as const, zhongbaozhuang_num: 1 };

describe('purchasability (SPEC §4)', () => {
  it('needs switch 1, stock not 0 and is_failure not above 0', () => {
    expect(isPurchasable(base)).toBe(true);
    expect(isPurchasable({ ...base, switch: 0 })).toBe(false);
    expect(isPurchasable({ ...base, stock: 0 })).toBe(false);
    for (const f of [1, 2, 3] as const) expect(isPurchasable({ ...base, is_failure: f })).toBe(false);
  });
  it('names the warning in spec order and says awaiting restock on listings', () => {
    expect(warningOf({ ...base, switch: 0, is_failure: 1 })).toBe('outOfScope');
    expect(warningOf({ ...base, is_failure: 1 })).toBe('offShelf');
    expect(warningOf({ ...base, is_failure: 3 })).toBe('expired');
    expect(warningOf({ ...base, is_failure: 2 })).toBe('soldOut');
    expect(warningOf({ ...base, stock: 0 })).toBe('soldOut');
    expect(warningOf(base)).toBeNull();
    expect(warningText('soldOut', 'listing')).toBe('待补货');
    expect(warningText('soldOut', 'cart')).toBe('已售罄');
  });
});

describe('quantity rule (SPEC §5)', () => {
  it('steps by the packing size from the packing size up to stock', () => {
    const r = quantityRule({ ...base, zhongbaozhuang_num: 10, stock: 95 });
    expect(r).toEqual({ step: 10, min: 10, max: 90 });
    expect(quantityProblem(10, r)).toBeNull();
    expect(quantityProblem(15, r)).toBe('notStep');
    expect(quantityProblem(100, r)).toBe('aboveMax');
    expect(quantityProblem(0, r)).toBe('notInteger');
    expect(quantityProblem(1.5, r)).toBe('notInteger');
  });
  it('raises the minimum by min_buy_num, rounded up to a whole pack', () => {
    expect(quantityRule({ ...base, zhongbaozhuang_num: 5, min_buy_num: 12 }).min).toBe(15);
  });
  it('caps a seckill by seckill_total and raises its minimum', () => {
    const r = quantityRule({ ...base, seckill_id: 3, seckill_total: 20, seckill_min_num: 4 });
    expect(r).toEqual({ step: 1, min: 4, max: 20 });
  });
  it('treats a negative limit as unlimited', () => {
    expect(quantityRule({ ...base, max_buy_num: -1, stock: 50 }).max).toBe(50);
    expect(quantityRule({ ...base, market_id: 2, whetherMarket: { maxBuyNum: -1, msg: '' }, stock: 7 }).max).toBe(7);
    expect(quantityRule({ ...base, market_id: 2, whetherMarket: { maxBuyNum: 3, msg: '' }, stock: 7 }).max).toBe(3);
  });
  it('raises a group purchase minimum by purchase_min', () => {
    expect(quantityRule({ ...base, purchase_id: 9, purchase_min: 30 }).min).toBe(30);
  });
  it('reports unavailable when stock is below one pack and snaps typed values', () => {
    const r = quantityRule({ ...base, zhongbaozhuang_num: 10, stock: 5 });
    expect(quantityProblem(10, r)).toBe('unavailable');
    expect(clampQuantity(10, r)).toBeNull();
    const ok = quantityRule({ ...base, zhongbaozhuang_num: 10, stock: 200 });
    expect(clampQuantity(13, ok)).toBe(20);
    expect(clampQuantity(3, ok)).toBe(10);
    expect(clampQuantity(999, ok)).toBe(200);
  });
});

describe('a typed quantity corrected in the box (quick order)', () => {
  const rule = { step: 5, min: 10, max: 200 };
  it('goes up to the minimum, up to the pack, down to the maximum, each with why', () => {
    expect(correctQuantity(3, rule, '盒')).toEqual({ amount: 10, note: '最小起订量10盒，已调整为10' });
    expect(correctQuantity(12, rule, '盒')).toEqual({ amount: 15, note: '须按中包装5盒的倍数购买，已调整为15' });
    expect(correctQuantity(999, rule, '盒')).toEqual({ amount: 200, note: '最多可购200盒，已调整为200' });
  });
  it('leaves a valid quantity, a non-quantity and an unbuyable product alone', () => {
    expect(correctQuantity(15, rule)).toBeNull();
    expect(correctQuantity(0, rule)).toBeNull();
    expect(correctQuantity(Number.NaN, rule)).toBeNull();
    expect(correctQuantity(3, { step: 10, min: 10, max: 0 })).toBeNull();
  });
  it('corrects to a quantity the rule (and so the server) accepts', () => {
    for (const n of [1, 7, 11, 49, 201, 1000]) expect(quantityProblem(correctQuantity(n, rule)!.amount, rule)).toBeNull();
  });
});

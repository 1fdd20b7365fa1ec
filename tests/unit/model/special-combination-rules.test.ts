import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cappedMaxForClient,
  cappedPhase,
  combinationRefusal,
  setOwnTotal,
  setsInStock,
  specialRefusal,
  splitOverComponents,
  type CappedTerms,
} from '../../../src/model/special-combination-rules';

const terms = (o: Partial<CappedTerms> = {}): CappedTerms => ({ priceFen: 800, stock: 10, sold: 0, clientLimit: -1, startMs: 1000, endMs: 5000, endedEarly: false, ...o });

describe('capped windows (special price, combination)', () => {
  it('phases: upcoming, running, sold out, ended (an early end and the end win over sold out)', () => {
    expect(cappedPhase(terms(), 999)).toBe('upcoming');
    expect(cappedPhase(terms(), 1000)).toBe('running');
    expect(cappedPhase(terms({ sold: 10 }), 2000)).toBe('soldOut');
    expect(cappedPhase(terms({ sold: 10 }), 5000)).toBe('ended');
    expect(cappedPhase(terms({ endedEarly: true }), 2000)).toBe('ended');
  });

  it("the client's room: his limit less what he holds, and the units left; -1 when neither limits", () => {
    expect(cappedMaxForClient(terms({ stock: 100, sold: 0, clientLimit: 3 }), 1)).toBe(2);
    expect(cappedMaxForClient(terms({ stock: 10, sold: 8, clientLimit: 5 }), 0)).toBe(2);
    expect(cappedMaxForClient(terms({ stock: 10, sold: 0, clientLimit: 5 }), 9)).toBe(0);
  });

  it('refusals are worded for each kind, phase before the limit', () => {
    expect(specialRefusal(terms(), 6000, 0, '盒')).toBe('特价活动已结束');
    expect(specialRefusal(terms(), 10, 0, '盒')).toBe('特价活动尚未开始');
    expect(specialRefusal(terms({ sold: 10 }), 2000, 0, '盒')).toBe('特价商品已售罄');
    expect(specialRefusal(terms({ clientLimit: 2 }), 2000, 2, '盒')).toBe('特价商品每位客户限购2盒，您已达到限购数量');
    expect(specialRefusal(terms({ clientLimit: 2 }), 2000, 1, '盒')).toBeNull();
    expect(combinationRefusal(terms(), 6000, 0)).toBe('套餐活动已结束');
    expect(combinationRefusal(terms({ clientLimit: 1 }), 2000, 1)).toBe('每位客户限购1套，您已达到限购数量');
  });

  it('a set: own total, and the sets the components stock allows', () => {
    expect(setOwnTotal([{ unitFen: 1250, qty: 2 }, { unitFen: 990, qty: 1 }])).toBe(3490);
    expect(setsInStock([{ stock: 9, qty: 2 }, { stock: 100, qty: 1 }])).toBe(4);
    expect(setsInStock([{ stock: 1, qty: 2 }, { stock: 100, qty: 1 }])).toBe(0);
  });
});

describe('splitOverComponents', () => {
  it('splits the set price by the components own prices, to the fen', () => {
    // 3490 own, 3000 charged: 2500/3490 and 990/3490 of it.
    expect(splitOverComponents(3000, [{ unitFen: 1250, qty: 2 }, { unitFen: 990, qty: 1 }])).toEqual([2149, 851]);
    expect(splitOverComponents(0, [{ unitFen: 1250, qty: 2 }, { unitFen: 990, qty: 1 }])).toEqual([0, 0]);
    // Free components split by quantity.
    expect(splitOverComponents(100, [{ unitFen: 0, qty: 1 }, { unitFen: 0, qty: 3 }])).toEqual([25, 75]);
    // A total above the own prices is split the same way.
    expect(splitOverComponents(7000, [{ unitFen: 1250, qty: 2 }, { unitFen: 990, qty: 1 }]).reduce((a, b) => a + b, 0)).toBe(7000);
  });

  it('property: the parts add up exactly, none negative, each in proportion within a fen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.array(fc.record({ unitFen: fc.integer({ min: 0, max: 2_000_000 }), qty: fc.integer({ min: 1, max: 500 }) }), { minLength: 1, maxLength: 10 }),
        (total, items) => {
          const parts = splitOverComponents(total, items);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
          const own = items.map((i) => i.unitFen * i.qty);
          const weights = own.some((w) => w > 0) ? own : items.map((i) => i.qty);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((p, i) => expect(Math.abs(p - (total * weights[i]!) / sum)).toBeLessThanOrEqual(1));
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chargedUnitPrice,
  PROMOTION_MSG,
  seckillMaxForClient,
  seckillPhase,
  seckillProgress,
  seckillQuantityRule,
  seckillRefusal,
  type SeckillTerms,
  GROUP_MSG,
  groupMaxPerOrder,
  groupPhase,
  groupProgress,
  groupReached,
  groupRefusal,
  type GroupTerms,
} from '../../../src/model/promotion-rules';

const T0 = 1_764_000_000_000;
const base: SeckillTerms = { priceFen: 800, stock: 100, sold: 0, orderLimit: 10, clientLimit: 20, minNum: 0, startMs: T0, endMs: T0 + 3_600_000, endedEarly: false };

describe('seckillPhase', () => {
  it('upcoming before the start, running inside, ended at the end (exclusive) or when ended early', () => {
    expect(seckillPhase(base, T0 - 1)).toBe('upcoming');
    expect(seckillPhase(base, T0)).toBe('running');
    expect(seckillPhase(base, base.endMs - 1)).toBe('running');
    expect(seckillPhase(base, base.endMs)).toBe('ended');
    expect(seckillPhase({ ...base, endedEarly: true }, T0 + 1)).toBe('ended');
  });
  it('sold out while running when nothing is left; the end wins over sold out', () => {
    expect(seckillPhase({ ...base, sold: 100 }, T0 + 1)).toBe('soldOut');
    expect(seckillPhase({ ...base, sold: 100 }, base.endMs)).toBe('ended');
  });
});

describe('limits', () => {
  it('seckill_total for a client is the smallest of order limit, his room and the stock left; -1 when none limits', () => {
    expect(seckillMaxForClient(base, 0)).toBe(10);
    expect(seckillMaxForClient(base, 15)).toBe(5);
    expect(seckillMaxForClient(base, 25)).toBe(0);
    expect(seckillMaxForClient({ ...base, sold: 97 }, 0)).toBe(3);
    expect(seckillMaxForClient({ ...base, orderLimit: -1, clientLimit: -1, stock: 5, sold: 0 }, 0)).toBe(5);
  });
  it('the quantity rule adds the packing size and the product stock', () => {
    expect(seckillQuantityRule({ stock: 1000, zhongbaozhuang_num: 3 }, { ...base, minNum: 4 }, 0)).toEqual({ step: 3, min: 6, max: 9 });
    expect(seckillQuantityRule({ stock: 4, zhongbaozhuang_num: 1 }, base, 0).max).toBe(4);
  });
  it('refusals in order: ended, not started, sold out, the client at his limit', () => {
    expect(seckillRefusal(base, base.endMs, 0, '盒')).toBe(PROMOTION_MSG.ended);
    expect(seckillRefusal(base, T0 - 1, 0, '盒')).toBe(PROMOTION_MSG.notStarted);
    expect(seckillRefusal({ ...base, sold: 100 }, T0, 0, '盒')).toBe(PROMOTION_MSG.soldOut);
    expect(seckillRefusal(base, T0, 20, '盒')).toBe('每位客户限购20盒，您已达到限购数量');
    expect(seckillRefusal(base, T0, 19, '盒')).toBeNull();
  });
  it('progress is the share taken, 0-100', () => {
    expect(seckillProgress({ stock: 300, sold: 282 })).toBe(94);
    expect(seckillProgress({ stock: 0, sold: 0 })).toBe(100);
  });
});

describe('chargedUnitPrice: which price applies', () => {
  it('the lowest of own and running activity price, capped at the list price, never below zero', () => {
    expect(chargedUnitPrice(1000, 900, 800)).toBe(800);
    expect(chargedUnitPrice(1000, 700, 800)).toBe(700); // the special price is already lower
    expect(chargedUnitPrice(1000, 900, null)).toBe(900);
    expect(chargedUnitPrice(600, 900, null)).toBe(600);
    expect(chargedUnitPrice(1000, 900, -5)).toBe(0);
  });
  it('property: never above list nor own, never below zero', () => {
    fc.assert(
      fc.property(fc.nat(1e7), fc.nat(1e7), fc.option(fc.integer({ min: -1000, max: 1e7 })), (list, own, act) => {
        const p = chargedUnitPrice(list, own, act);
        return p >= 0 && p <= list && p <= own && (act === null || p <= Math.max(0, act));
      }),
    );
  });
});

describe('group purchase', () => {
  const g: GroupTerms = { priceFen: 800, target: 100, sold: 40, paid: 30, stock: 200, purchaseMin: 5, orderLimit: 50, startMs: T0, endMs: T0 + 3_600_000, state: 0 };
  it('phases: upcoming, open, full, closing past the end until settled, then reached or failed', () => {
    expect(groupPhase(g, T0 - 1)).toBe('upcoming');
    expect(groupPhase(g, T0)).toBe('open');
    expect(groupPhase({ ...g, sold: 200 }, T0)).toBe('full');
    expect(groupPhase(g, g.endMs)).toBe('closing');
    expect(groupPhase({ ...g, state: 1 }, T0)).toBe('reached');
    expect(groupPhase({ ...g, state: 2 }, T0)).toBe('failed');
  });
  it('reached on paid units, not on units merely ordered', () => {
    expect(groupReached({ paid: 99, target: 100 })).toBe(false);
    expect(groupReached({ paid: 100, target: 100 })).toBe(true);
    expect(groupProgress({ paid: 30, target: 100 })).toBe(30);
    expect(groupProgress({ paid: 300, target: 100 })).toBe(100);
  });
  it('one order may take the per-order limit or what is left; joining is refused outside the open phase', () => {
    expect(groupMaxPerOrder(g)).toBe(50);
    expect(groupMaxPerOrder({ ...g, sold: 180 })).toBe(20);
    expect(groupMaxPerOrder({ ...g, orderLimit: -1, stock: 100, sold: 0 })).toBe(100);
    expect(groupRefusal(g, T0)).toBeNull();
    expect(groupRefusal(g, T0 - 1)).toBe(GROUP_MSG.notStarted);
    expect(groupRefusal({ ...g, sold: 200 }, T0)).toBe(GROUP_MSG.full);
    expect(groupRefusal(g, g.endMs)).toBe(GROUP_MSG.closed);
    expect(groupRefusal({ ...g, state: 1 }, T0)).toBe(GROUP_MSG.closed);
  });
});

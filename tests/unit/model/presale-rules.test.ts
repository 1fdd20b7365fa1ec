import { describe, expect, it } from 'vitest';
import { isPresaleType, presaleLeft, presaleMaxForClient, presalePhase, presaleRefusal, PRESALE_MSG, type PresaleTerms } from '../../../src/model/presale-rules';

const terms = (o: Partial<PresaleTerms> = {}): PresaleTerms => ({
  priceFen: 800,
  stock: 100,
  sold: 0,
  purchaseMin: 0,
  orderLimit: -1,
  clientLimit: -1,
  startMs: 1000,
  endMs: 2000,
  shipDate: '2026-12-20',
  ...o,
});

describe('pre-sale rules', () => {
  it('type: 1 is a group purchase, anything else a pre-sale; none given is not a pre-sale', () => {
    expect([isPresaleType(1), isPresaleType(2), isPresaleType(0), isPresaleType(undefined)]).toEqual([false, true, true, false]);
  });

  it('phase: the end wins, then upcoming, then sold out', () => {
    expect(presalePhase(terms(), 999)).toBe('upcoming');
    expect(presalePhase(terms(), 1000)).toBe('running');
    expect(presalePhase(terms({ sold: 100 }), 1500)).toBe('soldOut');
    expect(presalePhase(terms({ sold: 100 }), 2000)).toBe('ended');
  });

  it('the most one order may take: per-order limit, the client’s room, units left; -1 when none limits', () => {
    expect(presaleMaxForClient(terms(), 0)).toBe(100);
    expect(presaleMaxForClient(terms({ orderLimit: 20 }), 0)).toBe(20);
    expect(presaleMaxForClient(terms({ orderLimit: 20, clientLimit: 30 }), 25)).toBe(5);
    expect(presaleMaxForClient(terms({ sold: 97, orderLimit: 20 }), 0)).toBe(3);
    expect(presaleLeft({ stock: 5, sold: 9 })).toBe(0);
  });

  it('refusals: ended, not started, sold out, the client at his limit; none while he may order', () => {
    expect(presaleRefusal(terms(), 2500, 0, '盒')).toBe(PRESALE_MSG.ended);
    expect(presaleRefusal(terms(), 500, 0, '盒')).toBe(PRESALE_MSG.notStarted);
    expect(presaleRefusal(terms({ sold: 100 }), 1500, 0, '盒')).toBe(PRESALE_MSG.soldOut);
    expect(presaleRefusal(terms({ clientLimit: 10 }), 1500, 10, '盒')).toBe('每位客户限订10盒，您已达到限购数量');
    expect(presaleRefusal(terms({ clientLimit: 10 }), 1500, 9, '盒')).toBeNull();
    expect(PRESALE_MSG.shipDate('2026-12-20')).toBe('预计2026-12-20发货');
  });
});

/** The price rule (model/effective-price.ts): agreed price valid today > client-type price > base price, its edges and the operator's checks. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chinaDay } from '../../../src/model/date-range';
import {
  agreedPhaseText,
  agreedValidOn,
  agreedWindowProblem,
  clientTypeOf,
  effectivePrice,
  effectivePriceOf,
  isDay,
  parsePrice,
  PRICE_FEN_MAX,
  PRICE_MSG,
  type PriceCandidates,
} from '../../../src/model/effective-price';

const agreed = { priceFen: 700, validFrom: '2026-03-01', validUntil: '2026-03-31' };
const all: PriceCandidates = { baseFen: 1000, typeFen: 900, agreed };

describe('effectivePrice', () => {
  it.each([
    ['the day before the first day: not yet valid → the type price', '2026-02-28', 900, 'type'],
    ['the first day', '2026-03-01', 700, 'agreed'],
    ['inside the window', '2026-03-15', 700, 'agreed'],
    ['the last day', '2026-03-31', 700, 'agreed'],
    ['the day after the last day: expired → the type price', '2026-04-01', 900, 'type'],
  ] as const)('%s', (_what, day, fen, source) => {
    expect(effectivePriceOf(all, day)).toEqual({ fen, source });
  });

  it('a future or expired agreed price without a type price falls back to the base price', () => {
    expect(effectivePrice({ baseFen: 1000, typeFen: null, agreed }, '2026-01-01')).toBe(1000);
    expect(effectivePrice({ baseFen: 1000, typeFen: null, agreed }, '2027-01-01')).toBe(1000);
  });

  it('the type price without an agreed price; the base price without either', () => {
    expect(effectivePriceOf({ baseFen: 1000, typeFen: 900, agreed: null }, '2026-03-15')).toEqual({ fen: 900, source: 'type' });
    expect(effectivePriceOf({ baseFen: 1000, typeFen: null, agreed: null }, '2026-03-15')).toEqual({ fen: 1000, source: 'base' });
  });

  it('an agreed or type price above the base price still applies (it is what was agreed), and 0 is a price', () => {
    expect(effectivePrice({ baseFen: 1000, typeFen: 1200, agreed: null }, '2026-03-15')).toBe(1200);
    expect(effectivePrice({ baseFen: 1000, typeFen: 900, agreed: { ...agreed, priceFen: 0 } }, '2026-03-15')).toBe(0);
  });

  it('a one-day window is valid on that day only', () => {
    const one = { priceFen: 1, validFrom: '2026-03-10', validUntil: '2026-03-10' };
    expect(['2026-03-09', '2026-03-10', '2026-03-11'].map((d) => agreedValidOn(one, d))).toEqual([false, true, false]);
  });

  it('the China day decides: 23:59 and 00:00 Beijing time are different days whatever the UTC date', () => {
    const lastDay = { priceFen: 700, validFrom: '2026-03-01', validUntil: '2026-03-31' };
    // 2026-03-31 23:59 in China is 15:59 UTC; 2026-04-01 00:00 in China is 16:00 UTC on March 31.
    expect(effectivePrice({ baseFen: 1000, typeFen: null, agreed: lastDay }, chinaDay(new Date('2026-03-31T15:59:00Z')))).toBe(700);
    expect(effectivePrice({ baseFen: 1000, typeFen: null, agreed: lastDay }, chinaDay(new Date('2026-03-31T16:00:00Z')))).toBe(1000);
  });

  it('property: the answer is always one of the candidates, and the agreed one exactly when valid', () => {
    const day = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    const fen = fc.integer({ min: 0, max: PRICE_FEN_MAX });
    fc.assert(
      fc.property(fen, fc.option(fen, { nil: null }), fc.option(fc.tuple(fen, day, day), { nil: null }), day, (baseFen, typeFen, a, today) => {
        const ag = a && { priceFen: a[0], validFrom: a[1] < a[2] ? a[1] : a[2], validUntil: a[1] < a[2] ? a[2] : a[1] };
        const { fen: got, source } = effectivePriceOf({ baseFen, typeFen, agreed: ag }, today);
        if (ag && ag.validFrom <= today && today <= ag.validUntil) return source === 'agreed' && got === ag.priceFen;
        if (typeFen !== null) return source === 'type' && got === typeFen;
        return source === 'base' && got === baseFen;
      }),
    );
  });
});

describe('agreedPhaseText', () => {
  it('未生效 before the first day, 生效中 from the first to the last day, 已过期 after', () => {
    expect(['2026-02-28', '2026-03-01', '2026-03-31', '2026-04-01'].map((d) => agreedPhaseText(agreed, d))).toEqual(['未生效', '生效中', '生效中', '已过期']);
  });
});

describe('the operator’s checks', () => {
  it('parsePrice: yuan with up to two decimals, not negative, within int4 fen', () => {
    expect(parsePrice('12.5')).toEqual({ fen: 1250 });
    expect(parsePrice('0')).toEqual({ fen: 0 });
    expect(parsePrice('21474836.47')).toEqual({ fen: PRICE_FEN_MAX });
    expect(parsePrice('21474836.48')).toEqual({ problem: PRICE_MSG.priceTooHigh });
    for (const bad of ['-1', '1.234', 'abc', '', '1e3', '１２']) expect(parsePrice(bad)).toEqual({ problem: PRICE_MSG.badPrice });
  });

  it('clientTypeOf: 1..6 only', () => {
    expect([0, 1, 6, 7, -1, 2.5].map(clientTypeOf)).toEqual([null, 1, 6, null, null, null]);
  });

  it('agreedWindowProblem: real days, from not after until', () => {
    expect(agreedWindowProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(agreedWindowProblem('2026-03-02', '2026-03-01')).toBe(PRICE_MSG.fromAfterUntil);
    expect(agreedWindowProblem('2026-02-30', '2026-03-01')).toBe(PRICE_MSG.badDay('生效日期'));
    expect(agreedWindowProblem('2026-03-01', '2026/03/31')).toBe(PRICE_MSG.badDay('截止日期'));
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS, isMessageKind, smsTextOf } from '../../../src/model/message-kinds';
import { packRoundingNote, roundUpToPack } from '../../../src/model/pack-rounding';
import { rankSuggestions, reorderInterval, reorderSuggestion } from '../../../src/model/replenishment-rules';
import { rankSubstitutes, substituteMatch, type SubstituteFacts } from '../../../src/model/substitute-rules';

describe('pack rounding', () => {
  it('rounds up to a multiple of the pack, at least one pack', () => {
    expect(roundUpToPack(7, 5)).toBe(10);
    expect(roundUpToPack(10, 5)).toBe(10);
    expect(roundUpToPack(0, 6)).toBe(6);
    expect(roundUpToPack(2.2, 1)).toBe(3);
    expect(roundUpToPack(3, 0)).toBe(3);
  });
  it('says so only when the quantity changed', () => {
    expect(packRoundingNote(7, 10, 5)).toBe('按中包装5取整：7 → 10');
    expect(packRoundingNote(10, 10, 5)).toBe('');
  });
});

describe('reorder interval', () => {
  const h = (...days: [string, number][]) => days.map(([day, amount]) => ({ day, amount }));
  it('is the median gap between order days; two orders on one day are one', () => {
    expect(reorderInterval(h(['2026-01-01', 10], ['2026-01-11', 10], ['2026-01-21', 5], ['2026-02-20', 5]))).toBe(10);
    expect(reorderInterval(h(['2026-01-01', 10], ['2026-01-01', 10], ['2026-01-15', 5]))).toBe(14);
  });
  it('needs two order days and a gap of at least 3 days', () => {
    expect(reorderInterval(h(['2026-01-01', 10]))).toBeNull();
    expect(reorderInterval(h(['2026-01-01', 10], ['2026-01-02', 10]))).toBeNull();
  });
  it('suggests when the interval has passed, with the median amount rounded to the pack', () => {
    const hist = h(['2026-01-01', 8], ['2026-01-11', 12], ['2026-01-21', 11]);
    expect(reorderSuggestion(hist, 5, '2026-01-30')).toBeNull();
    expect(reorderSuggestion(hist, 5, '2026-01-31')).toEqual({ interval_days: 10, last_day: '2026-01-21', overdue_days: 0, suggested_amount: 15 });
    expect(reorderSuggestion(hist, 1, '2026-02-03')?.suggested_amount).toBe(11);
  });
  it('drops a habit not kept for four intervals', () => {
    const hist = h(['2026-01-01', 8], ['2026-01-11', 8]);
    expect(reorderSuggestion(hist, 1, '2026-02-20')).not.toBeNull();
    expect(reorderSuggestion(hist, 1, '2026-02-21')).toBeNull();
  });
  it('ranks the most overdue relative to its interval first', () => {
    const s = (id: number, overdue: number, interval: number) => ({ product_id: id, suggestion: { interval_days: interval, overdue_days: overdue, last_day: '', suggested_amount: 1 } });
    expect(rankSuggestions([s(1, 5, 30), s(2, 5, 10), s(3, 5, 10)]).map((x) => x.product_id)).toEqual([2, 3, 1]);
  });
});

describe('substitutes', () => {
  const p = (id: number, over: Partial<SubstituteFacts> = {}): SubstituteFacts => ({
    product_id: id, ty_name: '阿莫西林胶囊', product_standard: '0.25g*24粒', dosage_form: '胶囊剂', manufacturer: `厂${id}`, price_fen: 1000, ...over,
  });
  const wanted = p(1);
  it('matches the same generic name only, never the product itself', () => {
    expect(substituteMatch(wanted, p(1))).toBeNull();
    expect(substituteMatch(wanted, p(2, { ty_name: '头孢克肟' }))).toBeNull();
    expect(substituteMatch(wanted, p(2, { product_standard: '0.25g * 24粒' }))).toBe('same');
    expect(substituteMatch(wanted, p(2, { product_standard: '0.5g*12粒' }))).toBe('otherSpec');
    expect(substituteMatch(wanted, p(2, { dosage_form: '片剂' }))).toBe('otherSpec');
  });
  it('puts same spec and form from other makers first, then other specs, each by price', () => {
    const ranked = rankSubstitutes(wanted, [p(5, { product_standard: '0.5g', price_fen: 100 }), p(4, { price_fen: 900 }), p(3, { price_fen: null }), p(2, { price_fen: 900 }), p(1)]);
    expect(ranked.map((r) => [r.item.product_id, r.match])).toEqual([[2, 'same'], [4, 'same'], [3, 'same'], [5, 'otherSpec']]);
    expect(rankSubstitutes(wanted, [p(2), p(3), p(4)], 2)).toHaveLength(2);
  });
});

describe('message kinds', () => {
  it('knows its five kinds', () => {
    expect(MESSAGE_KINDS).toEqual(['order', 'payment', 'licence', 'arrival', 'promo']);
    expect(isMessageKind('arrival')).toBe(true);
    expect(isMessageKind('spam')).toBe(false);
  });
  it('writes a signed, short SMS', () => {
    expect(smsTextOf({ title: '到货提醒', body: '阿莫西林已到货' })).toBe('【药采】到货提醒：阿莫西林已到货');
    expect(smsTextOf({ title: 'x'.repeat(80), body: '' })).toHaveLength(64);
  });
});

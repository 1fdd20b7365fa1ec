/** The order list's URL state: canonical, defaults left out, nonsense (bad tab, size, half or future range) dropped. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST, listInput, queryFromState, stateFromQuery } from '../../../src/features/orders/list-query';

const NOW = new Date('2026-11-24T04:00:00Z');

describe('order list query', () => {
  it('round-trips a full state', () => {
    const s = { tab: 2, page: 3, size: 50, start: '2026-11-01 00:00:00', end: '2026-11-24 23:59:59', keyword: '阿莫西林' };
    expect(stateFromQuery(queryFromState(s), NOW)).toEqual(s);
  });
  it('leaves defaults out', () => {
    expect(queryFromState(DEFAULT_LIST)).toBe('');
    expect(stateFromQuery('', NOW)).toEqual(DEFAULT_LIST);
  });
  it.each([
    ['tab=9', DEFAULT_LIST],
    ['tab=-1&page=0&size=15', DEFAULT_LIST],
    ['start=2026-11-01%2000:00:00', DEFAULT_LIST],
    ['start=2026-11-01%2000:00:00&end=2027-01-01%2000:00:00', DEFAULT_LIST],
    ['start=2026-11-09%2000:00:00&end=2026-11-01%2000:00:00', DEFAULT_LIST],
    ['keyword=%20%20', DEFAULT_LIST],
  ])('drops %s', (q, expected) => {
    expect(stateFromQuery(q, NOW)).toEqual(expected);
  });
  it('maps to the API input', () => {
    expect(listInput({ tab: 1, page: 2, size: 10, start: 'a', end: 'b' })).toEqual({ tab: 1, page: 2, size: 10, created_at_start: 'a', created_at_end: 'b' });
    expect(listInput(DEFAULT_LIST)).toEqual({ tab: 0, page: 1, size: 20 });
  });
});

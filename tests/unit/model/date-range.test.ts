/** SPEC §5 date range rules in China time: format, real dates, start ≤ end, no day after today, shortcuts. */
import { describe, expect, it } from 'vitest';
import { chinaDay, chinaStamp, dateRangeProblem, isFutureDay, parseChinaStamp, shortcutRange, DATE_RANGE_MSG } from '../../../src/model/date-range';
import { chinaTimeOf } from '../../../src/model/date-range';

// 2026-11-24 01:30 in China is 2026-11-23 17:30 UTC: the China day is already the 24th.
const NOW = new Date('2026-11-23T17:30:00Z');

describe('China time', () => {
  it('formats and parses yyyy-MM-dd HH:mm:ss at UTC+8', () => {
    expect(chinaStamp(NOW)).toBe('2026-11-24 01:30:00');
    expect(chinaDay(NOW)).toBe('2026-11-24');
    expect(parseChinaStamp('2026-11-24 01:30:00')!.toISOString()).toBe('2026-11-23T17:30:00.000Z');
  });
  it.each(['2026-02-30 00:00:00', '2026-13-01 00:00:00', '2026-01-01 24:00:00', '2026-01-01 00:60:00', '2026-1-1 00:00:00', '2026-01-01T00:00:00', ''])(
    'refuses %j',
    (s) => expect(parseChinaStamp(s)).toBeNull(),
  );
});

describe('dateRangeProblem', () => {
  it('accepts no range and a valid one ending today', () => {
    expect(dateRangeProblem(undefined, undefined, NOW)).toBeNull();
    expect(dateRangeProblem('2026-11-01 00:00:00', '2026-11-24 23:59:59', NOW)).toBeNull();
  });
  it.each([
    ['2026-11-01 00:00:00', undefined, DATE_RANGE_MSG.half],
    [undefined, '2026-11-01 00:00:00', DATE_RANGE_MSG.half],
    ['2026-11-31 00:00:00', '2026-12-01 00:00:00', DATE_RANGE_MSG.badFormat('开始时间')],
    ['2026-11-01 00:00:00', '2026/11/02', DATE_RANGE_MSG.badFormat('结束时间')],
    ['2026-11-02 00:00:00', '2026-11-01 23:59:59', DATE_RANGE_MSG.startAfterEnd],
    ['2026-11-01 00:00:00', '2026-11-25 00:00:00', DATE_RANGE_MSG.future],
    ['2026-11-25 00:00:00', '2026-11-25 10:00:00', DATE_RANGE_MSG.future],
  ])('%s – %s → %s', (start, end, msg) => {
    expect(dateRangeProblem(start, end, NOW)).toBe(msg);
  });
  it('days after today are future, today is not', () => {
    expect(isFutureDay('2026-11-25', NOW)).toBe(true);
    expect(isFutureDay('2026-11-24', NOW)).toBe(false);
  });
});

describe('shortcuts', () => {
  it.each([
    [7, '2026-11-17 00:00:00'],
    [30, '2026-10-25 00:00:00'],
    [90, '2026-08-26 00:00:00'],
  ])('last %i days start at %s and end today 23:59:59', (days, start) => {
    const r = shortcutRange(days, NOW);
    expect(r).toEqual({ start, end: '2026-11-24 23:59:59' });
    expect(dateRangeProblem(r.start, r.end, NOW)).toBeNull();
  });
});

describe('chinaTimeOf', () => {
  it('shows an instant as China time whatever the zone it was written in', () => {
    expect(chinaTimeOf('2026-11-24T17:05:09.000Z')).toBe('2026-11-25 01:05:09');
    expect(chinaTimeOf('2026-11-25T09:30:00+08:00')).toBe('2026-11-25 09:30:00');
  });
});

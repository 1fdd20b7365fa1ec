import { describe, expect, it } from 'vitest';
import { countdownParts, countdownText, msToNextTick, toMs } from '../../../src/model/countdown';

describe('toMs: 13-digit milliseconds, 10-digit seconds read as seconds', () => {
  it('keeps milliseconds and scales seconds', () => {
    expect(toMs(1_764_000_000_000)).toBe(1_764_000_000_000);
    expect(toMs(1_764_000_000)).toBe(1_764_000_000_000);
    expect(toMs('1764000000123')).toBe(1_764_000_000_123);
  });
  it('refuses nonsense', () => {
    for (const v of [null, undefined, NaN, -1, 0, 'abc', Infinity]) expect(toMs(v as never)).toBeNull();
  });
});

describe('countdownParts', () => {
  const end = 1_764_000_000_000;
  it('splits into days, hours, minutes and seconds, rounding a part second up', () => {
    const p = countdownParts(end, end - (2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000) + 200);
    expect(p).toMatchObject({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
    expect(countdownText(p)).toBe('2天 03:04:05');
    expect(countdownText(countdownParts(end, end - 59_000))).toBe('00:00:59');
  });
  it('is done exactly at zero and after it, never negative', () => {
    expect(countdownParts(end, end - 1).done).toBe(false);
    expect(countdownParts(end, end - 1).seconds).toBe(1);
    expect(countdownParts(end, end)).toMatchObject({ leftMs: 0, done: true, seconds: 0 });
    expect(countdownParts(end, end + 5000)).toMatchObject({ leftMs: 0, done: true });
  });
});

describe('msToNextTick: the shown second changes on the boundary', () => {
  it('waits the fraction to the next whole second left, a full second otherwise', () => {
    expect(msToNextTick(10_000, 8_700)).toBe(300);
    expect(msToNextTick(10_000, 8_000)).toBe(1000);
    expect(msToNextTick(10_000, 12_000)).toBe(1000);
  });
});

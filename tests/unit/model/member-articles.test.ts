/** Who may read a member article, and route ids (model rules shared by the pages and the server). */
import { describe, expect, it } from 'vitest';
import { canRead } from '../../../src/model/member-articles';
import { parseId } from '../../../src/model/route-table';

describe('canRead', () => {
  it.each([
    [0, false, true],
    [0, true, true],
    [990, false, false],
    [990, true, true],
  ])('price %i fen, bought %s → %s', (price, bought, expected) => {
    expect(canRead(price, bought)).toBe(expected);
  });
});

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['2147483647', 2147483647],
    ['2147483648', undefined],
    ['0', undefined],
    ['-3', undefined],
    ['1.5', undefined],
    ['12abc', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s → %s', (raw, expected) => {
    expect(parseId(raw)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { pagerItems } from '../../../src/ui/Pager';

describe('pager (SPEC §9 pager count 7)', () => {
  it('shows all pages when few, else 7 slots with ellipses', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pagerItems(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pagerItems(20, 20)).toEqual([1, null, 16, 17, 18, 19, 20]);
  });
});

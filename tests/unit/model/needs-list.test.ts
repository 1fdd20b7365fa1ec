import { describe, expect, it } from 'vitest';
import { NEEDS_TEXT, needLineProblem, packedAmount } from '../../../src/model/needs-list';

describe('needs list rules', () => {
  it('rounds a need up to the middle pack and at least the minimum, never down', () => {
    expect(packedAmount(26, { step: 10, min: 10, max: Infinity })).toBe(30);
    expect(packedAmount(30, { step: 10, min: 10, max: Infinity })).toBe(30);
    expect(packedAmount(8, { step: 5, min: 5, max: Infinity })).toBe(10);
    expect(packedAmount(1, { step: 1, min: 3, max: Infinity })).toBe(3);
    expect(packedAmount(17, { step: 1, min: 1, max: Infinity })).toBe(17);
  });

  it('refuses a line without a product key or with a quantity that is not a positive whole number', () => {
    expect(needLineProblem({ quantity: 3 })).toBe(NEEDS_TEXT.noKey);
    expect(needLineProblem({ product_code: '  ', quantity: 3 })).toBe(NEEDS_TEXT.noKey);
    expect(needLineProblem({ product_id: -1, quantity: 3 })).toBe(NEEDS_TEXT.noKey);
    expect(needLineProblem({ product_code: 'YC1', quantity: 0 })).toBe(NEEDS_TEXT.badQuantity);
    expect(needLineProblem({ product_code: 'YC1', quantity: 1.5 })).toBe(NEEDS_TEXT.badQuantity);
    expect(needLineProblem({ product_code: 'YC1', quantity: Number.NaN })).toBe(NEEDS_TEXT.badQuantity);
    expect(needLineProblem({ product_id: 4, quantity: 2 })).toBeNull();
  });
});

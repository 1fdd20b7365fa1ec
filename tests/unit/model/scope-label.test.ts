/** Rx / OTC marks only on drugs: a device, a decoction piece or a disinfectant carries none. */
import { describe, expect, it } from 'vitest';
import { scopeLabel } from '../../../src/model/enums';

describe('scopeLabel', () => {
  it('names the class of a drug, an injection, formula granules and a 膏方', () => {
    expect(scopeLabel(0, 0)).toBe('处方药');
    expect(scopeLabel(0, 1)).toBe('甲类OTC');
    expect(scopeLabel(1, 0)).toBe('处方药');
    expect(scopeLabel(4, 0)).toBe('处方药');
    expect(scopeLabel(5, 2)).toBe('乙类OTC');
    expect(scopeLabel(undefined, 2)).toBe('乙类OTC');
  });
  it('gives none for devices, decoction pieces and disinfectants, whatever the stored scope', () => {
    for (const type of [2, 3, 6]) for (const scope of [0, 1, 2]) expect(scopeLabel(type, scope)).toBeNull();
  });
});

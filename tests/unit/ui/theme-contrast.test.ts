import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, readableOn } from '../../../src/model/contrast';
import { PROMOTION_TAGS } from '../../../src/model/enums';
import { CONTRAST_PAIRS, THEME } from '../../../src/ui/theme';

describe('contrast function', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // The colours the issue measured: all below AA.
    expect(contrastRatio('#e4393c', '#ffffff')).toBeCloseTo(4.24, 2);
    expect(contrastRatio('#6b7280', '#e7f4f1')).toBeCloseTo(4.28, 2);
    expect(contrastRatio('#6b7280', '#f2f3f5')).toBeCloseTo(4.35, 2);
  });

  it('is symmetric and accepts short hex', () => {
    expect(contrastRatio('#fff', '#0f7b6c')).toBeCloseTo(contrastRatio('#0f7b6c', '#ffffff'), 10);
    expect(() => contrastRatio('red', '#fff')).toThrow();
  });

  it('readableOn keeps a colour that passes and darkens one that does not, no further than needed', () => {
    expect(readableOn('#1f2328', '#ffffff')).toBe('#1f2328');
    const orange = readableOn(PROMOTION_TAGS.group.color, '#ffffff');
    expect(orange).not.toBe(PROMOTION_TAGS.group.color);
    expect(contrastRatio(orange, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(orange, '#ffffff')).toBeLessThan(5.2);
  });
});

describe('theme', () => {
  it.each(CONTRAST_PAIRS)('%s on %s reads at 4.5:1 or more', (fg, bg) => {
    expect(contrastRatio(THEME[fg], THEME[bg])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('every promotion tag colour is readable on white once passed through readableOn', () => {
    for (const tag of Object.values(PROMOTION_TAGS)) {
      expect(contrastRatio(readableOn(tag.color, THEME.surface), THEME.surface), tag.name).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from '../../../src/model/money';
import { validateIdCard, validateLandline, validateMobile, validateName, validatePassword } from '../../../src/model/validators';
import { badgeText } from '../../../src/model/cart-rules';

describe('money in fen', () => {
  it('round-trips yuan strings exactly', () => {
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('0.07')).toBe(7);
    expect(yuanToFen(3)).toBe(300);
    expect(fenToYuan(1250)).toBe('12.50');
    expect(fenToYuan(-5)).toBe('-0.05');
    expect(Number.isNaN(yuanToFen('1.234'))).toBe(true);
    expect(Number.isNaN(yuanToFen('abc'))).toBe(true);
  });
});

describe('validators (SPEC §5)', () => {
  const cases: [string, (v: string) => string | null, string[], string[]][] = [
    ['name', validateName, ['张三', 'Li Na'.replace(' ', ''), '王小明abc'], ['张三1', '', 'a'.repeat(21), '李@']],
    ['mobile', validateMobile, ['13812345678', '19900001111'], ['12812345678', '1381234567', '138123456789']],
    ['landline', validateLandline, ['021-12345678', '0755-1234567'], ['02112345678', '21-1234567', '0755-123456']],
    ['id card', validateIdCard, ['110101199003074512', '11010119900307451X', '110101900307451'], ['11010119900307451Y', '1234']],
    ['password', validatePassword, ['abc123', 'a_b_c_d_e_f1'], ['abc12', 'abcdefghijklm', 'abc 123']],
  ];
  for (const [name, fn, good, bad] of cases) {
    it(`${name}: accepts good values and explains bad ones`, () => {
      for (const v of good) expect(fn(v), v).toBeNull();
      for (const v of bad) expect(fn(v), v).toMatch(/请|不能/);
    });
  }
  it('caps the cart badge at 99', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99');
    expect(badgeText(120)).toBe('99');
  });
});

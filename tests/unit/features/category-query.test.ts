import { describe, expect, it } from 'vitest';
import { clearFilters, hasFilters, paramsFromQuery, queryFromParams, withFilter } from '../../../src/features/catalog/category-query';

describe('/category query ⇄ params', () => {
  it('reads every SPEC and filter key and writes them back in one canonical order', () => {
    const q = 'sort=sales&page=3&keyword=%E9%98%BF%E8%8E%AB&ClassID=12&major=1&coupon_id=5&manufacturer=%E4%BB%A5%E5%B2%AD&drug_type=2&business_scope=1&in_stock=1&near_expiry=1&size=50';
    const p = paramsFromQuery(q);
    expect(p).toEqual({
      keyword: '阿莫', ClassID: 12, major: 1, coupon_id: 5, manufacturer: '以岭', drug_type: 2, business_scope: 1,
      in_stock: 1, near_expiry: 1, sort: 'sales', page: 3, size: 50,
    });
    expect(queryFromParams(p)).toBe(
      'keyword=%E9%98%BF%E8%8E%AB&ClassID=12&major=1&coupon_id=5&manufacturer=%E4%BB%A5%E5%B2%AD&drug_type=2&business_scope=1&in_stock=1&near_expiry=1&sort=sales&page=3&size=50',
    );
  });

  it('drops nonsense instead of sending it: bad page, size not offered, unknown enum index, bad sort, zero ids', () => {
    const p = paramsFromQuery('page=abc&size=7&drug_type=99&business_scope=-1&sort=cheapest&ClassID=0&coupon_id=x&in_stock=yes&keyword=%20%20');
    expect(p).toEqual({ page: 1, size: 20 });
    expect(queryFromParams(p)).toBe('');
  });

  it('trims the keyword and caps it at 50 characters', () => {
    expect(paramsFromQuery(`keyword=${encodeURIComponent('  布洛芬 ')}`).keyword).toBe('布洛芬');
    expect(paramsFromQuery(`keyword=${'a'.repeat(80)}`).keyword).toHaveLength(50);
  });

  it('a filter change starts at page 1, keeps the size, and removes what is set to undefined', () => {
    const p = paramsFromQuery('keyword=x&page=4&size=30&drug_type=1&in_stock=1');
    const next = withFilter(p, { drug_type: undefined, near_expiry: 1 });
    expect(next).toEqual({ keyword: 'x', page: 1, size: 30, in_stock: 1, near_expiry: 1 });
    expect('drug_type' in next).toBe(false);
  });

  it('clearing filters keeps keyword, category, coupon and sort', () => {
    const p = paramsFromQuery('keyword=x&ClassID=3&coupon_id=9&sort=sales&manufacturer=m&drug_type=0&business_scope=2&in_stock=1&near_expiry=1&major=1');
    expect(hasFilters(p)).toBe(true);
    const cleared = clearFilters(p);
    expect(hasFilters(cleared)).toBe(false);
    expect(queryFromParams(cleared)).toBe('keyword=x&ClassID=3&coupon_id=9&sort=sales');
  });
});

import { describe, expect, it } from 'vitest';
import { SALESMAN_MENU, SALESMAN_PAGES, salesmanPageOf, salesmanTopName } from '../../../src/model/salesman-ui-menu';
import { creditLevel, pagerOf, pick, presetOf, presetRange, queryOf, reportPeriodOf, yuanNumber } from '../../../src/model/salesman-ui-rules';
import { reportRangeProblem } from '../../../src/model/salesman-report';
import { ROUTES } from '../../../src/model/route-table';

// 2026-11-25 10:00 in China.
const NOW = new Date('2026-11-25T02:00:00Z');

describe('salesman menu (SPEC §2.9)', () => {
  it('has home, the seven customer-management entries and the two settings, each a salesman route', () => {
    expect(SALESMAN_MENU.map((g) => g.title ?? '')).toEqual(['', '客户管理', '设置']);
    expect(SALESMAN_PAGES).toHaveLength(10);
    const routes = ROUTES.filter((r) => r.flags.salesmanOnly).map((r) => r.path);
    expect(SALESMAN_PAGES.map((p) => `/salesman/${p}`).sort()).toEqual(routes.sort());
  });
  it('reads the page of a path', () => {
    expect(salesmanPageOf('/salesman/clientTop?start=2026-11-01')).toBe('clientTop');
    expect(salesmanPageOf('/salesman/nothing')).toBeUndefined();
    expect(salesmanPageOf('/personal/myOrder')).toBeUndefined();
  });
  it('names the top bar: the salesman, or 客户名（业务员名） while acting', () => {
    expect(salesmanTopName('张伟', undefined)).toBe('张伟');
    expect(salesmanTopName('张伟', '嘉定众康诊所')).toBe('嘉定众康诊所（张伟）');
    expect(salesmanTopName(undefined, undefined)).toBe('业务员');
  });
});

describe('filters in the query string', () => {
  it('keeps allowed values, else the default', () => {
    expect(pick('expired', ['all', 'expired'] as const)).toBe('expired');
    expect(pick('<script>', ['all', 'expired'] as const)).toBe('all');
    expect(pick(null, ['all', 'expired'] as const)).toBe('all');
  });
  it('reads page and size with the SPEC §9 defaults', () => {
    expect(pagerOf(new URLSearchParams('page=3&size=50'))).toEqual({ page: 3, size: 50 });
    expect(pagerOf(new URLSearchParams('page=0&size=7'))).toEqual({ page: 1, size: 20 });
  });
  it('writes one URL per state: empty and default values left out, keys in order', () => {
    expect(queryOf({ keyword: 'jd', licence: 'all', page: 1, size: 20 }, { licence: 'all' })).toBe('keyword=jd');
    expect(queryOf({ keyword: '', licence: 'expired', page: 2, size: 50 }, { licence: 'all' })).toBe('licence=expired&page=2&size=50');
  });
});

describe('report periods', () => {
  it('every shortcut is a valid range for its granularity', () => {
    for (const key of ['last7', 'last30', 'thisMonth', 'lastMonth', 'last12m', 'thisYear'] as const) {
      const p = presetRange(key, NOW);
      expect(reportRangeProblem(p.start, p.end, p.granularity, NOW), key).toBeNull();
      expect(presetOf(p, NOW)).toBe(key);
    }
    expect(presetRange('last7', NOW)).toEqual({ start: '2026-11-19', end: '2026-11-25', granularity: 'day' });
    expect(presetRange('lastMonth', NOW)).toEqual({ start: '2026-10-01', end: '2026-10-31', granularity: 'day' });
    expect(presetRange('last12m', NOW)).toEqual({ start: '2025-12-01', end: '2026-11-25', granularity: 'month' });
  });
  it('reads the period of a URL; a missing, future or too long one is the last 30 days', () => {
    expect(reportPeriodOf(new URLSearchParams('start=2026-01-01&end=2026-11-20&by=month'), NOW)).toEqual({ start: '2026-01-01', end: '2026-11-20', granularity: 'month' });
    const last30 = { start: '2026-10-27', end: '2026-11-25', granularity: 'day' };
    expect(reportPeriodOf(new URLSearchParams(''), NOW)).toEqual(last30);
    expect(reportPeriodOf(new URLSearchParams('start=2026-11-01&end=2026-12-01'), NOW)).toEqual(last30);
    expect(reportPeriodOf(new URLSearchParams('start=2026-01-01&end=2026-11-20&by=day'), NOW)).toEqual(last30);
  });
});

describe('credit and amounts', () => {
  it('levels the usage: under 80% fine, from 80% near, from 100% full', () => {
    expect(creditLevel('79.99')).toBe('ok');
    expect(creditLevel('80.00')).toBe('near');
    expect(creditLevel('100.00')).toBe('full');
    expect(creditLevel('abc')).toBe('ok');
  });
  it('reads yuan strings for a chart', () => {
    expect(yuanNumber('1234.50')).toBe(1234.5);
    expect(yuanNumber('x')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import {
  REPORT_MAX_PERIODS,
  SALES_STATUSES,
  SALESMAN_MSG,
  addDays,
  daysBetween,
  isDay,
  licenceStatus,
  monthStart,
  periodsBetween,
  regionText,
  reportRangeProblem,
  sharePercent,
  thisMonth,
} from '../../../src/model/salesman-report';
import { ORDER_STATUS as S } from '../../../src/model/order-status';

const NOW = new Date('2026-11-25T04:00:00Z'); // 2026-11-25 12:00 China time

describe('what counts as a sale', () => {
  it('paid or on credit, not cancelled, not refunded', () => {
    expect([...SALES_STATUSES].sort((a, b) => a - b)).toEqual([S.paid, S.shipped, S.received, S.refundPending, S.approved, S.refundRejected]);
    for (const s of [S.pendingPayment, S.pendingReview, S.rejected, S.cancelled, S.systemCancelled, S.refundApproved, S.offlineRefund, S.onlineRefund, S.refunded]) {
      expect(SALES_STATUSES as readonly number[]).not.toContain(s);
    }
  });
});

describe('days and periods', () => {
  it('calendar maths across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-11-01', '2026-11-25')).toBe(24);
    expect(monthStart('2026-01-15', -1)).toBe('2025-12-01');
    expect(monthStart('2026-03-31', -1)).toBe('2026-02-01');
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2024-02-29')).toBe(true);
  });

  it('every period of a range, in order', () => {
    expect(periodsBetween('2026-10-30', '2026-11-02', 'day')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(periodsBetween('2025-11-15', '2026-02-03', 'month')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(periodsBetween('2026-11-25', '2026-11-25', 'month')).toEqual(['2026-11']);
  });

  it('refuses what a report cannot show, in Chinese', () => {
    expect(reportRangeProblem('2026-01-01', '2026-11-25', 'month', NOW)).toBeNull();
    expect(reportRangeProblem('', '2026-11-25', 'month', NOW)).toBe(SALESMAN_MSG.reportRange);
    expect(reportRangeProblem('2026-02-30', '2026-11-25', 'month', NOW)).toBe(SALESMAN_MSG.badDay('开始日期'));
    expect(reportRangeProblem('2026-11-25', '2026-11-01', 'day', NOW)).toBe(SALESMAN_MSG.startAfterEnd);
    expect(reportRangeProblem('2026-11-01', '2026-11-26', 'day', NOW)).toBe(SALESMAN_MSG.future);
    expect(reportRangeProblem(addDays('2026-11-25', -REPORT_MAX_PERIODS.day), '2026-11-25', 'day', NOW)).toBe(SALESMAN_MSG.tooLong('day'));
    expect(reportRangeProblem(addDays('2026-11-25', -REPORT_MAX_PERIODS.day + 1), '2026-11-25', 'day', NOW)).toBeNull();
    expect(reportRangeProblem('2023-11-01', '2026-11-25', 'month', NOW)).toBe(SALESMAN_MSG.tooLong('month'));
  });

  it('this month so far, China time', () => {
    expect(thisMonth(new Date('2026-11-30T17:00:00Z'))).toEqual({ start: '2026-12-01', end: '2026-12-01' });
    expect(thisMonth(NOW)).toEqual({ start: '2026-11-01', end: '2026-11-25' });
  });
});

describe('figures', () => {
  it('licence state by the soonest expiry', () => {
    expect(licenceStatus(null, NOW)).toBe('missing');
    expect(licenceStatus('2026-11-24', NOW)).toBe('expired');
    expect(licenceStatus('2026-11-25', NOW)).toBe('expiring');
    expect(licenceStatus('2026-12-25', NOW)).toBe('expiring');
    expect(licenceStatus('2026-12-26', NOW)).toBe('ok');
  });

  it('shares with two decimals, rounded half up; nothing of nothing is 0.00', () => {
    expect(sharePercent(1n, 3n)).toBe('33.33');
    expect(sharePercent(2n, 3n)).toBe('66.67');
    expect(sharePercent(5n, 5n)).toBe('100.00');
    expect(sharePercent(0n, 0n)).toBe('0.00');
  });

  it('a territory as one line', () => {
    expect(
      regionText([
        { province: '上海市', city: '上海市', area: '浦东新区' },
        { province: '上海市', city: '上海市', area: '徐汇区' },
        { province: '江苏省', city: '苏州市', area: '' },
        { province: '江苏省', city: '无锡市', area: '' },
        { province: '浙江省', city: '', area: '' },
      ]),
    ).toBe('上海市 浦东新区、徐汇区；江苏省 苏州市、无锡市；浙江省');
  });
});

import { describe, expect, it } from 'vitest';
import { yuanGrouped } from '../../../src/model/money';
import {
  billStatusText,
  creditOverdueRefusal,
  lineDisplay,
  minOrderRefusal,
  minOrderShortFen,
  overdueSummary,
  overdueWarning,
  type BillFact,
} from '../../../src/model/order-money';

const bill = (over: Partial<BillFact> = {}): BillFact => ({ amountFen: 100_000, repaidFen: 0, dueDate: '2026-11-25', status: 1, ...over });

describe('minimum order amount', () => {
  it('is off at 0 and measures the goods at the prices charged', () => {
    expect(minOrderShortFen(500, 0)).toBe(0);
    expect(minOrderShortFen(6_000, 10_000)).toBe(4_000);
    expect(minOrderShortFen(10_000, 10_000)).toBe(0);
    expect(minOrderShortFen(-5, 10_000)).toBe(10_000);
  });
  it('refuses below it with a reason code and its fix', () => {
    expect(minOrderRefusal(10_000, 10_000)).toBeNull();
    expect(minOrderRefusal(6_000, 10_000)).toEqual({
      code: 'belowMinimum',
      text: '订单商品金额未达起送金额¥100.00，还差¥40.00',
      fix: 'addMore',
      fixText: '继续选购',
    });
  });
});

describe('overdue credit bills', () => {
  const today = '2026-11-28';
  const bills = [
    bill({ amountFen: 150_000, status: 4, dueDate: '2026-08-25' }),
    bill({ amountFen: 1_200_000, repaidFen: 1_200_000, status: 3, dueDate: '2026-09-25' }),
    bill({ amountFen: 860_000, repaidFen: 300_000, status: 2, dueDate: '2026-10-25' }),
    bill({ amountFen: 540_000, status: 1, dueDate: '2026-11-25' }),
  ];
  it('counts what is still owed after the due day (the due day itself is not late)', () => {
    expect(overdueSummary(bills, today)).toEqual({ count: 3, amountFen: 1_250_000, maxDays: 95 });
    expect(overdueSummary(bills, '2026-11-25').count).toBe(2);
    expect(overdueWarning(bills, today)).toBe('您有3笔账单已逾期，共¥12,500.00，请尽快还款');
    expect(overdueWarning([bill({ dueDate: '2026-12-25' })], today)).toBeNull();
  });
  it('refuses credit past the grace period only', () => {
    expect(creditOverdueRefusal(bills, today, 0)).toMatchObject({ code: 'creditOverdue', fix: 'repayOverdue', text: '您有3笔账单已逾期，共¥12,500.00，暂不能使用信用支付' });
    // 3 days late: refused at grace 0, 2; allowed at grace 3 (the other bills are older).
    const one = [bill({ dueDate: '2026-11-25' })];
    expect(creditOverdueRefusal(one, today, 2)?.text).toBe('您有1笔账单逾期超过2天，共¥1,000.00，暂不能使用信用支付');
    expect(creditOverdueRefusal(one, today, 3)).toBeNull();
    expect(creditOverdueRefusal(bills, today, 30)?.text).toContain('2笔账单逾期超过30天');
  });
  it('names a bill status in bill words, never 已驳回', () => {
    expect(billStatusText(bill({ status: 4, dueDate: '2026-12-25' }), today)).toBe('未还款');
    expect(billStatusText(bill({ status: 4 }), today)).toBe('已逾期');
    expect(billStatusText(bill({ status: 2, repaidFen: 1, dueDate: '2026-12-25' }), today)).toBe('部分还款');
    expect(billStatusText(bill({ status: 3, repaidFen: 100_000 }), today)).toBe('已还清');
  });
});

describe('line display', () => {
  it('shows unit × quantity = subtotal and the discount share apart', () => {
    expect(lineDisplay(1_200, 30, 3_583)).toEqual({ unit: '12.00', amount: 30, subtotal: '360.00', share: '35.83', hasShare: true, paid: '324.17' });
    expect(lineDisplay(1_200, 30, 0)).toMatchObject({ subtotal: '360.00', hasShare: false, paid: '360.00' });
  });
  it('takes an order line’s stored paid amount as exact (a combination component’s unit price is rounded)', () => {
    expect(lineDisplay(333, 3, 100, 900)).toMatchObject({ subtotal: '10.00', share: '1.00', paid: '9.00' });
  });
  it('groups thousands for sentences', () => {
    expect(yuanGrouped(51_493_366)).toBe('514,933.66');
    expect(yuanGrouped(5)).toBe('0.05');
    expect(yuanGrouped(-123_456_789)).toBe('-1,234,567.89');
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PAYMENT_TYPE_GROUPS } from '../../../src/model/constants';
import {
  billStatusAfter,
  creditAvailableFen,
  isPaymentSuccess,
  PAY_TYPE,
  payGroupOf,
  shortfallFen,
  topUpBonusFen,
} from '../../../src/model/payment-rules';
import { cashHistory } from '../../../src/server/db/seed/wallet';

describe('payment type groups (SPEC §9)', () => {
  it('maps every code of a group to it and nothing else', () => {
    for (const [group, codes] of Object.entries(PAYMENT_TYPE_GROUPS)) for (const c of codes) expect(payGroupOf(c)).toBe(group);
    expect(payGroupOf(3)).toBeNull();
    expect(payGroupOf(4)).toBeNull();
  });
  it('the codes we write belong to their groups', () => {
    expect(payGroupOf(PAY_TYPE.balance)).toBe('balance');
    expect(payGroupOf(PAY_TYPE.rechargeBalance)).toBe('balance');
    expect(payGroupOf(PAY_TYPE.wechat)).toBe('wechat');
    expect(payGroupOf(PAY_TYPE.rechargeWechat)).toBe('wechat');
    expect(payGroupOf(PAY_TYPE.alipay)).toBe('alipay');
    expect(payGroupOf(PAY_TYPE.rechargeAlipay)).toBe('alipay');
    expect(payGroupOf(PAY_TYPE.bankTransfer)).toBe('bankTransfer');
    expect(payGroupOf(PAY_TYPE.credit)).toBe('credit');
  });
});

describe('top-up bonus (pay 1000 get 100, pay 5000 get 1000)', () => {
  it('gives the highest tier reached', () => {
    expect(topUpBonusFen(99_999)).toBe(0);
    expect(topUpBonusFen(100_000)).toBe(10_000);
    expect(topUpBonusFen(499_999)).toBe(10_000);
    expect(topUpBonusFen(500_000)).toBe(100_000);
    expect(topUpBonusFen(10_000_000)).toBe(100_000);
  });
  it('never decreases as the amount grows', () => {
    fc.assert(fc.property(fc.nat(100_000_000), fc.nat(100_000_000), (a, b) => (a <= b ? topUpBonusFen(a) <= topUpBonusFen(b) : true)));
  });
});

describe('credit and balance', () => {
  it('available = limit − used, never negative; shortfall never negative', () => {
    expect(creditAvailableFen(5_000_000, 1_250_000)).toBe(3_750_000);
    expect(creditAvailableFen(100, 200)).toBe(0);
    expect(shortfallFen(100, 50)).toBe(0);
    expect(shortfallFen(50, 100)).toBe(50);
  });
  it('bill status follows what was repaid', () => {
    expect(billStatusAfter(100, 0)).toBe(1);
    expect(billStatusAfter(100, 40)).toBe(2);
    expect(billStatusAfter(100, 100)).toBe(3);
  });
  it('payment statuses 1 and 5 are success', () => {
    expect([0, 1, 2, 5, 6].filter(isPaymentSuccess)).toEqual([1, 5]);
  });
});

describe('seeded cash history', () => {
  it('always ends at the balance and never goes below zero', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 100_000_000 })), (balance) => {
        let after = 0;
        for (const row of cashHistory(balance)) {
          after += row.deltaFen;
          if (after < 0) return false;
        }
        return after === balance;
      }),
      { examples: [[74_200], [84_199], [99_999], [109_999], [110_000]] },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from '../../../src/model/order-status';
import {
  lineShareFen,
  orderTakesReturns,
  planReturn,
  previewYuan,
  reasonRefusal,
  reasonText,
  returnableUnits,
  returnStep,
  RETURN_MSG,
  type ReturnLineFacts,
} from '../../../src/model/returns';

const lines: ReturnLineFacts[] = [
  { id: 1, name: '阿莫西林胶囊 0.25g*24粒', amount: 3, lineFen: 1000, askedUnits: 0 },
  { id: 2, name: '布洛芬缓释胶囊 0.3g*20粒', amount: 5, lineFen: 2500, askedUnits: 4 },
];

describe('a line share', () => {
  it('spreads the paid amount (discounts already off) over the units; every way of returning all gives exactly the line', () => {
    expect(lineShareFen(1000, 3, 0, 1)).toBe(333);
    expect(lineShareFen(1000, 3, 1, 1)).toBe(334);
    expect(lineShareFen(1000, 3, 2, 1)).toBe(333);
    for (const split of [[3], [1, 2], [2, 1], [1, 1, 1]]) {
      let from = 0;
      const sum = split.reduce((s, n) => {
        const fen = lineShareFen(1000, 3, from, n);
        from += n;
        return s + fen;
      }, 0);
      expect(sum).toBe(1000);
    }
    expect(lineShareFen(1000, 3, 0, 0)).toBe(0);
    expect(lineShareFen(1000, 0, 0, 1)).toBe(0);
    expect(lineShareFen(1000, 3, 2, 5)).toBe(333);
  });
});

describe('what may be returned', () => {
  it('counts what remains and refuses more, unknown lines, duplicates and nothing', () => {
    expect(returnableUnits(lines[1]!)).toBe(1);
    expect(planReturn(lines, [{ lineId: 1, units: 2 }, { lineId: 2, units: 1 }])).toEqual({
      lines: [
        { lineId: 1, units: 2, fen: 667 },
        { lineId: 2, units: 1, fen: 500 },
      ],
      totalFen: 1167,
    });
    expect(planReturn(lines, [{ lineId: 2, units: 2 }])).toEqual({ refusal: '布洛芬缓释胶囊 0.3g*20粒最多还可退1件' });
    expect(planReturn([{ ...lines[1]!, askedUnits: 5 }], [{ lineId: 2, units: 1 }])).toEqual({ refusal: '布洛芬缓释胶囊 0.3g*20粒已没有可退的数量' });
    expect(planReturn(lines, [{ lineId: 9, units: 1 }])).toEqual({ refusal: RETURN_MSG.unknownLine });
    expect(planReturn(lines, [{ lineId: 1, units: 1 }, { lineId: 1, units: 1 }])).toEqual({ refusal: RETURN_MSG.duplicateLine });
    expect(planReturn(lines, [{ lineId: 1, units: 0 }])).toEqual({ refusal: RETURN_MSG.noLines });
    expect(previewYuan(lines, [{ lineId: 1, units: 3 }])).toBe('10.00');
    expect(previewYuan(lines, [])).toBeNull();
  });

  it('only a shipped order outside a whole-order refund takes returns', () => {
    expect(orderTakesReturns(S.shipped, true)).toBe(true);
    expect(orderTakesReturns(S.received, true)).toBe(true);
    expect(orderTakesReturns(S.refundRejected, true)).toBe(true);
    expect(orderTakesReturns(S.refundRejected, false)).toBe(false);
    for (const s of [S.paid, S.refundPending, S.refundApproved, S.onlineRefund, S.refunded, S.cancelled]) expect(orderTakesReturns(s, true)).toBe(false);
  });

  it('其他 needs words; the reason reads code then words', () => {
    expect(reasonRefusal('other', '  ')).toBe(RETURN_MSG.reasonTextRequired);
    expect(reasonRefusal('damaged', '')).toBeNull();
    expect(reasonText('damaged', '')).toBe('破损');
    expect(reasonText('other', ' 少发一盒 ')).toBe('其他：少发一盒');
  });
});

describe('staff steps', () => {
  it('仅退款: approve pays at once; 退货退款: approve waits, receive pays; the same step again is a no-op', () => {
    expect(returnStep('pending', 'refund', 'approve')).toEqual({ to: 'refunded', money: true });
    expect(returnStep('pending', 'return', 'approve')).toEqual({ to: 'approved', money: false });
    expect(returnStep('approved', 'return', 'receive')).toEqual({ to: 'refunded', money: true });
    expect(returnStep('pending', 'refund', 'reject')).toEqual({ to: 'rejected', money: false });
    expect(returnStep('refunded', 'refund', 'approve')).toEqual({ same: true });
    expect(returnStep('approved', 'return', 'approve')).toEqual({ same: true });
    expect(returnStep('refunded', 'return', 'receive')).toEqual({ same: true });
    expect(returnStep('rejected', 'refund', 'reject')).toEqual({ same: true });
  });

  it('refuses steps out of order', () => {
    expect(returnStep('pending', 'return', 'receive')).toEqual({ refusal: RETURN_MSG.decided('待审核') });
    expect(returnStep('pending', 'refund', 'receive')).toEqual({ refusal: RETURN_MSG.receiveOnlyReturn });
    expect(returnStep('refunded', 'refund', 'reject')).toEqual({ refusal: RETURN_MSG.decided('已退款') });
    expect(returnStep('approved', 'return', 'reject')).toEqual({ refusal: RETURN_MSG.decided('已同意，待退货') });
    expect(returnStep('rejected', 'refund', 'approve')).toEqual({ refusal: RETURN_MSG.decided('已拒绝') });
  });
});

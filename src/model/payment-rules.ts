/**
 * Payment rules shared by the pay page and the server: SPEC §9 payment type groups, the top-up bonus tiers, what
 * credit is left, and the statuses' texts. Pure: amounts are integer fen.
 */
import { PAYMENT_TYPE_GROUPS, TOP_UP_OPTIONS } from './constants';
import type { Fen } from './money';

export type PayGroup = keyof typeof PAYMENT_TYPE_GROUPS;

/**
 * The codes we write (SPEC §9 gives two per wallet group and not their meaning): an order paid by its buyer uses
 * the first code of a group (0 balance, 1 WeChat, 2 Alipay); money into the account (top-up, credit repayment)
 * uses the second (5, 6, 7). Bank transfer is 8, credit 9.
 */
export const PAY_TYPE = {
  balance: 0,
  wechat: 1,
  alipay: 2,
  rechargeBalance: 5,
  rechargeWechat: 6,
  rechargeAlipay: 7,
  bankTransfer: 8,
  credit: 9,
} as const;

export const PAY_GROUP_TEXT: Record<PayGroup, string> = {
  balance: '余额支付',
  credit: '信用支付',
  bankTransfer: '银行转账',
  wechat: '微信支付',
  alipay: '支付宝支付',
};

/** The group a SPEC §9 payment type belongs to, or null for a code outside them. */
export function payGroupOf(payType: number): PayGroup | null {
  for (const [group, codes] of Object.entries(PAYMENT_TYPE_GROUPS) as [PayGroup, readonly number[]][]) {
    if (codes.includes(payType)) return group;
  }
  return null;
}

/** Top-up ways (SPEC §9: wx, zfb) and the wallet groups they pay through. */
export type WalletWay = 'wx' | 'zfb';
export const WAY_GROUP: Record<WalletWay, 'wechat' | 'alipay'> = { wx: 'wechat', zfb: 'alipay' };
export const WAY_TEXT: Record<WalletWay, string> = { wx: '微信', zfb: '支付宝' };

/** Smallest and largest single top-up, in fen. */
export const TOP_UP_MIN_FEN = 100;
export const TOP_UP_MAX_FEN = 100_000_000;

/**
 * The bonus credited on top of a top-up (SPEC §9: pay 1000 get 100, pay 5000 get 1000): the highest tier the
 * amount reaches, so 3000 yuan gets 100 and 6000 gets 1000. Below the first tier there is none.
 */
export function topUpBonusFen(payFen: Fen): Fen {
  let bonus = 0;
  for (const tier of TOP_UP_OPTIONS) if (payFen >= tier.pay * 100) bonus = Math.max(bonus, tier.bonus * 100);
  return bonus;
}

/** Credit left to spend: limit − used (used = unpaid bills + open credit orders), never negative. */
export function creditAvailableFen(limitFen: Fen, usedFen: Fen): Fen {
  return Math.max(0, limitFen - usedFen);
}

/** How much more balance the order needs (0 when the balance covers it). */
export function shortfallFen(haveFen: Fen, needFen: Fen): Fen {
  return Math.max(0, needFen - haveFen);
}

/** SPEC §4 repayment status of a credit bill. */
export const REPAYMENT_STATUS = { unpaid: 1, repaying: 2, repaid: 3, rejected: 4 } as const;

/** The repayment status of a bill after `repaidFen` of `amountFen` came in. */
export function billStatusAfter(amountFen: Fen, repaidFen: Fen): 1 | 2 | 3 {
  if (repaidFen >= amountFen) return REPAYMENT_STATUS.repaid;
  return repaidFen > 0 ? REPAYMENT_STATUS.repaying : REPAYMENT_STATUS.unpaid;
}

/** SPEC §4 payment account status. */
export const PAYMENT_STATUS = { paying: 0, success: 1, failed: 2, successAlt: 5, prepaid: 6 } as const;
export const PAYMENT_STATUS_TEXT: Record<number, string> = { 0: '支付中', 1: '支付成功', 2: '支付失败', 5: '支付成功', 6: '预付订单' };
export const isPaymentSuccess = (status: number) => status === PAYMENT_STATUS.success || status === PAYMENT_STATUS.successAlt;

/** Cash ledger kinds as the client reads them. */
export const CASH_KIND_TEXT: Record<string, string> = {
  recharge: '充值',
  bonus: '充值赠送',
  order_pay: '订单支付',
  refund: '退款',
  adjust: '调整',
};
export const CREDIT_KIND_TEXT: Record<string, string> = {
  order: '信用支付订单',
  repayment: '还款',
  refund: '退款退回额度',
  adjust: '额度调整',
};

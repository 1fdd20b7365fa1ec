/** Texts of payments, the cash account and credit: the pay page, the QR dialog, the server's refusals. */
import { fenToYuan, type Fen } from './money';

export const PAY_MSG = {
  orderMissing: '订单不存在',
  notPayable: (statusText: string) => `订单当前状态为「${statusText}」，无需支付`,
  alreadyPaid: '订单已支付',
  balanceShort: (short: Fen) => `余额不足，还差 ¥${fenToYuan(short)}`,
  notCredit: '您的账户未开通信用支付',
  creditShort: (available: Fen) => `可用信用额度不足（可用 ¥${fenToYuan(available)}）`,
  creditNeedsCheck: '请先校验信用额度',
  providerDown: '支付通道暂时不可用，请稍后再试或选择其他支付方式',
  providerOff: '该支付方式暂未开通',
  rechargeMissing: '充值记录不存在',
  topUpRange: '充值金额须在 1 元至 100 万元之间',
  billMissing: '账单不存在',
  billSettled: '该账单已还清',
  repayRange: (max: Fen) => `还款金额须大于 0 且不超过待还金额 ¥${fenToYuan(max)}`,
  bankPending: '已选择银行转账，请按以下信息转账，到账确认后订单将进入发货流程',
  paySuccess: '支付成功',
  rechargeSuccess: '充值成功',
  repaySuccess: '还款成功',
  scanHint: (way: string) => `请使用${way}扫一扫完成支付`,
  waiting: '等待支付结果…',
  qrFailed: '二维码生成失败，请关闭后重试',
  sandboxLabel: '模拟支付',
} as const;

/** The cashier's calls (src/contract/payments.ts): what an order can be paid with, each way to pay, and the QR poll. */
import * as p from '../contract/payments';
import type { InputOf } from '../contract/define';
import type { WalletWay } from '../model/payment-rules';
import type { RequestOptions } from './client';
import { call } from './call';

/** 收银台: the order's amount, the ways it can be paid and the balances behind them. */
export const getOrderPay = (orderCode: string, opts: RequestOptions = {}) => call(p.orderPay, { orderCode }, opts);
/** Whether the credit left covers the order (asked before a credit payment). */
export const checkCreditTrade = (orderCode: string) => call(p.creditCheckTrade, { orderCode });
/** Pays from the balance or on credit, with the pay password. */
export const payFromAccount = (from: 'balance' | 'credit', orderCode: string, payPassword: string, opts: RequestOptions = {}) =>
  call(from === 'credit' ? p.creditPayPost : p.accountPayPost, { orderCode, pay_password: payPassword }, opts);
/** Chooses 对公转账: the account to transfer to. */
export const chooseBankTransfer = (orderCode: string) => call(p.bankTransfer, { orderCode });
/** Starts a WeChat or Alipay payment: the QR code to scan. */
export const payByQr = (orderCode: string, way: WalletWay) => call(way === 'wx' ? p.wxpay : p.alipay, { orderCode });
/** Whether a QR payment (an order, a top-up or a payment's out_trade_no) has been paid. */
export const getPayStatus = (input: InputOf<typeof p.ajaxGetStatus>, opts: RequestOptions = {}) => call(p.ajaxGetStatus, input, opts);

/** The wallet's calls (src/contract/wallet.ts): balance and its entries, top-up, credit and its repayment, pay password. */
import * as w from '../contract/wallet';
import type { InputOf } from '../contract/define';
import type { WalletWay } from '../model/payment-rules';
import type { RequestOptions } from './client';
import { call } from './call';

/** 我的余额: the balance and a page of its entries. */
export const getWalletAccount = (input: InputOf<typeof w.accountIndex>, opts: RequestOptions = {}) => call(w.accountIndex, input, opts);
/** A top-up of `yuan` by WeChat or Alipay: the QR code to scan and the code to poll. */
export const rechargeWallet = (yuan: number, way: WalletWay) => call(way === 'wx' ? w.wxpayRecharge : w.alipayRecharge, { money: yuan });

/** 信用账期: the limit, the open bills and the entries. */
export const getCreditInfo = (opts: RequestOptions = {}) => call(w.creditInfo, undefined, opts);
/** Repays one credit bill by WeChat or Alipay: the QR code to scan and the trade number to poll. */
export const repayCreditBill = (billId: number, way: WalletWay) => call(way === 'wx' ? w.repayWx : w.repayAlipay, { bill_id: billId });

/** Whether a pay password is set (and whether it is locked). */
export const getPayPasswordState = (opts: RequestOptions = {}) => call(w.payPasswordState, undefined, opts);
/** Sends the SMS code that setting the pay password needs. */
export const sendPayPasswordCode = (opts: RequestOptions = {}) => call(w.payPasswordCode, undefined, opts);
export const savePayPassword = (input: InputOf<typeof w.savePayPassword>, opts: RequestOptions = {}) => call(w.savePayPassword, input, opts);

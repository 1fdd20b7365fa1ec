/**
 * Codes we hand out: out_trade_no per payment attempt (Alipay allows ≤64 [A-Za-z0-9_], WeChat 6–32), refund
 * numbers and top-up codes. Time first so they sort, then random so they cannot be guessed or collide.
 */
import { randomBytes } from 'node:crypto';

function stamp(now = new Date()): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
}
const rand = () => randomBytes(5).toString('hex').toUpperCase();

/** P + 14 digits + 10 hex = 25 characters. */
export const newOutTradeNo = () => `P${stamp()}${rand()}`;
export const newRefundNo = () => `R${stamp()}${rand()}`;
export const newRechargeCode = () => `CZ${stamp()}${rand()}`;

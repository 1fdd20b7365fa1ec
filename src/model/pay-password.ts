/**
 * 支付密码 (payment password) for balance and credit payments: six digits, set and reset by an SMS code to the
 * registered phone; PAY_PASSWORD_MAX_TRIES wrong tries lock it for PAY_PASSWORD_LOCK_MINUTES. The texts the pay step,
 * the personal centre and the server say.
 */
import { refusal, type Refusal } from './purchase-rules';

export const PAY_PASSWORD_RE = /^\d{6}$/;
export const PAY_PASSWORD_MAX_TRIES = 5;
export const PAY_PASSWORD_LOCK_MINUTES = 15;

export const PAY_PASSWORD_TEXT = {
  title: '支付密码',
  label: '支付密码（6位数字）',
  confirmLabel: '再次输入支付密码',
  codeLabel: '短信验证码',
  sendCode: '获取验证码',
  save: '保存支付密码',
  saved: '支付密码已设置',
  isSet: '已设置支付密码，可通过短信验证码重设',
  notSet: '尚未设置支付密码，余额支付和信用支付需要支付密码',
  sentTo: (phone: string) => `验证码已发送至 ${phone}`,
  bad: '支付密码为6位数字',
  mismatch: '两次输入的支付密码不一致',
  missing: '请先设置支付密码，余额支付和信用支付需要支付密码',
  required: '请输入支付密码',
  wrong: (left: number) => `支付密码不正确，还可尝试${left}次`,
  locked: (minutes: number) => `支付密码错误次数过多，已锁定，请${minutes}分钟后再试，或通过短信验证码重设支付密码`,
  dialogTitle: '输入支付密码',
  confirmPay: '确认支付',
  cancel: '取消',
  setFirst: '去设置支付密码',
  noPhone: '账户未登记手机号，请联系客服',
  codeBad: '请输入6位短信验证码',
  sms: (code: string) => `您正在设置药采支付密码，验证码为 ${code}，5分钟内有效。请勿告诉他人。`,
} as const;

/** A new payment password's problem, or null. */
export function payPasswordProblem(value: string, again?: string): string | null {
  if (!PAY_PASSWORD_RE.test(value)) return PAY_PASSWORD_TEXT.bad;
  if (again !== undefined && again !== value) return PAY_PASSWORD_TEXT.mismatch;
  return null;
}

/** Minutes left of a lock (rounded up), 0 when not locked. */
export function lockMinutesLeft(lockedUntilMs: number | null, nowMs: number): number {
  return lockedUntilMs !== null && lockedUntilMs > nowMs ? Math.ceil((lockedUntilMs - nowMs) / 60_000) : 0;
}

/** The refusal of a balance or credit payment by a client without a payment password (fix: set one). */
export const payPasswordMissing = (): Refusal => refusal('payPasswordMissing', PAY_PASSWORD_TEXT.missing, 'setPayPassword');

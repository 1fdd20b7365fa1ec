/**
 * The sandbox provider: a QR that opens `/sandbox-pay/<outTradeNo>` on this server, a confirm page labelled
 * 模拟支付 whose 确认支付 / 取消 post a notification signed with HMAC-SHA256 (a server secret) to the same notify
 * endpoint a real provider uses. The whole pipeline (signature, amount, idempotency, late payments) runs here
 * and in the tests; `signSandboxNotice` lets a test script duplicates, short payments and forgeries.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NoticeCheck, PaymentAttempt, PaymentProvider } from './provider';

/** YAOCAI_SANDBOX_PAY_SECRET, else a random one per process (a forged page cannot guess it). */
const SECRET = process.env.YAOCAI_SANDBOX_PAY_SECRET || randomBytes(32).toString('hex');

export const SANDBOX_PATH = '/sandbox-pay';

export interface SandboxFields {
  out_trade_no: string;
  trade_no: string;
  total_fen: string;
  trade_status: 'SUCCESS' | 'CLOSED';
  [key: string]: string;
}

/** The signed string: keys sorted, `k=v` joined by `&`, without `sign` (the same scheme Alipay documents). */
function canonical(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

const hmac = (text: string) => createHmac('sha256', SECRET).update(text).digest('hex');

export function signSandboxNotice(fields: SandboxFields): Record<string, string> {
  return { ...fields, sign: hmac(canonical(fields)) };
}

/** A form-encoded notification body, as the confirm page posts it. */
export function sandboxNoticeBody(fields: SandboxFields): string {
  return new URLSearchParams(signSandboxNotice(fields)).toString();
}

/** A provider trade number, unique per confirmation. */
export const sandboxTradeNo = () => `SBX${Date.now()}${randomBytes(4).toString('hex')}`;

function verify(rawBody: string): NoticeCheck {
  const fields = Object.fromEntries(new URLSearchParams(rawBody));
  const sign = fields.sign ?? '';
  const expected = hmac(canonical(fields));
  const given = Buffer.from(sign, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected, 'utf8'))) {
    return { ok: false, reason: 'bad signature' };
  }
  const amountFen = Number(fields.total_fen);
  if (!fields.out_trade_no || !fields.trade_no || !Number.isSafeInteger(amountFen) || amountFen <= 0) {
    return { ok: false, reason: 'malformed notice' };
  }
  if (fields.trade_status !== 'SUCCESS' && fields.trade_status !== 'CLOSED') return { ok: false, reason: 'unknown trade_status' };
  return {
    ok: true,
    notice: { outTradeNo: fields.out_trade_no, providerTradeNo: fields.trade_no, amountFen, paid: fields.trade_status === 'SUCCESS' },
  };
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async createQr(payment: PaymentAttempt, origin: string) {
    return `${origin}${SANDBOX_PATH}/${encodeURIComponent(payment.outTradeNo)}`;
  },
  async parseNotify(_headers, rawBody) {
    return verify(rawBody);
  },
  reply(ok) {
    return { status: ok ? 200 : 400, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' };
  },
  async refund() {
    return 'done';
  },
  async query() {
    // The sandbox keeps no state of its own: our payments table is the truth.
    return { state: 'none' };
  },
  async close() {},
};

/**
 * The payment provider interface. An adapter only talks to its provider and verifies and normalises what it says;
 * one service (notify.ts) applies the state. Three adapters: the sandbox (always on in demo mode, its QR opens a
 * local confirm page), Alipay (alipay-sdk) and WeChat Pay v3 (wechatpay-axios-plugin), the last two switched on by
 * their environment keys (see config.ts).
 */
export type ProviderName = 'sandbox' | 'alipay' | 'wxpay';
export const PROVIDER_NAMES: readonly ProviderName[] = ['sandbox', 'alipay', 'wxpay'];

/** What an adapter needs of a payment attempt. */
export interface PaymentAttempt {
  outTradeNo: string;
  amountFen: number;
  subject: string;
}

/** A notification whose signature (and provider-side ids) checked out. `paid` false: the trade closed unpaid. */
export interface VerifiedNotice {
  outTradeNo: string;
  providerTradeNo: string;
  amountFen: number;
  paid: boolean;
}

export type NoticeCheck = { ok: true; notice: VerifiedNotice } | { ok: false; reason: string };

export interface ProviderReply {
  status: number;
  contentType: string;
  body: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The text the QR encodes (a wallet's code_url, or the sandbox's confirm page). `origin` is this site's. */
  createQr(payment: PaymentAttempt, origin: string): Promise<string>;
  /** Verifies a notification from its raw bytes and headers; never throws. */
  parseNotify(headers: Record<string, string>, rawBody: string): Promise<NoticeCheck>;
  /** The answer the provider expects: `ok` false makes it retry later. */
  reply(ok: boolean): ProviderReply;
  /** Asks the provider to send money back; resolves when accepted (or done). */
  refund(payment: PaymentAttempt, amountFen: number, outRefundNo: string): Promise<'accepted' | 'done'>;
  /** The provider's view of an attempt. */
  query(outTradeNo: string): Promise<{ state: 'none' | 'pending' | 'paid' | 'closed' | 'refunded'; amountFen?: number }>;
  /** Closes an open attempt so it can no longer be paid (best effort). */
  close(outTradeNo: string): Promise<void>;
}

/** Headers as a flat lower-cased record (Fastify's may hold arrays). */
export function flatHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
  return out;
}

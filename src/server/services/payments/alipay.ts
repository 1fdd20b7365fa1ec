/**
 * Alipay adapter on the official SDK (alipay-sdk 4.x). QR by alipay.trade.precreate; notifications are form
 * posts verified with `checkNotifySignV2` (V1 decodes values twice and fails on `%`, SDK issue 45), then checked
 * against our app id (and seller id when configured). Amounts travel as yuan strings and are compared in fen.
 */
import type { AlipaySdk as AlipaySdkType } from 'alipay-sdk';
import { lazyRequire } from '../../lib/lazy-require';

const alipay = lazyRequire<{ AlipaySdk: typeof AlipaySdkType }>('alipay-sdk');
import { fenToYuan, yuanToFen } from '../../../model/money';
import type { NoticeCheck, PaymentAttempt, PaymentProvider } from './provider';
import { envPem, notifyUrl } from './env';

export interface AlipayConfig {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  keyType: 'PKCS1' | 'PKCS8';
  sellerId: string;
  gateway?: string;
  endpoint?: string;
}

export function alipayConfigFromEnv(): AlipayConfig | null {
  const e = process.env;
  if (!e.ALIPAY_APP_ID || !e.ALIPAY_PRIVATE_KEY || !e.ALIPAY_PUBLIC_KEY) return null;
  return {
    appId: e.ALIPAY_APP_ID,
    privateKey: envPem(e.ALIPAY_PRIVATE_KEY),
    alipayPublicKey: envPem(e.ALIPAY_PUBLIC_KEY),
    keyType: e.ALIPAY_KEY_TYPE === 'PKCS8' ? 'PKCS8' : 'PKCS1',
    sellerId: e.ALIPAY_SELLER_ID ?? '',
    ...(e.ALIPAY_GATEWAY ? { gateway: e.ALIPAY_GATEWAY } : {}),
    ...(e.ALIPAY_ENDPOINT ? { endpoint: e.ALIPAY_ENDPOINT } : {}),
  };
}

/** TRADE_SUCCESS and TRADE_FINISHED are paid (FINISHED: refund window over); TRADE_CLOSED is not. */
const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

export function createAlipayProvider(config: AlipayConfig): PaymentProvider {
  const sdk = new (alipay().AlipaySdk)({
    appId: config.appId,
    privateKey: config.privateKey,
    alipayPublicKey: config.alipayPublicKey,
    keyType: config.keyType,
    ...(config.gateway ? { gateway: config.gateway } : {}),
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
  });

  function parseNotify(rawBody: string): NoticeCheck {
    const fields = Object.fromEntries(new URLSearchParams(rawBody));
    let signed = false;
    try {
      signed = sdk.checkNotifySignV2(fields);
    } catch {
      signed = false;
    }
    if (!signed) return { ok: false, reason: 'bad signature' };
    if (fields.app_id !== config.appId) return { ok: false, reason: 'app_id mismatch' };
    if (config.sellerId && fields.seller_id !== config.sellerId) return { ok: false, reason: 'seller_id mismatch' };
    const amountFen = yuanToFen(fields.total_amount ?? '');
    if (!fields.out_trade_no || !fields.trade_no || !Number.isSafeInteger(amountFen) || amountFen <= 0) {
      return { ok: false, reason: 'malformed notice' };
    }
    return {
      ok: true,
      notice: {
        outTradeNo: fields.out_trade_no,
        providerTradeNo: fields.trade_no,
        amountFen,
        paid: PAID_STATES.has(fields.trade_status ?? ''),
      },
    };
  }

  return {
    name: 'alipay',
    async createQr(payment: PaymentAttempt) {
      const { data } = await sdk.curl<{ qr_code: string }>('POST', '/v3/alipay/trade/precreate', {
        body: {
          out_trade_no: payment.outTradeNo,
          total_amount: fenToYuan(payment.amountFen),
          subject: payment.subject,
          notify_url: notifyUrl('alipay'),
          timeout_express: '30m',
        },
      });
      return data.qr_code;
    },
    async parseNotify(_headers, rawBody) {
      return parseNotify(rawBody);
    },
    reply(ok) {
      // Alipay wants exactly `success`; anything else is retried (about 8 times over 25 hours).
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' };
    },
    async refund(payment, amountFen, outRefundNo) {
      await sdk.curl('POST', '/v3/alipay/trade/refund', {
        body: { out_trade_no: payment.outTradeNo, refund_amount: fenToYuan(amountFen), out_request_no: outRefundNo },
      });
      return 'done';
    },
    async query(outTradeNo) {
      try {
        const { data } = await sdk.curl<{ trade_status: string; total_amount: string }>('POST', '/v3/alipay/trade/query', {
          body: { out_trade_no: outTradeNo },
        });
        const amountFen = yuanToFen(data.total_amount);
        if (PAID_STATES.has(data.trade_status)) return { state: 'paid', amountFen };
        if (data.trade_status === 'TRADE_CLOSED') return { state: 'closed', amountFen };
        return { state: 'pending', amountFen };
      } catch {
        // ACQ.TRADE_NOT_EXIST until the buyer scans.
        return { state: 'none' };
      }
    },
    async close(outTradeNo) {
      await sdk.curl('POST', '/v3/alipay/trade/close', { body: { out_trade_no: outTradeNo } }).catch(() => undefined);
    },
  };
}

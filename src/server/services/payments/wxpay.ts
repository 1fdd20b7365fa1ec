/**
 * WeChat Pay v3 adapter on wechatpay-axios-plugin (no official Node SDK; this one checks response signatures and
 * the GCM tag, PAYMENTS.md §2). Native QR by /v3/pay/transactions/native. A notification is verified from its raw
 * bytes: the key is chosen by Wechatpay-Serial (platform certificate serial or PUB_KEY_ID_…, several kept during a
 * switch), the timestamp must be within 300 s, the signature is SHA256withRSA over `ts\nnonce\nbody\n`, and the
 * resource is decrypted with AEAD_AES_256_GCM (APIv3 key, tag checked) and checked against our mchid and appid.
 */
import type * as WechatpayPlugin from 'wechatpay-axios-plugin';
import { lazyRequire } from '../../lib/lazy-require';
import type { NoticeCheck, PaymentAttempt, PaymentProvider } from './provider';
import { envPem, notifyUrl } from './env';

const wechatpay = lazyRequire<typeof WechatpayPlugin>('wechatpay-axios-plugin');

export interface WxpayConfig {
  mchid: string;
  appid: string;
  serial: string;
  privateKey: string;
  apiV3Key: string;
  /** serial or PUB_KEY_ID_… → public key PEM. */
  platformKeys: Record<string, string>;
}

export function wxpayConfigFromEnv(): WxpayConfig | null {
  const e = process.env;
  if (!e.WXPAY_MCHID || !e.WXPAY_APPID || !e.WXPAY_SERIAL || !e.WXPAY_PRIVATE_KEY || !e.WXPAY_APIV3_KEY || !e.WXPAY_PLATFORM_KEYS) return null;
  let keys: Record<string, string> = {};
  try {
    keys = Object.fromEntries(Object.entries(JSON.parse(e.WXPAY_PLATFORM_KEYS) as Record<string, string>).map(([k, v]) => [k, envPem(v)]));
  } catch {
    return null;
  }
  return {
    mchid: e.WXPAY_MCHID,
    appid: e.WXPAY_APPID,
    serial: e.WXPAY_SERIAL,
    privateKey: envPem(e.WXPAY_PRIVATE_KEY),
    apiV3Key: e.WXPAY_APIV3_KEY,
    platformKeys: keys,
  };
}

/** Notifications older or newer than this are refused (replays). */
export const WX_CLOCK_SKEW_S = 300;

interface WxTransaction {
  mchid?: string;
  appid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number };
}

export function verifyWxNotice(config: WxpayConfig, headers: Record<string, string>, rawBody: string, nowMs = Date.now()): NoticeCheck {
  const ts = headers['wechatpay-timestamp'] ?? '';
  const nonce = headers['wechatpay-nonce'] ?? '';
  const signature = headers['wechatpay-signature'] ?? '';
  const serial = headers['wechatpay-serial'] ?? '';
  const key = config.platformKeys[serial];
  if (!key) return { ok: false, reason: 'unknown serial' };
  if (!/^\d{1,12}$/.test(ts) || Math.abs(nowMs / 1000 - Number(ts)) > WX_CLOCK_SKEW_S) return { ok: false, reason: 'timestamp out of window' };
  let signed = false;
  try {
    const { Rsa, Formatter } = wechatpay();
    signed = Rsa.verify(Formatter.response(ts, nonce, rawBody), signature, key);
  } catch {
    signed = false;
  }
  if (!signed) return { ok: false, reason: 'bad signature' };
  let tx: WxTransaction;
  try {
    const body = JSON.parse(rawBody) as { resource?: { ciphertext: string; nonce: string; associated_data?: string } };
    const r = body.resource;
    if (!r) return { ok: false, reason: 'no resource' };
    tx = JSON.parse(wechatpay().Aes.AesGcm.decrypt(r.ciphertext, config.apiV3Key, r.nonce, r.associated_data ?? '')) as WxTransaction;
  } catch {
    return { ok: false, reason: 'cannot decrypt resource' };
  }
  if (tx.mchid !== config.mchid || tx.appid !== config.appid) return { ok: false, reason: 'mchid/appid mismatch' };
  const amountFen = tx.amount?.total;
  if (!tx.out_trade_no || !tx.transaction_id || !Number.isSafeInteger(amountFen) || (amountFen ?? 0) <= 0) {
    return { ok: false, reason: 'malformed notice' };
  }
  return {
    ok: true,
    notice: { outTradeNo: tx.out_trade_no, providerTradeNo: tx.transaction_id, amountFen: amountFen as number, paid: tx.trade_state === 'SUCCESS' },
  };
}

export function createWxpayProvider(config: WxpayConfig): PaymentProvider {
  const wxpay = new (wechatpay().Wechatpay)({ mchid: config.mchid, serial: config.serial, privateKey: config.privateKey, certs: config.platformKeys });
  // The plugin builds its chain from path segments; `_name_` segments are filled from the call's data.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- that chain is a runtime Proxy; the plugin types v3 as a plain AxiosInstance
  const v3 = wxpay.v3 as any;
  return {
    name: 'wxpay',
    async createQr(payment: PaymentAttempt) {
      const { data } = await v3.pay.transactions.native.post({
        appid: config.appid,
        mchid: config.mchid,
        description: payment.subject,
        out_trade_no: payment.outTradeNo,
        notify_url: notifyUrl('wxpay'),
        amount: { total: payment.amountFen, currency: 'CNY' },
      });
      return (data as { code_url: string }).code_url;
    },
    async parseNotify(headers, rawBody) {
      return verifyWxNotice(config, headers, rawBody);
    },
    reply(ok) {
      // 200/204 = done; 4xx/5xx with {"code":"FAIL"} = retry.
      return ok
        ? { status: 204, contentType: 'application/json; charset=utf-8', body: '' }
        : { status: 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: '失败' }) };
    },
    async refund(payment, amountFen, outRefundNo) {
      await v3.refund.domestic.refunds.post({
        out_trade_no: payment.outTradeNo,
        out_refund_no: outRefundNo,
        amount: { refund: amountFen, total: payment.amountFen, currency: 'CNY' },
      });
      return 'accepted';
    },
    async query(outTradeNo) {
      try {
        const { data } = await v3.pay.transactions.outTradeNo._out_trade_no_.get({ params: { mchid: config.mchid }, out_trade_no: outTradeNo });
        const d = data as { trade_state: string; amount?: { total?: number } };
        const amountFen = d.amount?.total;
        const state = d.trade_state === 'SUCCESS' ? 'paid' : d.trade_state === 'REFUND' ? 'refunded' : ['CLOSED', 'REVOKED', 'PAYERROR'].includes(d.trade_state) ? 'closed' : 'pending';
        return { state, ...(amountFen !== undefined ? { amountFen } : {}) };
      } catch {
        return { state: 'none' };
      }
    },
    async close(outTradeNo) {
      await v3.pay.transactions.outTradeNo._out_trade_no_.close.post({ mchid: config.mchid }, { out_trade_no: outTradeNo }).catch(() => undefined);
    },
  };
}

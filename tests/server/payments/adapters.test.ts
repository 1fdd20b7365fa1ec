/**
 * Notification signature checks of the real adapters. Neither provider publishes a private key, so the documented
 * notification formats are signed here with RSA keys generated in the test: Alipay's form notice (keys sorted,
 * `sign` and `sign_type` left out, `k=v` joined by `&`, SHA256withRSA, values not decoded twice: the `%` case of
 * alipay-sdk issue 45) and WeChat Pay v3's (`ts\nnonce\nbody\n` SHA256withRSA by the Wechatpay-Serial key, 300 s
 * window, AEAD_AES_256_GCM resource with the APIv3 key).
 */
import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { createAlipayProvider, type AlipayConfig } from '../../../src/server/services/payments/alipay';
import { verifyWxNotice, type WxpayConfig } from '../../../src/server/services/payments/wxpay';

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });

describe('Alipay notification', () => {
  const alipayKeys = pair();
  const appKeys = pair();
  const config: AlipayConfig = {
    appId: '2021000000000001',
    privateKey: appKeys.privateKey,
    alipayPublicKey: alipayKeys.publicKey,
    keyType: 'PKCS1',
    sellerId: '2088000000000001',
  };
  const provider = createAlipayProvider(config);

  /** The fields of Alipay's documented trade_status_sync notice. */
  const fields = (over: Record<string, string> = {}): Record<string, string> => ({
    gmt_create: '2026-11-24 10:00:00',
    charset: 'utf-8',
    seller_email: 'pay@yaocai.example',
    subject: '药采订单 YC202611240001',
    sign_type: 'RSA2',
    buyer_id: '2088102177846880',
    invoice_amount: '123.45',
    notify_id: '2026112400222100000012345678',
    notify_type: 'trade_status_sync',
    trade_status: 'TRADE_SUCCESS',
    receipt_amount: '123.45',
    app_id: config.appId,
    buyer_pay_amount: '123.45',
    seller_id: config.sellerId,
    gmt_payment: '2026-11-24 10:00:05',
    notify_time: '2026-11-24 10:00:06',
    passback_params: 'order%3DYC202611240001%26from%3Dpc',
    version: '1.0',
    out_trade_no: 'P20261124100000ABCDEF0123',
    total_amount: '123.45',
    trade_no: '2026112422001446880500000001',
    auth_app_id: config.appId,
    point_amount: '0.00',
    ...over,
  });

  function signed(f: Record<string, string>, key = alipayKeys.privateKey): string {
    const content = Object.keys(f)
      .filter((k) => k !== 'sign' && k !== 'sign_type')
      .sort()
      .map((k) => `${k}=${f[k]}`)
      .join('&');
    const sign = createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
    return new URLSearchParams({ ...f, sign }).toString();
  }

  it('accepts a correctly signed notice (a `%` in passback_params included) and reads amount in fen', async () => {
    const r = await provider.parseNotify({}, signed(fields()));
    expect(r).toEqual({
      ok: true,
      notice: { outTradeNo: 'P20261124100000ABCDEF0123', providerTradeNo: '2026112422001446880500000001', amountFen: 12_345, paid: true },
    });
  });

  it('TRADE_FINISHED is paid, TRADE_CLOSED is not', async () => {
    const finished = await provider.parseNotify({}, signed(fields({ trade_status: 'TRADE_FINISHED' })));
    expect(finished.ok && finished.notice.paid).toBe(true);
    const closed = await provider.parseNotify({}, signed(fields({ trade_status: 'TRADE_CLOSED' })));
    expect(closed.ok && closed.notice.paid).toBe(false);
  });

  it('refuses a changed amount, a foreign key, another app or seller, and an unsigned body', async () => {
    const body = signed(fields()).replace('total_amount=123.45', 'total_amount=0.01');
    expect(await provider.parseNotify({}, body)).toMatchObject({ ok: false, reason: 'bad signature' });
    expect(await provider.parseNotify({}, signed(fields(), pair().privateKey))).toMatchObject({ ok: false });
    expect(await provider.parseNotify({}, signed(fields({ app_id: '2021000000009999' })))).toMatchObject({ ok: false, reason: 'app_id mismatch' });
    expect(await provider.parseNotify({}, signed(fields({ seller_id: '2088999999999999' })))).toMatchObject({ ok: false, reason: 'seller_id mismatch' });
    expect(await provider.parseNotify({}, new URLSearchParams(fields()).toString())).toMatchObject({ ok: false });
    expect(await provider.parseNotify({}, 'garbage')).toMatchObject({ ok: false });
  });

  it('answers exactly `success`, else `fail`', () => {
    expect(provider.reply(true).body).toBe('success');
    expect(provider.reply(false).body).toBe('fail');
  });
});

describe('WeChat Pay v3 notification', () => {
  const platform = pair();
  const apiV3Key = '0123456789abcdef0123456789ABCDEF';
  const serial = 'PUB_KEY_ID_0114232134912410000000000000';
  const config: WxpayConfig = {
    mchid: '1900000001',
    appid: 'wx0000000000000001',
    serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    privateKey: pair().privateKey,
    apiV3Key,
    platformKeys: { [serial]: platform.publicKey },
  };
  const now = Date.UTC(2026, 10, 24, 2, 0, 0);
  const ts = String(now / 1000);

  function notice(tx: Record<string, unknown> = {}, opts: { key?: string; iv?: string } = {}) {
    const transaction = {
      mchid: config.mchid,
      appid: config.appid,
      out_trade_no: 'P20261124100000ABCDEF0123',
      transaction_id: '4200000000202611240000000001',
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      success_time: '2026-11-24T10:00:05+08:00',
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: { total: 12_345, payer_total: 12_345, currency: 'CNY', payer_currency: 'CNY' },
      ...tx,
    };
    const iv = opts.iv ?? 'fdasflkja484';
    const ciphertext = Aes.AesGcm.encrypt(JSON.stringify(transaction), opts.key ?? apiV3Key, iv, 'transaction');
    return JSON.stringify({
      id: 'EV-2018022511223320873',
      create_time: '2026-11-24T10:00:06+08:00',
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: 'transaction', nonce: iv },
    });
  }
  const headersFor = (body: string, over: Record<string, string> = {}) => {
    const nonce = 'fdasfjihihihlkja484w';
    const t = over['wechatpay-timestamp'] ?? ts;
    return {
      'wechatpay-serial': serial,
      'wechatpay-timestamp': t,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': Rsa.sign(Formatter.response(t, nonce, body), platform.privateKey),
      ...over,
    };
  };

  it('accepts a signed notice, decrypts the resource and reads amount.total in fen', () => {
    const body = notice();
    expect(verifyWxNotice(config, headersFor(body), body, now)).toEqual({
      ok: true,
      notice: { outTradeNo: 'P20261124100000ABCDEF0123', providerTradeNo: '4200000000202611240000000001', amountFen: 12_345, paid: true },
    });
  });

  it('refuses a changed body, an unknown serial, a stale timestamp and a signature by another key', () => {
    const body = notice();
    const h = headersFor(body);
    expect(verifyWxNotice(config, h, body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.FAKE'), now)).toMatchObject({ ok: false, reason: 'bad signature' });
    expect(verifyWxNotice(config, { ...h, 'wechatpay-serial': 'PUB_KEY_ID_OTHER' }, body, now)).toMatchObject({ ok: false, reason: 'unknown serial' });
    expect(verifyWxNotice(config, h, body, now + 301_000)).toMatchObject({ ok: false, reason: 'timestamp out of window' });
    const forged = { ...h, 'wechatpay-signature': Rsa.sign(Formatter.response(ts, h['wechatpay-nonce'], body), pair().privateKey) };
    expect(verifyWxNotice(config, forged, body, now)).toMatchObject({ ok: false, reason: 'bad signature' });
  });

  it('refuses a resource encrypted with another APIv3 key (GCM tag checked) and another merchant', () => {
    const wrongKey = notice({}, { key: 'ffffffffffffffffffffffffffffffff' });
    expect(verifyWxNotice(config, headersFor(wrongKey), wrongKey, now)).toMatchObject({ ok: false, reason: 'cannot decrypt resource' });
    const other = notice({ mchid: '1900000002' });
    expect(verifyWxNotice(config, headersFor(other), other, now)).toMatchObject({ ok: false, reason: 'mchid/appid mismatch' });
  });

  it('a trade state other than SUCCESS is not paid', () => {
    const body = notice({ trade_state: 'CLOSED' });
    const r = verifyWxNotice(config, headersFor(body), body, now);
    expect(r.ok && r.notice.paid).toBe(false);
  });
});

/**
 * QR payments and provider notifications, which are hostile until proven: a bad signature, a short amount, a
 * duplicate, a payment after the timeout cancel (revived only if stock can be taken again, else refunded) and a
 * second payment on another channel (recorded and refunded). Each of these was a bug in an open-source mall.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAY_PASSWORD } from '../../../src/server/demo-accounts';
import { and, eq } from 'drizzle-orm';
import * as pay from '../../../src/contract/payments';
import { auditLog, clientCoupons, orderEvents, orders, paymentNotifications, payments, products, refunds } from '../../../src/server/db/schema';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { releaseOrderStock } from '../../../src/server/services/checkout/stock';
import { moveOrder } from '../../../src/server/services/orders/transition';
import { PAY_MSG } from '../../../src/model/payment-messages';
import { api, call, loginAs, startServer, type TestServer } from '../helpers';
import { ledgerMismatches, makeOrder, orderRow, sandboxNotify, stockOf } from './fixtures';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer();
  token = (await loginAs(s.app, 'yaofang01')).token;
});
afterAll(() => s?.close());

const qr = async (code: string, e: typeof pay.wxpay | typeof pay.alipay = pay.wxpay) => {
  const r = await api(s.app, e, { orderCode: code }, { token });
  if (r.body.code !== 200) throw new Error(r.raw);
  return r.body.data;
};
const paymentOf = async (outTradeNo: string) => (await s.db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo)))[0]!;
const notices = (outTradeNo: string) => s.db.select().from(paymentNotifications).where(eq(paymentNotifications.outTradeNo, outTradeNo));
const poll = (code: string) => call(s.app, 'POST', '/api/w1/ajaxGetStatus', { token, body: { order_code: code } });

describe('QR payment through the sandbox', () => {
  it('makes a QR for the local confirm page; a new attempt closes the older one', async () => {
    const o = await makeOrder(s, 1, { totalFen: 4_560 });
    const first = await qr(o.code);
    expect(first).toMatchObject({ amount: '45.60', sandbox: 1 });
    expect(first.code_url).toMatch(new RegExp(`/sandbox-pay/${first.out_trade_no}$`));
    const second = await qr(o.code, pay.alipay);
    expect((await paymentOf(first.out_trade_no)).status).toBe(2);
    expect(await paymentOf(second.out_trade_no)).toMatchObject({ status: 0, payType: 2, amountFen: 4_560, provider: 'sandbox' });
  });

  it('the confirm page is labelled 模拟支付 and shows the amount; confirming pays the order; the poll turns 200', async () => {
    const o = await makeOrder(s, 1, { totalFen: 9_900 });
    const { out_trade_no } = await qr(o.code);
    const page = await s.app.inject({ method: 'GET', url: `/sandbox-pay/${out_trade_no}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('模拟支付');
    expect(page.body).toContain('¥99.00');
    expect(page.body).toContain('确认支付');
    // The page's script is a file (the CSP allows no inline script).
    expect(page.body).toContain('<script src="/sandbox-pay/confirm.js" defer></script>');
    expect(page.body).not.toMatch(/<script>/);
    const script = await s.app.inject({ method: 'GET', url: '/sandbox-pay/confirm.js' });
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('fetch(f.action');
    expect((await poll(o.code)).body).toMatchObject({ code: 101, msg: PAY_MSG.waiting });
    // Post the page's own signed 确认支付 form.
    const form = /<form method="post" action="\/api\/pay\/notify\/sandbox">(.*?)<\/form>/.exec(page.body)![1]!;
    const fields = Object.fromEntries([...form.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)))]));
    const res = await s.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
    expect(res.body).toBe('success');
    expect(await orderRow(s, o.id)).toMatchObject({ status: 1, payStatus: 2, payType: 1, paidFen: 9_900 });
    expect((await poll(o.code)).body).toMatchObject({ code: 200, data: { kind: 'order', paid: 1 } });
    expect((await api(s.app, pay.wxpayReturn, { orderCode: o.code }, { token })).body.data).toMatchObject({ paid: 1, status: 1 });
    expect((await s.app.inject({ method: 'GET', url: `/sandbox-pay/${out_trade_no}` })).body).toContain('该支付单已支付');
    expect(await s.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).toMatchObject([{ fromStatus: 0, toStatus: 1, actorKind: 'provider' }]);
  });

  it('cancel on the confirm page closes the attempt and pays nothing', async () => {
    const o = await makeOrder(s, 1);
    const { out_trade_no } = await qr(o.code);
    expect((await sandboxNotify(s, out_trade_no, { status: 'CLOSED' })).body).toBe('success');
    expect((await paymentOf(out_trade_no)).status).toBe(2);
    expect((await orderRow(s, o.id)).status).toBe(0);
  });

  it('refuses a QR for a paid order, and for an unknown sandbox page says it does not exist', async () => {
    const o = await makeOrder(s, 1, { status: 1 });
    const r = await api(s.app, pay.wxpay, { orderCode: o.code }, { token });
    expect(r.body.code).toBe(400);
    expect((await s.app.inject({ method: 'GET', url: '/sandbox-pay/NOPE' })).statusCode).toBe(404);
  });
});

describe('hostile notifications', () => {
  it('a forged signature is stored, refused with the failure reply, and changes nothing', async () => {
    const o = await makeOrder(s, 1);
    const { out_trade_no } = await qr(o.code);
    const r = await sandboxNotify(s, out_trade_no, { tamper: true });
    expect(r).toEqual({ status: 400, body: 'fail' });
    expect((await paymentOf(out_trade_no)).status).toBe(0);
    expect((await orderRow(s, o.id)).status).toBe(0);
    const stored = await s.db.select().from(paymentNotifications).where(eq(paymentNotifications.verified, false));
    expect(stored.some((n) => n.body.includes(out_trade_no) && n.outcome.startsWith('bad_signature'))).toBe(true);
  });

  it('a notice with a NUL byte is still stored, and refused', async () => {
    const r = await s.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'out_trade_no=P-NUL\u0000&sign=x',
    });
    expect(r.statusCode).toBe(400);
    expect(r.body).toBe('fail');
    const stored = await s.db.select().from(paymentNotifications).where(eq(paymentNotifications.verified, false));
    expect(stored.some((n) => n.body === 'out_trade_no=P-NUL\\u0000&sign=x')).toBe(true);
  });

  it('a notice for less than the amount pays nothing (and more does not either)', async () => {
    const o = await makeOrder(s, 1, { totalFen: 10_000 });
    const { out_trade_no } = await qr(o.code);
    expect((await sandboxNotify(s, out_trade_no, { amountFen: 9_999 })).body).toBe('success');
    expect((await sandboxNotify(s, out_trade_no, { amountFen: 10_001 })).body).toBe('success');
    expect((await paymentOf(out_trade_no)).status).toBe(0);
    expect(await orderRow(s, o.id)).toMatchObject({ status: 0, payStatus: 0, paidFen: 0 });
    expect((await notices(out_trade_no)).map((n) => n.outcome)).toEqual(['amount_mismatch', 'amount_mismatch']);
    expect(await s.db.select().from(auditLog).where(and(eq(auditLog.action, 'payment_anomaly'), eq(auditLog.subject, `trade:${out_trade_no}`)))).toHaveLength(2);
    // The right amount still pays it.
    await sandboxNotify(s, out_trade_no);
    expect((await orderRow(s, o.id)).status).toBe(1);
  });

  it('the same notice twice changes nothing the second time', async () => {
    const o = await makeOrder(s, 1);
    const { out_trade_no } = await qr(o.code);
    const tradeNo = 'SBX-DUP-1';
    expect((await sandboxNotify(s, out_trade_no, { tradeNo })).body).toBe('success');
    const after = await orderRow(s, o.id);
    expect((await sandboxNotify(s, out_trade_no, { tradeNo })).body).toBe('success');
    expect(await orderRow(s, o.id)).toEqual(after);
    expect(await s.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).toHaveLength(1);
    expect((await notices(out_trade_no)).map((n) => n.outcome)).toEqual(['applied', 'duplicate']);
  });

  it('a notice for an unknown trade is recorded and acknowledged, nothing else', async () => {
    expect((await sandboxNotify(s, 'P-UNKNOWN', { amountFen: 100 })).body).toBe('success');
    expect((await notices('P-UNKNOWN')).map((n) => n.outcome)).toEqual(['unknown_trade']);
  });

  it('an unknown provider name is refused', async () => {
    const r = await s.app.inject({ method: 'POST', url: '/api/pay/notify/paypal', payload: 'x' });
    expect(r.statusCode).toBe(400);
    const off = await s.app.inject({ method: 'POST', url: '/api/pay/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' });
    expect(off.statusCode).toBe(404);
  });
});

describe('late and double payments', () => {
  const productId = DEMO_PRODUCTS.amoxicillin;
  /** What the sweeper does at the deadline: 0 → 4 and the stock back. */
  const cancelByTimeout = (orderId: number) =>
    s.db.transaction(async (tx) => {
      await moveOrder(tx, orderId, 0, 4, { kind: 'system', id: null });
      await releaseOrderStock(tx, orderId);
    });

  it('a payment after the timeout cancel revives the order (4 → 1) when its stock can be taken again', async () => {
    const o = await makeOrder(s, 1, { amount: 3 });
    const { out_trade_no } = await qr(o.code);
    // The sweeper cancelled it meanwhile and gave the stock back.
    await cancelByTimeout(o.id);
    const stock = await stockOf(s, productId);
    expect((await sandboxNotify(s, out_trade_no)).body).toBe('success');
    expect(await orderRow(s, o.id)).toMatchObject({ status: 1, payStatus: 2 });
    expect(await stockOf(s, productId)).toBe(stock - 3);
    expect((await notices(out_trade_no)).map((n) => n.outcome)).toEqual(['late_revived']);
  });

  it('a payment after the timeout cancel is refunded when the stock is gone, and the order stays cancelled', async () => {
    const o = await makeOrder(s, 1, { amount: 3 });
    const { out_trade_no } = await qr(o.code);
    await cancelByTimeout(o.id);
    const [p] = await s.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    await s.db.update(products).set({ stock: 2 }).where(eq(products.id, productId));
    try {
      expect((await sandboxNotify(s, out_trade_no)).body).toBe('success');
      expect(await orderRow(s, o.id)).toMatchObject({ status: 4, payStatus: 0 });
      expect(await stockOf(s, productId)).toBe(2);
      const payment = await paymentOf(out_trade_no);
      expect(payment.status).toBe(1);
      expect(await s.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toMatchObject([{ amountFen: o.totalFen, status: 1 }]);
      expect((await notices(out_trade_no)).map((n) => n.outcome)).toEqual(['late_refunded']);
    } finally {
      await s.db.update(products).set({ stock: p!.stock }).where(eq(products.id, productId));
    }
  });

  it('a late payment is refunded when the coupon the order spent is now spent by another live order', async () => {
    const o = await makeOrder(s, 1, { amount: 1 });
    const { out_trade_no } = await qr(o.code);
    await cancelByTimeout(o.id);
    const [coupon] = await s.db.select().from(clientCoupons).where(eq(clientCoupons.clientId, 1)).limit(1);
    if (!coupon) throw new Error('no seeded coupon for client 1');
    const other = await makeOrder(s, 1, { amount: 1, status: 1 });
    await s.db.update(orders).set({ clientCouponId: coupon.id }).where(eq(orders.id, o.id));
    await s.db.update(orders).set({ clientCouponId: coupon.id }).where(eq(orders.id, other.id));
    await s.db.update(clientCoupons).set({ usedAt: new Date() }).where(eq(clientCoupons.id, coupon.id));
    const stock = await stockOf(s, productId);
    try {
      expect((await sandboxNotify(s, out_trade_no)).body).toBe('success');
      expect(await orderRow(s, o.id)).toMatchObject({ status: 4, payStatus: 0 });
      expect(await stockOf(s, productId)).toBe(stock);
      expect((await notices(out_trade_no)).map((n) => n.outcome)).toEqual(['late_refunded']);
    } finally {
      await s.db.update(orders).set({ clientCouponId: null }).where(eq(orders.id, other.id));
    }
  });

  it('a payment for an order the client cancelled meanwhile is recorded and refunded; the order stays cancelled', async () => {
    const o = await makeOrder(s, 1, { totalFen: 1_234 });
    const { out_trade_no } = await qr(o.code);
    await s.db.transaction((tx) => moveOrder(tx, o.id, 0, 7, { kind: 'client', id: 1 }));
    expect((await sandboxNotify(s, out_trade_no)).body).toBe('success');
    expect(await orderRow(s, o.id)).toMatchObject({ status: 7, payStatus: 0 });
    const payment = await paymentOf(out_trade_no);
    expect(payment.status).toBe(1);
    expect(await s.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toMatchObject([{ amountFen: 1_234, status: 1 }]);
  });

  it('a second successful payment on another channel is recorded and refunded, never lost', async () => {
    const o = await makeOrder(s, 1, { totalFen: 7_700 });
    const wx = await qr(o.code, pay.wxpay);
    const ali = await qr(o.code, pay.alipay); // closes the WeChat attempt, but the buyer had already scanned it
    expect((await sandboxNotify(s, ali.out_trade_no)).body).toBe('success');
    expect(await orderRow(s, o.id)).toMatchObject({ status: 1, payType: 2 });
    expect((await sandboxNotify(s, wx.out_trade_no)).body).toBe('success');
    const wxPayment = await paymentOf(wx.out_trade_no);
    expect(wxPayment.status).toBe(1);
    expect(await s.db.select().from(refunds).where(eq(refunds.paymentId, wxPayment.id))).toMatchObject([{ amountFen: 7_700, status: 1 }]);
    expect(await orderRow(s, o.id)).toMatchObject({ status: 1, payType: 2, paidFen: 7_700 });
    expect((await notices(wx.out_trade_no)).map((n) => n.outcome)).toEqual(['extra_refunded']);
  });

  it('a balance payment racing a QR payment: the QR money is refunded, the order paid once', async () => {
    const o = await makeOrder(s, 1, { totalFen: 300 });
    const { out_trade_no } = await qr(o.code);
    expect((await api(s.app, pay.accountPay, { orderCode: o.code, pay_password: DEMO_PAY_PASSWORD }, { token })).body.code).toBe(200);
    await sandboxNotify(s, out_trade_no);
    expect((await notices(out_trade_no)).map((n) => n.outcome)).toEqual(['extra_refunded']);
    expect(await ledgerMismatches(s)).toEqual([]);
  });
});

/** Cash account (top-up with bonus tiers, ledger), credit (amounts, bills, repayment by QR) and order refunds. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAY_PASSWORD } from '../../../src/server/demo-accounts';
import { and, eq, like } from 'drizzle-orm';
import * as pay from '../../../src/contract/payments';
import * as wallet from '../../../src/contract/wallet';
import { cashLedger, clientMessages, clients, creditBills, creditLedger, payments, payPasswords, rateCounters, refunds, verifyCodes } from '../../../src/server/db/schema';
import { creditCash } from '../../../src/server/services/payments/ledger';
import { CREDIT_DEMO_USED_FEN } from '../../../src/server/db/seed/wallet';
import { refundOrderPayments, sendRefunds } from '../../../src/server/services/payments/refund';
import { PAY_MSG } from '../../../src/model/payment-messages';
import { api, call, loginAs, startServer, type TestServer } from '../helpers';
import { clientRow, ledgerMismatches, makeOrder, orderRow, sandboxNotify } from '../payments/fixtures';
import { scopedEnv } from '../scoped-env';

const env = scopedEnv();

let s: TestServer;
let yaofang: string;
let xinyong: string;
beforeAll(async () => {
  s = await startServer();
  yaofang = (await loginAs(s.app, 'yaofang01')).token;
  xinyong = (await loginAs(s.app, 'xinyong01')).token;
});
afterAll(() => s?.close());

/** The 支付 messages of a client whose body names `text` (a recharge or bill code). */
const paymentMessages = (clientId: number, text: string) =>
  s.db
    .select({ kind: clientMessages.kind, title: clientMessages.title, body: clientMessages.body, link: clientMessages.link })
    .from(clientMessages)
    .where(and(eq(clientMessages.clientId, clientId), like(clientMessages.body, `%${text}%`)));

describe('top-up', () => {
  it('1000 yuan by WeChat: a QR, then the notice credits 1000 and the 100 bonus as two ledger rows', async () => {
    const before = await clientRow(s, 1);
    const r = await api(s.app, wallet.wxpayRecharge, { money: 1000 }, { token: yaofang });
    expect(r.body.data).toMatchObject({ pay: '1000.00', bonus: '100.00', amount: '1000.00', sandbox: 1 });
    const code = r.body.data.recharge_code;
    const waiting = await call(s.app, 'POST', '/api/w1/ajaxGetStatus', { token: yaofang, body: { order_code: code } });
    expect(waiting.body.code).toBe(101);
    expect((await sandboxNotify(s, r.body.data.out_trade_no)).body).toBe('success');
    expect((await clientRow(s, 1)).balanceFen).toBe(before.balanceFen + 110_000);
    const rows = await s.db.select().from(cashLedger).where(eq(cashLedger.note, code));
    expect(rows.map((x) => [x.kind, x.deltaFen])).toEqual([
      ['recharge', 100_000],
      ['bonus', 10_000],
    ]);
    const done = await call(s.app, 'POST', '/api/w1/ajaxGetStatus', { token: yaofang, body: { order_code: code } });
    expect(done.body).toMatchObject({ code: 200, data: { kind: 'recharge', paid: 1 } });
    const state = await api(s.app, wallet.wxpayRechargeReturn, { recharge_code: code }, { token: yaofang });
    expect(state.body.data).toMatchObject({ paid: 1, pay: '1000.00', bonus: '100.00' });
    const told = [{ kind: 'payment', title: '充值成功：¥1000.00', body: `账户充值 ¥1000.00，赠送 ¥100.00 已到账（充值单号 ${code}）。`, link: '/personal/cash' }];
    expect(await paymentMessages(1, code)).toEqual(told);
    // The same notice again credits nothing more, and tells nothing more.
    await sandboxNotify(s, r.body.data.out_trade_no);
    expect((await clientRow(s, 1)).balanceFen).toBe(before.balanceFen + 110_000);
    expect(await paymentMessages(1, code)).toEqual(told);
    expect(await ledgerMismatches(s)).toEqual([]);
  });

  it('applies the bonus tiers: below 1000 none, 1000–4999 gets 100, 5000 and above gets 1000', async () => {
    const bonus = async (money: number) => (await api(s.app, wallet.alipayRecharge, { money }, { token: yaofang })).body.data.bonus;
    expect(await bonus(999)).toBe('0.00');
    expect(await bonus(3000)).toBe('100.00');
    expect(await bonus(5000)).toBe('1000.00');
    expect(await bonus(8000)).toBe('1000.00');
    const bad = await api(s.app, wallet.alipayRecharge, { money: 0 }, { token: yaofang });
    expect(bad.body.code).toBe(400);
  });

  it('lists the balance and its ledger, newest first, paged', async () => {
    const r = await api(s.app, wallet.accountIndex, { page: 1, size: 10 }, { token: yaofang });
    const { balanceFen } = await clientRow(s, 1);
    expect(r.body.data.balance).toBe((balanceFen / 100).toFixed(2));
    expect(r.body.data.list[0]).toMatchObject({ kind: 'bonus', kind_text: '充值赠送', delta: '100.00' });
    expect(r.body.data.top_up_options).toEqual([
      { pay: '1000.00', bonus: '100.00' },
      { pay: '5000.00', bonus: '1000.00' },
    ]);
    const page2 = await api(s.app, wallet.accountIndex, { page: 2, size: 10 }, { token: yaofang });
    expect(page2.body.data.total).toBe(r.body.data.total);
  });
});

describe('credit', () => {
  it('shows limit, used, available = limit − unpaid bills − open orders, and the bills with statuses 1–4', async () => {
    const r = await api(s.app, wallet.creditInfo, undefined, { token: xinyong });
    expect(r.body.data).toMatchObject({ credit_limit: '50000.00', used_credit: (CREDIT_DEMO_USED_FEN / 100).toFixed(2), is_credit: 1 });
    expect(r.body.data.bills.map((b) => b.status).sort()).toEqual([1, 2, 3, 4]);
    const amount = await api(s.app, wallet.getCreditAmount, undefined, { token: xinyong });
    expect(amount.body.data).toEqual({
      credit_limit: '50000.00',
      used_credit: '12500.00',
      available_credit: '37500.00',
      unpaid_bills: '12500.00',
      open_orders: '0.00',
    });
    const list = await api(s.app, wallet.repayments, { status: 2 }, { token: xinyong });
    // Status in bill words: the partly repaid bill is past its due day.
    expect(list.body.data.list).toMatchObject([{ status: 2, status_text: '已逾期', overdue: 1, remaining: '5600.00' }]);
    const plain = await api(s.app, wallet.creditInfo, undefined, { token: yaofang });
    expect(plain.body.data).toMatchObject({ is_credit: 0, bills: [] });
  });

  it('repays a bill by QR: the amount is what the bill owes; the notice marks it repaid and frees the credit', async () => {
    const [bill] = await s.db.select().from(creditBills).where(eq(creditBills.status, 1));
    const before = await clientRow(s, 8);
    const r = await api(s.app, wallet.repayWx, { bill_id: bill!.id }, { token: xinyong });
    expect(r.body.data).toMatchObject({ bill_code: bill!.billCode, amount: ((bill!.amountFen - bill!.repaidFen) / 100).toFixed(2) });
    expect((await sandboxNotify(s, r.body.data.out_trade_no)).body).toBe('success');
    expect((await sandboxNotify(s, r.body.data.out_trade_no)).body).toBe('success');
    expect(await paymentMessages(8, bill!.billCode)).toEqual([
      { kind: 'payment', title: `信用还款成功：¥${r.body.data.amount}`, body: `账单 ${bill!.billCode} 还款 ¥${r.body.data.amount} 已到账。`, link: '/personal/creditManagement' },
    ]);
    const [after] = await s.db.select().from(creditBills).where(eq(creditBills.id, bill!.id));
    expect(after).toMatchObject({ status: 3, repaidFen: bill!.amountFen });
    expect((await clientRow(s, 8)).creditUsedFen).toBe(before.creditUsedFen - bill!.amountFen);
    expect(await s.db.select().from(creditLedger).where(eq(creditLedger.billId, bill!.id))).toContainEqual(expect.objectContaining({ kind: 'repayment', deltaFen: -bill!.amountFen }));
    const poll = await call(s.app, 'POST', '/api/w1/ajaxGetStatus', { token: xinyong, body: { orderNo: r.body.data.out_trade_no } });
    expect(poll.body).toMatchObject({ code: 200, data: { kind: 'repayment' } });
    const again = await api(s.app, wallet.repayAlipay, { bill_id: bill!.id }, { token: xinyong });
    expect(again.body).toMatchObject({ code: 400, msg: PAY_MSG.billSettled });
    const notMine = await api(s.app, wallet.repayAlipay, { bill_id: bill!.id }, { token: yaofang });
    expect(notMine.body).toMatchObject({ code: 400, msg: PAY_MSG.billMissing });
    expect(await ledgerMismatches(s)).toEqual([]);
  });
});

describe('refundOrderPayments', () => {
  const by = { kind: 'operator', id: null } as const;

  it('balance → cash back with a ledger row; twice refunds nothing more', async () => {
    const before = await clientRow(s, 1);
    const o = await makeOrder(s, 1, { totalFen: 5_000 });
    await api(s.app, pay.accountPay, { orderCode: o.code, pay_password: DEMO_PAY_PASSWORD }, { token: yaofang });
    const first = await s.db.transaction((tx) => refundOrderPayments(tx, o.id, '退款测试', by));
    expect(first).toEqual({ refundedFen: 5_000, pendingRefundIds: [] });
    const second = await s.db.transaction((tx) => refundOrderPayments(tx, o.id, '退款测试', by));
    expect(second.refundedFen).toBe(0);
    expect((await clientRow(s, 1)).balanceFen).toBe(before.balanceFen);
    expect((await orderRow(s, o.id)).payStatus).toBe(3);
    expect(await ledgerMismatches(s)).toEqual([]);
  });

  it('credit → credit in use back with a ledger row', async () => {
    const before = await clientRow(s, 8);
    const o = await makeOrder(s, 8, { totalFen: 6_000 });
    // Within a grace longer than the demo bills' lateness (credit is refused past it: order-pay.test.ts).
    env.set('YAOCAI_CREDIT_GRACE_DAYS', '365');
    try {
      expect((await api(s.app, pay.creditPay, { orderCode: o.code, pay_password: DEMO_PAY_PASSWORD }, { token: xinyong })).body.code).toBe(200);
    } finally {
      env.set('YAOCAI_CREDIT_GRACE_DAYS', undefined);
    }
    await s.db.transaction((tx) => refundOrderPayments(tx, o.id, '退款测试', by));
    expect((await clientRow(s, 8)).creditUsedFen).toBe(before.creditUsedFen);
    expect(await s.db.select().from(creditLedger).where(eq(creditLedger.orderId, o.id))).toMatchObject([{ deltaFen: 6_000 }, { deltaFen: -6_000, kind: 'refund' }]);
    expect(await ledgerMismatches(s)).toEqual([]);
  });

  it('QR → a refunds row sent to the provider after commit', async () => {
    const o = await makeOrder(s, 1, { totalFen: 4_400 });
    const q = await api(s.app, pay.alipay, { orderCode: o.code }, { token: yaofang });
    await sandboxNotify(s, q.body.data.out_trade_no);
    const { pendingRefundIds } = await s.db.transaction((tx) => refundOrderPayments(tx, o.id, '退款测试', by));
    expect(pendingRefundIds).toHaveLength(1);
    const [queued] = await s.db.select().from(refunds).where(eq(refunds.id, pendingRefundIds[0]!));
    expect(queued).toMatchObject({ status: 0, amountFen: 4_400 });
    await sendRefunds(s.db, pendingRefundIds);
    const [sent] = await s.db.select().from(refunds).where(eq(refunds.id, pendingRefundIds[0]!));
    expect(sent!.status).toBe(1);
    const [p] = await s.db.select().from(payments).where(eq(payments.outTradeNo, q.body.data.out_trade_no));
    expect(p!.status).toBe(1);
  });
});

describe('payment password (支付密码)', () => {
  /** A fresh SMS code for the client's phone: the minute's cooldown is lifted so a test can ask twice. */
  async function codeFor(token: string, phone: string): Promise<string> {
    await s.db.delete(verifyCodes).where(eq(verifyCodes.mobile, `pay:${phone}`));
    await s.db.delete(rateCounters).where(like(rateCounters.key, `sms:mobile-%:pay:${phone}`));
    env.set('YAOCAI_DEMO_MODE', '1');
    try {
      const r = await api(s.app, wallet.payPasswordCode, undefined, { token });
      expect(r.body.code, r.raw).toBe(200);
      return r.body.data.code!;
    } finally {
      env.set('YAOCAI_DEMO_MODE', undefined);
    }
  }

  it('is needed for balance and credit, set by SMS code, wrong tries counted and locked after 5 for 15 minutes; a reset lifts the lock', async () => {
    const token = (await loginAs(s.app, 'zhensuo01')).token;
    const [c] = await s.db.select({ id: clients.id, phone: clients.phone }).from(clients).where(eq(clients.username, 'zhensuo01'));
    const id = c!.id;
    await s.db.transaction((tx) => creditCash(tx, id, 10_000, 'adjust', { note: 'pay password test' }));
    await s.db.delete(payPasswords).where(eq(payPasswords.clientId, id));
    const o = await makeOrder(s, id, { totalFen: 100 });
    // Not set: the pay page says so, the payment is refused with what to do.
    expect((await api(s.app, pay.orderPay, { orderCode: o.code }, { token })).body.data.pay_password_set).toBe(0);
    const unset = await api(s.app, pay.accountPayPost, { orderCode: o.code, pay_password: '246810' }, { token });
    expect(unset.body).toMatchObject({ code: 400, msg: '请先设置支付密码，余额支付和信用支付需要支付密码（设置支付密码）' });
    // Set: a wrong code and a bad password change nothing; the right code sets it, stored hashed.
    const code = await codeFor(token, c!.phone);
    expect((await api(s.app, wallet.savePayPassword, { code: code === '000000' ? '111111' : '000000', pay_password: '246810' }, { token })).body.code).toBe(400);
    expect((await api(s.app, wallet.savePayPassword, { code, pay_password: '24681a' }, { token })).body.code).toBe(400);
    const saved = await api(s.app, wallet.savePayPassword, { code, pay_password: '246810' }, { token });
    expect(saved.body.data).toMatchObject({ is_set: 1, locked_minutes: 0 });
    const [row] = await s.db.select().from(payPasswords).where(eq(payPasswords.clientId, id));
    expect(row!.passwordHash).not.toContain('246810');
    // Wrong four times: told how many tries are left; the fifth locks for 15 minutes, and then even the right one waits.
    const balance = (await clientRow(s, id)).balanceFen;
    for (let left = 4; left >= 1; left--) {
      const r = await api(s.app, pay.accountPayPost, { orderCode: o.code, pay_password: '135790' }, { token });
      expect(r.body).toMatchObject({ code: 400, msg: `支付密码不正确，还可尝试${left}次` });
    }
    const locked = await api(s.app, pay.accountPayPost, { orderCode: o.code, pay_password: '135790' }, { token });
    expect(locked.body).toMatchObject({ code: 429, msg: '支付密码错误次数过多，已锁定，请15分钟后再试，或通过短信验证码重设支付密码' });
    expect((await api(s.app, pay.creditPayPost, { orderCode: o.code, pay_password: '246810' }, { token })).body.code).toBe(429);
    expect((await api(s.app, wallet.payPasswordState, undefined, { token })).body.data.locked_minutes).toBe(15);
    expect((await clientRow(s, id)).balanceFen).toBe(balance);
    expect(await orderRow(s, o.id)).toMatchObject({ status: 0 });
    // A reset by a new code lifts the lock; the right password pays.
    await api(s.app, wallet.savePayPassword, { code: await codeFor(token, c!.phone), pay_password: '246810' }, { token });
    const paid = await api(s.app, pay.accountPayPost, { orderCode: o.code, pay_password: '246810' }, { token });
    expect(paid.body).toMatchObject({ code: 200, data: { status: 1 } });
    expect((await clientRow(s, id)).balanceFen).toBe(balance - 100);
  });
});

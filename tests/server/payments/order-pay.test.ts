/** Paying an order by balance, credit and bank transfer; the pay page's answer; refusals change nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAY_PASSWORD } from '../../../src/server/demo-accounts';
import { and, eq } from 'drizzle-orm';
import * as pay from '../../../src/contract/payments';
import { auditLog, cashLedger, creditLedger, orderEvents, payments } from '../../../src/server/db/schema';
import { confirmBankTransfer } from '../../../src/server/services/payments/order-pay';
import { PAY_MSG } from '../../../src/model/payment-messages';
import { api, loginAs, startServer, type TestServer } from '../helpers';
import { actingFor } from '../cart/helpers';
import { clientRow, ledgerMismatches, makeOrder, orderRow } from './fixtures';
import { scopedEnv } from '../scoped-env';

const env = scopedEnv();

let s: TestServer;
let yaofang: string; // client 1, balance 3280.50
let xinyong: string; // client 8, credit 50 000, 12 500 used
beforeAll(async () => {
  s = await startServer();
  yaofang = (await loginAs(s.app, 'yaofang01')).token;
  xinyong = (await loginAs(s.app, 'xinyong01')).token;
});
afterAll(() => s?.close());

describe('GET /w1/orderPay', () => {
  it('gives amount, balance, pay types by SPEC §9 group and the bank account with the order code as remark', async () => {
    const o = await makeOrder(s, 1, { totalFen: 500_000 });
    const r = await api(s.app, pay.orderPay, { orderCode: o.code }, { token: yaofang });
    expect(r.body.code).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({ order_code: o.code, total: '5000.00', balance: '3280.50', shortfall: '1719.50', is_credit: 0, paid: 0, status: 0 });
    expect(d.pay_types.map((p) => [p.group, p.pay_type, p.enabled])).toEqual([
      ['balance', 0, 0],
      ['bankTransfer', 8, 1],
      ['wechat', 1, 1],
      ['alipay', 2, 1],
    ]);
    expect(d.pay_types[0]!.reason).toBe(PAY_MSG.balanceShort(171_950));
    expect(d.bank.remark).toBe(o.code);
    const root = await api(s.app, pay.orderPayRoot, { orderCode: o.code }, { token: yaofang });
    expect(root.body.data).toEqual(d);
  });

  it('offers credit to a credit client, enabled while the available credit covers the order', async () => {
    const o = await makeOrder(s, 8, { totalFen: 100_000 });
    const r = await withGrace('365', () => api(s.app, pay.orderPay, { orderCode: o.code }, { token: xinyong }));
    expect(r.body.data.is_credit).toBe(1);
    expect(r.body.data.pay_types.find((p) => p.group === 'credit')).toMatchObject({ pay_type: 9, enabled: 1 });
  });

  it("says an unknown order, or another client's, does not exist", async () => {
    const mine = await makeOrder(s, 8);
    for (const code of ['NOPE', mine.code]) {
      const r = await api(s.app, pay.orderPay, { orderCode: code }, { token: yaofang });
      expect(r.body).toMatchObject({ code: 400, msg: PAY_MSG.orderMissing });
    }
  });
});

describe('GET /w1/AccountPay', () => {
  it('debits the balance with a ledger row, a payment row and an audit row, and moves the order 0 → 1', async () => {
    const before = await clientRow(s, 1);
    const o = await makeOrder(s, 1, { totalFen: 12_345 });
    const r = await api(s.app, pay.accountPay, { orderCode: o.code, pay_password: DEMO_PAY_PASSWORD }, { token: yaofang });
    expect(r.body.data).toMatchObject({ order_code: o.code, status: 1, pay_status: 2, pay_type: 0, paid: 1 });
    expect((await clientRow(s, 1)).balanceFen).toBe(before.balanceFen - 12_345);
    const ledger = await s.db.select().from(cashLedger).where(eq(cashLedger.orderId, o.id));
    expect(ledger).toMatchObject([{ deltaFen: -12_345, balanceAfterFen: before.balanceFen - 12_345, kind: 'order_pay' }]);
    expect(await s.db.select().from(payments).where(eq(payments.orderId, o.id))).toMatchObject([{ provider: 'balance', status: 1, amountFen: 12_345, payType: 0 }]);
    expect(await s.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).toMatchObject([{ fromStatus: 0, toStatus: 1, actorKind: 'client', actorId: 1 }]);
    const audits = await s.db.select().from(auditLog).where(and(eq(auditLog.action, 'payment'), eq(auditLog.subject, `order:${o.code}`)));
    expect(audits).toHaveLength(1);
    expect(await orderRow(s, o.id)).toMatchObject({ status: 1, payStatus: 2, paidFen: 12_345 });
    // Paying again is refused and takes nothing.
    const again = await api(s.app, pay.accountPay, { orderCode: o.code, pay_password: DEMO_PAY_PASSWORD }, { token: yaofang });
    expect(again.body).toMatchObject({ code: 400, msg: PAY_MSG.alreadyPaid });
    expect((await clientRow(s, 1)).balanceFen).toBe(before.balanceFen - 12_345);
    expect(await ledgerMismatches(s)).toEqual([]);
  });

  it('refuses an order the balance cannot cover, naming the shortfall, and changes nothing', async () => {
    const before = await clientRow(s, 1);
    const o = await makeOrder(s, 1, { totalFen: before.balanceFen + 1 });
    const r = await api(s.app, pay.accountPay, { orderCode: o.code, pay_password: DEMO_PAY_PASSWORD }, { token: yaofang });
    expect(r.body).toMatchObject({ code: 400, msg: PAY_MSG.balanceShort(1) });
    expect((await clientRow(s, 1)).balanceFen).toBe(before.balanceFen);
    expect(await orderRow(s, o.id)).toMatchObject({ status: 0, payStatus: 0 });
    expect(await s.db.select().from(payments).where(eq(payments.orderId, o.id))).toEqual([]);
  });

  it('records a salesman acting for the client as the payer', async () => {
    const token = await actingFor(s, 1);
    const o = await makeOrder(s, 1, { totalFen: 100 });
    const r = await api(s.app, pay.accountPay, { orderCode: o.code, pay_password: DEMO_PAY_PASSWORD }, { token });
    expect(r.body.code).toBe(200);
    expect(await s.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).toMatchObject([{ actorKind: 'salesman', actorId: 1 }]);
  });
});

/** Runs `f` with the credit grace period set (the demo credit client's bills are overdue by up to ~4 months). */
async function withGrace<T>(days: string | undefined, f: () => Promise<T>): Promise<T> {
  env.set('YAOCAI_CREDIT_GRACE_DAYS', days);
  try {
    return await f();
  } finally {
    env.set('YAOCAI_CREDIT_GRACE_DAYS', undefined);
  }
}

describe('credit and overdue bills', () => {
  it('refuses credit past the grace period (default 0 days) with the bills named, on the pay page, the check and the pay; nothing changes', async () => {
    const before = await clientRow(s, 8);
    const o = await makeOrder(s, 8, { totalFen: 100_000 });
    const info = await withGrace(undefined, () => api(s.app, pay.orderPay, { orderCode: o.code }, { token: xinyong }));
    const option = info.body.data.pay_types.find((p) => p.group === 'credit');
    expect(option).toMatchObject({ enabled: 0, reason: '您有3笔账单已逾期，共¥12,500.00，暂不能使用信用支付（先还清逾期账单）' });
    const check = await withGrace(undefined, () => api(s.app, pay.creditCheckTrade, { orderCode: o.code }, { token: xinyong }));
    expect(check.body).toMatchObject({ code: 400, msg: option!.reason });
    const paid = await withGrace(undefined, () => api(s.app, pay.creditPay, { orderCode: o.code, pay_password: DEMO_PAY_PASSWORD }, { token: xinyong }));
    expect(paid.body).toMatchObject({ code: 400, msg: option!.reason });
    expect(await clientRow(s, 8)).toMatchObject({ creditUsedFen: before.creditUsedFen });
    expect(await orderRow(s, o.id)).toMatchObject({ status: 0 });
    // A grace longer than the oldest bill's lateness lets credit pay again.
    expect((await withGrace('365', () => api(s.app, pay.creditCheckTrade, { orderCode: o.code }, { token: xinyong }))).body.code).toBe(200);
  });

  it('checks, then pays on credit: credit in use grows with a ledger row, the order is paid in arrears', async () => {
    const before = await clientRow(s, 8);
    const o = await makeOrder(s, 8, { totalFen: 200_000 });
    const check = await withGrace('365', () => api(s.app, pay.creditCheckTrade, { orderCode: o.code }, { token: xinyong }));
    expect(check.body.data).toEqual({ credit_limit: '50000.00', used_credit: '12500.00', available_credit: '37500.00', total: '2000.00', enough: 1 });
    const r = await withGrace('365', () => api(s.app, pay.creditPay, { orderCode: o.code, pay_password: DEMO_PAY_PASSWORD }, { token: xinyong }));
    expect(r.body.data).toMatchObject({ status: 1, pay_status: 1, pay_type: 9, paid: 1 });
    expect((await clientRow(s, 8)).creditUsedFen).toBe(before.creditUsedFen + 200_000);
    expect(await s.db.select().from(creditLedger).where(eq(creditLedger.orderId, o.id))).toMatchObject([{ deltaFen: 200_000, kind: 'order' }]);
    expect(await ledgerMismatches(s)).toEqual([]);
  });

  it('refuses more than the available credit, and a client without credit', async () => {
    const c = await clientRow(s, 8);
    const o = await makeOrder(s, 8, { totalFen: c.creditLimitFen - c.creditUsedFen + 1 });
    const check = await withGrace('365', () => api(s.app, pay.creditCheckTrade, { orderCode: o.code }, { token: xinyong }));
    expect(check.body.data.enough).toBe(0);
    const r = await withGrace('365', () => api(s.app, pay.creditPay, { orderCode: o.code, pay_password: DEMO_PAY_PASSWORD }, { token: xinyong }));
    expect(r.body).toMatchObject({ code: 400, msg: PAY_MSG.creditShort(c.creditLimitFen - c.creditUsedFen) });
    expect((await clientRow(s, 8)).creditUsedFen).toBe(c.creditUsedFen);
    const plain = await makeOrder(s, 1, { totalFen: 100 });
    for (const e of [pay.creditPay] as const) {
      const refused = await api(s.app, e, { orderCode: plain.code, pay_password: DEMO_PAY_PASSWORD }, { token: yaofang });
      expect(refused.body).toMatchObject({ code: 400, msg: PAY_MSG.notCredit });
    }
    const refusedCheck = await api(s.app, pay.creditCheckTrade, { orderCode: plain.code }, { token: yaofang });
    expect(refusedCheck.body).toMatchObject({ code: 400, msg: PAY_MSG.notCredit });
  });
});

describe('bank transfer', () => {
  it('shows the account, moves the order 0 → 10 once, and the operator confirmation pays it (10 → 11)', async () => {
    const o = await makeOrder(s, 1, { totalFen: 88_800 });
    const r = await api(s.app, pay.bankTransfer, { orderCode: o.code }, { token: yaofang });
    expect(r.body.data).toMatchObject({ order_code: o.code, status: 10, total: '888.00', bank: { remark: o.code } });
    expect(r.body.data.bank.account_no).toBeTruthy();
    const again = await api(s.app, pay.bankTransfer, { orderCode: o.code }, { token: yaofang });
    expect(again.body.data.status).toBe(10);
    expect(await s.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).toHaveLength(1);
    // Balance payment is refused while the transfer is awaited.
    expect((await api(s.app, pay.accountPay, { orderCode: o.code, pay_password: DEMO_PAY_PASSWORD }, { token: yaofang })).body.code).toBe(400);
    await s.db.transaction((tx) => confirmBankTransfer(tx, o.id, { kind: 'operator', id: null }));
    expect(await orderRow(s, o.id)).toMatchObject({ status: 11, payStatus: 2, payType: 8, paidFen: 88_800 });
    expect(await s.db.select().from(payments).where(eq(payments.orderId, o.id))).toMatchObject([{ provider: 'bank', status: 1, amountFen: 88_800 }]);
    // Confirming twice is refused by the state machine.
    await expect(s.db.transaction((tx) => confirmBankTransfer(tx, o.id, { kind: 'operator', id: null }))).rejects.toThrow();
  });
});

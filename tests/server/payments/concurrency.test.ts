/**
 * Money under concurrency (this file runs on PGlite and, through the server-pg project, on real PostgreSQL, where
 * the races are real): concurrent balance payments never take the balance below zero and every order is paid at
 * most once; concurrent copies of one notification apply it once; the ledgers always add up to the balances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAY_PASSWORD } from '../../../src/server/demo-accounts';
import { eq } from 'drizzle-orm';
import * as pay from '../../../src/contract/payments';
import { cashLedger, orderEvents, paymentNotifications, payments } from '../../../src/server/db/schema';
import { creditCash, debitCash } from '../../../src/server/services/payments/ledger';
import { api, loginAs, startServer, type TestServer } from '../helpers';
import { clientRow, ledgerMismatches, makeOrder, orderRow, sandboxNotify } from './fixtures';

let s: TestServer;
let token: string;
const CLIENT = 7; // waisheng01
beforeAll(async () => {
  s = await startServer();
  token = (await loginAs(s.app, 'waisheng01')).token;
});
afterAll(() => s?.close());

/** Sets the balance through the ledger (an adjustment row), so ledger = balance still holds. */
async function setBalance(fen: number) {
  const { balanceFen } = await clientRow(s, CLIENT);
  await s.db.transaction(async (tx) => {
    if (fen > balanceFen) await creditCash(tx, CLIENT, fen - balanceFen, 'adjust', { note: 'test' });
    if (fen < balanceFen) await debitCash(tx, CLIENT, balanceFen - fen, 'adjust', { note: 'test' });
  });
}

describe('concurrent balance payments', () => {
  it('20 concurrent AccountPay for two orders on a balance that covers one: one paid, never below zero', async () => {
    await setBalance(15_000);
    const a = await makeOrder(s, CLIENT, { totalFen: 10_000 });
    const b = await makeOrder(s, CLIENT, { totalFen: 10_000 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api(s.app, pay.accountPay, { orderCode: (i % 2 ? a : b).code, pay_password: DEMO_PAY_PASSWORD }, { token })),
    );
    expect(replies.every((r) => r.status === 200 || r.status === 400), replies.map((r) => r.raw).join('\n')).toBe(true);
    const ok = replies.filter((r) => r.body.code === 200);
    expect(ok).toHaveLength(1);
    const orders = [await orderRow(s, a.id), await orderRow(s, b.id)];
    expect(orders.filter((o) => o.status === 1)).toHaveLength(1);
    expect((await clientRow(s, CLIENT)).balanceFen).toBe(5_000);
    for (const o of orders) {
      expect(await s.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).toHaveLength(o.status === 1 ? 1 : 0);
      expect(await s.db.select().from(payments).where(eq(payments.orderId, o.id))).toHaveLength(o.status === 1 ? 1 : 0);
    }
    expect(await ledgerMismatches(s)).toEqual([]);
  });

  it('20 concurrent AccountPay for two orders the balance covers together: both paid once, balance exact', async () => {
    await setBalance(25_000);
    const a = await makeOrder(s, CLIENT, { totalFen: 12_000 });
    const b = await makeOrder(s, CLIENT, { totalFen: 13_000 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api(s.app, pay.accountPay, { orderCode: (i % 2 ? a : b).code, pay_password: DEMO_PAY_PASSWORD }, { token })),
    );
    expect(replies.filter((r) => r.body.code === 200)).toHaveLength(2);
    expect((await clientRow(s, CLIENT)).balanceFen).toBe(0);
    const rows = await s.db.select().from(cashLedger).where(eq(cashLedger.clientId, CLIENT));
    expect(rows.every((r) => r.balanceAfterFen >= 0)).toBe(true);
    expect(await ledgerMismatches(s)).toEqual([]);
  });
});

describe('concurrent notifications', () => {
  it('10 copies of one notice at once apply it once', async () => {
    const o = await makeOrder(s, CLIENT, { totalFen: 2_000 });
    const q = await api(s.app, pay.wxpay, { orderCode: o.code }, { token });
    const no = q.body.data.out_trade_no;
    const replies = await Promise.all(Array.from({ length: 10 }, () => sandboxNotify(s, no, { tradeNo: 'SBX-SAME' })));
    expect(replies.map((r) => r.body)).toEqual(Array(10).fill('success'));
    const outcomes = (await s.db.select().from(paymentNotifications).where(eq(paymentNotifications.outTradeNo, no))).map((n) => n.outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect(await s.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).toHaveLength(1);
  });

  it('two channels paying one order at once: paid once, the other refunded', async () => {
    const o = await makeOrder(s, CLIENT, { totalFen: 3_000 });
    const wx = (await api(s.app, pay.wxpay, { orderCode: o.code }, { token })).body.data.out_trade_no;
    const ali = (await api(s.app, pay.alipay, { orderCode: o.code }, { token })).body.data.out_trade_no;
    await Promise.all([sandboxNotify(s, wx), sandboxNotify(s, ali)]);
    const outcomes = (await s.db.select().from(paymentNotifications)).filter((n) => n.outTradeNo === wx || n.outTradeNo === ali).map((n) => n.outcome).sort();
    expect(outcomes).toEqual(['applied', 'extra_refunded']);
    expect(await s.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).toHaveLength(1);
  });
});

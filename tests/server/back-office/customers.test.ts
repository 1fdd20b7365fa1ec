/**
 * The back office's customers (issue 28): search and detail; 订单客服 freezes a customer (logged out at once, login
 * refused) and unfreezes; a new password works and the old one no longer does; 财务 changes the credit line, never
 * below what is used. Every change is audited with before and after; other roles are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as admin from '../../../src/contract/admin';
import * as cust from '../../../src/contract/admin-customers';
import * as session from '../../../src/contract/session';
import { STATEMENT_MSG } from '../../../src/model/credit-statement';
import { SERVER_MSG } from '../../../src/model/messages';
import { ORDER_STATUS } from '../../../src/model/order-status';
import { STAFF_MSG } from '../../../src/model/staff';
import { auditLog, clients, creditLedger } from '../../../src/server/db/schema';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../../src/server/demo-accounts';
import { totpNow } from '../../../src/server/lib/totp';
import { api, loginAs, newToken, startServer, type TestServer } from '../helpers';
import { clientIdOf, makeOrder } from '../orders/fixtures';

let s: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startServer({ app: { rateLimit: false } });
  for (const username of ['kefu01', 'caiwu01', 'yunying01']) {
    const secret = DEMO_STAFF.find((x) => x.username === username)?.totpSecret;
    const code = secret ? await totpNow(secret) : undefined;
    const r = await api(s.app, admin.staffLogin, { username, password: DEMO_PASSWORD, ...(code ? { code } : {}) });
    tokens[username] = r.body.data.token!;
  }
});
afterAll(() => s?.close());

const as = (u: string) => ({ token: tokens[u]! });
const audits = (id: number) => s.db.select().from(auditLog).where(eq(auditLog.subject, `client:${id}`)).orderBy(asc(auditLog.id));
const siteLogin = async (username: string, password: string) =>
  (await api(s.app, session.login, { username, password }, { token: await newToken(s.app) })).body;

describe('customers', () => {
  it('finds a customer by account and shows its detail', async () => {
    const list = (await api(s.app, cust.adminCustomers, { keyword: 'zhensuo01' }, as('kefu01'))).body.data;
    expect(list.list.map((c) => c.username)).toContain('zhensuo01');
    const id = await clientIdOf(s.db, 'zhensuo01');
    const detail = (await api(s.app, cust.adminCustomer, { client_id: id }, as('caiwu01'))).body.data;
    expect(detail).toMatchObject({ client_id: id, username: 'zhensuo01', status: 1 });
    expect(Array.isArray(detail.licences) && Array.isArray(detail.purchasers) && Array.isArray(detail.salesmen)).toBe(true);
    expect((await api(s.app, cust.adminCustomer, { client_id: 99_999_999 }, as('kefu01'))).body).toMatchObject({ code: 404, msg: STAFF_MSG.customerMissing });
  });

  it('freezing logs the customer out and refuses its login; unfreezing lets it in again; audited', async () => {
    const id = await clientIdOf(s.db, 'zhensuo01');
    const { token } = await loginAs(s.app, 'zhensuo01');
    const frozen = await api(s.app, cust.adminCustomerFreeze, { client_id: id, frozen: true, reason: '资质过期未更新' }, as('kefu01'));
    expect(frozen.body.data.status).toBe(2);
    expect((await api(s.app, session.clientInfo, {}, { token })).body.code).not.toBe(200);
    expect(await siteLogin('zhensuo01', DEMO_PASSWORD)).toMatchObject({ code: 400, msg: SERVER_MSG.accountFrozen });
    expect((await api(s.app, cust.adminCustomerFreeze, { client_id: id, frozen: true, reason: '再次' }, as('kefu01'))).body).toMatchObject({ code: 400, msg: STAFF_MSG.alreadyFrozen });
    expect((await api(s.app, cust.adminCustomerFreeze, { client_id: id, frozen: false, reason: '已更新资质' }, as('kefu01'))).body.data.status).toBe(1);
    expect((await siteLogin('zhensuo01', DEMO_PASSWORD)).code).toBe(200);
    expect((await audits(id)).map((a) => [a.actorKind, (a.detail as { step: string }).step])).toEqual([
      ['staff', 'freeze'],
      ['staff', 'unfreeze'],
    ]);
  });

  it('a reset password works once shown; the old one no longer does; the password is not in the trail', async () => {
    const id = await clientIdOf(s.db, 'yaofang01');
    const r = (await api(s.app, cust.adminCustomerPassword, { client_id: id }, as('kefu01'))).body.data;
    expect(r.username).toBe('yaofang01');
    expect(r.password).toMatch(/^[A-Za-z2-9]{10}$/);
    expect((await siteLogin('yaofang01', DEMO_PASSWORD)).code).toBe(400);
    expect((await siteLogin('yaofang01', r.password)).code).toBe(200);
    expect(JSON.stringify(await audits(id))).not.toContain(r.password);
  });

  it('财务 changes the credit line, never below the credit in use; 订单客服 may not', async () => {
    const id = await clientIdOf(s.db, 'zhensuo01');
    await s.db.update(clients).set({ creditUsedFen: 30_000 }).where(eq(clients.id, id));
    const low = await api(s.app, cust.adminCreditLimit, { client_id: id, credit_limit: '299.99' }, as('caiwu01'));
    expect(low.body).toMatchObject({ code: 400, msg: STAFF_MSG.creditBelowUsed('300.00') });
    const ok = await api(s.app, cust.adminCreditLimit, { client_id: id, credit_limit: '5000' }, as('caiwu01'));
    expect(ok.body.data).toMatchObject({ credit_limit: '5000.00', credit_used: '300.00' });
    expect((await audits(id)).at(-1)!.detail).toMatchObject({ step: 'credit-limit', after: { credit_limit_fen: 500_000 } });
    expect((await api(s.app, cust.adminCreditLimit, { client_id: id, credit_limit: '1' }, as('kefu01'))).body.code).toBe(403);
    expect((await api(s.app, cust.adminCustomers, {}, as('yunying01'))).body.code).toBe(403);
  });
});

describe('credit statement (财务)', () => {
  it('one month: owed before, orders on credit, repayments, refunds, owed after; as CSV; a bad month and other roles refused', async () => {
    const id = await clientIdOf(s.db, 'daishen01');
    const order = await makeOrder(s.db, 'daishen01', ORDER_STATUS.paid);
    const at = (stamp: string) => new Date(`${stamp}+08:00`);
    await s.db.insert(creditLedger).values([
      { clientId: id, deltaFen: 50_000, usedAfterFen: 50_000, kind: 'order', createdAt: at('2024-02-29T23:59:59') },
      { clientId: id, deltaFen: 12_345, usedAfterFen: 62_345, kind: 'order', orderId: order.id, createdAt: at('2024-03-01T00:00:00') },
      { clientId: id, deltaFen: -30_000, usedAfterFen: 32_345, kind: 'repayment', createdAt: at('2024-03-15T10:00:00') },
      { clientId: id, deltaFen: -2_345, usedAfterFen: 30_000, kind: 'refund', createdAt: at('2024-03-31T23:59:59') },
      { clientId: id, deltaFen: 1_000, usedAfterFen: 31_000, kind: 'order', createdAt: at('2024-04-01T00:00:00') },
    ]);
    const s3 = (await api(s.app, cust.adminCreditStatement, { client_id: id, month: '2024-03' }, as('caiwu01'))).body.data;
    expect(s3).toMatchObject({ month: '2024-03', opening: '500.00', charged: '123.45', repaid: '300.00', other: '-23.45', closing: '300.00' });
    expect(s3.rows.map((r) => [r.at, r.kind, r.order_code, r.amount, r.balance])).toEqual([
      ['2024-03-01 00:00:00', '赊账下单', order.code, '123.45', '623.45'],
      ['2024-03-15 10:00:00', '还款', '', '-300.00', '323.45'],
      ['2024-03-31 23:59:59', '退款退回', '', '-23.45', '300.00'],
    ]);
    const quiet = (await api(s.app, cust.adminCreditStatement, { client_id: id, month: '2023-12' }, as('caiwu01'))).body.data;
    expect(quiet).toMatchObject({ opening: '0.00', closing: '0.00', rows: [] });

    const csv = await s.app.inject({ method: 'GET', url: `/api${cust.adminCreditStatementExport.path}?client_id=${id}&month=2024-03`, headers: { token: tokens.caiwu01! } });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain('2024-03 期初');
    expect(lines[5]).toContain('2024-03 期末');
    expect(lines[2]).toContain(order.code);

    expect((await api(s.app, cust.adminCreditStatement, { client_id: id, month: '2024-13' }, as('caiwu01'))).body).toMatchObject({ code: 400, msg: STATEMENT_MSG.badMonth });
    expect((await api(s.app, cust.adminCreditStatement, { client_id: 99_999_999, month: '2024-03' }, as('caiwu01'))).body).toMatchObject({ code: 404, msg: STAFF_MSG.customerMissing });
    expect((await api(s.app, cust.adminCreditStatement, { client_id: id, month: '2024-03' }, as('kefu01'))).body.code).toBe(403);
  });
});

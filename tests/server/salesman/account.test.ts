/** The salesman's account: his data, phone, home figures and to-dos, password change and signing out elsewhere. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { chinaDay } from '../../../src/model/date-range';
import { chinaDayStart } from '../../../src/server/services/salesman/sales';
import * as sm from '../../../src/contract/salesman';
import { ACCOUNT_MSG } from '../../../src/model/messages';
import { yuanToFen } from '../../../src/model/money';
import { TODO_KINDS, monthStart } from '../../../src/model/salesman-report';
import { DEMO_PASSWORD } from '../../../src/server/demo-accounts';
import { auditLog, clients } from '../../../src/server/db/schema';
import { TOKEN_INVALID_CODE } from '../../../src/server/errors';
import { api, loginAs } from '../helpers';
import { salesmanWorld, type SalesmanWorld } from './helpers';

let w: SalesmanWorld;
beforeAll(async () => {
  w = await salesmanWorld();
});
afterAll(() => w?.s.close());

describe('account data', () => {
  it('names him, his company, territory and customers', async () => {
    const r = await api(w.s.app, sm.salesmanBase, undefined, { token: w.ywy01 });
    expect(r.body.data).toMatchObject({ salesman_id: 1, salesman_name: '张伟', username: 'ywy01', company_name: '药采医药（上海）有限公司', acting: null });
    expect(r.body.data.customer_count).toBe(w.mine.length);
    expect(r.body.data.region).toMatch(/^上海市 .*浦东新区.*；江苏省 /);
  });

  it('changes his phone, refusing a malformed one', async () => {
    const bad = await api(w.s.app, sm.saveSalesmanBase, { phone: '1234' }, { token: w.ywy01 });
    expect(bad.body).toMatchObject({ code: 400, msg: '请输入正确的手机号码' });
    const ok = await api(w.s.app, sm.saveSalesmanBase, { phone: '13911112222' }, { token: w.ywy01 });
    expect(ok.body.data.phone).toBe('13911112222');
  });
});

describe('home', () => {
  it('figures add up and every to-do has a count, a text and a link', async () => {
    const r = await api(w.s.app, sm.salesmanIndex, undefined, { token: w.ywy01 });
    const d = r.body.data;
    expect(d.customer_count).toBe(w.mine.length);
    expect(d.trend).toHaveLength(12);
    // New customers: his customers whose account opened today / this month (China time), counted from the rows.
    const opened = await w.s.db.select({ id: clients.id, at: clients.createdAt }).from(clients).where(inArray(clients.id, w.mine));
    const day = chinaDay(new Date());
    const since = (d: string) => opened.filter((c) => c.at >= chinaDayStart(d)).length;
    expect(d.new_customers_today).toBe(since(day));
    expect(d.new_customers_month).toBe(since(monthStart(day)));
    expect(d.new_customers_month).toBeGreaterThan(0); // the demo accounts assigned to him were opened by the seed
    expect(yuanToFen(d.trend.at(-1)!.sales)).toBe(yuanToFen(d.month.sales));
    expect(yuanToFen(d.year.sales)).toBeGreaterThanOrEqual(yuanToFen(d.month.sales));
    expect(d.todos.length).toBeGreaterThan(2);
    for (const t of d.todos) {
      expect(TODO_KINDS).toContain(t.kind);
      expect(t.count).toBeGreaterThan(0);
      expect(t.title).toContain(String(t.count));
      expect(t.link).toMatch(/^\/salesman\//);
    }
    const region = await api(w.s.app, sm.clientRegion, {}, { token: w.ywy01 });
    expect(d.todos.find((t) => t.kind === 'pendingRegistration')?.count).toBe(region.body.data.pending);
  });
});

describe('password and sessions', () => {
  it('signs out his other sessions, keeping this one', async () => {
    const other = (await loginAs(w.s.app, 'ywy02')).token;
    const r = await api(w.s.app, sm.salesmanSignOutOthers, undefined, { token: w.ywy02 });
    expect(r.body.data.signed_out).toBeGreaterThanOrEqual(1);
    expect((await api(w.s.app, sm.salesmanBase, undefined, { token: other })).body.code).toBe(TOKEN_INVALID_CODE);
    expect((await api(w.s.app, sm.salesmanBase, undefined, { token: w.ywy02 })).body.code).toBe(200);
  });

  it('refuses a wrong old password and a mismatched confirmation', async () => {
    const wrong = await api(w.s.app, sm.saveSalesmanPassPost, { old_password: 'nope12345', password: 'Newpass123', confirm_password: 'Newpass123' }, { token: w.ywy02 });
    expect(wrong.body).toMatchObject({ code: 400, msg: ACCOUNT_MSG.oldPasswordWrong });
    const mismatch = await api(w.s.app, sm.saveSalesmanPassPost, { old_password: DEMO_PASSWORD, password: 'Newpass123', confirm_password: 'Newpass124' }, { token: w.ywy02 });
    expect(mismatch.body.code).toBe(400);
  });

  it('a password change (the SPEC GET or the POST) signs out the other sessions, audited; the new password logs in', async () => {
    const other = (await loginAs(w.s.app, 'ywy02')).token;
    const r = await api(w.s.app, sm.saveSalesmanPass, { old_password: DEMO_PASSWORD, password: 'Newpass123', confirm_password: 'Newpass123' }, { token: w.ywy02 });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200, data: { signed_out: 1 } });
    expect((await api(w.s.app, sm.salesmanBase, undefined, { token: other })).body.code).toBe(TOKEN_INVALID_CODE);
    expect((await api(w.s.app, sm.salesmanBase, undefined, { token: w.ywy02 })).body.code).toBe(200);
    const [row] = await w.s.db.select().from(auditLog).where(and(eq(auditLog.action, 'password_changed'), eq(auditLog.actorKind, 'salesman'))).orderBy(desc(auditLog.id));
    expect(row).toMatchObject({ actorId: 2, detail: { signed_out: 1 } });
    const back = await api(w.s.app, sm.saveSalesmanPassPost, { old_password: 'Newpass123', password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD }, { token: w.ywy02 });
    expect(back.body.code, back.raw).toBe(200);
  });
});

/**
 * The back office's salesmen and territories (issue 28, 管理员): a client moved to another salesman shows in the
 * new one's console and leaves the old one's (who stops acting for it); a new salesman signs in with the one-time
 * password; a disabled one is signed out and refused; territories replaced; each change audited as the staff
 * member; refusals in Chinese change nothing; 运营 is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import * as admin from '../../../src/contract/admin';
import * as sm from '../../../src/contract/admin-salesmen';
import * as salesman from '../../../src/contract/salesman';
import * as session from '../../../src/contract/session';
import { SALESMAN_ADMIN_MSG } from '../../../src/model/salesman-admin';
import { auditLog, clients, salesmanClients, salesmen, sessions, staff } from '../../../src/server/db/schema';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../../src/server/demo-accounts';
import { totpNow } from '../../../src/server/lib/totp';
import { api, loginAs, newToken, startServer, type TestServer } from '../helpers';

let s: TestServer;
let adminToken = '';
let opsToken = '';
let adminId = 0;
const idOf = async (username: string) => (await s.db.select({ id: salesmen.id }).from(salesmen).where(eq(salesmen.username, username)))[0]!.id;
beforeAll(async () => {
  s = await startServer({ app: { rateLimit: false } });
  const secret = DEMO_STAFF.find((x) => x.username === 'admin01')!.totpSecret!;
  adminToken = (await api(s.app, admin.staffLogin, { username: 'admin01', password: DEMO_PASSWORD, code: await totpNow(secret) })).body.data.token!;
  opsToken = (await api(s.app, admin.staffLogin, { username: 'yunying01', password: DEMO_PASSWORD })).body.data.token!;
  adminId = (await s.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'admin01')))[0]!.id;
});
afterAll(() => s?.close());

const adm = () => ({ token: adminToken });
const customersOf = async (token: string) => (await api(s.app, salesman.salesmanCustomers, { size: 50 }, { token })).body.data.list.map((c) => c.username);

describe('salesmen', () => {
  it('moves a client to another salesman: in the new console, out of the old one, the old one stops acting; audited', async () => {
    const [client] = await s.db.select({ id: clients.id }).from(clients).where(eq(clients.username, 'xinkehu01'));
    const old = (await loginAs(s.app, 'ywy01')).token;
    const acting = (await loginAs(s.app, 'ywy01')).token;
    expect((await api(s.app, salesman.actForCustomer, { customer_id: client!.id }, { token: acting })).body.code).toBe(200);
    const fresh = (await loginAs(s.app, 'ywy02')).token;
    expect(await customersOf(old)).toContain('xinkehu01');
    expect(await customersOf(fresh)).not.toContain('xinkehu01');

    const countOf = async (username: string) => (await api(s.app, sm.adminSalesmen, {}, adm())).body.data.list.find((x) => x.username === username)!.customers;
    const [had1, had2] = [await countOf('ywy01'), await countOf('ywy02')];
    const moved = await api(s.app, sm.adminSalesmanAssign, { salesman_id: await idOf('ywy02'), username: 'XinKeHu01' }, adm());
    expect(moved.body.data).toMatchObject({ username: 'ywy02', customers: had2 + 1 });
    expect(await countOf('ywy01')).toBe(had1 - 1);
    expect(await customersOf(fresh)).toContain('xinkehu01');
    expect(await customersOf(old)).not.toContain('xinkehu01');
    expect((await s.db.select().from(sessions).where(eq(sessions.clientId, client!.id))).filter((x) => x.acting)).toEqual([]);
    const [row] = await s.db.select().from(auditLog).where(and(eq(auditLog.subject, `client:${client!.id}`), eq(auditLog.action, 'staff_change'))).orderBy(asc(auditLog.id));
    expect(row).toMatchObject({ action: 'staff_change', actorId: adminId, detail: { step: 'salesman-assign', before: { salesman_ids: [await idOf('ywy01')] }, after: { salesman_ids: [await idOf('ywy02')] } } });
    expect((await api(s.app, sm.adminSalesmanAssign, { salesman_id: await idOf('ywy02'), username: 'xinkehu01' }, adm())).body).toMatchObject({ code: 400, msg: SALESMAN_ADMIN_MSG.alreadyHis });
    expect((await api(s.app, sm.adminSalesmanAssign, { salesman_id: await idOf('ywy02'), username: 'nobody99' }, adm())).body).toMatchObject({ code: 404, msg: SALESMAN_ADMIN_MSG.clientMissing('nobody99') });
  });

  it('creates a salesman who signs in with the one-time password, sets his territories, disables him (signed out, refused)', async () => {
    const made = await api(s.app, sm.adminSalesmanCreate, { username: 'ywy_new1', name: '王新', phone: '13900000009', company_id: 1 }, adm());
    expect(made.body.data.salesman).toMatchObject({ username: 'ywy_new1', active: true, customers: 0, regions: [] });
    const { password } = made.body.data;
    expect((await api(s.app, sm.adminSalesmanCreate, { username: 'YAOFANG01', name: 'x', company_id: 1 }, adm())).body).toMatchObject({ code: 400, msg: SALESMAN_ADMIN_MSG.usernameTaken });
    const id = made.body.data.salesman.salesman_id;
    const token = await newToken(s.app);
    const signed = await api(s.app, session.login, { username: 'ywy_new1', password }, { token });
    expect(signed.body.code).toBe(200);

    const regions = await api(s.app, sm.adminSalesmanRegions, { salesman_id: id, regions: [{ province: '上海市', city: '上海市', area: '浦东新区' }, { province: '浙江省' }, { province: '浙江省' }] }, adm());
    expect(regions.body.data.regions).toEqual([{ province: '上海市', city: '上海市', area: '浦东新区' }, { province: '浙江省', city: '', area: '' }]);

    expect((await api(s.app, sm.adminSalesmanActive, { salesman_id: id, active: false }, adm())).body.data.active).toBe(false);
    expect(await s.db.$count(sessions, eq(sessions.salesmanId, id))).toBe(0);
    expect((await api(s.app, session.login, { username: 'ywy_new1', password }, { token: await newToken(s.app) })).body.msg).toBe('账号已冻结，请联系客服');
    expect((await api(s.app, sm.adminSalesmanActive, { salesman_id: id, active: false }, adm())).body).toMatchObject({ code: 400, msg: SALESMAN_ADMIN_MSG.alreadyDisabled });
    expect((await api(s.app, sm.adminSalesmanAssign, { salesman_id: id, username: 'yaofang01' }, adm())).body).toMatchObject({ code: 400, msg: SALESMAN_ADMIN_MSG.disabledTarget });
    const steps = (await s.db.select().from(auditLog).where(eq(auditLog.subject, `salesman:${id}`)).orderBy(asc(auditLog.id))).map((r) => [r.actorId, (r.detail as { step: string }).step]);
    expect(steps).toEqual([
      [adminId, 'create'],
      [adminId, 'regions'],
      [adminId, 'disable'],
    ]);
    expect(JSON.stringify(await s.db.select().from(auditLog).where(eq(auditLog.subject, `salesman:${id}`)))).not.toContain(password);
  });

  it('lists the salesmen for 管理员 only: 运营 is refused and changes nothing', async () => {
    const list = (await api(s.app, sm.adminSalesmen, {}, adm())).body.data;
    expect(list.list.map((x) => x.username)).toEqual(expect.arrayContaining(['ywy01', 'ywy02']));
    expect(list.companies.length).toBeGreaterThan(0);
    const before = await s.db.$count(salesmanClients);
    expect((await api(s.app, sm.adminSalesmen, {}, { token: opsToken })).body.code).toBe(403);
    expect((await api(s.app, sm.adminSalesmanAssign, { salesman_id: await idOf('ywy01'), username: 'yaofang01' }, { token: opsToken })).body.code).toBe(403);
    expect(await s.db.$count(salesmanClients)).toBe(before);
  });
});

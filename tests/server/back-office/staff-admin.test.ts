/**
 * 管理员 manages the staff accounts (issue 28): creates one (its temporary password signs in), changes its roles (the
 * next request sees them), disables it (its session ends, sign-in refused), resets its password or authenticator;
 * cannot lock themselves out; every change audited with before and after; no other role may do any of it. The
 * 合作方 page's ERP keys (create, rotate, webhook, revoke) are 管理员's too, on the operator commands' services,
 * and so are the clinic systems' (CIS) credentials (create, rotate, revoke: the store's CIS login follows each).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as admin from '../../../src/contract/admin';
import * as st from '../../../src/contract/admin-staff';
import type * as cisApi from '../../../src/contract/cis';
import * as pt from '../../../src/contract/partners';
import type { CisParams } from '../../../src/model/cis-link';
import { ACCOUNT_MSG } from '../../../src/model/messages';
import { PARTNER_MSG } from '../../../src/model/partner-rules';
import { STAFF_MSG } from '../../../src/model/staff';
import { auditLog, staff } from '../../../src/server/db/schema';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../../src/server/demo-accounts';
import { totpNow } from '../../../src/server/lib/totp';
import { linkPartnerClient, signCis } from '../../../src/server/services/cis/handshake';
import { api, call, newToken, startServer, type TestServer } from '../helpers';

let s: TestServer;
let adminToken = '';
let kefuToken = '';
beforeAll(async () => {
  s = await startServer({ app: { rateLimit: false } });
  const secret = DEMO_STAFF.find((x) => x.username === 'admin01')!.totpSecret!;
  adminToken = (await api(s.app, admin.staffLogin, { username: 'admin01', password: DEMO_PASSWORD, code: await totpNow(secret) })).body.data.token!;
  kefuToken = (await api(s.app, admin.staffLogin, { username: 'kefu01', password: DEMO_PASSWORD })).body.data.token!;
});
afterAll(() => s?.close());

const adm = () => ({ token: adminToken });
const signIn = (username: string, password: string) => api(s.app, admin.staffLogin, { username, password });

describe('staff management', () => {
  it('creates an account whose temporary password signs in with its roles; a taken name is refused', async () => {
    const r = (await api(s.app, st.adminStaffCreate, { username: 'kefu02', name: '王客服', roles: ['service'] }, adm())).body.data;
    expect(r.staff).toMatchObject({ username: 'kefu02', roles: ['service'], disabled: false });
    const login = (await signIn('kefu02', r.password)).body.data;
    expect(login.step).toBe('done');
    expect((await api(s.app, admin.staffMe, {}, { token: login.token! })).body.data.roles).toEqual(['service']);
    expect((await api(s.app, st.adminStaffCreate, { username: 'KEFU02', name: '重名', roles: ['service'] }, adm())).body).toMatchObject({ code: 400, msg: STAFF_MSG.staffTaken });
  });

  it('changes roles (seen at the next request), disables (session ends, sign-in refused) and enables; audited', async () => {
    const created = (await api(s.app, st.adminStaffCreate, { username: 'yunying02', name: '李运营', roles: ['operations'] }, adm())).body.data;
    const token = (await signIn('yunying02', created.password)).body.data.token!;
    const id = created.staff.id;
    expect((await api(s.app, st.adminStaffUpdate, { id, roles: ['operations', 'service'] }, adm())).body.data.roles).toEqual(['operations', 'service']);
    expect((await api(s.app, admin.staffMe, {}, { token })).body.data.roles).toEqual(['operations', 'service']);
    expect((await api(s.app, st.adminStaffUpdate, { id, disabled: true }, adm())).body.data.disabled).toBe(true);
    expect((await api(s.app, admin.staffMe, {}, { token })).body.code).toBe(401);
    expect((await signIn('yunying02', created.password)).body.data).toBeNull();
    expect((await api(s.app, st.adminStaffUpdate, { id, disabled: false }, adm())).body.data.disabled).toBe(false);
    expect((await signIn('yunying02', created.password)).body.data?.step).toBe('done');
    const rows = await s.db.select().from(auditLog).where(eq(auditLog.subject, `staff:${id}`)).orderBy(asc(auditLog.id));
    expect(rows.map((r) => (r.detail as { step: string }).step)).toEqual(['staff-create', 'staff-update', 'staff-update', 'staff-update']);
    expect(rows[1]!.detail).toMatchObject({ before: { roles: ['operations'] }, after: { roles: ['operations', 'service'] } });
  });

  it('resets a password (the old one refused, the new one works) or the authenticator; never in the trail', async () => {
    const created = (await api(s.app, st.adminStaffCreate, { username: 'caiwu02', name: '赵财务', roles: ['finance'] }, adm())).body.data;
    const reset = (await api(s.app, st.adminStaffReset, { id: created.staff.id, what: 'password' }, adm())).body.data;
    expect(reset.password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect((await signIn('caiwu02', created.password)).body.code).toBe(400);
    expect((await signIn('caiwu02', reset.password!)).body.data.step).toBe('enrol');
    await s.db.update(staff).set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpConfirmed: true }).where(eq(staff.id, created.staff.id));
    const totp = (await api(s.app, st.adminStaffReset, { id: created.staff.id, what: 'totp' }, adm())).body.data;
    expect(totp.staff.totp_enrolled).toBe(false);
    expect((await signIn('caiwu02', reset.password!)).body.data.step).toBe('enrol');
    const trail = JSON.stringify(await s.db.select().from(auditLog).where(eq(auditLog.subject, `staff:${created.staff.id}`)));
    expect(trail).not.toContain(reset.password!);
  });

  it('an administrator cannot disable or reset themselves nor drop their own admin role; other roles are refused', async () => {
    const [me] = await s.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'admin01'));
    expect((await api(s.app, st.adminStaffUpdate, { id: me!.id, disabled: true }, adm())).body).toMatchObject({ code: 400, msg: STAFF_MSG.notYourself });
    expect((await api(s.app, st.adminStaffUpdate, { id: me!.id, roles: ['quality'] }, adm())).body).toMatchObject({ code: 400, msg: STAFF_MSG.notYourself });
    expect((await api(s.app, st.adminStaffReset, { id: me!.id, what: 'password' }, adm())).body).toMatchObject({ code: 400, msg: STAFF_MSG.notYourself });
    expect((await api(s.app, st.adminStaffList, {}, adm())).body.data.map((x) => x.username)).toContain('admin01');
    expect((await api(s.app, st.adminStaffList, {}, { token: kefuToken })).body.code).toBe(403);
    expect((await api(s.app, st.adminStaffCreate, { username: 'evil01', name: '坏人', roles: ['admin'] }, { token: kefuToken })).body.code).toBe(403);
  });
});

describe('partners (管理员)', () => {
  it('creates an ERP key (secret answered once, never listed nor audited), rotates, sets the webhook, revokes; audited as the staff member; other roles refused', async () => {
    const made = (await api(s.app, pt.adminPartnerCreate, { name: '  测试 ERP  ' }, adm())).body.data;
    expect(made).toMatchObject({ name: '测试 ERP', key_id: expect.stringMatching(/^yc_/), secret: expect.any(String) });
    const listed = async () => (await api(s.app, pt.adminPartners, {}, adm())).body.data;
    const first = await listed();
    expect(first.erp.find((p) => p.key_id === made.key_id)).toMatchObject({ name: '测试 ERP', state: '启用', webhook_url: '' });
    expect(JSON.stringify(first)).not.toContain(made.secret);
    expect(first.cis.length).toBeGreaterThan(0);
    expect(first.cis.every((c) => c.code && Number.isInteger(c.clients))).toBe(true);

    const rotated = (await api(s.app, pt.adminPartnerRotate, { key_id: made.key_id }, adm())).body.data;
    expect(rotated.secret).not.toBe(made.secret);
    expect((await api(s.app, pt.adminPartnerWebhook, { key_id: made.key_id, url: 'ftp://x' }, adm())).body).toMatchObject({ code: 400, msg: PARTNER_MSG.badWebhook });
    expect((await api(s.app, pt.adminPartnerWebhook, { key_id: made.key_id, url: 'https://erp.example.com/hook' }, adm())).body.code).toBe(200);
    expect((await listed()).erp.find((p) => p.key_id === made.key_id)!.webhook_url).toBe('https://erp.example.com/hook');
    expect((await api(s.app, pt.adminPartnerDeliveries, { key_id: made.key_id }, adm())).body.data).toEqual([]);
    expect((await api(s.app, pt.adminPartnerRevoke, { key_id: made.key_id }, adm())).body.data.state).toBe('已停用');
    expect((await api(s.app, pt.adminPartnerRotate, { key_id: made.key_id }, adm())).body).toMatchObject({ code: 400, msg: PARTNER_MSG.revoked(made.key_id) });
    expect((await api(s.app, pt.adminPartnerCreate, { name: '   ' }, adm())).body).toMatchObject({ code: 400, msg: PARTNER_MSG.nameRequired });

    const [me] = await s.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'admin01'));
    const trail = await s.db.select().from(auditLog).where(eq(auditLog.subject, `partner:${made.key_id}`)).orderBy(asc(auditLog.id));
    expect(trail.map((a) => [a.action, a.actorKind, a.actorId, (a.detail as { change: string }).change])).toEqual([
      ['staff_change', 'staff', me!.id, 'partner-create'],
      ['staff_change', 'staff', me!.id, 'partner-rotate'],
      ['staff_change', 'staff', me!.id, 'partner-webhook'],
      ['staff_change', 'staff', me!.id, 'partner-revoke'],
    ]);
    expect(trail[2]!.detail).toMatchObject({ before: '', after: 'https://erp.example.com/hook' });
    expect(JSON.stringify(trail)).not.toContain(made.secret);
    expect(JSON.stringify(trail)).not.toContain(rotated.secret);

    const kefu = { token: kefuToken };
    expect((await api(s.app, pt.adminPartners, {}, kefu)).body).toMatchObject({ code: 403, msg: STAFF_MSG.roleDenied });
    expect((await api(s.app, pt.adminPartnerCreate, { name: '越权' }, kefu)).body.code).toBe(403);
    expect((await listed()).erp.some((p) => p.name === '越权')).toBe(false);
  });
});

describe('clinic systems (CIS, 管理员)', () => {
  const link = async (code: string, secret: string) => {
    const p: CisParams = { UserName: 'yaofang01', action: 'search', keyword: 'x', partner: code, ts: String(Date.now()), nonce: `bo-${Math.random()}` };
    return (await call<cisApi.CisLoginResult>(s.app, 'GET', '/api/w1/cisLogin', { token: await newToken(s.app), query: { ...p, sign: signCis(secret, p) } as Record<string, string> })).body;
  };

  it('creates (secret once), rotates (the old secret refused at once) and revokes (links refused); audited, never the secret; other roles refused', async () => {
    const made = (await api(s.app, pt.adminCisCreate, { code: 'bo-clinic', name: ' 测试诊所系统 ' }, adm())).body.data;
    expect(made).toMatchObject({ code: 'bo-clinic', name: '测试诊所系统', secret: expect.stringMatching(/^[0-9a-f]{64}$/) });
    await linkPartnerClient(s.db, 'bo-clinic', 'yaofang01');
    expect((await link('bo-clinic', made.secret)).code).toBe(200);
    const listed = async () => (await api(s.app, pt.adminPartners, {}, adm())).body.data.cis.find((c) => c.code === 'bo-clinic');
    expect(await listed()).toMatchObject({ name: '测试诊所系统', state: '启用', clients: 1 });
    expect(JSON.stringify((await api(s.app, pt.adminPartners, {}, adm())).body.data)).not.toContain(made.secret);
    expect((await api(s.app, pt.adminCisCreate, { code: 'bo-clinic', name: '重复' }, adm())).body).toMatchObject({ code: 400, msg: PARTNER_MSG.cisCodeTaken('bo-clinic') });

    const rotated = (await api(s.app, pt.adminCisRotate, { code: 'bo-clinic' }, adm())).body.data;
    expect(rotated.secret).not.toBe(made.secret);
    expect(await link('bo-clinic', made.secret)).toMatchObject({ code: 403, msg: ACCOUNT_MSG.cisForged });
    expect((await link('bo-clinic', rotated.secret)).code).toBe(200);

    expect((await api(s.app, pt.adminCisRevoke, { code: 'bo-clinic' }, adm())).body.data).toMatchObject({ code: 'bo-clinic', state: '已停用' });
    expect(await link('bo-clinic', rotated.secret)).toMatchObject({ code: 403, msg: PARTNER_MSG.cisLinkRevoked });
    expect((await api(s.app, pt.adminCisRotate, { code: 'bo-clinic' }, adm())).body).toMatchObject({ code: 400, msg: PARTNER_MSG.cisRevoked('bo-clinic') });
    expect((await api(s.app, pt.adminCisRevoke, { code: 'no-such' }, adm())).body).toMatchObject({ code: 404, msg: PARTNER_MSG.cisUnknown('no-such') });

    const [me] = await s.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'admin01'));
    const trail = await s.db.select().from(auditLog).where(eq(auditLog.subject, 'cis:bo-clinic')).orderBy(asc(auditLog.id));
    expect(trail.map((a) => [a.action, a.actorId, (a.detail as { change: string }).change])).toEqual([
      ['staff_change', me!.id, 'cis-create'],
      ['staff_change', me!.id, 'cis-rotate'],
      ['staff_change', me!.id, 'cis-revoke'],
    ]);
    expect(JSON.stringify(trail)).not.toContain(made.secret);
    expect(JSON.stringify(trail)).not.toContain(rotated.secret);

    expect((await api(s.app, pt.adminCisCreate, { code: 'kefu-clinic', name: '越权' }, { token: kefuToken })).body.code).toBe(403);
    expect((await api(s.app, pt.adminCisCreate, { code: 'Bad Code', name: 'x' }, adm())).body.code).toBe(400);
    expect((await api(s.app, pt.adminPartners, {}, adm())).body.data.cis.some((c) => c.code === 'kefu-clinic')).toBe(false);
  });
});

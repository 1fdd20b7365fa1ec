/**
 * The back office (issue 28): staff sign-in (wrong password, the failure limit, TOTP required / wrong / right /
 * replayed, enrolment, disabled staff), the roles each endpoint declares, and the registration review through the
 * staff API with its audit rows; the client approved there can log in on the site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as admin from '../../../src/contract/admin';
import * as session from '../../../src/contract/session';
import { SERVER_MSG } from '../../../src/model/messages';
import { STAFF_MSG } from '../../../src/model/staff';
import { LOGIN_MAX_FAILURES } from '../../../src/server/constants';
import { auditLog, clientLicences, clientLicenceValidity, clients, licenceRenewals, staff, uploads } from '../../../src/server/db/schema';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../../src/server/demo-accounts';
import { hashPassword } from '../../../src/server/lib/password';
import { totpNow } from '../../../src/server/lib/totp';
import { TOKEN_INVALID_CODE } from '../../../src/server/errors';
import { api, loginAs, newToken, type TestServer, startServer } from '../helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const secretOf = (username: string) => DEMO_STAFF.find((x) => x.username === username)?.totpSecret ?? '';

let s: TestServer;
beforeAll(async () => {
  // The per-ip flood guard (60 logins a minute) is not what is tested: the failure limit per username is.
  s = await startServer({ app: { rateLimit: false } });
});
afterAll(() => s?.close());

const signIn = (username: string, password = DEMO_PASSWORD, code?: string) =>
  api(s.app, admin.staffLogin, { username, password, ...(code ? { code } : {}) });

async function tokenOf(username: string, code?: string): Promise<string> {
  const r = await signIn(username, DEMO_PASSWORD, code);
  if (r.body.code !== 200 || !r.body.data.token) throw new Error(`staff login ${username}: ${r.raw}`);
  return r.body.data.token;
}

/** A pending registration with two licence pictures and the dates entered for one, inserted directly. */
async function pendingClient(username: string): Promise<number> {
  const [model] = await s.db.select().from(clients).where(eq(clients.username, 'daishen01'));
  if (!model) throw new Error('seed: daishen01');
  const { id: _id, username: _u, createdAt: _c, ...rest } = model;
  const [row] = await s.db.insert(clients).values({ ...rest, username, checkStatus: 0 }).returning({ id: clients.id });
  const clientId = row!.id;
  for (const kind of ['business', 'GSP']) {
    const [up] = await s.db
      .insert(uploads)
      .values({ key: `${username}-${kind}.png`, clientId, mime: 'image/png', size: PNG.length, data: PNG })
      .returning({ id: uploads.id });
    await s.db.insert(clientLicences).values({ clientId, kind, uploadId: up!.id });
  }
  return clientId;
}

describe('staff sign-in', () => {
  it('signs a role without a second factor in with the password alone; me names the roles', async () => {
    const token = await tokenOf('zhiliang01');
    const me = await api(s.app, admin.staffMe, {}, { token });
    expect(me.body.data).toMatchObject({ username: 'zhiliang01', roles: ['quality'] });
  });

  it('refuses a wrong password and an unknown name alike, and counts them', async () => {
    expect((await signIn('kefu01', 'wrong')).body).toEqual({ code: 400, msg: SERVER_MSG.loginFailed, data: null });
    expect((await signIn('nobody99', 'wrong')).body).toEqual({ code: 400, msg: SERVER_MSG.loginFailed, data: null });
    const failed = await s.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff_login_failed'), eq(auditLog.subject, 'staff:kefu01')));
    expect(failed.length).toBe(1);
  });

  it('throttles like the buyers: past the limit even the right password is refused', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await signIn('yunying01', `wrong-${i}`)).body.code).toBe(400);
    expect((await signIn('yunying01')).body).toEqual({ code: 429, msg: SERVER_MSG.tooManyAttempts, data: null });
    const blocked = await s.db.select().from(auditLog).where(eq(auditLog.action, 'staff_login_blocked'));
    expect(blocked.length).toBeGreaterThan(0);
  });

  it('asks 管理员 for a TOTP code, refuses a wrong one, accepts the right one once', async () => {
    const first = await signIn('admin01');
    expect(first.body.data).toEqual({ step: 'totp' });
    expect(first.body.data.token).toBeUndefined();
    expect((await signIn('admin01', DEMO_PASSWORD, '000000')).body).toEqual({ code: 400, msg: STAFF_MSG.totpWrong, data: null });
    const code = await totpNow(secretOf('admin01'));
    const ok = await signIn('admin01', DEMO_PASSWORD, code);
    expect(ok.body.data.step).toBe('done');
    expect(ok.body.data.token).toBeTruthy();
    // The same code again (a replay, or someone watching over the shoulder) is refused.
    expect((await signIn('admin01', DEMO_PASSWORD, code)).body.msg).toBe(STAFF_MSG.totpWrong);
    // A TOTP code never stands in for the password.
    expect((await signIn('admin01', 'wrong', await totpNow(secretOf('admin01'), Date.now() + 30_000))).body.msg).toBe(SERVER_MSG.loginFailed);
  });

  it('a code-protected sign-in counts no failure: more sign-ins than the failure limit in a row are all asked for their code', async () => {
    for (let i = 0; i < 8; i++) expect((await signIn('caiwu01')).body.data, `sign-in ${i + 1}`).toEqual({ step: 'totp' });
    expect((await signIn('caiwu01', DEMO_PASSWORD, await totpNow(secretOf('caiwu01')))).body.data.step).toBe('done');
  });

  it('enrols a new 财务 account on its first sign-in: the otpauth URI after the password, then a code made with it', async () => {
    await s.db.insert(staff).values({ username: 'caiwu02', name: '财务 新人', passwordHash: await hashPassword(DEMO_PASSWORD), roles: ['finance'] });
    const first = await signIn('caiwu02');
    expect(first.body.data.step).toBe('enrol');
    const uri = first.body.data.otpauth ?? '';
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const secret = new URL(uri).searchParams.get('secret') ?? '';
    // Asking again before a code was accepted shows the same secret (a reload of the page does not orphan the app).
    expect((await signIn('caiwu02')).body.data.otpauth).toBe(uri);
    const done = await signIn('caiwu02', DEMO_PASSWORD, await totpNow(secret));
    expect(done.body.data.step).toBe('done');
    expect((await signIn('caiwu02')).body.data).toEqual({ step: 'totp' });
    const [row] = await s.db.select().from(staff).where(eq(staff.username, 'caiwu02'));
    expect(row?.totpConfirmed).toBe(true);
    expect((await s.db.select().from(auditLog).where(eq(auditLog.action, 'staff_totp_enrolled'))).length).toBe(1);
  });

  it('a disabled account cannot sign in, and its open session stops at the next request', async () => {
    await s.db.insert(staff).values({ username: 'zhiliang02', name: '质量 二号', passwordHash: await hashPassword(DEMO_PASSWORD), roles: ['quality'] });
    const token = await tokenOf('zhiliang02');
    expect((await api(s.app, admin.registrations, {}, { token })).body.code).toBe(200);
    await s.db.update(staff).set({ disabled: true }).where(eq(staff.username, 'zhiliang02'));
    expect((await api(s.app, admin.registrations, {}, { token })).body).toEqual({ code: 401, msg: STAFF_MSG.signInRequired, data: null });
    expect((await signIn('zhiliang02')).body).toEqual({ code: 400, msg: STAFF_MSG.disabled, data: null });
    // Whether it is disabled is told only to someone who knows the password.
    expect((await signIn('zhiliang02', 'wrong')).body.msg).toBe(SERVER_MSG.loginFailed);
  });

  it('logout ends the staff session', async () => {
    const token = await tokenOf('zhiliang01');
    expect((await api(s.app, admin.staffLogout, {}, { token })).body.code).toBe(200);
    expect((await api(s.app, admin.staffMe, {}, { token })).body.code).toBe(401);
  });
});

describe('roles', () => {
  it('refuses 订单客服 the review, lets 质量管理 in; a buyer token is no staff token, nor the other way round', async () => {
    const service = await tokenOf('kefu01');
    expect((await api(s.app, admin.registrations, {}, { token: service })).body).toEqual({ code: 403, msg: STAFF_MSG.roleDenied, data: null });
    expect((await api(s.app, admin.dashboard, {}, { token: service })).body.code).toBe(200);
    const quality = await tokenOf('zhiliang01');
    expect((await api(s.app, admin.registrations, {}, { token: quality })).body.code).toBe(200);
    expect((await api(s.app, admin.auditLog, {}, { token: quality })).body.code).toBe(403);

    const buyer = (await loginAs(s.app, 'yaofang01')).token;
    expect((await api(s.app, admin.staffMe, {}, { token: buyer })).body.code).toBe(401);
    expect((await api(s.app, session.userInfo, {}, { token: quality })).body.code).toBe(TOKEN_INVALID_CODE);
  });
});

describe('registration review', () => {
  it('lists the pending registration, shows its pictures, approves it with an audit row; the client then logs in', async () => {
    const clientId = await pendingClient('dsh_approve');
    const token = await tokenOf('zhiliang01');
    const list = await api(s.app, admin.registrations, { status: 0, size: 100 }, { token });
    expect(list.body.data.list.map((r) => r.username)).toContain('dsh_approve');

    const detail = await api(s.app, admin.registration, { client_id: clientId }, { token });
    expect(detail.body.data.licences.map((l) => [l.kind, l.pictures.length])).toEqual([
      ['business', 1],
      ['GSP', 1],
    ]);
    const key = detail.body.data.licences[0]!.pictures[0]!;
    const picture = await s.app.inject({ url: `/api/admin/picture/${key}`, headers: { token } });
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(PNG)).toBe(true);
    // Another role may not read the pictures.
    const ops = await tokenOf('kefu01');
    expect((await s.app.inject({ url: `/api/admin/picture/${key}`, headers: { token: ops } })).json()).toMatchObject({ code: 403 });

    const staffId = (await s.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'zhiliang01')))[0]!.id;
    const done = await api(s.app, admin.reviewRegistration, { client_id: clientId, action: 'approve' }, { token });
    expect(done.body.data).toEqual({ client_id: clientId, checkStatus: 1, note: '' });
    const [row] = await s.db.select().from(auditLog).where(and(eq(auditLog.action, 'registration_approved'), eq(auditLog.subject, `client:${clientId}`)));
    expect(row).toMatchObject({ actorKind: 'staff', actorId: staffId });
    expect(row?.detail).toEqual({ before: { checkStatus: 0, reviewNote: '' }, after: { checkStatus: 1, reviewNote: '' } });

    // Reviewed already: not reviewed twice from a stale page.
    expect((await api(s.app, admin.reviewRegistration, { client_id: clientId, action: 'reject', reason: '晚了' }, { token })).body.msg).toBe(STAFF_MSG.notPending);

    const buyerToken = await newToken(s.app);
    await s.db.update(clients).set({ passwordHash: await hashPassword(DEMO_PASSWORD) }).where(eq(clients.id, clientId));
    expect((await api(s.app, session.login, { username: 'dsh_approve', password: DEMO_PASSWORD }, { token: buyerToken })).body.code).toBe(200);
  });

  it('refuses a rejection without a reason and changes nothing; with one, rejects and audits it', async () => {
    const clientId = await pendingClient('dsh_reject');
    const token = await tokenOf('zhiliang01');
    const before = (await s.db.select().from(auditLog)).length;
    const empty = await api(s.app, admin.reviewRegistration, { client_id: clientId, action: 'reject', reason: '  ' }, { token });
    expect(empty.body).toEqual({ code: 400, msg: STAFF_MSG.rejectReasonRequired, data: null });
    expect((await s.db.select().from(clients).where(eq(clients.id, clientId)))[0]?.checkStatus).toBe(0);
    expect((await s.db.select().from(auditLog)).length).toBe(before);

    const done = await api(s.app, admin.reviewRegistration, { client_id: clientId, action: 'reject', reason: '营业执照模糊，请重新上传' }, { token });
    expect(done.body.data).toEqual({ client_id: clientId, checkStatus: 2, note: '营业执照模糊，请重新上传' });
    const [row] = await s.db.select().from(auditLog).where(and(eq(auditLog.action, 'registration_rejected'), eq(auditLog.subject, `client:${clientId}`)));
    expect(row?.detail).toEqual({ before: { checkStatus: 0, reviewNote: '' }, after: { checkStatus: 2, reviewNote: '营业执照模糊，请重新上传' } });
  });

  it('lists a licence renewal with its picture and the dates entered; approving it makes it the licence of record', async () => {
    const [c] = await s.db.select({ id: clients.id }).from(clients).where(eq(clients.username, 'zizhi02'));
    const [up] = await s.db.insert(uploads).values({ key: 'renewal-test.png', clientId: c!.id, mime: 'image/png', size: PNG.length, data: PNG }).returning({ id: uploads.id });
    const [r] = await s.db
      .insert(licenceRenewals)
      .values({ clientId: c!.id, kind: 'GSP', number: 'SH-GSP-2099', issuer: '上海市药品监督管理局', validFrom: '2026-11-01', validUntil: '2031-10-31', uploadId: up!.id })
      .returning({ id: licenceRenewals.id });
    const token = await tokenOf('zhiliang01');
    const list = await api(s.app, admin.renewals, { size: 100 }, { token });
    const row = list.body.data.list.find((x) => x.id === r!.id);
    expect(row).toMatchObject({ username: 'zizhi02', kind: 'GSP', label: 'GSP证书', valid_until: '2031-10-31', picture: 'renewal-test.png' });
    expect((await s.app.inject({ url: '/api/admin/picture/renewal-test.png', headers: { token } })).headers['content-type']).toBe('image/png');

    expect((await api(s.app, admin.reviewRenewal, { id: r!.id, action: 'reject' }, { token })).body.msg).toBe(STAFF_MSG.rejectReasonRequired);
    const done = await api(s.app, admin.reviewRenewal, { id: r!.id, action: 'approve' }, { token });
    expect(done.body.data).toEqual({ id: r!.id, status: 1, note: '' });
    const [validity] = await s.db.select().from(clientLicenceValidity).where(and(eq(clientLicenceValidity.clientId, c!.id), eq(clientLicenceValidity.kind, 'GSP')));
    expect(validity?.validUntil).toBe('2031-10-31');
    const [audit] = await s.db.select().from(auditLog).where(and(eq(auditLog.action, 'licence_approve'), eq(auditLog.subject, `client:${c!.id}`)));
    expect(audit).toMatchObject({ actorKind: 'staff' });
    expect(audit?.detail).toMatchObject({ before: { status: 0 }, after: { status: 1, valid_until: '2031-10-31' } });
  });

  it('the audit page filters by who and action, and exports the same rows as CSV', async () => {
    // The next period's code: the one before was used (a code is accepted once), and one period of drift is allowed.
    const code = await totpNow(secretOf('admin01'), Date.now() + 30_000);
    const token = await tokenOf('admin01', code);
    const page = await api(s.app, admin.auditLog, { who: 'zhiliang01', action: 'registration_rejected' }, { token });
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.list[0]).toMatchObject({ action: '注册审核驳回', subject: expect.stringMatching(/^client:\d+$/) });
    expect(page.body.data.list[0]?.actor).toContain('zhiliang01');
    const csv = await s.app.inject({ url: '/api/admin/auditExport', query: { who: 'zhiliang01', action: 'registration_rejected' }, headers: { token } });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('营业执照模糊');
  });
});

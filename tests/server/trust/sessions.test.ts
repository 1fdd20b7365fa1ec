/**
 * Holes 4 and 5 and the audit trail: login and a CIS link issue a NEW token (the one the browser had is dropped,
 * so a planted token is worth nothing); a password change logs the account's other sessions out; the session purge
 * never stops on an upload; logins, failures, logouts and acting for a customer leave audit rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as session from '../../../src/contract/session';
import * as personal from '../../../src/contract/personal';
import { TOKEN_INVALID_CODE } from '../../../src/server/errors';
import { auditLog, sessions, uploads } from '../../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../../src/server/demo-accounts';
import { hashToken } from '../../../src/server/lib/token';
import { actForClient } from '../../../src/server/services/accounts/acting';
import { findSession, purgeExpiredSessions, UNCLAIMED_UPLOAD_TTL_MS } from '../../../src/server/services/accounts/sessions';
import { api, call, loginAs, newToken, startServer, type TestServer } from '../helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ app: { limits: { loginPerMinute: 10_000 } } });
});
afterAll(() => s?.close());

const info = (token: string) => api(s.app, session.clientInfo, undefined, { token });

describe('session fixation', () => {
  it('login answers a new token and drops the one the browser sent', async () => {
    const planted = await newToken(s.app);
    const r = await api(s.app, session.login, { username: 'yaofang01', password: DEMO_PASSWORD }, { token: planted });
    expect(r.body.code).toBe(200);
    const fresh = r.body.data.api_token;
    expect(fresh).not.toBe(planted);
    expect(r.body.data.expires_at).toBeGreaterThan(Date.now());
    expect((await info(fresh)).body.data.client_id).toBe(1);
    // Whoever planted the old token is not logged in with it: it is unknown now.
    expect((await info(planted)).body.code).toBe(TOKEN_INVALID_CODE);
    expect(await s.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(planted)))).toEqual([]);
  });

  it('a failed login keeps the anonymous token', async () => {
    const t = await newToken(s.app);
    expect((await api(s.app, session.login, { username: 'yaofang01', password: 'wrong1' }, { token: t })).body.code).toBe(400);
    expect((await call(s.app, 'GET', '/api/w1/publicHeader', { token: t })).body.code).toBe(200);
  });
});

describe('password change', () => {
  it('logs the account out everywhere else, keeps this session', async () => {
    const here = (await loginAs(s.app, 'zhensuo01')).token;
    const otherPc = (await loginAs(s.app, 'zhensuo01')).token;
    const salesman = (await loginAs(s.app, 'ywy01')).token;
    const acting = await findSession(s.db, salesman);
    await actForClient(s.db, acting!, 2);
    const change = { old_password: DEMO_PASSWORD, password: 'newpass9', confirm_password: 'newpass9' };
    expect((await api(s.app, personal.updateClientPass, change, { token: here })).body.code).toBe(200);
    expect((await info(here)).body.code).toBe(200);
    expect((await info(otherPc)).body.code).toBe(TOKEN_INVALID_CODE);
    // The salesman's own session is not the client's credential: it stays.
    expect((await info(salesman)).body.code).toBe(200);
    const audited = await s.db.select().from(auditLog).where(eq(auditLog.action, 'password_changed'));
    expect(audited.map((a) => a.actorId)).toContain(2);
  });
});

describe('session purge', () => {
  it('deletes expired sessions even when they own uploads; unclaimed pictures go, claimed ones stay', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000);
    const [gone] = await s.db.insert(sessions).values({ tokenHash: 'purge-test-1', expiresAt: old }).returning();
    const [kept] = await s.db.insert(sessions).values({ tokenHash: 'purge-test-2', expiresAt: new Date(Date.now() + 86_400_000) }).returning();
    const pic = { mime: 'image/png', size: 3, data: Buffer.from('png') };
    await s.db.insert(uploads).values([
      { ...pic, key: 'purge-unclaimed', sessionId: gone!.id },
      { ...pic, key: 'purge-claimed', sessionId: gone!.id, clientId: 1 },
      { ...pic, key: 'purge-fresh', sessionId: kept!.id },
      { ...pic, key: 'purge-stale', sessionId: kept!.id, createdAt: new Date(Date.now() - UNCLAIMED_UPLOAD_TTL_MS - 60_000) },
    ]);
    await purgeExpiredSessions(s.db);
    expect(await s.db.select().from(sessions).where(eq(sessions.id, gone!.id))).toEqual([]);
    const left = await s.db.select({ key: uploads.key, sessionId: uploads.sessionId }).from(uploads);
    const keys = left.map((u) => u.key);
    expect(keys).toContain('purge-claimed');
    expect(keys).toContain('purge-fresh');
    expect(keys).not.toContain('purge-unclaimed');
    expect(keys).not.toContain('purge-stale');
    expect(left.find((u) => u.key === 'purge-claimed')?.sessionId).toBeNull();
    // And it keeps working afterwards (it used to fail for good on the foreign key).
    await purgeExpiredSessions(s.db);
  });
});

describe('audit trail', () => {
  it('records logins, failed logins, logout and a salesman starting to act for a customer', async () => {
    const t = await newToken(s.app);
    await api(s.app, session.login, { username: 'weishengyuan01', password: 'wrong1' }, { token: t });
    const { token } = await loginAs(s.app, 'weishengyuan01');
    await call(s.app, 'GET', '/api/loginOut', { token });
    const salesman = await loginAs(s.app, 'ywy02');
    await actForClient(s.db, (await findSession(s.db, salesman.token))!, 3, '10.0.0.9');
    const rows = await s.db.select().from(auditLog);
    const has = (action: string, actorKind: string, actorId: number | null, subject?: string) =>
      rows.some((r) => r.action === action && r.actorKind === actorKind && r.actorId === actorId && (subject === undefined || r.subject === subject));
    expect(has('login_failed', 'visitor', null, 'username:weishengyuan01')).toBe(true);
    expect(has('login', 'client', 3)).toBe(true);
    expect(has('logout', 'client', 3)).toBe(true);
    expect(has('login', 'salesman', 2)).toBe(true);
    expect(has('acting', 'salesman', 2, 'client:3')).toBe(true);
    expect(rows.find((r) => r.action === 'login_failed')?.ip).toBe('127.0.0.1');
    // Never the password.
    expect(JSON.stringify(rows)).not.toContain(DEMO_PASSWORD);
  });

  it('is append-only', async () => {
    await expect(s.db.update(auditLog).set({ action: 'x' }).where(and(eq(auditLog.action, 'login')))).rejects.toThrow();
    await expect(s.db.delete(auditLog)).rejects.toThrow();
  });
});

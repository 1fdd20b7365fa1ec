/**
 * Hole 3: the login lockout cannot be raced. Every attempt is counted by an atomic increment before the slow
 * password check, so of 50 concurrent wrong guesses at most the limit are checked; a right password gives its
 * own attempt back but never clears the count of an attack running beside it. On PGlite and real PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as session from '../../../src/contract/session';
import { SERVER_MSG } from '../../../src/model/messages';
import { LOGIN_MAX_FAILURES } from '../../../src/server/constants';
import { auditLog, rateCounters } from '../../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../../src/server/demo-accounts';
import { api, newToken, type TestServer } from '../helpers';
import { onBothEngines } from '../both-engines';

onBothEngines('login lockout', (start) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await start();
  });
  afterAll(() => s?.close());
  beforeEach(async () => {
    await s.db.delete(rateCounters);
    token = await newToken(s.app);
  });

  const attempt = (username: string, password: string) => api(s.app, session.login, { username, password }, { token });
  const audited = async (action: string) => (await s.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

  it('checks at most the limit of 50 concurrent wrong guesses', async () => {
    const checkedBefore = await audited('login_failed');
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt('zongbu01', `wrong-${i}`)));
    const codes = replies.map((r) => r.body.code);
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(50 - LOGIN_MAX_FAILURES);
    expect(codes.every((c) => c === 400 || c === 429)).toBe(true);
    // Each checked guess leaves one login_failed audit row: the slow hash ran at most LOGIN_MAX_FAILURES times.
    expect((await audited('login_failed')) - checkedBefore).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect((await attempt('zongbu01', DEMO_PASSWORD)).body).toEqual({ code: 429, msg: SERVER_MSG.tooManyAttempts, data: null });
  }, 120_000);

  it('a right password does not reset the count of failures beside it', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) expect((await attempt('shangye01', `wrong-${i}`)).body.code).toBe(400);
    const own = await attempt('shangye01', DEMO_PASSWORD);
    expect(own.body.code).toBe(200);
    token = own.body.data.api_token;
    expect((await attempt('shangye01', 'wrong-last')).body.code).toBe(400);
    // Had the success cleared the counter, this would be checked (and succeed).
    expect((await attempt('shangye01', DEMO_PASSWORD)).body.code).toBe(429);
  }, 120_000);

  it('a user logging in again and again is never locked out by his own successes', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES + 2; i++) {
      const r = await attempt('liansuo01', DEMO_PASSWORD);
      expect(r.body.code).toBe(200);
      token = r.body.data.api_token;
    }
  }, 120_000);
  // The per-ip flood guard (60 logins a minute) is not what is tested here.
}, { limits: { loginPerMinute: 10_000 } });

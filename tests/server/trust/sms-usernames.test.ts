/**
 * Hole 11: SMS codes limited per number (a minute, a day) and per ip (an hour, a day), on atomic counters so
 * concurrent requests cannot slip past; usernames unique case-insensitively across clients and salesmen; scrypt
 * at OWASP's cost with old hashes replaced at login.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as register from '../../../src/contract/register';
import * as session from '../../../src/contract/session';
import { ACCOUNT_MSG } from '../../../src/model/messages';
import { clients, rateCounters, verifyCodes } from '../../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../../src/server/demo-accounts';
import { passwordCost, verifyPassword } from '../../../src/server/lib/password';
import { SMS_PER_IP_HOUR, SMS_PER_MOBILE_DAY } from '../../../src/server/services/accounts/verify-codes';
import { api, newToken, type TestServer } from '../helpers';
import { registration } from '../accounts/helpers';
import { onBothEngines } from '../both-engines';
import { scryptSync, randomBytes } from 'node:crypto';
import { scopedEnv } from '../scoped-env';

const env = scopedEnv();

onBothEngines('SMS codes and usernames', (start) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    env.setUntilEnd('YAOCAI_DEMO_MODE', '1');
    s = await start();
    token = await newToken(s.app);
  });
  afterAll(() => s?.close());
  beforeEach(async () => {
    await s.db.delete(rateCounters);
  });
  const send = (mobile: string) => api(s.app, register.getVerify, { mobile }, { token });

  describe('SMS codes', () => {
    it('10 concurrent requests for one number send one code', async () => {
      const replies = await Promise.all(Array.from({ length: 10 }, () => send('13600000001')));
      expect(replies.filter((r) => r.body.code === 200)).toHaveLength(1);
      expect(await s.db.$count(verifyCodes, eq(verifyCodes.mobile, '13600000001'))).toBe(1);
    });

    it('one ip cannot send codes to many numbers', async () => {
      const codes: number[] = [];
      for (let i = 0; i <= SMS_PER_IP_HOUR; i++) codes.push((await send(`1360000${String(1000 + i)}`)).body.code);
      expect(codes.slice(0, SMS_PER_IP_HOUR).every((c) => c === 200)).toBe(true);
      const last = await send('13611112222');
      expect(last.body).toMatchObject({ code: 429, msg: ACCOUNT_MSG.smsIpLimit });
    });

    it('one number gets only so many codes a day', async () => {
      await s.db.insert(rateCounters).values({ key: 'sms:mobile-day:13622223333', count: SMS_PER_MOBILE_DAY, resetAt: new Date(Date.now() + 3_600_000) });
      expect((await send('13622223333')).body).toMatchObject({ code: 429, msg: ACCOUNT_MSG.smsMobileLimit });
    });
  });

  describe('usernames', () => {
    it('are unique case-insensitively across clients and salesmen, with a clear message', async () => {
      for (const username of ['YWY01', 'YaoFang01']) {
        const r = await api(s.app, register.registerCheck, { username });
        expect(r.body.data).toMatchObject({ available: false, msg: ACCOUNT_MSG.usernameTakenCase });
      }
      expect((await api(s.app, register.registerCheck, { username: 'ywy01' })).body.data.msg).toBe(ACCOUNT_MSG.usernameTaken);
      const input = await registration(s.app, token, 1, { username: 'YWY01' });
      const saved = await api(s.app, register.saveRegister, input, { token });
      expect(saved.body).toMatchObject({ code: 400, msg: ACCOUNT_MSG.usernameTakenCase });
    });

    it('the database refuses a case twin even past the check', async () => {
      const [row] = await s.db.select().from(clients).where(eq(clients.username, 'yaofang01'));
      await expect(s.db.insert(clients).values({ ...row!, id: undefined, username: 'YAOFANG01' })).rejects.toThrow();
    });

    it('login accepts any case of the username', async () => {
      const r = await api(s.app, session.login, { username: 'YaoFang01', password: DEMO_PASSWORD }, { token: await newToken(s.app) });
      expect(r.body.data).toMatchObject({ client_id: 1 });
    });
  });

  describe('password hashes', () => {
    it('an older, weaker hash still logs in and is replaced at login with the current cost', async () => {
      const cost = passwordCost();
      const weaker = cost.N / 2;
      const salt = randomBytes(16);
      const old = ['scrypt', weaker, 8, 1, salt.toString('base64'), scryptSync(DEMO_PASSWORD, salt, 32, { N: weaker, r: 8, p: 1 }).toString('base64')].join('$');
      await s.db.update(clients).set({ passwordHash: old }).where(eq(clients.username, 'liansuo01'));
      const r = await api(s.app, session.login, { username: 'liansuo01', password: DEMO_PASSWORD }, { token: await newToken(s.app) });
      expect(r.body.code).toBe(200);
      const [row] = await s.db.select({ hash: clients.passwordHash }).from(clients).where(eq(clients.username, 'liansuo01'));
      expect(row!.hash).toMatch(new RegExp(`^scrypt\\$${cost.N}\\$8\\$1\\$`));
      expect(await verifyPassword(DEMO_PASSWORD, row!.hash)).toBe(true);
    });
  });
}, { limits: { loginPerMinute: 10_000 } });

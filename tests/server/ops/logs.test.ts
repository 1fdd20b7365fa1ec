/**
 * Issue 34 (logs): a real app's log stream, captured through a login with a phone number as the username, a failing
 * query whose statement and parameters hold personal data, a service line written deep inside a request and a
 * database that went away: every line is pino JSON with the request's id, and none holds the SQL text, a value, the
 * phone, the ID number, the password, the token or a database client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { DbHandle } from '../../../src/server/db/client';
import { WEB_APP_ID } from '../../../src/model/constants';
import { log } from '../../../src/server/lib/log';
import { describeError } from '../../../src/server/lib/redact';
import { loggerFromEnv } from '../../../src/server/start/logging';
import { openTestDb } from '../engine';

const MOBILE = '13912345670';
const ID = '110101199003071234';
const PASSWORD = 'Secret-pass-9';
const SQL_TEXT = 'from client_profiles_missing';

describe('describeError and loggerFromEnv', () => {
  it('prints one line of an error that carries a database client, without the client', () => {
    const err = Object.assign(new Error(`Failed query: select * from t where id_card = $1\nparams: ${ID}`), {
      cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }),
      client: { user: 'yaocai_owner', password: 'db-password', host: 'db.internal', connectionParameters: { database: 'yaocai' } },
    });
    const line = describeError(err);
    expect(line).toBe('Error ECONNREFUSED: Failed query: [SQL已隐去]');
    for (const leak of ['yaocai_owner', 'db-password', 'db.internal', ID]) expect(line).not.toContain(leak);
  });

  it('reads LOG_LEVEL and LOG_FILE, and falls back to warn', () => {
    expect(loggerFromEnv({})).toEqual({ level: 'warn' });
    expect(loggerFromEnv({ LOG_LEVEL: 'INFO', LOG_FILE: '/var/log/yaocai.log' })).toEqual({ level: 'info', file: '/var/log/yaocai.log' });
    expect(loggerFromEnv({ LOG_LEVEL: 'loud' })).toEqual({ level: 'warn' });
  });
});

describe('the log of a real app', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    handle = await openTestDb('none');
    app = buildApp({ db: handle.db, logger: { level: 'info', stream: { write: (l: string) => void lines.push(l) } } });
    app.get('/api/test-failing-query', async () => {
      await handle.db.execute(sql`select * ${sql.raw(SQL_TEXT)} where id_card = ${ID} and mobile = ${MOBILE}`);
      return { code: 200, msg: '', data: null };
    });
    app.get('/api/test-service-line', async () => {
      await new Promise((r) => setTimeout(r, 5));
      await handle.db.execute(sql`select 1`);
      log().warn({ step: 'deep' }, 'service line');
      return { code: 200, msg: '', data: null };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps request ids on every line and nothing personal, secret or SQL in any', async () => {
    const token = (await app.inject({ method: 'POST', url: '/api/w1/GetWebToken', payload: { appid: WEB_APP_ID } })).json().data.api_token as string;
    const login = await app.inject({ method: 'POST', url: `/api/w1/login?mobile=${MOBILE}`, headers: { token, cookie: `token=${token}` }, payload: { username: MOBILE, password: PASSWORD } });
    expect(login.json().code).not.toBe(200);
    const failed = await app.inject({ url: '/api/test-failing-query', headers: { authorization: `Bearer ${token}` } });
    expect(failed.json()).toMatchObject({ code: 500 });
    const deep = await app.inject({ url: '/api/test-service-line', headers: { 'x-request-id': 'proxy-req-42' } });
    expect(deep.headers['x-request-id']).toBe('proxy-req-42');
    const forged = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'two words\n{"level":60}' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await handle.close();
    const away = await app.inject({ method: 'POST', url: '/api/w1/GetWebToken', payload: { appid: WEB_APP_ID } });
    expect(away.statusCode).toBe(503);

    const entries = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string; level: number; err?: { cause?: { message: string } } });
    expect(entries.length).toBeGreaterThan(8);
    for (const e of entries) expect(e.reqId, JSON.stringify(e)).toBeTruthy();
    const deepLine = entries.find((e) => e.msg === 'service line');
    expect(deepLine?.reqId).toBe('proxy-req-42');
    const failure = entries.find((e) => e.msg === 'unhandled error');
    expect(failure?.err?.cause?.message).toMatch(/client_profiles_missing/);
    expect(entries.some((e) => e.msg === 'database unavailable')).toBe(true);

    const all = lines.join('\n');
    for (const leak of [MOBILE, ID, PASSWORD, token, 'select *', 'where id_card', 'two words']) expect(all, leak).not.toContain(leak);
  });
});

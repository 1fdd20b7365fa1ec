/**
 * Issue 26, `YAOCAI_WORKERS=N npm start` as the operator runs it (src/server/main.ts in a child process): refused
 * with a Chinese and English message on the embedded database; on PostgreSQL N instances serve one port, say so at
 * start-up, each listens for notices, and a logout through the port holds for every instance that answers next.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import { WEB_APP_ID } from '../../../src/model/constants';
import { DEMO_PASSWORD } from '../../../src/server/demo-accounts';
import { freshPgDatabase } from '../engine';

const ROOT = new URL('../../../', import.meta.url).pathname;
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

function start(env: Record<string, string>): { child: ChildProcess; out: () => string; err: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'error', YAOCAI_SWEEP_SECONDS: '3600', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  return { child, out: () => out, err: () => err };
}

const exitOf = (c: ChildProcess) => new Promise<number | null>((r) => (c.exitCode !== null ? r(c.exitCode) : c.once('exit', (code) => r(code))));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

async function post<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const r = await fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  return (await r.json()) as T;
}
const get = async (base: string, path: string, token: string) =>
  ((await (await fetch(`${base}/api${path}`, { headers: { token } })).json()) as { code: number }).code;

describe('YAOCAI_WORKERS', () => {
  it('refuses several instances on the embedded database, in Chinese and English', async () => {
    const s = start({ YAOCAI_WORKERS: '2' });
    expect(await exitOf(s.child)).toBe(1);
    expect(s.err()).toContain('内置数据库（PGlite）只能由一个进程打开');
    expect(s.err()).toContain('the embedded database (PGlite) can be opened by one process only');
  });

  it('runs two instances on one port on PostgreSQL; a logout holds on both', { timeout: 300_000 }, async () => {
    const db = await freshPgDatabase('small');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const s = start({ YAOCAI_WORKERS: '2', DATABASE_URL: db.url, PORT: String(port) });
    try {
      const started = Date.now();
      while (!s.out().includes('服务实例：2 个')) {
        if (s.child.exitCode !== null || Date.now() - started > 240_000) throw new Error(`not started: ${s.out()} ${s.err()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      console.log(`[workers] two instances serving ${Date.now() - started} ms after the start`);
      expect(s.out()).toContain('Serving with 2 instances');
      const admin = new pg.Client({ connectionString: db.url });
      await admin.connect();
      const { rows } = await admin.query("select count(distinct pid)::int as n from pg_stat_activity where application_name = 'yaocai-notices' and datname = current_database()");
      await admin.end();
      expect(rows[0].n).toBe(2);

      const anonymous = (await post<{ data: { api_token: string } }>(base, '/w1/GetWebToken', { appid: WEB_APP_ID })).data.api_token;
      const login = await post<{ code: number; data: { api_token: string } }>(base, '/w1/login', { username: 'yaofang01', password: DEMO_PASSWORD }, anonymous);
      expect(login.code).toBe(200);
      const token = login.data.api_token;
      // Several reads, so both instances have the session cached; then the logout, through whichever answers.
      for (let i = 0; i < 6; i++) expect(await get(base, '/w1/userInfo', token)).toBe(200);
      expect(await get(base, '/loginOut', token)).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
      const after = [];
      for (let i = 0; i < 10; i++) after.push(await get(base, '/w1/userInfo', token));
      expect(after.every((c) => c === 401)).toBe(true);
    } finally {
      s.child.kill('SIGTERM');
      expect(await exitOf(s.child)).toBe(0);
      await db.drop();
    }
  });
});

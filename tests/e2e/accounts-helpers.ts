/** E2E helpers for the account specs: the operator command against the test server, partner-signed links. */
import { createHmac, randomBytes } from 'node:crypto';
import { cisCanonicalString, type CisParams } from '../../src/model/cis-link';
import { WEB_APP_ID } from '../../src/model/constants';
import { STORE } from './servers';

/** This worker's own store (tests/e2e/servers.ts). */
export const BASE = STORE;
/** The seeded demo partner's key (src/server/db/seed/accounts.ts). */
const DEMO_SECRET = process.env.YAOCAI_CIS_DEMO_SECRET || 'yaocai-demo-cis-secret';

/**
 * `npm run operator -- …` against this worker's e2e server, run in this process (a new node process per call cost
 * 2.5 s); returns its output or throws with it.
 */
export async function operator(...args: string[]): Promise<string> {
  const { main } = await import('../../src/server/cli/operator');
  process.env.YAOCAI_URL = BASE;
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { log: (l) => out.push(l), error: (l) => err.push(l) });
  if (code !== 0) throw new Error(`operator ${args.join(' ')} failed: ${err.join('\n')}${out.join('\n')}`);
  return out.join('\n').trim();
}

/** A link as the partner's backend would sign it; `ageMs` makes it older. Path and query only. */
export function signedLink(fields: CisParams, ageMs = 0): string {
  const p: CisParams = { ...fields, ts: String(Date.now() - ageMs), nonce: randomBytes(9).toString('base64url') };
  const sign = createHmac('sha256', DEMO_SECRET).update(cisCanonicalString(p)).digest('hex');
  return `/cisLogin?${new URLSearchParams({ ...(p as Record<string, string>), sign }).toString()}`;
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Registers a non-profit institution (three required licences) through the API as a fresh browser would; demo mode
 * returns the SMS code. Returns the credentials.
 */
export async function registerViaApi(request: import('@playwright/test').APIRequestContext, username: string) {
  const env = async (res: import('@playwright/test').APIResponse) => {
    const body = (await res.json()) as { code: number; msg: string; data: any };
    if (body.code !== 200) throw new Error(body.msg);
    return body.data;
  };
  // Each registration from its own address, as clinics register from their own networks: the store's per-address
  // SMS limit (20 an hour) holds for the browser-driven registrations, which all come from 127.0.0.1.
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const { api_token: token } = await env(await request.post('/api/w1/GetWebToken', { data: { appid: WEB_APP_ID }, headers: { 'x-forwarded-for': ip } }));
  const headers = { token, 'x-forwarded-for': ip };
  const mobile = `135${Date.now().toString().slice(-8)}`;
  const { code } = await env(await request.get(`/api/v5/getVerify?mobile=${mobile}`, { headers }));
  const licences: Record<string, string[]> = {};
  for (const key of ['attorney', 'invoicePic', 'medPractice']) {
    const up = await env(await request.post('/api/upload', { headers, multipart: { file: { name: `${key}.png`, mimeType: 'image/png', buffer: PNG } } }));
    licences[key] = [up.url];
  }
  const password = 'abc123';
  await env(
    await request.post('/api/v5/saveRegister', {
      headers,
      data: {
        client_type: 3, username, password, confirm_password: password, vencus_name: '七宝社区卫生服务中心', name: '李华',
        mobile, code, telephone: '', id_card: '31011219900101123X', province: 310000, city: 310100, area: 310112,
        address: '七宝镇漕宝路1000号', bd_id: 0, licences,
      },
    }),
  );
  return { username, password };
}

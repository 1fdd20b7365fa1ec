/**
 * Request headers for a caller of each auth level (a fresh visitor, yaofang01, ywy01, the operator key, the back
 * office's admin01 signed in with his demo TOTP code: 管理员 is named by every staff endpoint).
 */
import type { FastifyInstance } from 'fastify';
import type { AuthLevel } from '../../src/contract';
import * as admin from '../../src/contract/admin';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../src/server/demo-accounts';
import { operatorKey } from '../../src/server/lib/operator-key';
import { totpNow } from '../../src/server/lib/totp';
import { api, loginAs, newToken } from './helpers';

async function staffToken(app: FastifyInstance): Promise<string> {
  const demo = DEMO_STAFF.find((x) => x.role === 'admin');
  const code = await totpNow(demo?.totpSecret ?? '');
  const r = await api(app, admin.staffLogin, { username: demo?.username ?? '', password: DEMO_PASSWORD, code });
  if (!r.body.data?.token) throw new Error(`staff login: ${r.raw}`);
  return r.body.data.token;
}

/** `withStaff: false` leaves the staff caller out (an empty header): its TOTP code may not be reused within its step. */
export async function headersByAuth(app: FastifyInstance, o: { withStaff?: boolean } = {}): Promise<Record<AuthLevel, Record<string, string>>> {
  const visitor = await newToken(app);
  const client = (await loginAs(app, 'yaofang01')).token;
  const salesman = (await loginAs(app, 'ywy01')).token;
  return {
    none: {},
    public: { token: visitor },
    session: { token: visitor },
    user: { token: client },
    client: { token: client },
    salesman: { token: salesman },
    operator: { 'x-operator-key': operatorKey() },
    staff: o.withStaff === false ? {} : { token: await staffToken(app) },
    // Open API: input is validated before the signature is checked, so hostile input is refused (400) unsigned.
    partner: {},
  };
}

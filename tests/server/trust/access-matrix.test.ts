/**
 * Access matrix, generated from the contract: every declared endpoint × every kind of caller → the outcome its
 * `auth` level promises (ACCESS below), plus a short explicit table of handler-level refusals (EXCEPTIONS). An
 * endpoint added by any area lands here automatically; a new auth level without a row, or an exception naming an
 * endpoint that does not exist, fails the suite. Never a 500, whoever asks.
 *
 * Callers: no token; an anonymous token; a client; a client sending another client's ids; a salesman; a salesman
 * acting for his customer but sending the ids of a customer not his; a salesman naming (`customer_id`) a customer
 * not his on a console call; an expired login; a forged token; a token after logout; and a back-office staff member
 * of each role (issue 28), who passes a staff endpoint that names the role, is refused (403) one that does not, and
 * whose token is unknown to every buyer endpoint. Sessions are made directly in the database (no scrypt per case) so
 * handlers with side effects (logout, password change) cannot spoil the next case.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { allEndpoints, type AuthLevel, type EndpointSpec } from '../../../src/contract';
import { ACCOUNT_MSG, SERVER_MSG } from '../../../src/model/messages';
import { STAFF_MSG, STAFF_ROLE_KEYS, type StaffRole } from '../../../src/model/staff';
import { DEMO_STAFF } from '../../../src/server/demo-accounts';
import { staff, staffSessions } from '../../../src/server/db/schema';
import { hashToken, newToken } from '../../../src/server/lib/token';
import { eq } from 'drizzle-orm';
import { SALESMAN_MSG } from '../../../src/model/salesman-report';
import { operatorKey } from '../../../src/server/lib/operator-key';
import { SESSION_TTL_MS } from '../../../src/server/constants';
import { TOKEN_INVALID_CODE } from '../../../src/server/errors';
import { issueSession } from '../../../src/server/services/accounts/sessions';
import { sample, type Json } from '../../contract-schema';
import { startServer, type TestServer } from '../helpers';

type BuyerCaller = 'noToken' | 'anonymous' | 'client' | 'clientOthersIds' | 'salesman' | 'actingNotHis' | 'salesmanNotHis' | 'expired' | 'forged' | 'loggedOut';
type StaffCaller = `staff:${StaffRole}`;
type Caller = BuyerCaller | StaffCaller;
const STAFF_CALLERS = STAFF_ROLE_KEYS.map((r): StaffCaller => `staff:${r}`);
const CALLERS: Caller[] = ['noToken', 'anonymous', 'client', 'clientOthersIds', 'salesman', 'actingNotHis', 'salesmanNotHis', 'expired', 'forged', 'loggedOut', ...STAFF_CALLERS];
const isStaffCaller = (c: Caller): c is StaffCaller => c.startsWith('staff:');

/** pass = reaches the handler (whatever it answers, never 500); a number = refused with that code. */
type Outcome = 'pass' | 401 | 403 | typeof TOKEN_INVALID_CODE;

/** Every caller but salesmanNotHis, who is a salesman except on console calls naming a customer (see expected()). */
const ACCESS: Record<AuthLevel, Record<Exclude<BuyerCaller, 'salesmanNotHis'>, Outcome>> = {
  none: { noToken: 'pass', anonymous: 'pass', client: 'pass', clientOthersIds: 'pass', salesman: 'pass', actingNotHis: 'pass', expired: 'pass', forged: 'pass', loggedOut: 'pass' },
  operator: { noToken: 403, anonymous: 403, client: 403, clientOthersIds: 403, salesman: 403, actingNotHis: 403, expired: 403, forged: 403, loggedOut: 403 },
  public: { noToken: 'pass', anonymous: 'pass', client: 'pass', clientOthersIds: 403, salesman: 'pass', actingNotHis: 403, expired: 401, forged: TOKEN_INVALID_CODE, loggedOut: 'pass' },
  session: { noToken: TOKEN_INVALID_CODE, anonymous: 'pass', client: 'pass', clientOthersIds: 403, salesman: 'pass', actingNotHis: 403, expired: 401, forged: TOKEN_INVALID_CODE, loggedOut: 'pass' },
  user: { noToken: TOKEN_INVALID_CODE, anonymous: 401, client: 'pass', clientOthersIds: 403, salesman: 'pass', actingNotHis: 403, expired: 401, forged: TOKEN_INVALID_CODE, loggedOut: 401 },
  client: { noToken: TOKEN_INVALID_CODE, anonymous: 401, client: 'pass', clientOthersIds: 403, salesman: 401, actingNotHis: 403, expired: 401, forged: TOKEN_INVALID_CODE, loggedOut: 401 },
  salesman: { noToken: TOKEN_INVALID_CODE, anonymous: 401, client: 401, clientOthersIds: 401, salesman: 'pass', actingNotHis: 403, expired: 401, forged: TOKEN_INVALID_CODE, loggedOut: 401 },
  // Back office: no buyer, salesman or visitor gets past it, whatever token they hold (staff callers: expected()).
  staff: { noToken: 401, anonymous: 401, client: 401, clientOthersIds: 401, salesman: 401, actingNotHis: 401, expired: 401, forged: 401, loggedOut: 401 },
  // Open API (ERP partners): only a signed request passes (tests/server/open/signature.test.ts); no token opens it.
  partner: { noToken: 401, anonymous: 401, client: 401, clientOthersIds: 401, salesman: 401, actingNotHis: 401, expired: 401, forged: 401, loggedOut: 401 },
};

/**
 * Refusals a handler adds on top of its auth level, each with its reason. Key: `METHOD path`.
 */
const EXCEPTIONS: Record<string, { callers: Partial<Record<Caller, Outcome>>; why: string }> = {
  'POST /w1/selectCompany': {
    callers: { clientOthersIds: 403, actingNotHis: 403 },
    why: 'it skips the generic identity check (the body names the company to switch to) but refuses another client_id itself, and a salesman acting for a client may not choose its company',
  },
};

/** Endpoints that skip the identity-param check (login, logout, CIS links): stale ids must not block them. */
function expected(e: EndpointSpec, caller: Caller): Outcome {
  const exception = EXCEPTIONS[`${e.method} ${e.path}`]?.callers[caller];
  if (exception !== undefined) return exception;
  if (isStaffCaller(caller)) {
    const role = caller.slice('staff:'.length) as StaffRole;
    // A staff token is unknown to the buyers' sessions: on a buyer endpoint it is a forged token.
    if (e.auth !== 'staff') return ACCESS[e.auth].forged;
    return e.roles?.includes(role) ? 'pass' : 403;
  }
  if (caller === 'salesmanNotHis') return namesCustomer(e) && e.auth === 'salesman' ? 403 : ACCESS[e.auth].salesman;
  const outcome = ACCESS[e.auth][caller];
  if (e.identityCheck === false && outcome === 403 && (caller === 'clientOthersIds' || caller === 'actingNotHis')) return 'pass';
  return outcome;
}

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ app: { rateLimit: false } });
});
afterAll(() => s?.close());

const CLIENT = { clientId: 1, companyId: 1, salesmanId: null, acting: false };
/** ywy01 (salesman 1) acts for his customer yaofang01 (client 1); zongbu01 (client 5) belongs to ywy02. */
const ACTING = { clientId: 1, companyId: 1, salesmanId: 1, acting: true };
const NOT_HIS = { client_id: 5, company_id: 1 };
/** A salesman console call naming a customer takes `customer_id` (never an identity param). */
const namesCustomer = (e: EndpointSpec) => Boolean((e.method === 'GET' ? e.query : e.body)?.properties?.customer_id);
const OTHERS = { client_id: 2, company_id: 1 };

/** A staff session of the demo staff member of a role, made in the database. */
async function staffToken(role: StaffRole): Promise<string> {
  const username = DEMO_STAFF.find((x) => x.role === role)?.username ?? '';
  const [row] = await s.db.select({ id: staff.id }).from(staff).where(eq(staff.username, username));
  if (!row) throw new Error(`seed: no staff ${username}`);
  const token = newToken();
  await s.db.insert(staffSessions).values({ tokenHash: hashToken(token), staffId: row.id, expiresAt: new Date(Date.now() + 3_600_000) });
  return token;
}

async function tokenFor(caller: Caller): Promise<{ token?: string; ids?: Record<string, number> }> {
  if (isStaffCaller(caller)) return { token: await staffToken(caller.slice('staff:'.length) as StaffRole) };
  switch (caller) {
    case 'noToken':
      return {};
    case 'anonymous':
      return { token: (await issueSession(s.db)).api_token };
    case 'client':
      return { token: (await issueSession(s.db, Date.now(), CLIENT)).api_token };
    case 'clientOthersIds':
      return { token: (await issueSession(s.db, Date.now(), CLIENT)).api_token, ids: OTHERS };
    case 'salesman':
      return { token: (await issueSession(s.db, Date.now(), { clientId: null, companyId: null, salesmanId: 1, acting: false })).api_token };
    case 'actingNotHis':
      return { token: (await issueSession(s.db, Date.now(), ACTING)).api_token, ids: NOT_HIS };
    case 'salesmanNotHis':
      return { token: (await issueSession(s.db, Date.now(), { clientId: null, companyId: null, salesmanId: 1, acting: false })).api_token, ids: { customer_id: 5 } };
    case 'expired':
      return { token: (await issueSession(s.db, Date.now() - SESSION_TTL_MS - 60_000, CLIENT)).api_token };
    case 'forged':
      return { token: 'forged-' + 'x'.repeat(40) };
    case 'loggedOut': {
      const token = (await issueSession(s.db, Date.now(), CLIENT)).api_token;
      const out = await s.app.inject({ url: '/api/loginOut', headers: { token } });
      if (out.json().code !== 200) throw new Error(`logout: ${out.body}`);
      return { token };
    }
  }
}

function inputOf(schema: TSchema | undefined): Record<string, Json> {
  return ((schema ? sample(schema as TSchema & Record<string, any>) : undefined) ?? {}) as Record<string, Json>;
}

async function send(e: EndpointSpec, caller: Caller) {
  const { token, ids } = await tokenFor(caller);
  const headers: Record<string, string> = token ? { token } : {};
  const url = `/api${e.path.replace(/:(\w+)/g, 'x')}`;
  if (e.method === 'GET') {
    const query = Object.fromEntries(Object.entries({ ...inputOf(e.query), ...ids }).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    return s.app.inject({ method: 'GET', url, query, headers });
  }
  return s.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ ...inputOf(e.body), ...ids }) });
}

/** The envelope of an answer; a file answer (download, picture, spreadsheet) is not JSON and counts as its status. */
function envelopeOf(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }): { code: number; msg: string } {
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return isJson ? (res.json() as { code: number; msg: string }) : { code: res.statusCode, msg: '' };
}

function verdict(code: number, msg: string): Outcome {
  if (code === TOKEN_INVALID_CODE) return TOKEN_INVALID_CODE;
  if (code === 401) return 401;
  if (code === 403 && (msg === SERVER_MSG.identityMismatch || msg === ACCOUNT_MSG.operatorDenied || msg === SALESMAN_MSG.notYourCustomer || msg === STAFF_MSG.roleDenied)) return 403;
  return 'pass';
}

const endpoints = allEndpoints();

describe('access matrix', () => {
  it('knows every auth level and every exception names a declared endpoint', () => {
    for (const e of endpoints) expect(Object.keys(ACCESS), `${e.method} ${e.path}: auth ${e.auth}`).toContain(e.auth);
    const declared = new Set(endpoints.map((e) => `${e.method} ${e.path}`));
    for (const key of Object.keys(EXCEPTIONS)) expect(declared, key).toContain(key);
  });

  it('every staff endpoint names its roles, every role opens some staff endpoint, and no other endpoint names roles', () => {
    const staffEndpoints = endpoints.filter((e) => e.auth === 'staff');
    for (const e of endpoints) expect(e.auth === 'staff', `${e.method} ${e.path}`).toBe((e.roles?.length ?? 0) > 0);
    for (const role of STAFF_ROLE_KEYS) expect(staffEndpoints.some((e) => e.roles?.includes(role)), role).toBe(true);
  });

  for (const e of endpoints) {
    it(`${e.method} ${e.path} (${e.auth})`, async () => {
      const got: Record<string, Outcome> = {};
      const want: Record<string, Outcome> = {};
      for (const caller of CALLERS) {
        const res = await send(e, caller);
        expect(res.statusCode, `${caller}: ${res.body.slice(0, 200)}`).not.toBe(500);
        const body = envelopeOf(res);
        got[caller] = verdict(body.code, body.msg);
        want[caller] = expected(e, caller);
      }
      expect(got, JSON.stringify({ got, want })).toEqual(want);
    });
  }

  it('the operator key opens operator endpoints', async () => {
    for (const e of endpoints.filter((x) => x.auth === 'operator')) {
      const res = await s.app.inject({
        method: e.method,
        url: `/api${e.path}`,
        headers: { 'x-operator-key': operatorKey(), 'content-type': 'application/json' },
        ...(e.method === 'POST' ? { payload: JSON.stringify(inputOf(e.body)) } : { query: {} }),
      });
      expect(res.statusCode, `${e.path}: ${res.body.slice(0, 200)}`).not.toBe(500);
      const body = envelopeOf(res);
      expect(verdict(body.code, body.msg), `${e.path}: ${res.body.slice(0, 200)}`).toBe('pass');
    }
  });
});

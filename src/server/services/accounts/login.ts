/** Login of clients and salesmen, and the account views (clientInfo, userInfo, salesmanInfo). */
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MSG, SERVER_MSG } from '../../../model/messages';
import { fenToYuan } from '../../../model/money';
import { TOP_UP_OPTIONS } from '../../../model/constants';
import type { ClientInfo, LoginResult, SalesmanInfo, UserInfo } from '../../../contract/session';
import type { Db } from '../../db/client';
import { clients, companies, salesmen } from '../../db/schema';
import { ApiError } from '../../errors';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import { CHECK_STATUS, CLIENT_STATUS, LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../../constants';
import { audit } from '../trust/audit';
import { replaceSession } from './sessions';
import { giveBack, hit } from '../trust/rate-counters';
import { companyChoices } from './companies';
import { rejectionNote } from './review';

export interface LoginInput {
  sessionId: number;
  username: string;
  password: string;
  ip: string;
}

/** Usernames are unique case-insensitively across clients and salesmen; login accepts any case. */
async function findAccount(db: Db, username: string) {
  const lower = username.toLowerCase();
  const [client] = await db.select().from(clients).where(eq(sql`lower(${clients.username})`, lower)).limit(1);
  if (client) return { kind: 'client' as const, row: client };
  const [salesman] = await db.select().from(salesmen).where(eq(sql`lower(${salesmen.username})`, lower)).limit(1);
  if (salesman) return { kind: 'salesman' as const, row: salesman };
  return null;
}

/** The failure counter of a username from one ip. */
export const loginKey = (username: string, ip: string) => `login:${username.trim().toLowerCase()}|${ip}`;

/**
 * Every attempt is counted BEFORE the slow password check, by an atomic increment: concurrent guesses each get
 * their own count, and those past the limit are refused without checking. A right password gives its own attempt
 * back instead of clearing the counter, so one success cannot wipe the count of an attack running beside it.
 */
export async function login(db: Db, input: LoginInput): Promise<LoginResult> {
  const username = input.username.trim();
  const key = loginKey(username, input.ip);
  if ((await hit(db, key, LOGIN_FAILURE_WINDOW_MS)) > LOGIN_MAX_FAILURES) {
    await audit(db, { action: 'login_blocked', actorKind: 'visitor', subject: `username:${username}`, ip: input.ip });
    throw new ApiError(429, SERVER_MSG.tooManyAttempts);
  }

  const account = await findAccount(db, username);
  const valid = account
    ? await verifyPassword(input.password, account.row.passwordHash)
    : (await burnPasswordCheck(input.password), false);
  if (!account || !valid) {
    await audit(db, { action: 'login_failed', actorKind: 'visitor', subject: `username:${username}`, ip: input.ip });
    throw new ApiError(400, SERVER_MSG.loginFailed);
  }
  await giveBack(db, key);
  await rehashIfOld(db, account, input.password);
  // Status is revealed only to someone who knows the password.
  if (account.row.status === CLIENT_STATUS.frozen) throw new ApiError(400, SERVER_MSG.accountFrozen);

  if (account.kind === 'salesman') {
    const token = await replaceSession(db, input.sessionId, { clientId: null, companyId: null, salesmanId: account.row.id, acting: false });
    await audit(db, { action: 'login', actorKind: 'salesman', actorId: account.row.id, ip: input.ip });
    return { salesman_id: account.row.id, ...token };
  }
  if (account.row.checkStatus === CHECK_STATUS.pending) throw new ApiError(400, SERVER_MSG.accountPending);
  if (account.row.checkStatus === CHECK_STATUS.rejected) {
    throw new ApiError(400, ACCOUNT_MSG.accountRejected(await rejectionNote(db, account.row.id)));
  }
  const { id, companyId } = account.row;
  const token = await replaceSession(db, input.sessionId, { clientId: id, companyId, salesmanId: null, acting: false });
  await audit(db, { action: 'login', actorKind: 'client', actorId: id, ip: input.ip });
  // Several selling companies: the browser asks which one (POST /w1/selectCompany); the own one is bound meanwhile.
  const companyList = await companyChoices(db, id);
  return { client_id: id, company_id: companyId, ...token, ...(companyList.length > 1 ? { companyList } : {}) };
}

/** A hash from before today's scrypt cost is replaced now that the password is known (best effort). */
async function rehashIfOld(db: Db, account: NonNullable<Awaited<ReturnType<typeof findAccount>>>, password: string) {
  if (!needsRehash(account.row.passwordHash)) return;
  const passwordHash = await hashPassword(password);
  const table = account.kind === 'client' ? clients : salesmen;
  await db.update(table).set({ passwordHash }).where(eq(table.id, account.row.id));
}

/** companyId: the session's company, which selectCompany may have switched from the client's own. */
export async function clientInfo(db: Db, clientId: number, companyId?: number | null): Promise<ClientInfo> {
  const [row] = await db
    .select({ client_id: clients.id, company_id: clients.companyId, username: clients.username })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row) throw new ApiError(401, SERVER_MSG.loginRequired);
  return { ...row, company_id: companyId ?? row.company_id };
}

export async function userInfo(db: Db, clientId: number, companyId?: number | null): Promise<UserInfo> {
  const [row] = await db
    .select({ client: clients, companyName: companies.name })
    .from(clients)
    .innerJoin(companies, eq(companies.id, companyId ?? clients.companyId))
    .where(eq(clients.id, clientId));
  if (!row) throw new ApiError(401, SERVER_MSG.loginRequired);
  const c = row.client;
  return {
    client: {
      address: c.address,
      vencus_name: c.name,
      company_name: row.companyName,
      province: c.province,
      city: c.city,
      area: c.area,
    },
    DealOrderMoney: fenToYuan(c.dealOrderFen),
    account_balance: fenToYuan(c.balanceFen),
    coupon_amount: fenToYuan(c.couponFen),
    recharge: TOP_UP_OPTIONS.map((o) => ({ pay: o.pay, bonus: o.bonus })),
    isCredit: c.creditLimitFen > 0 ? 1 : 0,
    client_Checkstatus: c.checkStatus,
  };
}

export async function salesmanInfo(db: Db, salesmanId: number): Promise<SalesmanInfo> {
  const [row] = await db
    .select({ salesman_id: salesmen.id, salesman_name: salesmen.name })
    .from(salesmen)
    .where(eq(salesmen.id, salesmanId));
  if (!row) throw new ApiError(401, SERVER_MSG.loginRequired);
  return row;
}

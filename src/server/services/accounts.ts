/** Login of clients and salesmen, and the account views (clientInfo, userInfo, salesmanInfo). */
import { eq } from 'drizzle-orm';
import { ACCOUNT_MSG, SERVER_MSG } from '../../model/messages';
import { fenToYuan } from '../../model/money';
import { TOP_UP_OPTIONS } from '../../model/constants';
import type { ClientInfo, LoginResult, SalesmanInfo, UserInfo } from '../../contract/session';
import type { Db } from '../db/client';
import { clients, companies, salesmen } from '../db/schema';
import { ApiError } from '../errors';
import { burnPasswordCheck, verifyPassword } from '../lib/password';
import { CHECK_STATUS, CLIENT_STATUS } from '../constants';
import { bindSession } from './sessions';
import type { LoginLimiter } from './login-limiter';
import { companyChoices } from './companies';
import { rejectionNote } from './review';

export interface LoginInput {
  sessionId: number;
  username: string;
  password: string;
  ip: string;
}

async function findAccount(db: Db, username: string) {
  const [client] = await db.select().from(clients).where(eq(clients.username, username)).limit(1);
  if (client) return { kind: 'client' as const, row: client };
  const [salesman] = await db.select().from(salesmen).where(eq(salesmen.username, username)).limit(1);
  if (salesman) return { kind: 'salesman' as const, row: salesman };
  return null;
}

export async function login(db: Db, limiter: LoginLimiter, input: LoginInput): Promise<LoginResult> {
  const username = input.username.trim();
  const key = `${username.toLowerCase()}|${input.ip}`;
  if (limiter.isBlocked(key)) throw new ApiError(429, SERVER_MSG.tooManyAttempts);

  const account = await findAccount(db, username);
  const valid = account
    ? await verifyPassword(input.password, account.row.passwordHash)
    : (await burnPasswordCheck(input.password), false);
  if (!account || !valid) {
    limiter.fail(key);
    throw new ApiError(400, SERVER_MSG.loginFailed);
  }
  limiter.reset(key);
  // Status is revealed only to someone who knows the password.
  if (account.row.status === CLIENT_STATUS.frozen) throw new ApiError(400, SERVER_MSG.accountFrozen);

  if (account.kind === 'salesman') {
    await bindSession(db, input.sessionId, { clientId: null, companyId: null, salesmanId: account.row.id, acting: false });
    return { salesman_id: account.row.id };
  }
  if (account.row.checkStatus === CHECK_STATUS.pending) throw new ApiError(400, SERVER_MSG.accountPending);
  if (account.row.checkStatus === CHECK_STATUS.rejected) {
    throw new ApiError(400, ACCOUNT_MSG.accountRejected(await rejectionNote(db, account.row.id)));
  }
  const { id, companyId } = account.row;
  await bindSession(db, input.sessionId, { clientId: id, companyId, salesmanId: null, acting: false });
  // Several selling companies: the browser asks which one (POST /w1/selectCompany); the own one is bound meanwhile.
  const companyList = await companyChoices(db, id);
  return { client_id: id, company_id: companyId, ...(companyList.length > 1 ? { companyList } : {}) };
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

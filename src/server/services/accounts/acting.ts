/**
 * A salesman ordering on behalf of one of his assigned clients: the session then carries the client's ids with
 * `acting` set, so client routes (cart, checkout, orders, userInfo) serve that client, and orders placed record the
 * salesman (orders.salesman_id). Starting and stopping are audited. Routes: POST /w1/actForCustomer, /w1/stopActing.
 */
import { and, eq } from 'drizzle-orm';
import { OTHER_PROVINCE_COMPANY_ID } from '../../../model/constants';
import { SERVER_MSG } from '../../../model/messages';
import { SALESMAN_MSG } from '../../../model/salesman-report';
import type { ActingSession } from '../../../contract/salesman';
import type { Db } from '../../db/client';
import { clients, companies, salesmanClients, salesmen } from '../../db/schema';
import { ApiError } from '../../errors';
import { CHECK_STATUS, CLIENT_STATUS } from '../../constants';
import { audit } from '../trust/audit';
import { bindSession, type SessionView } from './sessions';


export async function actForClient(db: Db, session: SessionView, clientId: number, ip = ''): Promise<ActingSession> {
  if (session.salesmanId === null) throw new ApiError(401, SERVER_MSG.loginRequired);
  const [row] = await db
    .select({
      companyId: clients.companyId,
      status: clients.status,
      checkStatus: clients.checkStatus,
      username: clients.username,
      name: clients.name,
      companyName: companies.name,
      salesmanName: salesmen.name,
    })
    .from(salesmanClients)
    .innerJoin(clients, eq(clients.id, salesmanClients.clientId))
    .innerJoin(companies, eq(companies.id, clients.companyId))
    .innerJoin(salesmen, eq(salesmen.id, salesmanClients.salesmanId))
    .where(and(eq(salesmanClients.salesmanId, session.salesmanId), eq(salesmanClients.clientId, clientId)));
  if (!row) throw new ApiError(403, SALESMAN_MSG.notYourCustomer);
  if (row.status === CLIENT_STATUS.frozen) throw new ApiError(400, SERVER_MSG.accountFrozen);
  if (row.checkStatus === CHECK_STATUS.pending) throw new ApiError(400, SERVER_MSG.accountPending);
  await bindSession(db, session.id, { clientId, companyId: row.companyId, salesmanId: session.salesmanId, acting: true });
  await audit(db, { action: 'acting', actorKind: 'salesman', actorId: session.salesmanId, subject: `client:${clientId}`, ip });
  return {
    client_id: clientId,
    company_id: row.companyId,
    salesman_id: session.salesmanId,
    username: row.username,
    client_name: row.name,
    company_name: row.companyName,
    salesman_name: row.salesmanName,
    isOtherProvinces: row.companyId === OTHER_PROVINCE_COMPANY_ID ? 1 : 0,
  };
}

export async function stopActing(db: Db, session: SessionView, ip = ''): Promise<void> {
  if (session.salesmanId === null) return;
  await bindSession(db, session.id, { clientId: null, companyId: null, salesmanId: session.salesmanId, acting: false });
  if (session.acting && session.clientId !== null) {
    await audit(db, { action: 'acting_stopped', actorKind: 'salesman', actorId: session.salesmanId, subject: `client:${session.clientId}`, ip });
  }
}

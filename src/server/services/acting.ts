/**
 * A salesman ordering on behalf of one of his assigned clients: the session then carries the client's ids with
 * `acting` set, so client routes (cart, userInfo) serve that client. No route exposes this yet (see README).
 */
import { and, eq } from 'drizzle-orm';
import { MSG, SERVER_MSG } from '../../model/messages';
import type { Db } from '../db/client';
import { clients, salesmanClients } from '../db/schema';
import { ApiError } from '../errors';
import { CHECK_STATUS, CLIENT_STATUS } from '../constants';
import { audit } from './audit';
import { bindSession, type SessionView } from './sessions';

export async function actForClient(db: Db, session: SessionView, clientId: number, ip = '') {
  if (session.salesmanId === null) throw new ApiError(401, SERVER_MSG.loginRequired);
  const [row] = await db
    .select({ companyId: clients.companyId, status: clients.status, checkStatus: clients.checkStatus })
    .from(salesmanClients)
    .innerJoin(clients, eq(clients.id, salesmanClients.clientId))
    .where(and(eq(salesmanClients.salesmanId, session.salesmanId), eq(salesmanClients.clientId, clientId)));
  if (!row) throw new ApiError(403, MSG.http403);
  if (row.status === CLIENT_STATUS.frozen) throw new ApiError(400, SERVER_MSG.accountFrozen);
  if (row.checkStatus === CHECK_STATUS.pending) throw new ApiError(400, SERVER_MSG.accountPending);
  await bindSession(db, session.id, { clientId, companyId: row.companyId, salesmanId: session.salesmanId, acting: true });
  await audit(db, { action: 'acting', actorKind: 'salesman', actorId: session.salesmanId, subject: `client:${clientId}`, ip });
  return { client_id: clientId, company_id: row.companyId, salesman_id: session.salesmanId };
}

export async function stopActing(db: Db, session: SessionView): Promise<void> {
  if (session.salesmanId === null) return;
  await bindSession(db, session.id, { clientId: null, companyId: null, salesmanId: session.salesmanId, acting: false });
}

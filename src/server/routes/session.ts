/** Token, login/logout, the account views and the company choice of a client of several companies. */
import type { FastifyInstance } from 'fastify';
import * as session from '../../contract/session';
import { WEB_APP_ID } from '../../model/constants';
import { SERVER_MSG } from '../../model/messages';
import { ApiError } from '../errors';
import { route } from '../http/route';
import { clientOf, ownClientOf, sessionOf } from '../http/who';
import { clientInfo, login, salesmanInfo, userInfo } from '../services/accounts/login';
import { selectCompany } from '../services/accounts/companies';
import { audit } from '../services/trust/audit';
import { issueSession, unbindSession } from '../services/accounts/sessions';
import type { RouteDeps } from './deps';

export async function sessionArea(app: FastifyInstance, { db, limits }: RouteDeps): Promise<void> {
  route(
    app,
    session.getWebToken,
    async ({ body }) => {
      if (body.appid !== WEB_APP_ID) throw new ApiError(400, `${SERVER_MSG.badParams}：应用标识无效`);
      return issueSession(db);
    },
    { config: { rateLimit: { max: limits.tokenPerMinute, timeWindow: 60_000 } } },
  );

  route(
    app,
    session.login,
    async ({ body, who, req }) => login(db, { sessionId: sessionOf(who).id, ...body, ip: req.ip }),
    { config: { rateLimit: { max: limits.loginPerMinute, timeWindow: 60_000 } } },
  );

  route(app, session.logout, async ({ who, req }) => {
    const s = sessionOf(who);
    await unbindSession(db, s.id);
    if (s.salesmanId !== null || s.clientId !== null) {
      const [actorKind, actorId] = s.salesmanId !== null ? (['salesman', s.salesmanId] as const) : (['client', s.clientId] as const);
      await audit(db, { action: 'logout', actorKind, actorId, ip: req.ip });
    }
    return null;
  });

  route(app, session.clientInfo, async ({ who }) => clientInfo(db, clientOf(who), who.companyId));

  route(app, session.userInfo, async ({ who }) => userInfo(db, clientOf(who), who.companyId));

  route(app, session.salesmanInfo, async ({ who }) => {
    if (who.salesmanId === null) throw new ApiError(401, SERVER_MSG.loginRequired);
    return salesmanInfo(db, who.salesmanId);
  });

  route(app, session.selectCompany, async ({ body, who }) => {
    const clientId = ownClientOf(who);
    if (body.client_id !== undefined && body.client_id !== clientId) throw new ApiError(403, SERVER_MSG.identityMismatch);
    const session = sessionOf(who);
    return selectCompany(db, session.id, clientId, body.company_id, session.cisStaffPhone);
  });
}

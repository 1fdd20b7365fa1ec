/** Personal centre calls (SPEC §7 account section). A salesman acting for the client may use them, except the password. */
import type { FastifyInstance } from 'fastify';
import * as personal from '../../contract/personal';
import { route } from '../http/route';
import { clientOf, ownClientOf, sessionOf } from '../http/who';
import { audit } from '../services/trust/audit';
import { endOtherSessions } from '../services/accounts/sessions';
import { claimCoupon, myCoupons } from '../services/promotions/coupons';
import { changePassword, clientCredit, saveUserBase, userBase } from '../services/accounts/personal';
import type { RouteDeps } from './deps';

export async function personalArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, personal.userBase, async ({ who }) => userBase(db, clientOf(who)));

  route(app, personal.saveUserBase, async ({ body, who }) => saveUserBase(db, clientOf(who), body));

  route(
    app,
    personal.updateClientPass,
    async ({ body, who, req }) => {
      const clientId = ownClientOf(who);
      await changePassword(db, clientId, body);
      // Whoever else held this account's sessions (a stolen token, another PC) is logged out; this one stays.
      await endOtherSessions(db, { clientId }, sessionOf(who).id);
      await audit(db, { action: 'password_changed', actorKind: 'client', actorId: clientId, ip: req.ip });
      return null;
    },
    { config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
  );

  route(app, personal.myCoupons, async ({ query, who }) => myCoupons(db, clientOf(who), query.kind));

  route(app, personal.receiveCoupon, async ({ body, who }) => claimCoupon(db, clientOf(who), body.coupon_id));

  route(app, personal.clientCredit, async ({ who }) => clientCredit(db, clientOf(who)));
}

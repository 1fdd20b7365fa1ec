/** The operator's ERP partner commands and the back office's 合作方 page (contract/partners.ts): credentials of the open API and of the clinic systems (CIS). */
import type { FastifyInstance } from 'fastify';
import * as partners from '../../contract/partners';
import { route } from '../http/route';
import { createCisPartner, revokeCisPartner, rotateCisSecret } from '../services/cis/partners';
import { createPartner, listPartners, partnersOverview, revokePartner, rotatePartnerSecret } from '../services/open/partners';
import { deliveryLog, setPartnerWebhook } from '../services/open/webhooks';
import { actorOf } from './back-office';
import type { RouteDeps } from './deps';

export async function partnersArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, partners.operatorPartners, () => listPartners(db));
  route(app, partners.operatorPartnerCreate, ({ body }) => createPartner(db, body.name));
  route(app, partners.operatorPartnerRotate, ({ body }) => rotatePartnerSecret(db, body.key_id));
  route(app, partners.operatorPartnerRevoke, ({ body }) => revokePartner(db, body.key_id));
  route(app, partners.operatorPartnerWebhook, async ({ body }) => {
    await setPartnerWebhook(db, body.key_id, body.url.trim() || null);
    return null;
  });
  route(app, partners.operatorPartnerDeliveries, ({ body }) => deliveryLog(db, body.key_id));

  route(app, partners.adminPartners, () => partnersOverview(db));
  route(app, partners.adminPartnerCreate, ({ body, req }) => createPartner(db, body.name, actorOf(req)));
  route(app, partners.adminPartnerRotate, ({ body, req }) => rotatePartnerSecret(db, body.key_id, new Date(), actorOf(req)));
  route(app, partners.adminPartnerRevoke, ({ body, req }) => revokePartner(db, body.key_id, new Date(), actorOf(req)));
  route(app, partners.adminPartnerWebhook, async ({ body, req }) => {
    await setPartnerWebhook(db, body.key_id, body.url.trim() || null, Date.now(), actorOf(req));
    return null;
  });
  route(app, partners.adminPartnerDeliveries, ({ query }) => deliveryLog(db, query.key_id));

  route(app, partners.adminCisCreate, ({ body, req }) => createCisPartner(db, body, actorOf(req)));
  route(app, partners.adminCisRotate, ({ body, req }) => rotateCisSecret(db, body.code, actorOf(req)));
  route(app, partners.adminCisRevoke, ({ body, req }) => revokeCisPartner(db, body.code, new Date(), actorOf(req)));
}

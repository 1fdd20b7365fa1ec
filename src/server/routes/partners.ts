/** The operator's ERP partner commands (contract/partners.ts): credentials of the open API. */
import type { FastifyInstance } from 'fastify';
import * as partners from '../../contract/partners';
import { route } from '../http/route';
import { createPartner, listPartners, revokePartner, rotatePartnerSecret } from '../services/open/partners';
import { deliveryLog, setPartnerWebhook } from '../services/open/webhooks';
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
}

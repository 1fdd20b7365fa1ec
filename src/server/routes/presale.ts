/** Pre-sale (预售, type 2 purchases): the list and detail for everyone (prices after login), the operator's commands. */
import type { FastifyInstance } from 'fastify';
import * as presale from '../../contract/presale';
import { route } from '../http/route';
import { viewerOf } from '../services/accounts/viewer';
import { listPresales, presaleDetail } from '../services/promotions/presale-list';
import { createPresale, endPresale, listPresalesForOperator } from '../services/promotions/presale-admin';
import type { RouteDeps } from './deps';

export async function presaleArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  // Not cached: what the client may still order and the units left change with every order.
  route(app, presale.presaleList, ({ who }) => listPresales(db, viewerOf(who), who.clientId, new Date()));
  route(app, presale.presaleDetail, ({ who, query }) => presaleDetail(db, viewerOf(who), who.clientId, query.purchaseId, new Date()));

  route(app, presale.operatorPresales, () => listPresalesForOperator(db));
  route(app, presale.operatorPresaleCreate, ({ body }) => createPresale(db, body));
  route(app, presale.operatorPresaleEnd, ({ body }) => endPresale(db, body.presale_id));
}

/** The back office's salesmen and territories (/api/admin/salesm…, issue 28, 管理员), audited with the staff member. */
import type { FastifyInstance } from 'fastify';
import * as sm from '../../contract/admin-salesmen';
import { route } from '../http/route';
import { assignClient, createSalesman, listSalesmen, setRegions, setSalesmanActive } from '../services/back-office/salesmen';
import { actorOf } from './back-office';
import type { RouteDeps } from './deps';

export async function backOfficeSalesmenArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, sm.adminSalesmen, () => listSalesmen(db));
  route(app, sm.adminSalesmanCreate, ({ body, req }) => createSalesman(db, body, actorOf(req)));
  route(app, sm.adminSalesmanActive, ({ body, req }) => setSalesmanActive(db, body.salesman_id, body.active, actorOf(req)));
  route(app, sm.adminSalesmanAssign, ({ body, req }) => assignClient(db, body.salesman_id, body.username, actorOf(req)));
  route(app, sm.adminSalesmanRegions, ({ body, req }) => setRegions(db, body.salesman_id, body.regions, actorOf(req)));
}

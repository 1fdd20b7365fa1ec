/** The back office's customers (/api/admin/customer…, issue 28): services/back-office/customers.ts, roles: the contract's. */
import type { FastifyInstance } from 'fastify';
import * as cust from '../../contract/admin-customers';
import { route } from '../http/route';
import { creditStatement, creditStatementCsv } from '../services/back-office/credit-statement';
import { adminCustomerDetail, adminCustomerPage, resetPassword, setCreditLimit, setFrozen } from '../services/back-office/customers';
import { actorOf } from './back-office';
import type { RouteDeps } from './deps';
import { sendCsv } from './xlsx';

export async function backOfficeCustomersArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, cust.adminCustomers, async ({ query }) => adminCustomerPage(db, query));
  route(app, cust.adminCustomer, async ({ query }) => adminCustomerDetail(db, query.client_id));
  route(app, cust.adminCustomerFreeze, async ({ body, req }) => setFrozen(db, body.client_id, body.frozen, body.reason, actorOf(req)));
  route(app, cust.adminCustomerPassword, async ({ body, req }) => resetPassword(db, body.client_id, actorOf(req)));
  route(app, cust.adminCreditStatement, async ({ query }) => creditStatement(db, query.client_id, query.month));
  route(app, cust.adminCreditStatementExport, async ({ query, reply }) =>
    sendCsv(reply, `对账单_${query.client_id}_${query.month}.csv`, 'statement.csv', await creditStatementCsv(db, query.client_id, query.month)),
  );
  route(app, cust.adminCreditLimit, async ({ body, req }) => setCreditLimit(db, body.client_id, body.credit_limit, actorOf(req)));
}

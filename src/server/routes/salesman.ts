/** The salesman console (SPEC §2.9): every call is a salesman's, on his own customers only (services/salesman/). */
import type { FastifyInstance } from 'fastify';
import * as s from '../../contract/salesman';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT } from '../../model/constants';
import type { PasswordChange } from '../../contract/personal';
import { route } from '../http/route';
import { sessionOf, type Who } from '../http/who';
import { actForClient, stopActing } from '../services/accounts/acting';
import { changeSalesmanPassword, salesmanBase, saveSalesmanPhone, signOutOthers } from '../services/salesman/account';
import { creditOverview, customerBills } from '../services/salesman/credit';
import { customerCards } from '../services/salesman/customers';
import { salesmanHome } from '../services/salesman/home';
import { customerOrderDetail, customerOrders } from '../services/salesman/orders';
import { regionClients } from '../services/salesman/region';
import { clientTop, productTop, reportByCustomer, reportByProduct, salesReport, salesReportFile } from '../services/salesman/report';
import type { RouteDeps } from './deps';
import { sendXlsx } from './xlsx';

/** The asking salesman (the `salesman` auth level guarantees one, acting for a customer or not). */
const salesmanOf = (who: Who): number => who.salesmanId as number;
const pager = (q: { page?: number; size?: number }) => ({ page: q.page ?? PAGE_DEFAULT, size: q.size ?? PAGE_SIZE_DEFAULT });
/** Password changes: a guess per request costs a scrypt check; as the client's own change (routes/personal.ts). */
const PASSWORD_LIMIT = { config: { rateLimit: { max: 10, timeWindow: 60_000 } } };

export async function salesmanArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, s.salesmanBase, async ({ who }) => salesmanBase(db, sessionOf(who)));
  route(app, s.saveSalesmanBase, async ({ who, body }) => saveSalesmanPhone(db, sessionOf(who), body.phone));

  const changePassword = (who: Who, input: PasswordChange, ip: string) => changeSalesmanPassword(db, sessionOf(who), input, ip);
  route(app, s.saveSalesmanPass, async ({ who, query, req }) => changePassword(who, query, req.ip), PASSWORD_LIMIT);
  route(app, s.saveSalesmanPassPost, async ({ who, body, req }) => changePassword(who, body, req.ip), PASSWORD_LIMIT);
  route(app, s.salesmanSignOutOthers, async ({ who, req }) => signOutOthers(db, sessionOf(who), req.ip));

  route(app, s.salesmanIndex, async ({ who }) => salesmanHome(db, salesmanOf(who)));

  route(app, s.salesmanCustomers, async ({ who, query }) => customerCards(db, salesmanOf(who), { ...query, ...pager(query) }));
  route(app, s.clientRegion, async ({ who, query }) => regionClients(db, salesmanOf(who), { ...query, ...pager(query) }));

  route(app, s.actForCustomer, async ({ who, body, req }) => actForClient(db, sessionOf(who), body.customer_id, req.ip));
  route(app, s.stopActing, async ({ who, req }) => {
    await stopActing(db, sessionOf(who), req.ip);
    return { salesman_id: salesmanOf(who) };
  });

  route(app, s.salesmanCredit, async ({ who, query }) => creditOverview(db, salesmanOf(who), { ...query, ...pager(query) }));
  route(app, s.customerCreditBills, async ({ who, query }) => customerBills(db, salesmanOf(who), query.customer_id));

  route(app, s.customerOrders, async ({ who, query }) =>
    customerOrders(db, salesmanOf(who), {
      ...pager(query),
      tab: query.tab ?? 0,
      keyword: query.keyword,
      start: query.created_at_start,
      end: query.created_at_end,
      customerId: query.customer_id,
    }),
  );
  route(app, s.customerOrderDetail, async ({ who, query }) => customerOrderDetail(db, salesmanOf(who), query.id));

  route(app, s.salesReport, async ({ who, query }) => salesReport(db, salesmanOf(who), query));
  route(app, s.salesReportByCustomer, async ({ who, query }) => reportByCustomer(db, salesmanOf(who), query));
  route(app, s.salesReportByProduct, async ({ who, query }) => reportByProduct(db, salesmanOf(who), query));
  route(app, s.salesReportExport, async ({ who, query, reply }) => {
    const file = await salesReportFile(db, salesmanOf(who), query);
    return sendXlsx(reply, `销售报表_${query.start}_${query.end}.xlsx`, 'sales-report.xlsx', file);
  });

  route(app, s.clientTop, async ({ who, query }) => clientTop(db, salesmanOf(who), query));
  route(app, s.productTop, async ({ who, query }) => productTop(db, salesmanOf(who), query));
}

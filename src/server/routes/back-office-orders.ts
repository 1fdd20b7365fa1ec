/**
 * The back office's orders desk (/api/admin/orders…, issue 28): reads from services/back-office/orders.ts, steps
 * through the operator's own services with the staff member as the audited actor. Roles: the contract's.
 */
import type { FastifyInstance } from 'fastify';
import * as desk from '../../contract/admin-orders';
import { chinaDay } from '../../model/date-range';
import { route } from '../http/route';
import { adminOrderDetail, adminOrderPage, adminOrdersCsv } from '../services/back-office/orders';
import { shipLinesOf, shipWithBatches } from '../services/back-office/ship';
import { cancelOrderStep, reviewOrder } from '../services/orders/operator';
import { confirmTransferStep, refundDecision } from '../services/orders/operator-money';
import { sandboxSms } from '../services/accounts/sms';
import { actorOf } from './back-office';
import type { RouteDeps } from './deps';
import { parcelStaffRoutes } from './parcels';
import { sendCsv } from './xlsx';

export async function backOfficeOrdersArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, desk.adminOrders, async ({ query }) => adminOrderPage(db, query));
  route(app, desk.adminOrdersExport, async ({ query, reply }) =>
    sendCsv(reply, `订单_${chinaDay(new Date())}.csv`, 'orders.csv', await adminOrdersCsv(db, query)),
  );
  route(app, desk.adminOrder, async ({ query }) => adminOrderDetail(db, query.order_code));
  route(app, desk.adminOrderReview, async ({ body, req }) => reviewOrder(db, body.order_code, body.action, actorOf(req)));
  route(app, desk.adminOrderShipLines, async ({ query }) => shipLinesOf(db, query.order_code));
  route(app, desk.adminOrderShip, async ({ body, req }) =>
    shipWithBatches(db, body.order_code, { carrier: body.carrier, waybillNo: body.waybill_no, lines: body.lines, parcel: body.parcel }, sandboxSms, actorOf(req)),
  );
  await parcelStaffRoutes(app, db, actorOf);
  route(app, desk.adminOrderCancel, async ({ body, req }) => cancelOrderStep(db, body.order_code, body.reason, actorOf(req)));
  route(app, desk.adminConfirmTransfer, async ({ body, req }) => confirmTransferStep(db, body.order_code, actorOf(req)));
  route(app, desk.adminRefund, async ({ body, req }) => refundDecision(db, body.order_code, body.action, body.way ?? 'online', actorOf(req)));
}

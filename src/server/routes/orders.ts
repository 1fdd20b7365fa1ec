/** My orders (SPEC §7) for a client or an acting salesman, and the operator's order commands (x-operator-key). */
import type { FastifyInstance } from 'fastify';
import * as orders from '../../contract/orders';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT } from '../../model/constants';
import { MSG } from '../../model/messages';
import { route } from '../http/route';
import { buyerOf, sessionOf } from '../http/who';
import { sendXlsx } from './xlsx';
import { buyAgain } from '../services/orders/buy-again';
import { cancelOrReceive, commentOrder, commitRefund } from '../services/orders/client-moves';
import { orderDetail } from '../services/orders/detail';
import { clientOrdersFile, gspFile } from '../services/orders/export';
import { listOrders, orderCounts } from '../services/orders/list';
import { listOrdersForOperator, reviewOrder } from '../services/orders/operator';
import { shipOrderFefo } from '../services/orders/ship-fefo';
import { confirmTransferStep, refundDecision } from '../services/orders/operator-money';
import { buyerMover } from '../services/orders/own';
import type { RouteDeps } from './deps';
import { parcelBuyerRoutes } from './parcels';

export async function ordersArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const buyer = (who: Parameters<typeof buyerOf>[0]) => buyerOf(who, MSG.salesmanNeedsCustomer);

  route(app, orders.showMyOrders, async ({ who, query }) =>
    listOrders(db, buyer(who).clientId, {
      tab: query.tab ?? 0,
      page: query.page ?? PAGE_DEFAULT,
      size: query.size ?? PAGE_SIZE_DEFAULT,
      keyword: query.keyword,
      start: query.created_at_start,
      end: query.created_at_end,
    }),
  );

  route(app, orders.myOrderCounts, async ({ who }) => orderCounts(db, buyer(who).clientId));

  route(app, orders.getOrderDetailInfo, async ({ who, query }) => orderDetail(db, buyer(who).clientId, query.id));

  route(app, orders.clientCacelOrRecivOrder, async ({ who, query }) => {
    const { clientId } = buyer(who);
    await cancelOrReceive(db, clientId, query.id, query.type, buyerMover(who, clientId));
    return orderDetail(db, clientId, query.id);
  });

  route(app, orders.clientOrderBuyAgain, async ({ who, query }) => {
    const { clientId, scopes } = buyer(who);
    return buyAgain(db, clientId, scopes, query.id);
  });

  route(app, orders.clientRefundCommit, async ({ who, body }) => {
    const { clientId } = buyer(who);
    const input = { reason: body.reason, images: body.images ?? [], sessionId: sessionOf(who).id };
    await commitRefund(db, clientId, body.id, input, buyerMover(who, clientId));
    return orderDetail(db, clientId, body.id);
  });

  route(app, orders.orderComment, async ({ who, body }) => commentOrder(db, buyer(who).clientId, body.id, body));

  route(app, orders.dataDownload, async ({ who, query, reply }) => {
    const file = await clientOrdersFile(db, buyer(who).clientId, query.created_at_start, query.created_at_end);
    return sendXlsx(reply, '我的订单.xlsx', 'yaocai-orders.xlsx', file);
  });

  await parcelBuyerRoutes(app, db);

  // Operator API (npm run operator): the back office's order steps.
  route(app, orders.operatorOrders, async ({ body }) => listOrdersForOperator(db, body.username));
  route(app, orders.operatorShip, async ({ body }) => shipOrderFefo(db, body.order_code, { batchNo: body.batch_no, expiryDate: body.expiry_date }));
  route(app, orders.operatorReview, async ({ body }) => reviewOrder(db, body.order_code, body.action));
  route(app, orders.operatorConfirmTransfer, async ({ body }) => confirmTransferStep(db, body.order_code));
  route(app, orders.operatorRefund, async ({ body }) => refundDecision(db, body.order_code, body.action, body.way ?? 'online'));
  route(app, orders.operatorGspExport, async ({ body, reply }) =>
    sendXlsx(reply, `药品销售记录_${body.from}_${body.to}.xlsx`, 'gsp-sales.xlsx', await gspFile(db, body.from, body.to)),
  );
}

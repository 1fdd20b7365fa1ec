/** Quick order (buy-now check, the quick-order list) and frequently bought, for a client or an acting salesman. */
import type { FastifyInstance } from 'fastify';
import * as quickOrder from '../../contract/quick-order';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT } from '../../model/constants';
import { MSG } from '../../model/messages';
import { route } from '../http/route';
import { buyerOf, type Who } from '../http/who';
import { addOftenBuy, deleteOftenBuy, listOftenBuy } from '../services/cart/often-buy';
import { deleteQuickOrderLine, fastCheck, putQuickOrderLine, putQuickOrderLines, readQuickOrder } from '../services/cart/quick-order';
import { viewerOf } from '../services/accounts/viewer';
import type { RouteDeps } from './deps';

/** The buyer and how it sees products (its scopes; its own prices, since a buyer is logged in). */
function buyerView(who: Who, salesmanMsg: string) {
  const { clientId, scopes } = buyerOf(who, salesmanMsg);
  return { clientId, viewer: { ...viewerOf(who), scopes } };
}

export async function quickOrderArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, quickOrder.fastCheck, async ({ who, body }) => {
    const { viewer } = buyerView(who, MSG.salesmanCartOnly);
    return fastCheck(db, viewer, body.list);
  });

  route(app, quickOrder.fastOrder, async ({ who }) => {
    const { clientId, viewer } = buyerView(who, MSG.salesmanNeedsCustomer);
    return readQuickOrder(db, clientId, viewer);
  });

  route(app, quickOrder.addFast, async ({ who, body }) => {
    const { clientId, viewer } = buyerView(who, MSG.salesmanCartOnly);
    await putQuickOrderLine(db, clientId, viewer.scopes, body.product_id, body.amount);
    return readQuickOrder(db, clientId, viewer);
  });

  route(app, quickOrder.addFastList, async ({ who, body }) => {
    const { clientId, viewer } = buyerView(who, MSG.salesmanCartOnly);
    await putQuickOrderLines(db, clientId, viewer.scopes, body.list);
    return readQuickOrder(db, clientId, viewer);
  });

  route(app, quickOrder.delFastProduct, async ({ who, body }) => {
    const { clientId, viewer } = buyerView(who, MSG.salesmanCartOnly);
    await deleteQuickOrderLine(db, clientId, body.product_id);
    return readQuickOrder(db, clientId, viewer);
  });

  route(app, quickOrder.myOftenBuy, async ({ who, query }) => {
    const { clientId, viewer } = buyerView(who, MSG.salesmanNeedsCustomer);
    return listOftenBuy(db, clientId, viewer, {
      page: query.page ?? PAGE_DEFAULT,
      size: query.size ?? PAGE_SIZE_DEFAULT,
      keyword: query.keyword,
    });
  });

  route(app, quickOrder.delOftenBuy, async ({ who, query }) => {
    const { clientId } = buyerView(who, MSG.salesmanCartOnly);
    await deleteOftenBuy(db, clientId, query.product_id);
    return null;
  });

  route(app, quickOrder.addOftenBuy, async ({ who, body }) => {
    const { clientId } = buyerView(who, MSG.salesmanCartOnly);
    return { total: await addOftenBuy(db, clientId, body.product_ids) };
  });
}

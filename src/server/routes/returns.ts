/** Returns by line and quantity (issue 29): the buyer's request and view, the back office's decision. */
import type { FastifyInstance } from 'fastify';
import * as returns from '../../contract/returns';
import { MSG } from '../../model/messages';
import { route } from '../http/route';
import { buyerOf, sessionOf } from '../http/who';
import { adminOrderReturns, applyReturn, clientOrderReturns, decideReturn } from '../services/orders/returns';
import { actorOf } from './back-office';
import type { RouteDeps } from './deps';

export async function returnsArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const buyer = (who: Parameters<typeof buyerOf>[0]) => buyerOf(who, MSG.salesmanNeedsCustomer);

  route(app, returns.orderReturns, async ({ who, query }) => clientOrderReturns(db, buyer(who).clientId, query.id));
  route(app, returns.orderReturnApply, async ({ who, body }) =>
    applyReturn(db, buyer(who).clientId, body.id, {
      kind: body.kind,
      reasonCode: body.reason_code,
      reasonText: body.reason_text ?? '',
      images: body.images ?? [],
      lines: body.lines,
      sessionId: sessionOf(who).id,
    }),
  );
  route(app, returns.adminOrderReturns, async ({ query }) => adminOrderReturns(db, query.order_code));
  route(app, returns.adminReturnDecide, async ({ body, req }) =>
    decideReturn(db, body.return_id, { action: body.action, note: body.note ?? '', sellable: body.sellable === undefined ? undefined : body.sellable === 1 }, actorOf(req)),
  );
}

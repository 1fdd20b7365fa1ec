/** The message centre, 到货提醒, substitutes and replenishment suggestions (issue 32), for a client or its salesman. */
import type { FastifyInstance } from 'fastify';
import * as alerts from '../../contract/alerts';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT } from '../../model/constants';
import { MSG } from '../../model/messages';
import { route } from '../http/route';
import { buyerOf, type Who } from '../http/who';
import { cancelArrival, listArrivals, subscribeArrival } from '../services/alerts/arrivals';
import { listMessages, markMessages, messageSettings, saveMessageSettings, unreadCount } from '../services/alerts/messages';
import { dismissReorder, reorderSuggestions } from '../services/alerts/replenishment';
import { findSubstitutes, replaceWithSubstitute } from '../services/alerts/substitutes';
import { viewerOf } from '../services/accounts/viewer';
import type { RouteDeps } from './deps';

function buyerView(who: Who, salesmanMsg: string = MSG.salesmanNeedsCustomer) {
  const { clientId, scopes } = buyerOf(who, salesmanMsg);
  return { clientId, viewer: { ...viewerOf(who), scopes } };
}

export async function alertsArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, alerts.myMessages, async ({ who, query }) => {
    const { clientId } = buyerView(who);
    return listMessages(db, clientId, { kind: query.kind, unread: query.unread === 1, page: query.page ?? PAGE_DEFAULT, size: query.size ?? PAGE_SIZE_DEFAULT });
  });

  route(app, alerts.unreadMessages, async ({ who }) => ({ unread: await unreadCount(db, buyerView(who).clientId) }));

  route(app, alerts.readMessages, async ({ who, body }) => {
    const { clientId } = buyerView(who);
    return { unread: await markMessages(db, clientId, body.ids?.length ? body.ids : 'all', body.read === 1) };
  });

  route(app, alerts.messageSettings, async ({ who }) => messageSettings(db, buyerView(who).clientId));

  route(app, alerts.saveMessageSettings, async ({ who, body }) => saveMessageSettings(db, buyerView(who).clientId, body.sms_kinds));

  route(app, alerts.myArrivals, async ({ who }) => ({ list: await listArrivals(db, buyerView(who).clientId) }));

  route(app, alerts.subscribeArrival, async ({ who, body }) => {
    const { clientId } = buyerView(who);
    await subscribeArrival(db, clientId, body.product_id);
    return { list: await listArrivals(db, clientId) };
  });

  route(app, alerts.cancelArrival, async ({ who, body }) => {
    const { clientId } = buyerView(who);
    await cancelArrival(db, clientId, body.product_id);
    return { list: await listArrivals(db, clientId) };
  });

  route(app, alerts.substitutes, async ({ who, query }) => findSubstitutes(db, viewerOf(who), query.product_id));

  route(app, alerts.replaceWithSubstitute, async ({ who, body }) => {
    const { clientId, viewer } = buyerView(who, MSG.salesmanCartOnly);
    return replaceWithSubstitute(db, clientId, viewer, body);
  });

  route(app, alerts.reorderSuggestions, async ({ who }) => {
    const { clientId, viewer } = buyerView(who);
    return { list: await reorderSuggestions(db, clientId, viewer) };
  });

  route(app, alerts.dismissReorder, async ({ who, body }) => {
    await dismissReorder(db, buyerView(who).clientId, body.product_id);
    return null;
  });
}

/**
 * The open API for ERP partners (contract/open.ts). Its own context keeps the bytes of every JSON body
 * (`req.rawBody`), whose hash the partner signs; the auth hook checks the signature (plugins/auth.ts), and the
 * handlers get `req.partner`. Bulk bodies are larger than the site's, hence the body limit; the operator's
 * spreadsheet import (cli/erp-import.ts) posts its rows here too, for the same limit.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as open from '../../contract/open';
import { openDocument } from '../../contract/documents';
import { SERVER_MSG } from '../../model/messages';
import { ApiError } from '../errors';
import { route } from '../http/route';
import type { PartnerView } from '../services/open/verify';
import { takeOffShelf, upsertProducts } from '../services/open/products';
import { upsertAgreedPrices, upsertPrices } from '../services/open/prices';
import { reportStock } from '../services/open/stock';
import { orderFeed } from '../services/open/orders';
import { recordShipment } from '../services/open/shipments';
import { parcelOpenRoutes } from './parcels';
import { refundDecision } from '../services/orders/operator-money';
import { sandboxSms } from '../services/accounts/sms';
import { issueInvoice } from '../services/invoices/order-invoice';
import { OPERATOR_ACTOR } from '../services/trust/audit';
import { saveDocumentFromErp } from '../services/open/documents';
import type { RouteDeps } from './deps';

/** 5,000 rows of a product master with its 说明书 fit; the site's limit stays as it is. */
export const OPEN_BODY_LIMIT = 32 * 1024 * 1024;

/** JSON.parse that drops `__proto__` keys, as Fastify's own parser does. */
const parseJson = (text: string): unknown => JSON.parse(text, (k, v: unknown) => (k === '__proto__' ? undefined : v));

/** The partner the auth hook verified (every route here is `auth: 'partner'`). */
function partnerOf(req: FastifyRequest): PartnerView {
  if (!req.partner) throw new ApiError(401, SERVER_MSG.loginRequired);
  return req.partner;
}

export async function openArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: OPEN_BODY_LIMIT }, (req, body, done) => {
    const bytes = body as Buffer;
    req.rawBody = bytes;
    try {
      done(null, bytes.length ? parseJson(bytes.toString('utf8')) : {});
    } catch {
      done(new ApiError(400, SERVER_MSG.badParams), undefined);
    }
  });

  route(app, open.openPing, async ({ req }) => {
    const partner = partnerOf(req);
    return { key_id: partner.keyId, partner: partner.name, server_time: Math.floor(Date.now() / 1000) };
  });
  route(app, open.openProducts, ({ body }) => upsertProducts(db, body.rows));
  route(app, open.operatorProductImport, ({ body }) => upsertProducts(db, body.rows));
  route(app, open.openOffShelf, ({ body }) => takeOffShelf(db, body.codes));
  route(app, open.openPrices, ({ body }) => upsertPrices(db, body.rows));
  route(app, open.openAgreedPrices, ({ body }) => upsertAgreedPrices(db, body.rows));
  route(app, open.openStock, ({ body }) => reportStock(db, body.rows));
  route(app, open.openOrders, ({ query }) => orderFeed(db, query.cursor, query.limit));
  route(app, open.openShipment, ({ body, req }) => recordShipment(db, partnerOf(req), body, sandboxSms));
  route(app, open.openInvoice, ({ body, req }) => {
    const partner = partnerOf(req);
    return issueInvoice(db, body.order_code, { invoiceNo: body.invoice_no, data: Buffer.from(body.file_base64, 'base64'), declaredType: body.file_type }, { actor: OPERATOR_ACTOR, label: `erp:${partner.keyId}` });
  });
  await parcelOpenRoutes(app, db, (req) => partnerOf(req).keyId);
  route(app, openDocument, ({ body, req }) => saveDocumentFromErp(db, partnerOf(req), body));
  route(app, open.openRefund, ({ body }) => refundDecision(db, body.order_code, body.action, body.way ?? 'online'));
}

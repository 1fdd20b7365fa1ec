/**
 * Invoices (发票, issue 29): the buyer's details, an order's invoice, its request and its file; the back office's
 * requests list, view, file and upload (multipart, this plugin's own parser). The ERP's upload is in routes/open.ts.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import * as inv from '../../contract/invoices';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT, UPLOAD_MAX_MB } from '../../model/constants';
import { INVOICE_MSG } from '../../model/invoice-rules';
import { MSG } from '../../model/messages';
import { multipartFile } from '../http/multipart-file';
import { route } from '../http/route';
import { buyerOf } from '../http/who';
import { attachment } from '../services/batch-upload';
import { myInvoiceDetails, saveInvoiceDetails } from '../services/invoices/details';
import { adminInvoiceFile, adminOrderInvoice, issueInvoice, myInvoiceFile, myOrderInvoice, pendingInvoices, requestInvoice } from '../services/invoices/order-invoice';
import { UPLOAD_MAX_BYTES } from '../services/content/uploads';
import { actorOf, staffOf } from './back-office';
import type { RouteDeps } from './deps';

const sendInvoice = (reply: FastifyReply, file: { mime: string; data: Buffer; name: string }) =>
  reply
    .type(file.mime)
    .header('content-disposition', attachment(file.name, file.name.replace(/[^\x20-\x7e]/g, '_')))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);

export async function invoicesArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
  const buyer = (who: Parameters<typeof buyerOf>[0]) => buyerOf(who, MSG.salesmanNeedsCustomer);

  route(app, inv.invoiceDetails, async ({ who }) => myInvoiceDetails(db, buyer(who).clientId));
  route(app, inv.saveInvoiceDetails, async ({ who, body }) => saveInvoiceDetails(db, buyer(who).clientId, body));
  route(app, inv.orderInvoice, async ({ who, query }) => myOrderInvoice(db, buyer(who).clientId, query.id));
  route(app, inv.requestInvoice, async ({ who, body }) => requestInvoice(db, buyer(who).clientId, body.id, body.kind));
  route(app, inv.orderInvoiceFile, async ({ who, query, reply }) => sendInvoice(reply, await myInvoiceFile(db, buyer(who).clientId, query.id)));

  route(app, inv.adminInvoiceRequests, async ({ query }) => pendingInvoices(db, query.page ?? PAGE_DEFAULT, query.size ?? PAGE_SIZE_DEFAULT));
  route(app, inv.adminOrderInvoice, async ({ query }) => adminOrderInvoice(db, query.order_code));
  route(app, inv.adminOrderInvoiceFile, async ({ query, reply }) => sendInvoice(reply, await adminInvoiceFile(db, query.order_code)));
  route(
    app,
    inv.adminIssueInvoice,
    async ({ req }) => {
      const { data, fields } = await multipartFile(req, { missing: INVOICE_MSG.fileMissing, tooLarge: INVOICE_MSG.fileTooLarge(UPLOAD_MAX_MB) });
      const staff = staffOf(req);
      return issueInvoice(db, (fields.order_code ?? '').slice(0, 40), { invoiceNo: (fields.invoice_no ?? '').slice(0, 40), data }, { actor: actorOf(req), label: `staff:${staff.username}` });
    },
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
  );
}

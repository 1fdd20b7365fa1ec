/** Compliance: the buyer's standing, licences and renewals, purchasers, purchase records; the operator's side. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as compliance from '../../contract/compliance';
import type { ExportFormat } from '../../contract/compliance';
import * as site from '../../contract/site';
import { route } from '../http/route';
import { clientOf, sessionOf } from '../http/who';
import { siteLicences } from '../lib/site-licences';
import { myLicences, pendingRenewals, renewLicence, reviewRenewal, setLicenceDate } from '../services/compliance/licences';
import { addPurchaser, myPurchasers, revokePurchaser } from '../services/compliance/purchasers';
import { gspRecordsFile, operatorRecordsFile, purchaseRecords, purchaseRecordsFile } from '../services/compliance/records';
import { complianceStatus } from '../services/compliance/status';
import { actorOf } from './back-office';
import type { RouteDeps } from './deps';
import { sendCsv, sendXlsx } from './xlsx';

function sendExport(reply: FastifyReply, name: string, ascii: string, format: ExportFormat, data: Buffer) {
  if (format === 'xlsx') return sendXlsx(reply, `${name}.xlsx`, `${ascii}.xlsx`, data);
  return sendCsv(reply, `${name}.csv`, `${ascii}.csv`, data);
}

export async function complianceArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, compliance.complianceStatus, async ({ who, query }) => complianceStatus(db, clientOf(who), query.purchaser_id, who.session?.cisStaffPhone ?? null));
  route(app, compliance.myLicences, async ({ who }) => myLicences(db, clientOf(who)));
  route(app, compliance.renewLicence, async ({ who, body }) => renewLicence(db, { sessionId: sessionOf(who).id, clientId: clientOf(who) }, body));
  route(app, compliance.myPurchasers, async ({ who }) => myPurchasers(db, clientOf(who)));
  route(app, compliance.addPurchaser, async ({ who, body }) => addPurchaser(db, { sessionId: sessionOf(who).id, clientId: clientOf(who) }, body));
  route(app, compliance.revokePurchaser, async ({ who, body }) => revokePurchaser(db, clientOf(who), body.id));
  route(app, compliance.purchaseRecords, async ({ who, query }) => purchaseRecords(db, clientOf(who), query));
  route(app, compliance.purchaseRecordsExport, async ({ who, query, reply }) => {
    const format = query.format ?? 'xlsx';
    return sendExport(reply, '购进记录', 'purchase-records', format, await purchaseRecordsFile(db, clientOf(who), query, format));
  });
  route(app, site.siteLicences, async () => siteLicences());

  // Operator API (npm run operator): renewal review, records across clients.
  route(app, compliance.operatorRenewals, async () => pendingRenewals(db));
  route(app, compliance.operatorSetLicence, async ({ body }) => setLicenceDate(db, body.username, body.kind, body.valid_until));
  route(app, compliance.operatorReviewRenewal, async ({ body }) => reviewRenewal(db, body.id, body.action, body.reason));
  route(app, compliance.operatorPurchaseRecords, async ({ body, reply }) => {
    const format = body.format ?? 'xlsx';
    const data = await operatorRecordsFile(db, body.from, body.to, body.username, format);
    return sendExport(reply, `购进销售记录_${body.from}_${body.to}`, 'purchase-records', format, data);
  });

  // The back office (质量管理): the same exports, audited with the staff member; CSV unless asked for .xlsx.
  route(app, compliance.adminGspRecords, async ({ query, req, reply }) => {
    const format = query.format ?? 'csv';
    const data = await gspRecordsFile(db, query.from, query.to, format, actorOf(req));
    return sendExport(reply, `药品销售记录_${query.from}_${query.to}`, 'gsp-records', format, data);
  });
  route(app, compliance.adminPurchaseRecords, async ({ query, req, reply }) => {
    const format = query.format ?? 'csv';
    const data = await operatorRecordsFile(db, query.from, query.to, query.username, format, actorOf(req));
    return sendExport(reply, `购进销售记录_${query.from}_${query.to}`, 'purchase-records', format, data);
  });
}

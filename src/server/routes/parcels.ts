/**
 * Parcels, tracking and traceability (issue 29): the buyer's 追溯码 (data, CSV, .xlsx) and delivery notes, the back
 * office's parcels and tracking events, the ERP's tracking callback. Each function is registered inside its area
 * (orders, back-office orders, open), which brings the area's authentication.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as p from '../../contract/parcels';
import { MSG } from '../../model/messages';
import { traceCodesCsv, type TraceCodeRow } from '../../model/parcels';
import { OPERATOR_ACTOR, type Actor } from '../services/trust/audit';
import type { Db } from '../db/client';
import { route } from '../http/route';
import { buyerOf } from '../http/who';
import { deliveryNotePdf, noteFacts } from '../services/orders/delivery-note';
import { operatorStep } from '../services/orders/operator';
import { ownOrder } from '../services/orders/own';
import { addParcelEvents, orderIdByCode, parcelByWaybill, parcelsOf, traceCodeRows } from '../services/orders/parcels';
import { sheetFile, type Column } from '../services/orders/spreadsheet';
import { attachment } from '../services/batch-upload';
import { sendCsv, sendXlsx } from './xlsx';

const TRACE_COLUMNS: Column<TraceCodeRow>[] = [
  { header: '追溯码', width: 26, value: (r) => r.trace_code },
  { header: '商品名称', width: 24, value: (r) => r.product_name },
  { header: '规格', width: 18, value: (r) => r.standard },
  { header: '批号', width: 14, value: (r) => r.batch_no },
  { header: '有效期至', width: 12, value: (r) => r.expires_on },
  { header: '运单号', width: 18, value: (r) => r.waybill },
];

export async function parcelBuyerRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const buyer = (who: Parameters<typeof buyerOf>[0]) => buyerOf(who, MSG.salesmanNeedsCustomer);
  route(app, p.orderTraceCodes, async ({ who, query }) => {
    const o = await ownOrder(db, buyer(who).clientId, query.id);
    return { order_code: o.orderCode, codes: await traceCodeRows(db, o.id) };
  });
  route(app, p.orderTraceCodesFile, async ({ who, query, reply }) => {
    const o = await ownOrder(db, buyer(who).clientId, query.id);
    const rows = await traceCodeRows(db, o.id);
    const name = `追溯码_${o.orderCode}`;
    if (query.format === 'csv') return sendCsv(reply, `${name}.csv`, `trace-codes-${o.orderCode}.csv`, Buffer.from(traceCodesCsv(rows), 'utf8'));
    return sendXlsx(reply, `${name}.xlsx`, `trace-codes-${o.orderCode}.xlsx`, await sheetFile('追溯码', TRACE_COLUMNS, rows));
  });
  route(app, p.parcelDeliveryNote, async ({ who, query, reply }) => {
    const facts = await noteFacts(db, buyer(who).clientId, query.id, query.parcel);
    const pdf = await deliveryNotePdf(facts);
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(`随货同行单_${facts.orderCode}_${facts.waybill}.pdf`, `delivery-note-${facts.orderCode}-${facts.waybill}.pdf`))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });
}

async function parcelsOfCode(db: Db, code: string) {
  const o = await orderIdByCode(db, code);
  return { parcels: (await parcelsOf(db, [o])).get(o) ?? [] };
}

/** One tracking event by staff or the ERP, audited as an order step. */
async function trackStep(db: Db, code: string, waybill: string, events: Parameters<typeof addParcelEvents>[2], detail: Record<string, unknown>, actor: Actor) {
  const now = new Date();
  await operatorStep(db, code, 'parcel-event', { waybill, events: events.length, ...detail }, async (tx, o) => addParcelEvents(tx, await parcelByWaybill(tx, o.id, waybill), events, now), actor);
  return parcelsOfCode(db, code);
}

export async function parcelStaffRoutes(app: FastifyInstance, db: Db, actorOf: (req: FastifyRequest) => Actor): Promise<void> {
  route(app, p.adminOrderParcels, async ({ query }) => parcelsOfCode(db, query.order_code));
  route(app, p.adminParcelEvent, async ({ body, req }) => trackStep(db, body.order_code, body.waybill, [body.event], {}, actorOf(req)));
}

export async function parcelOpenRoutes(app: FastifyInstance, db: Db, partnerKey: (req: FastifyRequest) => string): Promise<void> {
  route(app, p.openShipmentEvents, async ({ body, req }) => trackStep(db, body.order_code, body.waybill, body.events, { partner: partnerKey(req) }, OPERATOR_ACTOR));
}

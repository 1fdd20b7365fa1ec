/**
 * The ERP's shipment callback (POST /api/open/shipments; issue 27): for every line of the order the batches it left
 * with (批号, 有效期, quantity adding up to the line's, 追溯码), the carrier and the waybill. In one transaction it
 * stores the shipment, writes each line's GSP record (the earliest-expiring batch's number and expiry, and every
 * batch with its codes in shipment_batches) and ships the order through the order state service
 * (orders/operator.ts shipInTx: the same checks and move as the operator's ship). The same waybill sent again answers
 * the order as it is (idempotent); another waybill for a shipped order is refused. Once committed the buyer is told
 * by text message (the sandbox prints it), and the order detail shows batches, expiry, waybill and codes.
 * Parcels (issue 29, `parcel: true`): one callback per parcel, each with its own waybill and part of the lines
 * (orders/parcels.ts shipParcelInTx); `events` carries tracking events (also POST /open/shipments/events).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { OperatorOrder } from '../../../contract/orders';
import type { ShipmentBody } from '../../../contract/open';
import { ORDER_MSG } from '../../../model/messages';
import { SHIPMENT_MSG } from '../../../model/erp-rows';
import type { Db } from '../../db/client';
import { clients, orderLines, orders, shipmentBatches, shipments } from '../../db/schema';
import { ApiError } from '../../errors';
import { operatorStep, operatorView } from '../orders/operator';
import { addParcelEvents, shipParcelInTx } from '../orders/parcels';
import type { SmsSender } from '../accounts/sms';
import type { PartnerView } from './verify';

/** Why the lines given cannot be the shipment of these order lines (Chinese), or null. */
export function shipmentLinesProblem(lines: ShipmentBody['lines'], orderLinesOf: readonly { id: number; amount: number }[]): string | null {
  const given = new Map(lines.map((l) => [l.line_id, l]));
  if (given.size !== lines.length) return SHIPMENT_MSG.duplicateLine;
  for (const l of lines) if (!orderLinesOf.some((o) => o.id === l.line_id)) return SHIPMENT_MSG.unknownLine(l.line_id);
  const codes = new Set<string>();
  for (const o of orderLinesOf) {
    const l = given.get(o.id);
    if (!l) return SHIPMENT_MSG.missingLine(o.id);
    const sum = l.batches.reduce((a, b) => a + b.quantity, 0);
    if (sum !== o.amount) return SHIPMENT_MSG.quantityMismatch(o.id, o.amount, sum);
    for (const b of l.batches) {
      if (Number.isNaN(Date.parse(`${b.expires_on}T00:00:00Z`))) return ORDER_MSG.badExpiry;
      for (const c of b.trace_codes ?? []) {
        if (codes.has(c)) return SHIPMENT_MSG.duplicateTraceCode(c);
        codes.add(c);
      }
    }
  }
  return null;
}

export async function recordShipment(db: Db, partner: PartnerView | null, body: ShipmentBody, sms: SmsSender, now = new Date()): Promise<OperatorOrder> {
  const existing = await db
    .select({ id: shipments.id, waybill: shipments.waybill })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(orders.orderCode, body.order_code))
    .orderBy(asc(shipments.id));
  const same = existing.find((p) => p.waybill === body.waybill);
  if (same) {
    // Sent again: the parcel stays as it was; tracking events not seen yet are added.
    if (body.events?.length) await addParcelEvents(db, same.id, body.events, now);
    return operatorView(db, body.order_code);
  }
  if (existing.length > 0 && !body.parcel) throw new ApiError(400, SHIPMENT_MSG.otherWaybill(existing[0]!.waybill));
  const parcel = body.parcel ?? false;
  const detail = { partner: partner?.keyId ?? null, carrier: body.carrier, waybill: body.waybill, ...(parcel ? { parcel } : {}) };
  const view = await operatorStep(db, body.order_code, 'erp-ship', detail, async (tx, o) => {
    if (!parcel) {
      const lines = await tx.select({ id: orderLines.id, amount: orderLines.amount }).from(orderLines).where(eq(orderLines.orderId, o.id));
      const problem = shipmentLinesProblem(body.lines, lines);
      if (problem) throw new ApiError(400, problem);
    }
    const reason = `已发货（${body.carrier} 运单号 ${body.waybill}）`;
    await shipParcelInTx(tx, o, { partnerId: partner?.id ?? null, carrier: body.carrier, waybill: body.waybill, lines: body.lines, parcel, events: body.events }, now, reason);
  });
  const [buyer] = await db
    .select({ phone: clients.phone })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(orders.orderCode, body.order_code));
  if (buyer?.phone) await sms.send(buyer.phone, SHIPMENT_MSG.buyerText(body.order_code, body.carrier, body.waybill)).catch(() => {});
  return view;
}

/** Every batch each line of these orders shipped with, by line id (the buyer's order detail). */
export async function shippedBatchesOf(db: Db, lineIds: readonly number[]) {
  if (lineIds.length === 0) return new Map<number, (typeof shipmentBatches.$inferSelect)[]>();
  const rows = await db.select().from(shipmentBatches).where(inArray(shipmentBatches.orderLineId, [...lineIds]));
  const out = new Map<number, (typeof shipmentBatches.$inferSelect)[]>();
  for (const r of rows.sort((a, b) => a.id - b.id)) out.set(r.orderLineId, [...(out.get(r.orderLineId) ?? []), r]);
  return out;
}

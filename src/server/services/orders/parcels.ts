/**
 * Parcels of an order (issue 29): shipping one more parcel, its tracking events, and reading them back for the
 * buyer (order detail, order list's short line), the back office and the 追溯码 exports.
 *
 * The order becomes shipped (1 or 11 → 2, through shipInTx: the same checks, GSP record and auto-receipt clock) when
 * its FIRST parcel leaves: from then on goods are on the road, the buyer tracks them under 待收货 and a refund takes
 * the shipped path (no stock back). Waiting for the last parcel would hide a parcel already at the door. Each later
 * parcel pushes the auto-receipt deadline back to a full period after it left, so the buyer is never received
 * automatically before the last parcel could arrive. Across parcels a line never ships more than it was ordered,
 * and a 追溯码 is used once in the whole store (a pack has one code).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ParcelView } from '../../../contract/parcel-view';
import type { ShipmentLines } from '../../../contract/open';
import type { TrackEventInput } from '../../../contract/parcel-view';
import { chinaStamp } from '../../../model/date-range';
import { ORDER_STATUS as S } from '../../../model/order-status';
import { newestFirst, PARCEL_MSG, parcelQuantityProblem, type TraceCodeRow } from '../../../model/parcels';
import { SHIPMENT_MSG } from '../../../model/erp-rows';
import { ORDER_MSG } from '../../../model/messages';
import { orderSettings } from '../../lib/order-settings';
import type { Db } from '../../db/client';
import { orderLines, orders, shipmentBatches, shipmentEvents, shipments } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';
import { shipInTx } from './operator';
import type { OrderRow } from './views';

const DAY_MS = 86_400_000;

/**
 * Writes a shipment inside shipInTx's `markLines`: the shipments row, each line's GSP record (the earliest-expiring
 * batch's number and expiry, and shipped_at) and every batch with its 追溯码 in shipment_batches (the buyer's order
 * detail shows them). Answers how many lines it shipped. The ERP's callback and the back office's ship write through it.
 */
export async function writeShipment(tx: Tx, orderId: number, partnerId: number | null, carrier: string, waybill: string, lines: ShipmentLines, now: Date): Promise<number> {
  const [ship] = await tx.insert(shipments).values({ orderId, partnerId, carrier, waybill }).returning();
  let shippedLines = 0;
  for (const l of lines) {
    const first = [...l.batches].sort((a, b) => (a.expires_on < b.expires_on ? -1 : a.expires_on > b.expires_on ? 1 : 0))[0]!;
    const done = await tx
      .update(orderLines)
      .set({ batchNo: first.batch_no, expiryDate: first.expires_on, shippedAt: now })
      .where(and(eq(orderLines.id, l.line_id), isNull(orderLines.shippedAt)))
      .returning({ id: orderLines.id });
    shippedLines += done.length;
    await tx.insert(shipmentBatches).values(
      l.batches.map((b) => ({ shipmentId: ship!.id, orderLineId: l.line_id, batchNo: b.batch_no, producedOn: b.produced_on ?? null, expiresOn: b.expires_on, quantity: b.quantity, traceCodes: b.trace_codes ?? [] })),
    );
  }
  return shippedLines;
}

/** A tracking event's time: given in China time (yyyy-MM-dd HH:mm[:ss]) or now. */
export function eventTime(at: string | undefined, now: Date): Date {
  if (!at) return now;
  const [day, time] = at.replace('T', ' ').split(' ');
  const t = Date.parse(`${day}T${time!.length === 5 ? `${time}:00` : time}+08:00`);
  if (Number.isNaN(t)) throw new ApiError(400, PARCEL_MSG.badEventTime);
  return new Date(t);
}

/** Stores tracking events of a parcel; one already there (same time and text) is left as it is. */
export async function addParcelEvents(db: Db | Tx, shipmentId: number, events: readonly TrackEventInput[], now: Date): Promise<void> {
  const rows = events.map((e) => ({ shipmentId, at: eventTime(e.at, now), place: e.place?.trim() ?? '', text: e.text.trim() }));
  if (rows.some((r) => !r.text)) throw new ApiError(400, PARCEL_MSG.emptyEvent);
  if (rows.length) await db.insert(shipmentEvents).values(rows).onConflictDoNothing();
}

/** How much of each line of the order earlier parcels carried. */
export async function shippedSoFar(tx: Db | Tx, orderId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ line: shipmentBatches.orderLineId, n: sql<number>`sum(${shipmentBatches.quantity})::int` })
    .from(shipmentBatches)
    .innerJoin(shipments, eq(shipments.id, shipmentBatches.shipmentId))
    .where(eq(shipments.orderId, orderId))
    .groupBy(shipmentBatches.orderLineId);
  return new Map(rows.map((r) => [r.line, Number(r.n)]));
}

/**
 * Parcels carrying 追溯码 are written one at a time store-wide (a transaction-scoped advisory lock, released at
 * commit): a code lives in an array column, which no unique index covers, so two orders shipping the same code at
 * once would each find it free. After the lock the check reads what the previous holder committed.
 */
const TRACE_CODE_LOCK = 29_0001;

/** The first of these 追溯码 some parcel already carries, or null. */
async function takenTraceCode(tx: Db | Tx, codes: readonly string[]): Promise<string | null> {
  if (codes.length === 0) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(${TRACE_CODE_LOCK})`);
  const arr = sql`array[${sql.join(codes.map((c) => sql`${c}`), sql`, `)}]::text[]`;
  const [hit] = await tx.select({ codes: shipmentBatches.traceCodes }).from(shipmentBatches).where(sql`${shipmentBatches.traceCodes} && ${arr}`).limit(1);
  return hit ? (codes.find((c) => hit.codes.includes(c)) ?? null) : null;
}

/**
 * Why these lines cannot be one more parcel of the order, or null: each order line once, lines of the order, no
 * line over what earlier parcels left of it, something in it, 追溯码 not twice in it.
 */
export function parcelLinesProblem(lines: ShipmentLines, orderLinesOf: readonly { id: number; amount: number }[], shipped: ReadonlyMap<number, number>): string | null {
  if (new Set(lines.map((l) => l.line_id)).size !== lines.length) return SHIPMENT_MSG.duplicateLine;
  for (const l of lines) if (!orderLinesOf.some((o) => o.id === l.line_id)) return SHIPMENT_MSG.unknownLine(l.line_id);
  const asked = lines.map((l) => {
    const o = orderLinesOf.find((x) => x.id === l.line_id)!;
    return { label: `订单行 ${l.line_id}`, left: o.amount - (shipped.get(l.line_id) ?? 0), quantity: l.batches.reduce((a, b) => a + b.quantity, 0) };
  });
  const problem = parcelQuantityProblem(asked);
  if (problem) return problem;
  const codes = new Set<string>();
  for (const l of lines)
    for (const b of l.batches) {
      if (Number.isNaN(Date.parse(`${b.expires_on}T00:00:00Z`))) return ORDER_MSG.badExpiry;
      for (const c of b.trace_codes ?? []) {
        if (codes.has(c)) return SHIPMENT_MSG.duplicateTraceCode(c);
        codes.add(c);
      }
    }
  return null;
}

export interface ParcelInput {
  partnerId: number | null;
  carrier: string;
  waybill: string;
  lines: ShipmentLines;
  /** true: a parcel of several (lines and quantities may be part of the order); false: the whole order at once. */
  parcel: boolean;
  events?: readonly TrackEventInput[];
}

/** The earliest parcel's waybill of an order, or null (none yet). */
export async function firstWaybill(db: Db | Tx, orderId: number): Promise<string | null> {
  const [p] = await db.select({ waybill: shipments.waybill }).from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.id)).limit(1);
  return p?.waybill ?? null;
}

/**
 * Ships one parcel inside an order step (the order row is locked by operatorStep): the checks above (a whole-order
 * shipment keeps the caller's own rule: every line, full quantities), 追溯码 unused anywhere, then the first parcel
 * ships the order through shipInTx and a later one only adds its parcel (order shipped already) and moves the
 * auto-receipt deadline. Its tracking events are stored with it. `reason` is the order event's text.
 */
export async function shipParcelInTx(tx: Tx, o: OrderRow, input: ParcelInput, now: Date, reason: string): Promise<void> {
  const lines = await tx.select({ id: orderLines.id, amount: orderLines.amount }).from(orderLines).where(eq(orderLines.orderId, o.id));
  const earlier = await firstWaybill(tx, o.id);
  if (earlier && !input.parcel) throw new ApiError(400, SHIPMENT_MSG.otherWaybill(earlier));
  if (input.parcel) {
    const problem = parcelLinesProblem(input.lines, lines, await shippedSoFar(tx, o.id));
    if (problem) throw new ApiError(400, problem);
  }
  const taken = await takenTraceCode(tx, input.lines.flatMap((l) => l.batches.flatMap((b) => b.trace_codes ?? [])));
  if (taken) throw new ApiError(400, PARCEL_MSG.traceCodeTaken(taken));
  const write = () => writeShipment(tx, o.id, input.partnerId, input.carrier, input.waybill, input.lines, now);
  if (o.status === S.shipped && earlier) {
    await write();
    const autoReceiveAt = new Date(now.getTime() + orderSettings().autoReceiveDays * DAY_MS);
    await tx.update(orders).set({ autoReceiveAt, updatedAt: now }).where(and(eq(orders.id, o.id), sql`${orders.autoReceiveAt} is null or ${orders.autoReceiveAt} < ${autoReceiveAt}`));
  } else {
    await shipInTx(tx, o, now, reason, { carrier: input.carrier, waybillNo: input.waybill }, write);
  }
  if (input.events?.length) {
    const [p] = await tx.select({ id: shipments.id }).from(shipments).where(and(eq(shipments.orderId, o.id), eq(shipments.waybill, input.waybill)));
    await addParcelEvents(tx, p!.id, input.events, now);
  }
}

/** An order's id by its code (the back office's and the ERP's calls name orders by code), or 404. */
export async function orderIdByCode(db: Db | Tx, code: string): Promise<number> {
  const [o] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderCode, code));
  if (!o) throw new ApiError(404, ORDER_MSG.notFound);
  return o.id;
}

/** The parcel of an order with this waybill (its id), or a 400 naming the waybill. */
export async function parcelByWaybill(db: Db | Tx, orderId: number, waybill: string): Promise<number> {
  const [p] = await db.select({ id: shipments.id }).from(shipments).where(and(eq(shipments.orderId, orderId), eq(shipments.waybill, waybill)));
  if (!p) throw new ApiError(400, PARCEL_MSG.unknownParcel(waybill));
  return p.id;
}

/** Every parcel of these orders as shown (events newest first, lines in order-line order), by order id. */
export async function parcelsOf(db: Db | Tx, orderIds: readonly number[]): Promise<Map<number, ParcelView[]>> {
  const out = new Map<number, ParcelView[]>();
  if (orderIds.length === 0) return out;
  const ships = await db.select().from(shipments).where(inArray(shipments.orderId, [...orderIds])).orderBy(asc(shipments.id));
  if (ships.length === 0) return out;
  const ids = ships.map((s) => s.id);
  const [batches, events] = await Promise.all([
    db
      .select({ b: shipmentBatches, name: orderLines.tyName, standard: orderLines.productStandard })
      .from(shipmentBatches)
      .innerJoin(orderLines, eq(orderLines.id, shipmentBatches.orderLineId))
      .where(inArray(shipmentBatches.shipmentId, ids))
      .orderBy(asc(shipmentBatches.orderLineId), asc(shipmentBatches.id)),
    db.select().from(shipmentEvents).where(inArray(shipmentEvents.shipmentId, ids)).orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id)),
  ]);
  for (const s of ships) {
    const lines: ParcelView['lines'] = [];
    for (const { b, name, standard } of batches.filter((x) => x.b.shipmentId === s.id)) {
      let line = lines.find((l) => l.line_id === b.orderLineId);
      if (!line) lines.push((line = { line_id: b.orderLineId, name: `${name} ${standard}`, quantity: 0, batches: [] }));
      line.quantity += b.quantity;
      line.batches.push({ batch_no: b.batchNo, produced_on: b.producedOn, expires_on: b.expiresOn, quantity: b.quantity, trace_count: b.traceCodes.length });
    }
    const view: ParcelView = {
      id: s.id,
      carrier: s.carrier,
      waybill: s.waybill,
      shipped_at: chinaStamp(s.createdAt),
      events: newestFirst(events.filter((e) => e.shipmentId === s.id).map((e) => ({ at: chinaStamp(e.at), place: e.place, text: e.text }))),
      lines,
    };
    out.set(s.orderId, [...(out.get(s.orderId) ?? []), view]);
  }
  return out;
}

/** Every 追溯码 of an order, one a row (by parcel, line and batch). */
export async function traceCodeRows(db: Db | Tx, orderId: number): Promise<TraceCodeRow[]> {
  const rows = await db
    .select({ b: shipmentBatches, waybill: shipments.waybill, name: orderLines.tyName, standard: orderLines.productStandard })
    .from(shipmentBatches)
    .innerJoin(shipments, eq(shipments.id, shipmentBatches.shipmentId))
    .innerJoin(orderLines, eq(orderLines.id, shipmentBatches.orderLineId))
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.id), asc(shipmentBatches.orderLineId), asc(shipmentBatches.id));
  return rows.flatMap(({ b, waybill, name, standard }) =>
    b.traceCodes.map((c) => ({ trace_code: c, product_name: name, standard, batch_no: b.batchNo, expires_on: b.expiresOn, waybill })),
  );
}

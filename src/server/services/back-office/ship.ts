/**
 * The orders desk's ship with batches (issue 28): what each line of an order can leave with (the product's batches
 * in stock, first expiry first), and the ship itself. The ship runs as an order step (operator.ts operatorStep:
 * audited with the staff member, in one transaction) through orders/parcels.ts shipParcelInTx — the same move and the same
 * GSP record, shipment_batches and 追溯码 as the ERP's shipment callback, so the buyer's order detail shows them
 * alike. A product with batches on record must ship from them (sellable, enough left; the products' batches are
 * locked and each taken quantity is subtracted, keeping 批次库存 = on hand); one with none ships with the batch
 * numbers entered by hand. The buyer gets the same text message as after the ERP's callback.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ShipLine } from '../../../contract/admin-orders';
import type { ShipmentLines } from '../../../contract/open';
import type { OperatorOrder } from '../../../contract/orders';
import { chinaDay } from '../../../model/date-range';
import { batchSellable, SHIPMENT_MSG } from '../../../model/erp-rows';
import { ORDER_MSG } from '../../../model/messages';
import { pickProblem, stockProblem, type StockBatch } from '../../../model/ship-batches';
import type { Db } from '../../db/client';
import { clients, orderLines, orders, productBatches, products } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Actor } from '../trust/audit';
import type { Tx } from '../cart/tx';
import { operatorStep } from '../orders/operator';
import { shippedSoFar, shipParcelInTx } from '../orders/parcels';
import type { SmsSender } from '../accounts/sms';

type LineFacts = { id: number; amount: number; productId: number; name: string };

async function linesOf(db: Db | Tx, orderId: number): Promise<LineFacts[]> {
  return db
    .select({ id: orderLines.id, amount: orderLines.amount, productId: orderLines.productId, tyName: products.tyName, standard: products.productStandard })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
    .then((rows) => rows.map((r) => ({ id: r.id, amount: r.amount, productId: r.productId, name: `${r.tyName} ${r.standard}` })));
}

async function batchesOf(db: Db | Tx, productIds: readonly number[], lock: boolean) {
  if (productIds.length === 0) return [];
  const q = db
    .select()
    .from(productBatches)
    .where(inArray(productBatches.productId, [...productIds]))
    .orderBy(asc(productBatches.productId), asc(productBatches.expiresOn), asc(productBatches.batchNo));
  return lock ? q.for('update') : q;
}

/** Each line of the order with its product's batches in stock, first expiry first (the ship form's choices). */
export async function shipLinesOf(db: Db, code: string, now = new Date()): Promise<{ today: string; lines: ShipLine[] }> {
  const [o] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderCode, code));
  if (!o) throw new ApiError(404, ORDER_MSG.notFound);
  const lines = await linesOf(db, o.id);
  const shipped = await shippedSoFar(db, o.id);
  const batches = await batchesOf(db, [...new Set(lines.map((l) => l.productId))], false);
  const today = chinaDay(now);
  return {
    today,
    lines: lines.map((l) => ({
      line_id: l.id,
      product_id: l.productId,
      name: l.name,
      amount: l.amount,
      shipped: shipped.get(l.id) ?? 0,
      batches: batches
        .filter((b) => b.productId === l.productId && b.quantity > 0)
        .map((b) => ({ batch_no: b.batchNo, produced_on: b.producedOn, expires_on: b.expiresOn, quantity: b.quantity, sellable: batchSellable({ expires_on: b.expiresOn }, today) })),
    })),
  };
}

export interface ShipWithBatches {
  carrier: string;
  waybillNo: string;
  lines: ShipmentLines;
  /** One parcel of several (issue 29): lines may be left out and quantities be part of what is left. */
  parcel?: boolean;
}

/** Ships the order with these batches (see the module's comment); a refusal changes nothing. */
export async function shipWithBatches(db: Db, code: string, input: ShipWithBatches, sms: SmsSender, actor: Actor, now = new Date()): Promise<OperatorOrder> {
  const carrier = input.carrier.trim();
  const waybillNo = input.waybillNo.trim();
  if (!carrier || !waybillNo) throw new ApiError(400, ORDER_MSG.waybillPair);
  const today = chinaDay(now);
  const detail = { carrier, waybillNo, ...(input.parcel ? { parcel: true } : {}), batches: input.lines.flatMap((l) => l.batches.map((b) => ({ line: l.line_id, batch: b.batch_no, quantity: b.quantity, codes: b.trace_codes?.length ?? 0 }))) };
  const view = await operatorStep(
    db,
    code,
    'ship',
    detail,
    async (tx, o) => {
      const parcel = input.parcel ?? false;
      const shipped = await shippedSoFar(tx, o.id);
      const lines = (await linesOf(tx, o.id)).map((l) => ({ ...l, amount: l.amount - (shipped.get(l.id) ?? 0) }));
      const given = new Map(input.lines.map((l) => [l.line_id, l]));
      if (given.size !== input.lines.length) throw new ApiError(400, SHIPMENT_MSG.duplicateLine);
      for (const l of input.lines) if (!lines.some((x) => x.id === l.line_id)) throw new ApiError(400, SHIPMENT_MSG.unknownLine(l.line_id));
      const missing = lines.find((l) => !given.has(l.id));
      if (missing && !parcel) throw new ApiError(400, SHIPMENT_MSG.missingLine(missing.id));
      const problem = pickProblem(lines.filter((l) => given.has(l.id)).map((l) => ({ label: l.name, amount: l.amount, picks: given.get(l.id)!.batches })), parcel);
      if (problem) throw new ApiError(400, problem);

      const stock = await batchesOf(tx, [...new Set(lines.map((l) => l.productId))], true);
      const taken = new Map<number, Map<string, number>>();
      const shipping = lines.filter((l) => given.has(l.id)).map((l) => {
        const mine: StockBatch[] = stock.filter((b) => b.productId === l.productId).map((b) => ({ batch_no: b.batchNo, expires_on: b.expiresOn, quantity: b.quantity }));
        const used = taken.get(l.productId) ?? new Map<string, number>();
        taken.set(l.productId, used);
        const picks = given.get(l.id)!.batches;
        const refusal = stockProblem(l.name, picks, mine, today, used);
        if (refusal) throw new ApiError(400, refusal);
        // A recorded batch's expiry is the record's, whatever the form sent.
        const batches = picks.map((p) => {
          const rec = stock.find((b) => b.productId === l.productId && b.batchNo === p.batch_no);
          return { ...p, expires_on: rec?.expiresOn ?? p.expires_on, ...(rec?.producedOn ? { produced_on: rec.producedOn } : {}) };
        });
        return { line_id: l.id, batches };
      });

      await shipParcelInTx(tx, o, { partnerId: null, carrier, waybill: waybillNo, lines: shipping, parcel }, now, `已发货（${carrier} ${waybillNo}）`);
      for (const [productId, used] of taken) {
        for (const [batchNo, n] of used) {
          const before = stock.find((b) => b.productId === productId && b.batchNo === batchNo)!;
          await tx
            .update(productBatches)
            .set({ quantity: before.quantity - n, updatedAt: now })
            .where(and(eq(productBatches.productId, productId), eq(productBatches.batchNo, batchNo)));
        }
      }
    },
    actor,
  );
  const [buyer] = await db.select({ phone: clients.phone }).from(orders).innerJoin(clients, eq(clients.id, orders.clientId)).where(eq(orders.orderCode, code));
  if (buyer?.phone) await sms.send(buyer.phone, SHIPMENT_MSG.buyerText(code, carrier, waybillNo)).catch(() => {});
  return view;
}

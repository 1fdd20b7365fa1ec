/**
 * The operator's 发货 without batches named (POST /api/operator/orders/ship, `npm run operator -- ship <订单号>`;
 * issue 27): the store allocates. Each line takes from its product's sellable (unexpired, quantity left) batches
 * first-expiry-first-out (model/ship-batches.ts allocateFefo), each batch's quantity goes down by what it gave, and
 * the shipment is written exactly as an ERP-reported one (orders/parcels.ts shipParcelInTx: shipment_batches with
 * 批号 and 有效期, the lines' GSP record), so the buyer's order detail shows batch and expiry. Not enough sellable
 * batch stock for a line: a Chinese refusal naming it, nothing changed. A product with no batch on record (no ERP
 * stock report) ships as before, with the default batch; an order none of whose products has batches, or a ship that
 * names its batch, takes the operator's old path (operator.ts shipNamedInTx).
 *
 * Races: the lines' products and then their batches are locked (FOR UPDATE, in id / expiry order, the order an ERP
 * stock report locks them in), so two shipments of different orders for the same batches run one after the other,
 * the second allocating from what the first left: a batch is never over-allocated
 * (tests/server/open/stock-race.test.ts, both engines).
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { OperatorOrder } from '../../../contract/orders';
import { chinaDay } from '../../../model/date-range';
import { allocateFefo, type StockBatch } from '../../../model/ship-batches';
import type { Db } from '../../db/client';
import { orderLines, productBatches, products } from '../../db/schema';
import { ApiError } from '../../errors';
import { OPERATOR_ACTOR, type Actor } from '../trust/audit';
import { operatorStep, shipFacts, shipNamedInTx, type ShipInput } from './operator';
import { shipParcelInTx } from './parcels';

export function shipOrderFefo(db: Db, code: string, input: ShipInput, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorOrder> {
  const s = shipFacts(input, now);
  return operatorStep(db, code, 'ship', s.named ? s.detail : { ...s.detail, fefo: true }, async (tx, o) => {
    if (s.named) return shipNamedInTx(tx, o, s, now);
    const lines = await tx
      .select({ id: orderLines.id, amount: orderLines.amount, productId: orderLines.productId, name: orderLines.tyName, standard: orderLines.productStandard })
      .from(orderLines)
      .where(eq(orderLines.orderId, o.id))
      .orderBy(asc(orderLines.id));
    const productIds = [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b);
    if (productIds.length > 0) await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds)).orderBy(asc(products.id)).for('update');
    const rows = productIds.length === 0 ? [] : await tx
      .select()
      .from(productBatches)
      .where(inArray(productBatches.productId, productIds))
      .orderBy(asc(productBatches.productId), asc(productBatches.expiresOn), asc(productBatches.batchNo))
      .for('update');
    if (rows.length === 0) return shipNamedInTx(tx, o, s, now);
    const stock = new Map<number, StockBatch[]>();
    for (const b of rows) stock.set(b.productId, [...(stock.get(b.productId) ?? []), { batch_no: b.batchNo, expires_on: b.expiresOn, quantity: b.quantity }]);
    const allocation = allocateFefo(
      lines.map((l) => ({ line_id: l.id, product_id: l.productId, label: `${l.name} ${l.standard}`, amount: l.amount })),
      stock,
      chinaDay(now),
      { batch_no: s.batchNo, expires_on: s.expiryDate },
    );
    if ('refusal' in allocation) throw new ApiError(400, allocation.refusal);
    const productOf = new Map(lines.map((l) => [l.id, l.productId]));
    const producedOn = (productId: number, batchNo: string) => rows.find((r) => r.productId === productId && r.batchNo === batchNo)?.producedOn;
    const shipping = allocation.lines.map((l) => ({
      line_id: l.line_id,
      batches: l.picks.map((p) => {
        const produced = producedOn(productOf.get(l.line_id)!, p.batch_no);
        return { ...p, ...(produced ? { produced_on: produced } : {}) };
      }),
    }));
    const waybill = s.carrier ? `，${s.carrier} ${s.waybillNo}` : '';
    const batchText = shipping.flatMap((l) => l.batches.map((b) => `${b.batch_no}×${b.quantity}`)).join('、');
    await shipParcelInTx(tx, o, { partnerId: null, carrier: s.carrier, waybill: s.waybillNo, lines: shipping, parcel: false }, now, `已发货（先到期先出：${batchText}${waybill}）`);
    for (const l of shipping) {
      const productId = productOf.get(l.line_id)!;
      if (!stock.has(productId)) continue;
      for (const b of l.batches) {
        await tx
          .update(productBatches)
          .set({ quantity: sql`${productBatches.quantity} - ${b.quantity}`, updatedAt: now })
          .where(sql`${productBatches.productId} = ${productId} and ${productBatches.batchNo} = ${b.batch_no}`);
      }
    }
  }, actor);
}

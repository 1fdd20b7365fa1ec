/**
 * Goods of a return received sellable go back on the shelf: the product's stock (checkout's `addStock`, which also
 * tells whoever waits for it) and the batches the line shipped from, up to what each batch shipped, so an ERP stock
 * report (batches' sum) agrees. A batch no longer on record takes nothing (its units count in the product's stock).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { orderLines, productBatches, shipmentBatches } from '../../db/schema';
import type { Tx } from '../cart/tx';
import { addStock } from '../checkout/stock';

export async function restockReturned(tx: Tx, lines: readonly { orderLineId: number; units: number }[]): Promise<void> {
  if (lines.length === 0) return;
  const ids = lines.map((l) => l.orderLineId);
  const rows = await tx.select({ id: orderLines.id, productId: orderLines.productId }).from(orderLines).where(inArray(orderLines.id, ids));
  const productOf = new Map(rows.map((r) => [r.id, r.productId]));
  await addStock(
    tx,
    lines.map((l) => ({ productId: productOf.get(l.orderLineId)!, amount: l.units })),
  );
  const shipped = await tx.select().from(shipmentBatches).where(inArray(shipmentBatches.orderLineId, ids)).orderBy(asc(shipmentBatches.id));
  for (const l of lines) {
    let left = l.units;
    for (const b of shipped.filter((s) => s.orderLineId === l.orderLineId)) {
      if (left <= 0) break;
      const n = Math.min(left, b.quantity);
      const put = await tx
        .update(productBatches)
        .set({ quantity: sql`${productBatches.quantity} + ${n}`, updatedAt: new Date() })
        .where(and(eq(productBatches.productId, productOf.get(l.orderLineId)!), eq(productBatches.batchNo, b.batchNo)))
        .returning({ q: productBatches.quantity });
      if (put.length) left -= n;
    }
  }
}

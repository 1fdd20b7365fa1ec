/**
 * Stock by batch from an ERP (POST /api/open/stock; issue 27). A row is a product's whole batch list as the ERP
 * holds it now (批号, 生产日期, 有效期, quantity on hand); it replaces the stored batches, and the product's stock —
 * what checkout takes from — becomes the sellable batches' sum (not expired on today's China day) minus what open
 * orders hold (lines of orders neither shipped nor released), never below zero. The earliest sellable expiry
 * becomes the product's validity (near-expiry is shown from it).
 *
 * The oversell guarantee holds: the products are locked in id order (FOR UPDATE, the order checkout takes stock
 * in), so a checkout that took stock of one of them has committed before the held amount is read (READ COMMITTED:
 * each statement sees what committed before it), and a checkout that has not yet waits and then takes from the new
 * stock with its conditional update (`stock >= n`). tests/server/open/stock-race.test.ts runs it on PostgreSQL.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BulkAnswer, StockRow } from '../../../contract/open';
import { chinaDay } from '../../../model/date-range';
import { batchesProblem, batchSellable } from '../../../model/erp-rows';
import type { Db } from '../../db/client';
import { inBackground } from '../../db/query-priority';
import { orderLines, orders, productBatches, products } from '../../db/schema';
import { productsChanged } from '../../notices/catalogue';
import type { Tx } from '../cart/tx';
import { chunks, groupBy, knownProducts, recordSet, RowResults } from './bulk';
import { cameBack, noteArrivals } from '../alerts/arrivals';

type Batch = StockRow['batches'][number];

const batchKey = (list: readonly Pick<Batch, 'batch_no' | 'produced_on' | 'expires_on' | 'quantity'>[]) =>
  list.map((b) => `${b.batch_no}|${b.produced_on}|${b.expires_on}|${b.quantity}`).sort().join('\n');

/** What open orders hold of each product: lines of orders neither shipped nor given back. */
export async function heldByProduct(tx: Db | Tx, productIds: readonly number[]): Promise<Map<number, number>> {
  const held = await tx
    .select({ productId: orderLines.productId, held: sql<number>`sum(${orderLines.amount})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.productId, [...productIds]), isNull(orders.stockReleasedAt), isNull(orders.shippedAt)))
    .groupBy(orderLines.productId);
  return new Map(held.map((h) => [h.productId, Number(h.held)]));
}

/** Available stock and validity of a batch list on `today`. */
export function stockOfBatches(batches: readonly Batch[], held: number, today: string): { available: number; validity: string | null } {
  const sellable = batches.filter((b) => batchSellable(b, today) && b.quantity > 0);
  const total = sellable.reduce((sum, b) => sum + b.quantity, 0);
  const validity = sellable.map((b) => b.expires_on).sort()[0] ?? null;
  return { available: Math.max(0, Math.min(2_147_483_647, total) - held), validity };
}

/** reportStockNow at the background priority (db/query-priority.ts): buyers' reads go first on PGlite. */
export const reportStock = (db: Db, rows: readonly StockRow[], now?: Date): Promise<BulkAnswer> => inBackground(() => reportStockNow(db, rows, now));

async function reportStockNow(db: Db, rows: readonly StockRow[], now = new Date()): Promise<BulkAnswer> {
  const results = new RowResults(rows.map((r) => r.code));
  for (const { row, input } of results.pending(rows)) {
    const problem = batchesProblem(input.batches);
    if (problem) results.refuse(row, problem);
  }
  const ids = await knownProducts(db, results, rows);
  const today = chinaDay(now);
  for (const part of chunks(results.pending(rows))) {
    const items = part.map((p) => ({ ...p, id: ids.get(p.input.code)! })).sort((a, b) => a.id - b.id);
    const productIds = items.map((p) => p.id);
    await db.transaction(async (tx) => {
      const before = await tx
        .select({ id: products.id, stock: products.stock })
        .from(products)
        .where(inArray(products.id, productIds))
        .orderBy(asc(products.id))
        .for('update');
      const stockBefore = new Map(before.map((p) => [p.id, p.stock]));
      const old = await tx.select().from(productBatches).where(inArray(productBatches.productId, productIds));
      const oldKey = new Map<number, string>();
      const mine = groupBy(old, (b) => b.productId);
      for (const id of productIds) {
        oldKey.set(id, batchKey((mine.get(id) ?? []).map((b) => ({ batch_no: b.batchNo, produced_on: b.producedOn, expires_on: b.expiresOn, quantity: b.quantity }))));
      }
      await tx.delete(productBatches).where(inArray(productBatches.productId, productIds));
      const fresh = items.flatMap((p) =>
        p.input.batches.map((b) => ({ productId: p.id, batchNo: b.batch_no, producedOn: b.produced_on, expiresOn: b.expires_on, quantity: b.quantity })),
      );
      if (fresh.length) {
        const batchRows = recordSet(productBatches, ['productId', 'batchNo', 'producedOn', 'expiresOn', 'quantity'], fresh);
        await tx.execute(sql`insert into ${productBatches} (${batchRows.columns}) ${batchRows.select}`);
      }
      const held = await heldByProduct(tx, productIds);
      const next = items.map((p) => ({ ...p, ...stockOfBatches(p.input.batches, held.get(p.id) ?? 0, today) }));
      const v = recordSet(products, ['id', 'stock', 'validity'], next.map((n) => ({ id: n.id, stock: n.available, validity: n.validity })));
      // A product marked sold out (is_failure 2, awaiting restock) is on sale again once stock is back (issue 32).
      await tx.execute(sql`update products p set stock = v.stock, validity = coalesce(v.validity, p.validity),
        is_failure = case when p.is_failure = 2 and v.stock > 0 then 0 else p.is_failure end
        from (${v.select}) as v where p.id = v.id`);
      // Back in stock for whoever waits (到货提醒): the outbox row commits with the stock.
      await noteArrivals(tx, cameBack(next.map((n) => ({ id: n.id, before: stockBefore.get(n.id) ?? 0, after: n.available }))));
      const changed: number[] = [];
      for (const n of next) {
        const same = stockBefore.get(n.id) === n.available && oldKey.get(n.id) === batchKey(n.input.batches);
        if (!same) changed.push(n.id);
        results.set(n.row, { result: same ? 'unchanged' : 'updated', available: n.available });
      }
      await productsChanged(tx, 'stock', changed);
    });
  }
  return results.answer();
}

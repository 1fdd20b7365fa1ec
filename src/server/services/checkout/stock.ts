/**
 * Stock an order holds. Taking is a conditional update per product (`stock >= n`), so two buyers racing for the last
 * boxes cannot both win and stock never goes below zero; products are updated in id order so two orders never wait
 * on each other's rows. `orders.stock_released_at` says whether the order still holds its stock: releasing twice
 * gives nothing back the second time, and a late payment may take it again only while it is released.
 */
import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { orderLines, orders, products } from '../../db/schema';
import type { Tx } from '../cart/tx';
import { catalogueChanged } from '../../notices/catalogue';
import { releaseActivityHolds, retakeActivityHolds } from '../promotions/activity-stock';
import { cameBack, noteArrivals } from '../alerts/arrivals';

export interface StockNeed {
  productId: number;
  amount: number;
}

/** Sums the amounts per product, in product id order (the lock order). */
export function needsByProduct(lines: readonly StockNeed[]): StockNeed[] {
  const sum = new Map<number, number>();
  for (const l of lines) sum.set(l.productId, (sum.get(l.productId) ?? 0) + l.amount);
  return [...sum].sort((a, b) => a[0] - b[0]).map(([productId, amount]) => ({ productId, amount }));
}

/**
 * Takes every need or reports the first product that is short (its id); the caller rolls the transaction back
 * when one is short, so a partial take is never committed.
 */
export async function takeStock(tx: Tx, lines: readonly StockNeed[]): Promise<{ shortProductId: number } | null> {
  // Cached lists show stock: this instance drops them now, every instance (this one again) when the transaction
  // commits, so a read that slipped in before the commit is not kept.
  await catalogueChanged(tx, 'stock');
  for (const need of needsByProduct(lines)) {
    const took = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${need.amount}` })
      .where(and(eq(products.id, need.productId), gte(products.stock, need.amount)))
      .returning({ id: products.id });
    if (took.length === 0) return { shortProductId: need.productId };
  }
  return null;
}

async function orderNeeds(tx: Tx, orderId: number): Promise<StockNeed[]> {
  return tx
    .select({ productId: orderLines.productId, amount: orderLines.amount })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productId));
}

/** Gives every line's stock back, once: a second call (or one for an order that released already) does nothing. */
export async function releaseOrderStock(tx: Tx, orderId: number): Promise<void> {
  const marked = await tx
    .update(orders)
    .set({ stockReleasedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (marked.length === 0) return;
  await addStock(tx, await orderNeeds(tx, orderId));
  await releaseActivityHolds(tx, orderId);
}

/** Puts units back on the shelf (a released order, a return received sellable), in product id order. */
export async function addStock(tx: Tx, needs: readonly StockNeed[]): Promise<void> {
  if (needs.length === 0) return;
  await catalogueChanged(tx, 'stock');
  const changes: { id: number; before: number; after: number }[] = [];
  for (const need of needsByProduct(needs)) {
    const [row] = await tx
      .update(products)
      // A product marked sold out (is_failure 2, awaiting restock) is on sale again with the stock given back.
      .set({ stock: sql`${products.stock} + ${need.amount}`, isFailure: sql`case when ${products.isFailure} = 2 then 0 else ${products.isFailure} end` })
      .where(eq(products.id, need.productId))
      .returning({ stock: products.stock });
    if (row) changes.push({ id: need.productId, before: row.stock - need.amount, after: row.stock });
  }
  // Back in stock for whoever waits (到货提醒): the outbox row commits with the stock.
  await noteArrivals(tx, cameBack(changes));
}

class StockShort extends Error {}

/**
 * For a payment that arrives after a timeout cancel: takes the order's stock again only if all of it is still
 * there (true), else takes nothing (false). Runs in a savepoint so a short product undoes the lines taken before it
 * without touching the caller's transaction. An order that still holds its stock answers true and takes nothing.
 */
export async function retakeOrderStock(tx: Tx, orderId: number): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      const marked = await sp
        .update(orders)
        .set({ stockReleasedAt: null })
        .where(and(eq(orders.id, orderId), isNotNull(orders.stockReleasedAt)))
        .returning({ id: orders.id });
      if (marked.length === 0) return;
      if (await takeStock(sp, await orderNeeds(sp, orderId))) throw new StockShort();
      if (!(await retakeActivityHolds(sp, orderId))) throw new StockShort();
    });
    return true;
  } catch (e) {
    if (e instanceof StockShort) return false;
    throw e;
  }
}

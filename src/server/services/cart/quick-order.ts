/**
 * Quick order (快速下单): the buy-now check and the client's quick-order list, kept on the server. Every line is
 * judged with the shared purchase rules for this viewer at read time, so a line whose product went off sale is
 * still listed, with its refusal.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { CART_ADD_MAX_LINES } from '../../../model/constants';
import { CART_SERVER_MSG, MSG, SERVER_MSG } from '../../../model/messages';
import { ANY_QUANTITY, quantityMessage, quantityProblem } from '../../../model/product-rules';
import { listRefusal, productRefusal } from '../../../model/purchase-rules';
import type { FastLine } from '../../../contract/quick-order';
import type { Db } from '../../db/client';
import { products, quickOrderLines } from '../../db/schema';
import { ApiError } from '../../errors';
import { loadProducts } from './add';
import { clientTransaction } from './tx';
import { pricedProductFields } from '../prices/effective';
import { toProduct, type ProductRow, type Viewer } from '../catalog/product-view';

/** The most products the list may hold: what one add-to-cart or buy-now check takes. */
export const QUICK_ORDER_MAX = CART_ADD_MAX_LINES;

/**
 * Buy now (SPEC §4): every line must pass the list rules (scope naming every out-of-scope product, sale state,
 * quantity); else 400 with the refusal text and the flow stops. Answers the priced lines.
 */
export async function fastCheck(db: Db, viewer: Viewer & { scopes: number[] }, list: { product_id: number; amount: number }[]) {
  const found = await loadProducts(db, list.map((l) => l.product_id), viewer.price);
  if (list.some((l) => !found.has(l.product_id))) throw new ApiError(400, SERVER_MSG.productMissing);
  const lines = list.map((l) => ({ product: toProduct(found.get(l.product_id) as ProductRow, viewer), amount: l.amount }));
  const refusal = listRefusal(lines);
  if (refusal) throw new ApiError(400, refusal.text);
  return { list: lines.map(({ product, amount }) => ({ product_id: product.product_id, amount, product, refusal: null })) };
}

export async function readQuickOrder(db: Db, clientId: number, viewer: Viewer): Promise<{ list: FastLine[] }> {
  const rows = await db
    .select({ amount: quickOrderLines.amount, product: pricedProductFields(viewer.price) })
    .from(quickOrderLines)
    .innerJoin(products, eq(products.id, quickOrderLines.productId))
    .where(eq(quickOrderLines.clientId, clientId))
    .orderBy(asc(quickOrderLines.createdAt), asc(quickOrderLines.productId));
  return {
    list: rows.map(({ amount, product: row }) => {
      const product = toProduct(row, viewer);
      return { product_id: row.id, amount, product, refusal: productRefusal(product, amount) };
    }),
  };
}

/**
 * Puts a product in the list or changes its quantity (the quantity replaces the one there). A quantity that breaks
 * the step, minimum or maximum is refused with the rule's message; a product that cannot be bought now is kept and
 * listed with its refusal, so the buyer's list is not silently shortened.
 */
export function putQuickOrderLine(db: Db, clientId: number, scopes: number[], productId: number, amount: number): Promise<void> {
  return putQuickOrderLines(db, clientId, scopes, [{ product_id: productId, amount }]);
}

/**
 * Several products at once (pasted rows): all judged first, then written in one transaction, so a refused row
 * (named in the message) adds nothing and 150 pasted rows cost one request. A product listed twice keeps the
 * last quantity.
 */
export async function putQuickOrderLines(
  db: Db,
  clientId: number,
  scopes: number[],
  items: { product_id: number; amount: number }[],
): Promise<void> {
  if (items.length === 0) throw new ApiError(400, MSG.nothingToAdd);
  const latest = new Map(items.map((i) => [i.product_id, i.amount]));
  const found = await loadProducts(db, [...latest.keys()], null);
  for (const [productId, amount] of latest) {
    const row = found.get(productId);
    if (!row) throw new ApiError(400, SERVER_MSG.productMissing);
    const named = (text: string) => (latest.size > 1 ? `${row.tyName}：${text}` : text);
    const refusal = productRefusal(toProduct(row, { scopes, showPrices: false }), amount);
    if (refusal?.code === 'badQuantity') throw new ApiError(400, named(refusal.text));
    // A product off sale has no valid quantity to check against, but the amount must still be a quantity.
    const problem = quantityProblem(amount, ANY_QUANTITY);
    if (problem) throw new ApiError(400, named(quantityMessage(problem, ANY_QUANTITY)));
  }
  const values = [...latest].map(([productId, amount]) => ({ clientId, productId, amount }));
  await clientTransaction(db, clientId, async (tx) => {
    await tx
      .insert(quickOrderLines)
      .values(values)
      .onConflictDoUpdate({
        target: [quickOrderLines.clientId, quickOrderLines.productId],
        set: { amount: sql`excluded.amount`, updatedAt: sql`now()` },
      });
    const [kinds] = await tx.select({ n: count() }).from(quickOrderLines).where(eq(quickOrderLines.clientId, clientId));
    if ((kinds?.n ?? 0) > QUICK_ORDER_MAX) throw new ApiError(400, CART_SERVER_MSG.quickOrderFull(QUICK_ORDER_MAX));
  });
}

/** Removes one product, or empties the list without one. Removing a product not listed changes nothing. */
export async function deleteQuickOrderLine(db: Db, clientId: number, productId: number | undefined): Promise<void> {
  await db
    .delete(quickOrderLines)
    .where(productId === undefined ? eq(quickOrderLines.clientId, clientId) : and(eq(quickOrderLines.clientId, clientId), eq(quickOrderLines.productId, productId)));
}

/**
 * Changing lines already in the cart: delete, check, set the quantity, clear failures. Each is one transaction
 * under the client's lock; a line id that is not one of this buyer's cart lines (another client's, a parked one,
 * one already deleted) refuses the whole change with 404 and says nothing about whose it is.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CART_SERVER_MSG } from '../../../model/messages';
import { warningOf, warningText } from '../../../model/product-rules';
import { listRefusal } from '../../../model/purchase-rules';
import type { Db } from '../../db/client';
import { cartLines, products } from '../../db/schema';
import { ApiError } from '../../errors';
import { clientTransaction, type Tx } from './tx';
import { buyableOf, productColumns } from './view';
import { toProduct } from '../catalog/product-view';
import { activityVerdicts, refuseActivityAmount } from '../promotions/activity-lines';
import { combinationVerdicts, refuseCombination } from '../promotions/combination-lines';

/** This client's cart lines with these ids and their products, locked; 404 unless every id is one of them. */
async function ownLines(tx: Tx, clientId: number, ids: number[]) {
  const wanted = [...new Set(ids)];
  const rows = await tx
    .select({ line: cartLines, product: productColumns })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.clientId, clientId), inArray(cartLines.id, wanted)))
    .orderBy(asc(cartLines.id))
    .for('update', { of: cartLines });
  if (rows.length !== wanted.length) throw new ApiError(404, CART_SERVER_MSG.lineMissing);
  return rows;
}

export async function deleteLines(db: Db, clientId: number, ids: number[]): Promise<void> {
  await clientTransaction(db, clientId, async (tx) => {
    const gone = await tx
      .delete(cartLines)
      .where(and(eq(cartLines.clientId, clientId), inArray(cartLines.id, ids)))
      .returning({ id: cartLines.id });
    // Throwing rolls the delete back: all or nothing.
    if (gone.length !== new Set(ids).size) throw new ApiError(404, CART_SERVER_MSG.lineMissing);
  });
}

/**
 * Checks or unchecks lines. A line whose product cannot be bought now (model warningOf for this buyer) is never
 * checked: it is stored unchecked, so it stays so when the product comes back. Select-all sends every id and gets
 * the disabled ones skipped; asking to check only disabled lines is refused with the first one's reason.
 */
export async function setChecked(db: Db, clientId: number, scopes: number[], ids: number[], checked: 0 | 1): Promise<void> {
  await clientTransaction(db, clientId, async (tx) => {
    const rows = (await ownLines(tx, clientId, ids)).map((r) => ({ ...r, warning: warningOf(buyableOf(r.product, scopes)) }));
    const checkable = rows.filter((r) => r.warning === null).map((r) => r.line.id);
    const disabled = rows.filter((r) => r.warning !== null);
    const first = disabled[0];
    if (checked === 1 && checkable.length === 0 && first?.warning) {
      throw new ApiError(400, CART_SERVER_MSG.cannotCheck(`${first.product.tyName}${warningText(first.warning, 'cart')}`));
    }
    const mine = (lineIds: number[]) => and(eq(cartLines.clientId, clientId), inArray(cartLines.id, lineIds));
    if (checkable.length) await tx.update(cartLines).set({ checked }).where(mine(checkable));
    if (disabled.length) await tx.update(cartLines).set({ checked: 0 }).where(mine(disabled.map((r) => r.line.id)));
  });
}

/**
 * Sets a line's quantity. The product rules (scope, sale state, step, minimum, maximum) decide; a quantity that
 * breaks them is refused with the rule's message, never rounded.
 */
export async function setAmount(db: Db, clientId: number, scopes: number[], id: number, amount: number): Promise<void> {
  await clientTransaction(db, clientId, async (tx) => {
    const [row] = await ownLines(tx, clientId, [id]);
    if (!row) throw new ApiError(404, CART_SERVER_MSG.lineMissing);
    const { seckillId, purchaseId, specialId, combinationId } = row.line;
    if (combinationId > 0) {
      // A combination line's amount is sets, held to what the combination allows now.
      refuseCombination((await combinationVerdicts(tx, clientId, scopes, [{ key: 0, combinationId }], Date.now())).get(0)!, amount);
      await tx.update(cartLines).set({ amount, updatedAt: sql`now()` }).where(and(eq(cartLines.id, id), eq(cartLines.clientId, clientId)));
      return;
    }
    const activity = seckillId > 0 || purchaseId > 0 || specialId > 0;
    if (activity) await refuseActivityAmount(tx, clientId, scopes, row.product, { seckillId, purchaseId, specialId }, amount);
    const refusal = activity ? null : listRefusal([{ product: toProduct(row.product, { scopes, showPrices: false }), amount }]);
    if (refusal) throw new ApiError(400, refusal.text);
    await tx.update(cartLines).set({ amount, updatedAt: sql`now()` }).where(and(eq(cartLines.id, id), eq(cartLines.clientId, clientId)));
  });
}

/** 清除失效: deletes every line this buyer cannot buy now (the failure group of the cart read). */
export async function deleteFailures(db: Db, clientId: number, scopes: number[]): Promise<void> {
  await clientTransaction(db, clientId, async (tx) => {
    const rows = await tx
      .select({ id: cartLines.id, seckillId: cartLines.seckillId, purchaseId: cartLines.purchaseId, specialId: cartLines.specialId, combinationId: cartLines.combinationId, isAddPrice: cartLines.isAddPrice, product: productColumns })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .where(eq(cartLines.clientId, clientId))
      .for('update', { of: cartLines });
    // An activity line whose activity ended (sold out, full, the client at his limit) is a failed line too.
    const activity = await activityVerdicts(tx, clientId, rows.map((r) => ({ key: r.id, seckillId: r.seckillId, purchaseId: r.purchaseId, specialId: r.specialId, isAddPrice: r.isAddPrice, productId: r.product.id, unit: r.product.productDw })), Date.now());
    const combos = await combinationVerdicts(tx, clientId, scopes, rows.filter((r) => r.combinationId > 0).map((r) => ({ key: r.id, combinationId: r.combinationId })), Date.now());
    const failed = rows
      .filter((r) => (r.combinationId > 0 ? combos.get(r.id)?.refusal : warningOf(buyableOf(r.product, scopes)) !== null || activity.get(r.id)?.refusal))
      .map((r) => r.id);
    if (failed.length) await tx.delete(cartLines).where(and(eq(cartLines.clientId, clientId), inArray(cartLines.id, failed)));
  });
}

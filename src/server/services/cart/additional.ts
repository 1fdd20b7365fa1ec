/**
 * The additional list (暂存清单): cart lines parked for a later order, outside the checkout (table
 * cart_additional). Moving either way deletes the lines from one table and writes them into the other in the
 * client's transaction; ids of the other list are refused with 404 and nothing moves.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { CART_MAX_LINES } from '../../../model/constants';
import { CART_SERVER_MSG } from '../../../model/messages';
import { COMBINATION_MSG } from '../../../model/special-combination-rules';
import type { Db } from '../../db/client';
import { cartAdditional, cartLines } from '../../db/schema';
import { ApiError } from '../../errors';
import { loadProducts, refuseList, upsertLines } from './add';
import { clientTransaction } from './tx';

const INT4_MAX = 2_147_483_647;

/** Parks cart lines; a product already parked under the same activity gets the amounts added. */
export async function parkLines(db: Db, clientId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) throw new ApiError(400, CART_SERVER_MSG.noneChosen);
  await clientTransaction(db, clientId, async (tx) => {
    const moved = await tx
      .delete(cartLines)
      .where(and(eq(cartLines.clientId, clientId), inArray(cartLines.id, ids)))
      .returning();
    if (moved.length !== new Set(ids).size) throw new ApiError(404, CART_SERVER_MSG.lineMissing);
    // A combination is bought as a set now or not at all: it is not parked (the throw puts the lines back).
    if (moved.some((l) => l.combinationId > 0)) throw new ApiError(400, COMBINATION_MSG.notParked);
    await tx
      .insert(cartAdditional)
      .values(moved.map(({ id: _id, checked: _checked, createdAt: _c, updatedAt: _u, ...line }) => line))
      .onConflictDoUpdate({
        target: [
          cartAdditional.clientId,
          cartAdditional.productId,
          cartAdditional.seckillId,
          cartAdditional.specialId,
          cartAdditional.purchaseId,
          cartAdditional.combinationId,
          cartAdditional.isAddPrice,
        ],
        // Parked amounts are not bought, so no limit applies here (moving back re-checks); only the column's range.
        set: { amount: sql`least(${cartAdditional.amount}::bigint + excluded.amount, ${INT4_MAX})::int`, updatedAt: sql`now()` },
      });
    const [kinds] = await tx.select({ n: count() }).from(cartAdditional).where(eq(cartAdditional.clientId, clientId));
    if ((kinds?.n ?? 0) > CART_MAX_LINES) throw new ApiError(400, CART_SERVER_MSG.additionalFull(CART_MAX_LINES));
  });
}

/**
 * Moves parked lines back into the cart with the cart's own rules: a product that cannot be bought now, or an
 * amount that (merged with the cart's) breaks the step or the limit, refuses the move and nothing changes.
 */
export async function unparkLines(db: Db, clientId: number, scopes: number[], ids: number[]): Promise<void> {
  await clientTransaction(db, clientId, async (tx) => {
    const moved = await tx
      .delete(cartAdditional)
      .where(and(eq(cartAdditional.clientId, clientId), inArray(cartAdditional.id, ids)))
      .returning();
    if (moved.length !== new Set(ids).size) throw new ApiError(404, CART_SERVER_MSG.additionalMissing);
    const found = await loadProducts(tx, moved.map((l) => l.productId), null);
    refuseList(moved, found, scopes);
    await upsertLines(tx, clientId, moved, found);
  });
}

export async function deleteParked(db: Db, clientId: number, ids: number[]): Promise<void> {
  await clientTransaction(db, clientId, async (tx) => {
    const gone = await tx
      .delete(cartAdditional)
      .where(and(eq(cartAdditional.clientId, clientId), inArray(cartAdditional.id, ids)))
      .returning({ id: cartAdditional.id });
    if (gone.length !== new Set(ids).size) throw new ApiError(404, CART_SERVER_MSG.additionalMissing);
  });
}

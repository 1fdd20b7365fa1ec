/**
 * Frequently bought (常购清单): the products a client buys again and again, most recently bought first, each with
 * why it cannot be bought now for this viewer (model/purchase-rules), so the list can flag it.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { SERVER_MSG } from '../../../model/messages';
import { clampQuantity } from '../../../model/product-rules';
import { productRefusal } from '../../../model/purchase-rules';
import type { Page } from '../../../contract/fields';
import type { OftenBuyItem } from '../../../contract/quick-order';
import type { Db } from '../../db/client';
import { oftenBuy, products } from '../../db/schema';
import { ApiError } from '../../errors';
import { ruleOf } from './add';
import { pricedProductFields } from '../prices/effective';
import { toProduct, type Viewer } from '../catalog/product-view';
import { keywordSql } from '../search/search';

export async function listOftenBuy(
  db: Db,
  clientId: number,
  viewer: Viewer,
  q: { page: number; size: number; keyword?: string },
): Promise<Page<OftenBuyItem>> {
  const keyword = q.keyword?.trim();
  const where = and(eq(oftenBuy.clientId, clientId), keyword ? keywordSql(keyword).precise : undefined);
  const [total] = await db
    .select({ n: count() })
    .from(oftenBuy)
    .innerJoin(products, eq(products.id, oftenBuy.productId))
    .where(where);
  const rows = await db
    .select({ item: oftenBuy, product: pricedProductFields(viewer.price) })
    .from(oftenBuy)
    .innerJoin(products, eq(products.id, oftenBuy.productId))
    .where(where)
    .orderBy(sql`${oftenBuy.lastBoughtAt} desc nulls last`, desc(oftenBuy.times), asc(oftenBuy.productId))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const list = rows.map(({ item, product: row }) => {
    const product = toProduct(row, viewer);
    // Judged at the quantity a one-click add would use: the last amount snapped to today's rule.
    const rule = ruleOf(row);
    const amount = clampQuantity(item.lastAmount || rule.min, rule) ?? rule.min;
    return {
      product,
      times: item.times,
      last_amount: item.lastAmount,
      last_bought_at: item.lastBoughtAt ?? '',
      refusal: productRefusal(product, amount),
    };
  });
  return { list, total: total?.n ?? 0, page: q.page, size: q.size };
}

/** Adds products by hand (already listed ones stay as they are); answers how many the list holds. */
export async function addOftenBuy(db: Db, clientId: number, productIds: number[]): Promise<number> {
  const ids = [...new Set(productIds)];
  if (ids.length) {
    const known = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
    if (known.length !== ids.length) throw new ApiError(400, SERVER_MSG.productMissing);
    await db
      .insert(oftenBuy)
      .values(ids.map((productId) => ({ clientId, productId })))
      .onConflictDoNothing();
  }
  const [total] = await db.select({ n: count() }).from(oftenBuy).where(eq(oftenBuy.clientId, clientId));
  return total?.n ?? 0;
}

/** Removes a product from the list; removing one not listed changes nothing. */
export async function deleteOftenBuy(db: Db, clientId: number, productId: number): Promise<void> {
  await db.delete(oftenBuy).where(and(eq(oftenBuy.clientId, clientId), eq(oftenBuy.productId, productId)));
}

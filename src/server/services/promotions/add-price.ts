/**
 * Add-on-price offers (加价购): which product may be added at which price once the main products reach the
 * threshold (getJJGProductList), and the threshold check the cart add and the checkout apply with the model's
 * `addPriceProblem` (main products' amount × price, the spec's message).
 */
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { addPriceProblem } from '../../../model/cart-rules';
import { fenToYuan } from '../../../model/money';
import type { AddPriceOffer } from '../../../contract/cart';
import type { Db } from '../../db/client';
import { addPriceOffers, products } from '../../db/schema';
import type { Tx } from '../cart/tx';
import { toProduct, type Viewer } from '../catalog/product-view';
import { pricedProductFields } from '../prices/effective';

export type OfferRow = typeof addPriceOffers.$inferSelect;

const running = (now: Date) => and(lte(addPriceOffers.startTime, now), gt(addPriceOffers.endTime, now));

/** product id → its running offer. */
export async function runningOffers(db: Db | Tx, productIds: number[], now: Date): Promise<Map<number, OfferRow>> {
  const wanted = [...new Set(productIds)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(addPriceOffers).where(and(inArray(addPriceOffers.productId, wanted), running(now)));
  return new Map(rows.map((r) => [r.productId, r]));
}

/** GET /w1/getJJGProductList: every running offer with its product, as a client sees it. */
export async function addPriceOfferList(db: Db, viewer: Viewer, now = new Date()): Promise<AddPriceOffer[]> {
  const rows = await db
    .select({ offer: addPriceOffers, product: pricedProductFields(viewer.price, now) })
    .from(addPriceOffers)
    .innerJoin(products, eq(products.id, addPriceOffers.productId))
    .where(running(now))
    .orderBy(addPriceOffers.id);
  return rows.map(({ offer, product }) => ({
    product: { ...toProduct(product, viewer), is_add_price: 1 },
    add_price: fenToYuan(offer.priceFen),
    threshold: fenToYuan(offer.thresholdFen),
    main_product_ids: offer.mainProductIds,
  }));
}

/** The lines the threshold is judged on: the other lines of the cart or order, with their own unit price. */
export interface MainLine {
  productId: number;
  amount: number;
  priceFen: number;
  isAddPrice: number;
}

/** The spec's message when the offer's main products in `lines` do not reach its threshold, else null. */
export function thresholdShort(offer: Pick<OfferRow, 'thresholdFen' | 'mainProductIds'>, lines: readonly MainLine[]): string | null {
  const main = lines.filter((l) => !l.isAddPrice && offer.mainProductIds.includes(l.productId)).map((l) => ({ amount: l.amount, price: fenToYuan(l.priceFen) }));
  return addPriceProblem(main, fenToYuan(offer.thresholdFen));
}

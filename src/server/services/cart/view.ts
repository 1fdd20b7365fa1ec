/**
 * How cart and additional-list lines look to the buyer: the product joined, purchasability re-checked for this
 * buyer's business scope (a line with a warning is unchecked, disabled and says why), prices in yuan.
 */
import { asc, eq } from 'drizzle-orm';
import { cartKindCount, emptyCart } from '../../../model/cart-rules';
import type { CartLine, CartList } from '../../../contract/cart';
import { fenToYuan } from '../../../model/money';
import type { Db } from '../../db/client';
import { orderSettings } from '../../lib/order-settings';
import { cartAdditional, cartLines, products } from '../../db/schema';
import { lineView, type LineRow } from './line-view';
import { pricedProductFields } from '../prices/effective';
import { activityVerdicts, withActivity } from '../promotions/activity-lines';
import { combinationLineView, combinationVerdicts } from '../promotions/combination-lines';

export { buyableOf, lineView, productColumns } from './line-view';

/** The cart group a line belongs to (failure aside): seckill, combination, add-price or ordinary. */
export function kindOf(line: LineRow): Exclude<keyof CartList, 'failure' | 'min_order'> {
  if (line.seckillId) return 'seckill';
  if (line.combinationId) return 'combination';
  if (line.isAddPrice) return 'addPrice';
  return 'product';
}

export async function readCart(db: Db, clientId: number, scopes: number[]): Promise<CartList> {
  const rows = await db
    .select({ line: cartLines, product: pricedProductFields({ clientId }) })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.clientId, clientId))
    .orderBy(asc(cartLines.id));
  const cart = emptyCart<CartLine>();
  // Activity lines carry their activity's price and limits; one that cannot be bought now is a failed line.
  const activity = await activityVerdicts(db, clientId, rows.map(({ line, product }) => ({ key: line.id, seckillId: line.seckillId, purchaseId: line.purchaseId, specialId: line.specialId, isAddPrice: line.isAddPrice, productId: product.id, unit: product.productDw })), Date.now());
  // A combination line is the combination (name, price per set, components), judged by combination-lines.ts.
  const combos = await combinationVerdicts(db, clientId, scopes, rows.filter((r) => r.line.combinationId > 0).map(({ line }) => ({ key: line.id, combinationId: line.combinationId })), Date.now());
  for (const { line, product } of rows) {
    const v = activity.get(line.id);
    const combo = combos.get(line.id);
    const plain = lineView(line, product, scopes);
    const out = combo ? (combinationLineView(line, combo, scopes) ?? { ...plain, checked: 0 as const, disabledChecked: true, warnTip: combo.refusal ?? '' }) : v ? withActivity(plain, v, product.priceFen) : plain;
    cart[out.disabledChecked ? 'failure' : kindOf(line)].push(out);
  }
  return { ...cart, min_order: fenToYuan(orderSettings().minOrderFen) };
}

/** What every cart change answers: the new cart and its number of product kinds (one read, so they agree). */
export async function cartAnswer(db: Db, clientId: number, scopes: number[]): Promise<{ count: number; cartList: CartList }> {
  const cartList = await readCart(db, clientId, scopes);
  return { count: cartKindCount(cartList), cartList };
}

/** The additional list, oldest first; parked lines are never checked. */
export async function readAdditional(db: Db, clientId: number, scopes: number[]): Promise<CartLine[]> {
  const rows = await db
    .select({ line: cartAdditional, product: pricedProductFields({ clientId }) })
    .from(cartAdditional)
    .innerJoin(products, eq(products.id, cartAdditional.productId))
    .where(eq(cartAdditional.clientId, clientId))
    .orderBy(asc(cartAdditional.id));
  return rows.map(({ line, product }) => lineView(line, product, scopes));
}

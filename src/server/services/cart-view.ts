/**
 * How cart and additional-list lines look to the buyer: the product joined, purchasability re-checked for this
 * buyer's business scope (a line with a warning is unchecked, disabled and says why), prices in yuan.
 */
import { asc, eq } from 'drizzle-orm';
import { fenToYuan } from '../../model/money';
import { warningOf, warningText, type Buyable } from '../../model/product-rules';
import { cartKindCount, emptyCart } from '../../model/cart-rules';
import type { CartLine, CartList } from '../../contract/cart';
import type { Db } from '../db/client';
import { cartAdditional, cartLines, products } from '../db/schema';
import { nearExpirySql, productFields, switchOf, type ProductRow } from './product-view';
import { neverOnlineOf } from './checkout/never-online';
import { activityVerdicts, withActivity } from './promotions/activity-lines';

/** The product columns every line read joins (plus the near-expiry flag). */
export const productColumns = { ...productFields, nearExpiry: nearExpirySql };

type LineRow = {
  id: number;
  amount: number;
  seckillId: number;
  specialId: number;
  purchaseId: number;
  combinationId: number;
  isAddPrice: number;
  /** Absent on parked lines (never checked). */
  checked?: number;
};

/** The facts the purchase rules read, for this buyer. */
export function buyableOf(p: ProductRow, scopes: number[]): Buyable {
  return {
    switch: switchOf(p.businessScope, { scopes }),
    stock: p.stock,
    is_failure: p.isFailure as Buyable['is_failure'],
    never_online: neverOnlineOf(p),
  };
}

export function lineView(line: LineRow, p: ProductRow, scopes: number[]): CartLine {
  const view = buyableOf(p, scopes);
  const warning = warningOf(view);
  return {
    id: line.id,
    product_id: p.id,
    amount: line.amount,
    checked: !warning && line.checked ? 1 : 0,
    disabledChecked: warning !== null,
    combination_id: line.combinationId,
    is_add_price: line.isAddPrice ? 1 : 0,
    seckill_id: line.seckillId,
    special_id: line.specialId,
    purchase_id: line.purchaseId,
    is_failure: view.is_failure,
    price: fenToYuan(p.priceFen),
    intellectapplyId: 0,
    thumb: p.thumb,
    ty_name: p.tyName,
    product_standard: p.productStandard,
    manufacturer: p.manufacturer,
    product_dw: p.productDw,
    zhongbaozhuang_num: p.zhongbaozhuangNum,
    stock: p.stock,
    switch: view.switch,
    near_expiration_date: p.nearExpiry ? 1 : 0,
    warnTip: warning ? warningText(warning, 'cart') : '',
    ...(view.never_online ? { never_online: 1 as const } : {}),
    max_buy_num: p.maxBuyNum,
    min_buy_num: p.minBuyNum,
    ...(p.marketId > 0 ? { market_id: p.marketId, whetherMarket: { maxBuyNum: p.marketMaxBuyNum, msg: p.marketMsg } } : {}),
  };
}

/** The cart group a line belongs to (failure aside): seckill, combination, add-price or ordinary. */
export function kindOf(line: LineRow): Exclude<keyof CartList, 'failure'> {
  if (line.seckillId) return 'seckill';
  if (line.combinationId) return 'combination';
  if (line.isAddPrice) return 'addPrice';
  return 'product';
}

export async function readCart(db: Db, clientId: number, scopes: number[]): Promise<CartList> {
  const rows = await db
    .select({ line: cartLines, product: productColumns })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.clientId, clientId))
    .orderBy(asc(cartLines.id));
  const cart = emptyCart<CartLine>();
  // Activity lines carry their activity's price and limits; one that cannot be bought now is a failed line.
  const activity = await activityVerdicts(db, clientId, rows.map(({ line, product }) => ({ key: line.id, seckillId: line.seckillId, purchaseId: line.purchaseId, isAddPrice: line.isAddPrice, productId: product.id, unit: product.productDw })), Date.now());
  for (const { line, product } of rows) {
    const v = activity.get(line.id);
    const plain = lineView(line, product, scopes);
    const out = v ? withActivity(plain, v, product.priceFen) : plain;
    cart[out.disabledChecked ? 'failure' : kindOf(line)].push(out);
  }
  return cart;
}

/** What every cart change answers: the new cart and its number of product kinds (one read, so they agree). */
export async function cartAnswer(db: Db, clientId: number, scopes: number[]): Promise<{ count: number; cartList: CartList }> {
  const cartList = await readCart(db, clientId, scopes);
  return { count: cartKindCount(cartList), cartList };
}

/** The additional list, oldest first; parked lines are never checked. */
export async function readAdditional(db: Db, clientId: number, scopes: number[]): Promise<CartLine[]> {
  const rows = await db
    .select({ line: cartAdditional, product: productColumns })
    .from(cartAdditional)
    .innerJoin(products, eq(products.id, cartAdditional.productId))
    .where(eq(cartAdditional.clientId, clientId))
    .orderBy(asc(cartAdditional.id));
  return rows.map(({ line, product }) => lineView(line, product, scopes));
}

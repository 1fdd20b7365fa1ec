/**
 * One cart or additional-list line as the buyer sees it: the product joined, purchasability re-checked for this
 * buyer's business scope (a line with a warning is unchecked, disabled and says why), prices in yuan. Apart from
 * cart-view.ts so the promotion lines (combination-lines.ts) build on it without an import cycle.
 */
import { fenToYuan } from '../../../model/money';
import { warningOf, warningText, type Buyable } from '../../../model/product-rules';
import type { CartLine } from '../../../contract/cart';
import { nearExpirySql, productFields, switchOf, type ProductRow } from '../catalog/product-view';
import { neverOnlineOf } from '../checkout/never-online';

/**
 * The product columns a line read joins (plus the near-expiry flag), at the base price: for reads that only judge
 * purchasability. A read that shows or charges a price selects prices/effective.ts pricedProductFields instead.
 */
export const productColumns = { ...productFields, nearExpiry: nearExpirySql };

export type LineRow = {
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

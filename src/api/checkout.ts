/** Checkout (SPEC §4): the preview, the coupon's totals, placing the order, and the invoice details it offers. */
import * as checkout from '../contract/checkout';
import type { InputOf } from '../contract/define';
import type { RequestOptions } from './client';
import { call } from './call';

/** Which lines are checked out: the cart's checked lines, the buy-now / quick-order list, or a group buy. */
export type CheckoutSource = InputOf<typeof checkout.submitOrder>;
export type PlaceOrderInput = InputOf<typeof checkout.sureOrder>;

/** The checkout preview (submitOrder): addresses, lines by group with refusals, coupons, totals. */
export const getCheckoutPreview = (source: CheckoutSource, opts: RequestOptions = {}) => call(checkout.submitOrder, source, opts);

/** The totals with `coupon_id` (0: none), confirmed by the server (ajaxCalcProductDiscountMoney). */
export const calcCheckoutTotals = (source: CheckoutSource, coupon_id: number, opts: RequestOptions = {}) =>
  call(checkout.ajaxCalcProductDiscountMoney, { ...source, coupon_id }, opts);

/** Places the order (sureOrder); the same idempotency key answers the same order. */
export const placeOrder = (input: PlaceOrderInput, opts: RequestOptions = {}) => call(checkout.sureOrder, input, opts);

/** The account's saved invoice details (null when none), which the order keeps a snapshot of. */

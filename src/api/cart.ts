import * as cart from '../contract/cart';
import type { AddCartLine, CartList } from '../contract/cart';
import type { DataOf } from '../contract/define';
import type { RequestOptions } from './client';
import { call } from './call';

export type CartAnswer = DataOf<typeof cart.deleteLines>;
export type AdditionalAnswer = DataOf<typeof cart.moveToAdditional>;

/** Silent by SPEC §8: a failed cart load leaves the cart as it was. */
export async function getCart(opts: RequestOptions = {}): Promise<CartList> {
  return (await call(cart.myCart, undefined, { silent: true, ...opts })).cartList;
}

/** Adds lines; answers the new cart. */
export const addToCart = (lines: AddCartLine[], opts: RequestOptions = {}): Promise<CartAnswer> =>
  call(cart.addToCart, { list: lines }, opts);

/** Adds the valid rows of a batch upload in one step. */
export const batchAddToCart = (lines: AddCartLine[], opts: RequestOptions = {}): Promise<CartAnswer> =>
  call(cart.batchAdd, { list: lines }, opts);

export const deleteCartLines = (ids: number[], opts: RequestOptions = {}): Promise<CartAnswer> =>
  call(cart.deleteLines, { product: ids }, opts);

export const setCartChecked = (ids: number[], checked: 0 | 1, opts: RequestOptions = {}): Promise<CartAnswer> =>
  call(cart.updateChecked, { product: ids, checked }, opts);

export const setCartAmount = (id: number, amount: number, opts: RequestOptions = {}): Promise<CartAnswer> =>
  call(cart.setAmount, { id, amount }, opts);

export const clearCartFailures = (opts: RequestOptions = {}): Promise<CartAnswer> => call(cart.delFailure, undefined, opts);

export const getAddPriceOffers = (opts: RequestOptions = {}) => call(cart.addPriceProducts, undefined, { silent: true, ...opts });

export const getAdditionalList = (opts: RequestOptions = {}) => call(cart.additionalList, undefined, opts);
export const moveToAdditional = (ids: number[], opts: RequestOptions = {}): Promise<AdditionalAnswer> =>
  call(cart.moveToAdditional, { product: ids }, opts);
export const moveToCart = (ids: number[], opts: RequestOptions = {}): Promise<AdditionalAnswer> =>
  call(cart.moveToCart, { product: ids }, opts);
export const deleteAdditional = (ids: number[], opts: RequestOptions = {}): Promise<AdditionalAnswer> =>
  call(cart.deleteAdditional, { product: ids }, opts);

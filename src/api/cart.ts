import * as cart from '../contract/cart';
import type { AddCartLine, CartList } from '../contract/cart';
import type { DataOf } from '../contract/define';
import type { RequestOptions } from './client';
import { call } from './call';

/** Silent by SPEC §8: a failed cart load leaves the cart as it was. */
export async function getCart(opts: RequestOptions = {}): Promise<CartList> {
  return (await call(cart.myCart, undefined, { silent: true, ...opts })).cartList;
}

/** Adds lines; answers the new cart. */
export function addToCart(lines: AddCartLine[], opts: RequestOptions = {}): Promise<DataOf<typeof cart.addToCart>> {
  return call(cart.addToCart, { list: lines }, opts);
}

import type { AddCartLine, CartList } from '../model/types';
import { apiGet, apiPost, type RequestOptions } from './client';
import { unwrap } from './unwrap';

/** Silent by SPEC §8: a failed cart load leaves the cart as it was. */
export async function getCart(opts: RequestOptions = {}): Promise<CartList> {
  const data = await unwrap(
    apiGet<{ cartList: CartList }>('/w1/MyShoppingtrolley', undefined, { silent: true, ...opts }),
  );
  return data.cartList;
}

export function addToCart(lines: AddCartLine[], opts: RequestOptions = {}): Promise<{ count: number }> {
  return unwrap(apiPost<{ count: number }>('/w1/addShoppingtrolley', { list: lines }, opts));
}

import { atom, computed } from 'nanostores';
import type { AddCartLine, CartList } from '../contract/cart';
import { cartKindCount, emptyCart } from '../model/cart-rules';
import { shared } from './shared';
import { getCart, addToCart as apiAddToCart } from '../api';
import { emit } from './events';
import { broadcast } from './sync';

export const $cart = shared('cart', () => atom<CartList>(emptyCart()));
export const $cartLoaded = shared('cartLoaded', () => atom(false));
export const $cartCount = shared('cartCount', () => computed($cart, cartKindCount));

function setCart(cart: CartList) {
  $cart.set(cart);
  $cartLoaded.set(true);
  const lines = cart.product.length + cart.seckill.length + cart.combination.length + cart.addPrice.length;
  emit('yc:cart-change', { lines, kinds: cartKindCount(cart) });
}

/** Cart load is silent on failure (SPEC §8). */
export async function loadCart(): Promise<void> {
  try {
    setCart(await getCart());
  } catch {
    /* silent by spec */
  }
}

/** Add lines; the answer carries the new lists (SPEC §4 reload without a second request); tell other tabs. */
export async function addLines(lines: AddCartLine[]): Promise<number> {
  const result = await apiAddToCart(lines);
  setCart(result.cartList);
  broadcast({ type: 'cart' });
  emit('yc:add-to-cart', { lines: lines.map((l) => ({ product_id: l.product_id, amount: l.amount })) });
  return result.count;
}

export function resetCart(): void {
  $cart.set(emptyCart());
  $cartLoaded.set(false);
  emit('yc:cart-change', { lines: 0, kinds: 0 });
}

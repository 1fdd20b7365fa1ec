/**
 * The cart, shared by the site and every widget (and, through the broadcast channel, other tabs). Actions do the
 * work and return results: every server answer carries the new cart, so no action GETs it again. Quantity and
 * check changes are optimistic: the store shows the model's preview at once and takes the server's answer when it
 * comes; if the server refuses, the preview is rolled back (the API client has already shown the message).
 */
import { atom, computed } from 'nanostores';
import type { AddCartLine, CartLine, CartList } from '../contract/cart';
import {
  cartKindCount,
  emptyCart,
  selectableIds,
  withAmount,
  reuseUnchanged,
  withChecked,
  withoutFailures,
  withoutLines,
} from '../model/cart-rules';
import { shared } from './shared';
import {
  ApiError,
  addToCart as apiAddToCart,
  batchAddToCart,
  clearCartFailures,
  deleteAdditional,
  deleteCartLines,
  getAdditionalList,
  getCart,
  moveToAdditional,
  moveToCart,
  setCartAmount,
  setCartChecked,
  type AdditionalAnswer,
  type CartAnswer,
} from '../api';
import { emit } from './events';
import { broadcast } from './sync';
import { $addPriceOffers } from './cart-extras';

export const $cart = shared('cart', () => atom<CartList>(emptyCart()));
export const $cartLoaded = shared('cartLoaded', () => atom(false));
export const $cartCount = shared('cartCount', () => computed($cart, cartKindCount));

/** Counts requests so an older answer never overwrites a newer preview. */
const pending = shared('cartPending', () => ({ seq: 0 }));

function setCart(next: CartList) {
  const cart = { ...next, ...reuseUnchanged($cart.get(), next) };
  $cart.set(cart);
  $cartLoaded.set(true);
  const lines = cart.product.length + cart.seckill.length + cart.combination.length + cart.addPrice.length;
  emit('yc:cart-change', { lines, kinds: cartKindCount(cart) });
}

/** Cart load is silent on failure (SPEC §8); resolves false then, so a page can offer a retry. */
export async function loadCart(): Promise<boolean> {
  try {
    setCart(await getCart());
    return true;
  } catch {
    return false;
  }
}

/**
 * Shows `preview` at once, sends the change, then takes the server's cart. On refusal the cart goes back to what
 * it was before this change, unless a later change is in flight (then that one's answer settles it).
 * Resolves true when the server accepted.
 */
async function change(preview: CartList | null, send: () => Promise<CartAnswer>): Promise<boolean> {
  const before = $cart.get();
  const seq = ++pending.seq;
  if (preview) setCart(preview);
  try {
    const answer = await send();
    if (seq === pending.seq) setCart(answer.cartList);
    broadcast({ type: 'cart' });
    return true;
  } catch {
    if (seq === pending.seq) {
      if (preview) setCart(before);
      else await loadCart();
    }
    return false;
  }
}

/**
 * Asked before any add: true lets it go on. The widgets set it to a cancelable `yc:add-to-cart` DOM event, so a
 * host can keep a line out of the cart (its own formulary, a budget); the site leaves it open.
 */
export type AddGate = (lines: AddCartLine[]) => boolean;
const gate = shared('cartAddGate', () => ({ ask: ((lines) => (emit('yc:add-to-cart', { lines: lines.map(hostLine) }), true)) as AddGate }));
export const setAddGate = (ask: AddGate) => {
  gate.ask = ask;
};
const hostLine = (l: AddCartLine) => ({ product_id: l.product_id, amount: l.amount });

/**
 * What an add cancelled by the host rejects with: an ApiError, so every caller treats it as a refusal already
 * shown (nothing added, no "added" tip, no generic error toast).
 */
export class AddCancelled extends ApiError {
  constructor() {
    super(0, '已取消加入购物车', 'business');
  }
}

/** Add lines (SPEC §4: the lists come back with the answer) and tell other tabs. Rejects with the server's refusal. */
export async function addLines(lines: AddCartLine[]): Promise<number> {
  if (!gate.ask(lines)) throw new AddCancelled();
  const result = await apiAddToCart(lines);
  setCart(result.cartList);
  broadcast({ type: 'cart' });
  return result.count;
}

/** The valid rows of a batch upload, in one request. */
export async function addBatch(lines: AddCartLine[]): Promise<number> {
  if (!gate.ask(lines)) throw new AddCancelled();
  const result = await batchAddToCart(lines);
  setCart(result.cartList);
  broadcast({ type: 'cart' });
  return result.count;
}

export const setAmount = (id: number, amount: number) =>
  change(withAmount($cart.get(), id, amount), () => setCartAmount(id, amount, { quiet: false }));

export const setChecked = (ids: number[], checked: 0 | 1) =>
  change(withChecked($cart.get(), ids, checked), () => setCartChecked(ids, checked));

/** Select-all skips disabled lines (SPEC §4). */
export const checkAll = (checked: 0 | 1) => setChecked(selectableIds($cart.get()), checked);

export const removeLines = (ids: number[]) => change(withoutLines($cart.get(), ids), () => deleteCartLines(ids));

export const clearFailures = () => change(withoutFailures($cart.get()), () => clearCartFailures());

/** Another tab or widget changed the cart: take it from the server. */
export const refreshCart = () => loadCart();

/** The additional list (暂存清单): lines parked outside the checkout; null until loaded. */
export const $additional = shared('cartAdditional', () => atom<CartLine[] | null>(null));

export async function loadAdditional(): Promise<boolean> {
  try {
    $additional.set((await getAdditionalList({ silent: true })).list);
    return true;
  } catch {
    return false;
  }
}

/** Additional-list moves answer both lists; the cart part goes through `change` like every cart edit. */
const withAdditional = (send: () => Promise<AdditionalAnswer>) => async () => {
  const answer = await send();
  $additional.set(answer.additional);
  return answer;
};

/** Park cart lines in the additional list (they leave the cart at once). */
export const moveLinesToAdditional = (ids: number[]) =>
  change(withoutLines($cart.get(), ids), withAdditional(() => moveToAdditional(ids)));

/** Back into the cart (amounts merge; the server refuses what breaks a limit). */
export const moveAdditionalToCart = (ids: number[]) => change(null, withAdditional(() => moveToCart(ids)));

export const deleteAdditionalLines = (ids: number[]) => change(null, withAdditional(() => deleteAdditional(ids)));

export function resetCart(): void {
  $cart.set(emptyCart());
  $cartLoaded.set(false);
  $additional.set(null);
  $addPriceOffers.set([]);
  emit('yc:cart-change', { lines: 0, kinds: 0 });
}

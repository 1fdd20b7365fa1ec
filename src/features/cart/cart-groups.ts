import type { CartLine, CartList } from '../../contract/cart';
import { CART_KINDS, type CartKind } from '../../model/cart-rules';
import { CART_MSG } from '../../model/messages';

/** The five groups in the spec's order, each with its title; empty groups are left out. */
export function visibleGroups(cart: CartList): { kind: CartKind; title: string; lines: CartLine[] }[] {
  return CART_KINDS.filter((k) => cart[k].length > 0).map((kind) => ({ kind, title: CART_MSG.groups[kind], lines: cart[kind] }));
}

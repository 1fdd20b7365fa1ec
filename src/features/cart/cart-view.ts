/** What the cart screens derive from the store's cart: visible groups, blocked add-on lines, the totals. */
import type { AddPriceOffer, CartLine, CartList } from '../../contract/cart';
import {
  CART_KINDS,
  addPriceProblem,
  cartKindCount,
  checkedLines,
  checkedTotal,
  isCheckable,
  selectableIds,
  withChecked,
  type CartKind,
} from '../../model/cart-rules';
import { CART_MSG } from '../../model/messages';
import type { Fen } from '../../model/money';

/** The five groups in the spec's order, each with its title; empty groups are left out. */
export function visibleGroups(cart: CartList): { kind: CartKind; title: string; lines: CartLine[] }[] {
  return CART_KINDS.filter((k) => cart[k].length > 0).map((kind) => ({ kind, title: CART_MSG.groups[kind], lines: cart[kind] }));
}

/**
 * Add-on-price lines whose main products (checked, in the ordinary group) do not reach the offer's threshold,
 * with the spec's message. A line without a known offer is left to the server.
 */
export function addPriceBlocks(cart: CartList, offers: AddPriceOffer[]): Map<number, string> {
  const blocked = new Map<number, string>();
  for (const line of cart.addPrice) {
    const offer = offers.find((o) => o.product.product_id === line.product_id);
    if (!offer) continue;
    const main = cart.product.filter((l) => offer.main_product_ids.includes(l.product_id) && l.checked === 1 && isCheckable(l));
    const problem = addPriceProblem(main, offer.threshold);
    if (problem) blocked.set(line.id, problem);
  }
  return blocked;
}

export interface CartSummary {
  /** Product kinds in every group (the badge's number). */
  kinds: number;
  checkedIds: Set<number>;
  checkedKinds: number;
  pieces: number;
  total: Fen;
  /** What select-all ticks: checkable lines, minus add-on lines below their threshold. */
  selectable: number[];
  allChecked: boolean;
}

export function cartSummary(cart: CartList, blocked: Map<number, string>): CartSummary {
  const effective = blocked.size ? withChecked(cart, [...blocked.keys()], 0) : cart;
  const lines = checkedLines(effective);
  const checkedIds = new Set(lines.map((l) => l.id));
  const selectable = selectableIds(cart).filter((id) => !blocked.has(id));
  return {
    kinds: cartKindCount(cart),
    checkedIds,
    checkedKinds: lines.length,
    pieces: lines.reduce((n, l) => n + l.amount, 0),
    total: checkedTotal(effective),
    selectable,
    allChecked: selectable.length > 0 && selectable.every((id) => checkedIds.has(id)),
  };
}

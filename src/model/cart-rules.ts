import { warningOf, type Buyable } from './product-rules';
import { yuanToFen, type Fen } from './money';

export const CART_KINDS = ['product', 'seckill', 'combination', 'addPrice', 'failure'] as const;
export type CartKind = (typeof CART_KINDS)[number];

/** The five groups of a cart (the contract's CartList is CartGroups of its CartLine). */
export type CartGroups<L> = Record<CartKind, L[]>;
/** What the cart rules read of a line. */
export interface CartLineFacts extends Buyable {
  checked: 0 | 1;
  disabledChecked: boolean;
  amount: number;
  /** Unit price, yuan string. */
  price: string;
}

export const emptyCart = <L = never>(): CartGroups<L> => ({ product: [], failure: [], seckill: [], combination: [], addPrice: [] });

/** SPEC §4: lines with a warning are unchecked and cannot be selected. */
export function isCheckable(line: Buyable & { disabledChecked: boolean }): boolean {
  return !line.disabledChecked && warningOf(line) === null;
}

/** Number of product kinds across every list (side cart headline and badge). */
export function cartKindCount(cart: CartGroups<unknown>): number {
  return CART_KINDS.reduce((n, k) => n + cart[k].length, 0);
}

export function badgeText(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/** Sum of checked, checkable lines in fen. */
export function checkedTotal(cart: CartGroups<CartLineFacts>): Fen {
  let total = 0;
  for (const kind of CART_KINDS) {
    if (kind === 'failure') continue;
    for (const line of cart[kind]) {
      if (line.checked && isCheckable(line)) total += line.amount * yuanToFen(line.price);
    }
  }
  return total;
}

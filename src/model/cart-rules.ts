import type { CartLine, CartList } from './types';
import { warningOf } from './product-rules';
import { yuanToFen, type Fen } from './money';

export const CART_KINDS = ['product', 'seckill', 'combination', 'addPrice', 'failure'] as const;
export type CartKind = (typeof CART_KINDS)[number];

export const emptyCart = (): CartList => ({ product: [], failure: [], seckill: [], combination: [], addPrice: [] });

/** SPEC §4: lines with a warning are unchecked and cannot be selected. */
export function isCheckable(line: Pick<CartLine, 'switch' | 'stock' | 'is_failure' | 'disabledChecked'>): boolean {
  return !line.disabledChecked && warningOf(line) === null;
}

/** Number of product kinds across every list (side cart headline and badge). */
export function cartKindCount(cart: CartList): number {
  return CART_KINDS.reduce((n, k) => n + cart[k].length, 0);
}

export function badgeText(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/** Sum of checked, checkable lines in fen. */
export function checkedTotal(cart: CartList): Fen {
  let total = 0;
  for (const kind of CART_KINDS) {
    if (kind === 'failure') continue;
    for (const line of cart[kind]) {
      if (line.checked && isCheckable(line)) total += line.amount * yuanToFen(line.price);
    }
  }
  return total;
}

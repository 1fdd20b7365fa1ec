import { warningOf, type Buyable } from './product-rules';
import { fenToYuan, yuanToFen, type Fen } from './money';
import { MSG } from './messages';

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

/** SPEC §9: the cart badge shows at most 99. */
export function badgeText(count: number, max = 99): string {
  return String(Math.min(count, max));
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

type Identified = { id: number };
const ACTIVE_KINDS = CART_KINDS.filter((k) => k !== 'failure');

/** Ids of the lines select-all may check: every checkable line outside the failure group (SPEC §4). */
export function selectableIds<L extends Identified & Buyable & { disabledChecked: boolean }>(cart: CartGroups<L>): number[] {
  return ACTIVE_KINDS.flatMap((k) => cart[k].filter(isCheckable).map((l) => l.id));
}

/** Select-all is ticked when every selectable line is checked (and there is at least one). */
export function allChecked<L extends Identified & CartLineFacts>(cart: CartGroups<L>): boolean {
  const lines = ACTIVE_KINDS.flatMap((k) => cart[k].filter(isCheckable));
  return lines.length > 0 && lines.every((l) => l.checked === 1);
}

/** Checked, checkable lines (what 去结算 takes). */
export function checkedLines<L extends CartLineFacts>(cart: CartGroups<L>): L[] {
  return ACTIVE_KINDS.flatMap((k) => cart[k].filter((l) => l.checked === 1 && isCheckable(l)));
}

const mapLines = <L>(cart: CartGroups<L>, fn: (l: L) => L): CartGroups<L> =>
  Object.fromEntries(CART_KINDS.map((k) => [k, cart[k].map(fn)])) as CartGroups<L>;

/** The cart as it will be after these changes: the browser's optimistic preview of the server's answer. */
export const withAmount = <L extends Identified & { amount: number }>(cart: CartGroups<L>, id: number, amount: number) =>
  mapLines(cart, (l) => (l.id === id ? { ...l, amount } : l));

export const withChecked = <L extends Identified & CartLineFacts>(cart: CartGroups<L>, ids: number[], checked: 0 | 1) => {
  const set = new Set(ids);
  return mapLines(cart, (l) => (set.has(l.id) && isCheckable(l) ? { ...l, checked } : l));
};

export const withoutLines = <L extends Identified>(cart: CartGroups<L>, ids: number[]) => {
  const set = new Set(ids);
  return Object.fromEntries(CART_KINDS.map((k) => [k, cart[k].filter((l) => !set.has(l.id))])) as CartGroups<L>;
};

/**
 * The new cart with every line that did not change kept as the previous object, so a list of 300 rows repaints
 * only the rows whose data changed when the server's answer replaces the optimistic preview.
 */
export function reuseUnchanged<L extends Identified>(prev: CartGroups<L>, next: CartGroups<L>): CartGroups<L> {
  const old = new Map<number, { line: L; json: string }>();
  for (const k of CART_KINDS) for (const l of prev[k]) old.set(l.id, { line: l, json: JSON.stringify(l) });
  return Object.fromEntries(
    CART_KINDS.map((k) => [
      k,
      next[k].map((l) => {
        const o = old.get(l.id);
        return o && o.json === JSON.stringify(l) ? o.line : l;
      }),
    ]),
  ) as CartGroups<L>;
}

export const withoutFailures = <L>(cart: CartGroups<L>): CartGroups<L> => ({ ...cart, failure: [] });

/**
 * Add-on-price items need the main products' subtotal (amount × price, 2 decimals) to reach the threshold; null
 * when it does, else the spec's message with the threshold in yuan.
 */
export function addPriceProblem(mainLines: { amount: number; price: string }[], thresholdYuan: string): string | null {
  const subtotal = mainLines.reduce((sum, l) => sum + l.amount * yuanToFen(l.price), 0);
  const threshold = yuanToFen(thresholdYuan);
  return subtotal >= threshold ? null : MSG.addPriceThreshold(fenToYuan(threshold));
}

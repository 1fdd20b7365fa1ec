/**
 * The upload report as the buyer works on it: each row keeps what the server said and what the buyer changed
 * (a candidate picked, a quantity fixed), re-judged in the browser with the same purchase rules the server uses.
 */
import type { AddCartLine } from '../../contract/cart';
import type { Product } from '../../contract/catalog';
import type { BatchRow } from '../../contract/quick-order';
import { judgeListQuantity } from '../../model/batch-rules';
import { productRefusal, type Refusal } from '../../model/purchase-rules';

export type RowStatus = BatchRow['status'] | 'fixed';

export interface EditRow {
  source: BatchRow;
  /** The matched product, or the candidate the buyer picked. */
  product: Product | null;
  quantity: string;
  /** What goes into the cart; 0: nothing. */
  amount: number;
  status: RowStatus;
  reason: string;
}

export const fromReport = (rows: BatchRow[]): EditRow[] =>
  rows.map((r) => ({
    source: r,
    product: r.product,
    quantity: r.amount > 0 ? String(r.amount) : r.quantity_text,
    amount: r.amount,
    status: r.status,
    reason: r.reason,
  }));

/** The buyer picked a candidate: the file's quantity is judged for it as the server would (rounded up to the pack). */
export function pickCandidate(row: EditRow, product: Product): EditRow {
  const j = judgeListQuantity(product, row.source.quantity_text);
  return {
    ...row,
    product,
    quantity: j.amount > 0 ? String(j.amount) : row.source.quantity_text,
    amount: j.amount,
    status: j.amount > 0 ? 'fixed' : 'rejected',
    reason: j.reason ?? j.note,
  };
}

/** The buyer typed a quantity: taken as typed, step-strict (a typed quantity is never changed silently). */
export function withQuantity(row: EditRow, text: string): EditRow {
  if (!row.product) return row;
  const n = Number(text.trim() || Number.NaN);
  const refusal = productRefusal(row.product, n);
  return {
    ...row,
    quantity: text,
    amount: refusal ? 0 : n,
    status: refusal ? 'rejected' : 'fixed',
    reason: refusal?.text ?? '',
  };
}

export const isAddable = (r: EditRow) => r.amount > 0 && r.product !== null;

/**
 * The cart lines of the addable rows, one per product (rows naming the same product add up), and the first
 * product whose summed quantity breaks its rule.
 */
export function cartLinesOf(rows: EditRow[]): { lines: AddCartLine[]; problem: { product: Product; amount: number; refusal: Refusal } | null } {
  const sums = new Map<number, { product: Product; amount: number }>();
  for (const r of rows) {
    if (!isAddable(r)) continue;
    const p = r.product as Product;
    const s = sums.get(p.product_id);
    if (s) s.amount += r.amount;
    else sums.set(p.product_id, { product: p, amount: r.amount });
  }
  let problem: { product: Product; amount: number; refusal: Refusal } | null = null;
  for (const s of sums.values()) {
    const refusal = productRefusal(s.product, s.amount);
    if (refusal && !problem) problem = { ...s, refusal };
  }
  return { lines: [...sums.values()].map((s) => ({ product_id: s.product.product_id, amount: s.amount })), problem };
}

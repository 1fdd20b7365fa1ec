/** Frequently bought items as the buttons see them: the quantity a one-click add uses, and whether it may. */
import type { OftenBuyItem } from '../../contract/quick-order';
import { clampQuantity, quantityRule } from '../../model/product-rules';
import { productRefusal, type Refusal } from '../../model/purchase-rules';

/** The last amount bought, snapped to today's rule (the server judges the item's refusal at the same quantity). */
export function reorderAmount(item: OftenBuyItem): number {
  const rule = quantityRule(item.product);
  return clampQuantity(item.last_amount || rule.min, rule) ?? rule.min;
}

export const itemRefusal = (item: OftenBuyItem): Refusal | null => productRefusal(item.product, reorderAmount(item));

export interface Reorder {
  ok: { product: OftenBuyItem['product']; amount: number }[];
  refused: { item: OftenBuyItem; refusal: Refusal }[];
}

/** One-click reorder of the list: what may go to the cart now, and the rest with why not. */
export function reorderPlan(items: OftenBuyItem[]): Reorder {
  const plan: Reorder = { ok: [], refused: [] };
  for (const item of items) {
    const refusal = itemRefusal(item);
    if (refusal) plan.refused.push({ item, refusal });
    else plan.ok.push({ product: item.product, amount: reorderAmount(item) });
  }
  return plan;
}

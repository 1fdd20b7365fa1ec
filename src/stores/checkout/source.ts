import type { CheckoutSource } from '../../api/checkout';
import { readQuickOrderProducts } from '../quick-order';

export type { CheckoutSource };

/**
 * Which lines a checkout URL means: ?isQuick=1 (buy now / quick order, the list from local storage), ?isPurchase=1,
 * else the cart. `name` keys the visit's idempotency key.
 */
export function sourceOf(search: string): { source: CheckoutSource; name: string } {
  const q = new URLSearchParams(search);
  if (q.get('isQuick') === '1') {
    const list = readQuickOrderProducts().map((l) => ({ product_id: l.product_id, amount: l.amount }));
    return { source: list.length ? { isQuick: 1, list } : { isQuick: 1 }, name: 'quick' };
  }
  if (q.get('isPurchase') === '1') return { source: { isPurchase: 1 }, name: 'purchase' };
  return { source: {}, name: 'cart' };
}

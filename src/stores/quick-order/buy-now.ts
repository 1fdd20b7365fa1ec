/**
 * Buy now (SPEC §4), one per button: login and salesman rules, business scope (every out-of-scope product named),
 * the quantity rules, the near-expiry question, then fastCheck; on its code 200 the checked products go to local
 * storage (SPEC §3 quick-order list) and the buyer to the quick checkout. Any other answer: the client has shown
 * the server's message and nothing else happens.
 */
import { atom } from 'nanostores';
import type { Product } from '../../contract/catalog';
import { addRefusal, listRefusal } from '../../model/purchase-rules';
import { fastCheck } from '../../api';
import { askNearExpiry, buyerRole, notice, whileBusy, type PurchaseHost } from '../purchase-flow';
import { saveQuickOrderProducts } from './list';

export const QUICK_CHECKOUT_PATH = '/submitOrder?isQuick=1';

export interface BuyItem {
  product: Product;
  amount: number;
}

export function createBuyNow(host: () => PurchaseHost) {
  const $busy = atom(false);

  /** Resolves true when the buyer went to the quick checkout. */
  async function buyNow(items: BuyItem[]): Promise<boolean> {
    const role = buyerRole();
    const first = items[0];
    if (role !== 'client' && first) {
      const refusal = addRefusal(role, first.product, first.amount);
      if (refusal?.code === 'needLogin') host().requireLogin();
      else if (refusal) notice(refusal.text, 'warning');
      return false;
    }
    const refusal = listRefusal(items);
    if (refusal) {
      notice(refusal.text, 'warning');
      return false;
    }
    if (!(await askNearExpiry(items.map((i) => i.product)))) return false;
    return whileBusy(
      $busy,
      async () => {
        const { list } = await fastCheck(items.map((i) => ({ product_id: i.product.product_id, amount: i.amount })));
        saveQuickOrderProducts(list);
        host().navigate(QUICK_CHECKOUT_PATH);
        return true;
      },
      false,
    );
  }

  return { $busy, buyNow };
}

export type BuyNowFlow = ReturnType<typeof createBuyNow>;

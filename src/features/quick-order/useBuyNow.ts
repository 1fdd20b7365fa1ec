import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Product } from '../../contract/catalog';
import { MSG } from '../../model/messages';
import { addRefusal, listRefusal } from '../../model/purchase-rules';
import { ApiError, fastCheck } from '../../api';
import { saveQuickOrderProducts } from '../../stores/quick-order';
import { $isLogin, $isSalesmanLogin } from '../../stores/session';
import { useHostEnv } from '../../ui/host-env';
import { toast } from '../../ui/overlay-store';
import { confirmNearExpiry } from '../../ui/confirm-near-expiry';

export const QUICK_CHECKOUT_PATH = '/submitOrder?isQuick=1';

export interface BuyItem {
  product: Product;
  amount: number;
}

/**
 * Buy now (SPEC §4): login and salesman rules, business scope (every out-of-scope product named), the quantity
 * rules, the near-expiry confirmation, then fastCheck; on its code 200 the checked products go to local storage
 * (SPEC §3 quick-order list) and the buyer to the quick checkout. Any other answer: the client has shown the
 * server's message and nothing else happens.
 */
export function useBuyNow() {
  const isLogin = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  const env = useHostEnv();
  const [busy, setBusy] = useState(false);

  async function buyNow(items: BuyItem[]): Promise<boolean> {
    const role = isLogin ? 'client' : isSalesman ? 'salesman' : 'visitor';
    const first = items[0];
    if (role !== 'client' && first) {
      const refusal = addRefusal(role, first.product, first.amount);
      if (refusal?.code === 'needLogin') env.requireLogin();
      else if (refusal) toast(refusal.text, 'warning');
      return false;
    }
    const refusal = listRefusal(items);
    if (refusal) {
      toast(refusal.text, 'warning');
      return false;
    }
    if (!(await confirmNearExpiry(items.map((i) => i.product)))) return false;
    setBusy(true);
    try {
      const { list } = await fastCheck(items.map((i) => ({ product_id: i.product.product_id, amount: i.amount })));
      saveQuickOrderProducts(list);
      env.navigate(QUICK_CHECKOUT_PATH);
      return true;
    } catch (e) {
      if (!(e instanceof ApiError)) toast(MSG.httpDefault, 'error');
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { buyNow, busy };
}

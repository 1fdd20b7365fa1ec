import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Product } from '../../contract/catalog';
import { MSG } from '../../model/messages';
import { addRefusal, needsNearExpiryConfirm } from '../../model/purchase-rules';
import { $isLogin, $isSalesmanLogin } from '../../stores/session';
import { addLines } from '../../stores/cart';
import { confirmDialog, toast } from '../../ui/overlay-store';
import { useHostEnv } from '../../ui/host-env';
import { ApiError } from '../../api';

/** The add-to-cart flow of SPEC §4/§5: login, salesman, business scope, near-expiry confirm, then add. */
export function useAddToCart() {
  const isLogin = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  const env = useHostEnv();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<{ count: number } | null>(null);

  async function add(product: Product, amount: number): Promise<boolean> {
    const role = isLogin ? 'client' : isSalesman ? 'salesman' : 'visitor';
    const refusal = addRefusal(role, product, amount);
    if (refusal) {
      if (refusal.code === 'needLogin') env.requireLogin();
      else toast(refusal.text, 'warning');
      return false;
    }
    if (needsNearExpiryConfirm(product)) {
      const ok = await confirmDialog({
        title: MSG.nearExpiryTitle,
        message: MSG.nearExpiry,
        confirmText: MSG.confirm,
        cancelText: MSG.cancel,
      });
      if (!ok) return false;
    }
    setBusy(true);
    try {
      // A product shown under an activity (a seckill or group card, a ?seckillId= detail page) goes in as its line.
      const activity = product.seckill_id ? { seckill_id: product.seckill_id } : product.purchase_id ? { purchase_id: product.purchase_id } : {};
      const count = await addLines([{ product_id: product.product_id, amount, ...activity }]);
      setAdded({ count });
      return true;
    } catch (e) {
      if (!(e instanceof ApiError)) toast(MSG.httpDefault, 'error');
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { add, busy, added, dismiss: () => setAdded(null) };
}

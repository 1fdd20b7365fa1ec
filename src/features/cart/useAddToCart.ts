import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Product } from '../../contract/catalog';
import { MSG } from '../../model/messages';
import { addRefusal, type PurchaseFacts } from '../../model/purchase-rules';
import type { AddCartLine } from '../../contract/cart';
import { $isLogin, $isSalesmanLogin } from '../../stores/session';
import { addLines } from '../../stores/cart';
import { toast } from '../../ui/overlay-store';
import { useHostEnv } from '../../ui/host-env';
import { ApiError } from '../../api';
import { confirmNearExpiry } from '../../ui/confirm-near-expiry';

const activityOf = (p: Product): Partial<AddCartLine> =>
  p.seckill_id ? { seckill_id: p.seckill_id } : p.purchase_id ? { purchase_id: p.purchase_id } : p.special_id ? { special_id: p.special_id } : {};

/** The add-to-cart flow of SPEC §4/§5: login, salesman, business scope, near-expiry confirm, then add. */
export function useAddToCart() {
  const isLogin = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  const env = useHostEnv();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<{ count: number } | null>(null);

  /** The rules read `facts` (a product, or a combination as one: its name and the sets it allows); `line` is sent. */
  async function addWith(facts: PurchaseFacts, line: AddCartLine): Promise<boolean> {
    const role = isLogin ? 'client' : isSalesman ? 'salesman' : 'visitor';
    const refusal = addRefusal(role, facts, line.amount);
    if (refusal) {
      if (refusal.code === 'needLogin') env.requireLogin();
      else toast(refusal.text, 'warning');
      return false;
    }
    if (!(await confirmNearExpiry([facts]))) return false;
    setBusy(true);
    try {
      const count = await addLines([line]);
      setAdded({ count });
      return true;
    } catch (e) {
      if (!(e instanceof ApiError)) toast(MSG.httpDefault, 'error');
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** A product shown under an activity (a seckill or group card, a ?seckillId= detail page, a special price) goes in as its line. */
  const add = (product: Product, amount: number) => addWith(product, { product_id: product.product_id, amount, ...activityOf(product) });

  return { add, addWith, busy, added, dismiss: () => setAdded(null) };
}

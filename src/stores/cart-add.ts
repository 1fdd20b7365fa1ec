/**
 * The add-to-cart flow of SPEC §4/§5, one per button (each has its own busy state and "added" tip): login,
 * salesman, business scope and quantity rules, the near-expiry question, then the add. A refusal is told (a visitor
 * is sent to log in); a server refusal has been shown by the API client.
 */
import { atom } from 'nanostores';
import type { AddCartLine } from '../contract/cart';
import type { Product } from '../contract/catalog';
import { addRefusal, type PurchaseFacts } from '../model/purchase-rules';
import { addLines } from './cart';
import { askNearExpiry, buyerRole, notice, whileBusy, type PurchaseHost } from './purchase-flow';

/** A product shown under an activity (a seckill or group card, a ?seckillId= detail page, a special price) goes in as its line. */
export const activityOf = (p: Product): Partial<AddCartLine> =>
  p.seckill_id ? { seckill_id: p.seckill_id } : p.purchase_id ? { purchase_id: p.purchase_id } : p.special_id ? { special_id: p.special_id } : {};

export function createAddToCart(host: () => PurchaseHost) {
  const $busy = atom(false);
  /** The kinds now in the cart after the last add (the "added" tip), null when closed. */
  const $added = atom<{ count: number } | null>(null);

  /** The rules read `facts` (a product, or a combination as one: its name and the sets it allows); `line` is sent. */
  async function addWith(facts: PurchaseFacts, line: AddCartLine): Promise<boolean> {
    const refusal = addRefusal(buyerRole(), facts, line.amount);
    if (refusal) {
      if (refusal.code === 'needLogin') host().requireLogin();
      else notice(refusal.text, 'warning');
      return false;
    }
    if (!(await askNearExpiry([facts]))) return false;
    return whileBusy(
      $busy,
      async () => {
        $added.set({ count: await addLines([line]) });
        return true;
      },
      false,
    );
  }

  const add = (product: Product, amount: number) => addWith(product, { product_id: product.product_id, amount, ...activityOf(product) });

  return { $busy, $added, add, addWith, dismiss: () => $added.set(null) };
}

export type AddToCartFlow = ReturnType<typeof createAddToCart>;

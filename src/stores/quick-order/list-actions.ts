/**
 * The footer's actions on the whole quick-order list: 全部加入购物车 (the lines that may be bought, in one add; the
 * others listed with why), 立即下单 (buy now with the list, asking first when some lines cannot go) and 清空清单.
 * One per footer: its busy state and the outcome it shows.
 */
import { atom } from 'nanostores';
import { MSG, QUICK_MSG } from '../../model/messages';
import { listRefusal } from '../../model/purchase-rules';
import { getNotifier } from '../../api';
import { addLines } from '../cart';
import { askNearExpiry, notice, whileBusy } from '../purchase-flow';
import type { BuyNowFlow } from './buy-now';
import { splitLines, type RefusedLine } from './lines';
import { $fastLines, clearFastLines } from './list';

export interface ListOutcome {
  added: number;
  refused: RefusedLine[];
}

const ask = (title: string, message: string) => getNotifier().confirm({ title, message, confirmText: MSG.confirm, cancelText: MSG.cancel });

export function createQuickListActions(buy: Pick<BuyNowFlow, 'buyNow'>) {
  const $busy = atom(false);
  const $outcome = atom<ListOutcome | null>(null);

  /** Resolves the cart's kind count after the add, null when nothing was added. */
  async function addAll(): Promise<number | null> {
    const { ok, refused } = splitLines($fastLines.get());
    $outcome.set(null);
    const refusal = listRefusal(ok);
    if (refusal) {
      notice(refusal.text, 'warning');
      if (refused.length) $outcome.set({ added: 0, refused });
      return null;
    }
    if (!(await askNearExpiry(ok.map((l) => l.product)))) return null;
    return whileBusy(
      $busy,
      async () => {
        const count = await addLines(ok.map((l) => ({ product_id: l.product_id, amount: l.amount })));
        $outcome.set({ added: ok.length, refused });
        return count;
      },
      null,
    );
  }

  async function orderNow(): Promise<void> {
    const { ok, refused } = splitLines($fastLines.get());
    $outcome.set(refused.length ? { added: 0, refused } : null);
    if (refused.length && ok.length) {
      const names = refused.map((r) => r.line.product.ty_name).join('、');
      if (!(await ask(QUICK_MSG.refusedTitle, `${names}：${QUICK_MSG.refusedContinue(refused.length, ok.length)}`))) return;
    }
    await buy.buyNow(ok.map((l) => ({ product: l.product, amount: l.amount })));
  }

  async function clear(): Promise<void> {
    if (!(await ask(QUICK_MSG.clearList, QUICK_MSG.confirmClear($fastLines.get().length)))) return;
    $outcome.set(null);
    await clearFastLines().catch(() => undefined);
  }

  return { $busy, $outcome, addAll, orderNow, clear, closeOutcome: () => $outcome.set(null) };
}

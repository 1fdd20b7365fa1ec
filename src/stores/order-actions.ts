/**
 * What a buyer does to an order, on the list and the detail (the site and `yc-order-list`): cancel and receive, each
 * confirmed first; buy again (when some lines could not be added they are shown); the refund dialog. One flow per
 * screen; `changed` reloads the screen after a move. Notices and questions go through the API notifier (the UI's
 * toasts and confirm dialog).
 */
import { atom } from 'nanostores';
import type { BuyAgainLine } from '../contract/orders';
import { ORDER_MSG } from '../model/messages';
import { errorText, getNotifier } from '../api';
import { buyAgain, cancelOrder, receiveOrder } from '../api/orders';
import { loadCart } from './cart';
import { notice } from './purchase-flow';

export interface BuyAgainResult {
  added: number;
  lines: BuyAgainLine[];
}

interface Move {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
  done: string;
}

const CANCEL: Move = { title: '取消订单', message: ORDER_MSG.cancelConfirm, confirmText: '确定取消', cancelText: '再想想', done: ORDER_MSG.cancelled };
const RECEIVE: Move = { title: '确认收货', message: ORDER_MSG.receiveConfirm, confirmText: '确认收货', cancelText: '取消', done: ORDER_MSG.received };

export function createOrderActions(changed: () => void) {
  /** The order whose button is working, if any. */
  const $busy = atom<number | null>(null);
  const $refundFor = atom<number | null>(null);
  const $again = atom<BuyAgainResult | null>(null);

  /** Runs one request for an order; a refusal is shown and answers undefined. */
  async function run<T>(id: number, work: () => Promise<T>): Promise<T | undefined> {
    $busy.set(id);
    try {
      return await work();
    } catch (e) {
      notice(errorText(e, ORDER_MSG.notFound), 'error');
      return undefined;
    } finally {
      $busy.set(null);
    }
  }

  async function move(id: number, m: Move, work: () => Promise<unknown>): Promise<void> {
    const { title, message, confirmText, cancelText } = m;
    if (!(await getNotifier().confirm({ title, message, confirmText, cancelText }))) return;
    const moved = await run(id, async () => {
      await work();
      return true;
    });
    if (!moved) return;
    notice(m.done, 'success');
    changed();
  }

  return {
    $busy,
    $refundFor,
    $again,
    cancel: (id: number) => move(id, CANCEL, () => cancelOrder(id)),
    receive: (id: number) => move(id, RECEIVE, () => receiveOrder(id)),
    buyAgain: async (id: number) => {
      const r = await run(id, () => buyAgain(id));
      if (!r) return;
      if (r.added > 0) void loadCart();
      if (r.lines.every((l) => l.added)) notice(ORDER_MSG.buyAgainAdded(r.added), 'success');
      else $again.set(r);
    },
    openRefund: (id: number) => $refundFor.set(id),
    closeRefund: () => $refundFor.set(null),
    refunded: () => {
      $refundFor.set(null);
      notice(ORDER_MSG.refundSubmitted, 'success');
      changed();
    },
    closeAgain: () => $again.set(null),
  };
}

export type OrderActionsFlow = ReturnType<typeof createOrderActions>;

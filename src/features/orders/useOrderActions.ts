import { useState } from 'react';
import type { BuyAgainLine } from '../../contract/orders';
import { errorText } from '../../api';
import { ORDER_MSG } from '../../model/messages';
import { loadCart } from '../../stores/cart';
import { useHostEnv } from '../../ui/host-env';
import { confirmDialog, toast } from '../../ui/overlay-store';
import { buyAgain, cancelOrder, receiveOrder } from '../../api/orders';

/**
 * The buttons of an order (list and detail): 去支付, 取消订单 and 确认收货 (each confirmed first), 申请退款 (dialog),
 * 评价, 再次购买 (the flagged lines shown). `changed` is called after a move so the caller reloads.
 */
export function useOrderActions(changed: () => void) {
  const env = useHostEnv();
  const [busy, setBusy] = useState<number | null>(null);
  const [refundFor, setRefundFor] = useState<number | null>(null);
  const [again, setAgain] = useState<{ added: number; lines: BuyAgainLine[] } | null>(null);

  const run = async (id: number, work: () => Promise<unknown>, done: string) => {
    setBusy(id);
    try {
      await work();
      toast(done, 'success');
      changed();
    } catch (e) {
      toast(errorText(e, ORDER_MSG.notFound), 'error');
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    pay: (code: string) => env.navigate(`/payNow?orderCode=${encodeURIComponent(code)}`),
    cancel: async (id: number) => {
      if (await confirmDialog({ title: '取消订单', message: ORDER_MSG.cancelConfirm, confirmText: '确定取消', cancelText: '再想想' })) {
        await run(id, () => cancelOrder(id), ORDER_MSG.cancelled);
      }
    },
    receive: async (id: number) => {
      if (await confirmDialog({ title: '确认收货', message: ORDER_MSG.receiveConfirm, confirmText: '确认收货', cancelText: '取消' })) {
        await run(id, () => receiveOrder(id), ORDER_MSG.received);
      }
    },
    comment: (id: number) => env.navigate(`/personal/orderComment/${id}`),
    buyAgain: async (id: number) => {
      setBusy(id);
      try {
        const r = await buyAgain(id);
        if (r.added > 0) void loadCart();
        if (r.lines.every((l) => l.added)) toast(ORDER_MSG.buyAgainAdded(r.added), 'success');
        else setAgain(r);
      } catch (e) {
        toast(errorText(e, ORDER_MSG.notFound), 'error');
      } finally {
        setBusy(null);
      }
    },
    refundFor,
    openRefund: (id: number) => setRefundFor(id),
    closeRefund: () => setRefundFor(null),
    refunded: () => {
      setRefundFor(null);
      toast(ORDER_MSG.refundSubmitted, 'success');
      changed();
    },
    again,
    closeAgain: () => setAgain(null),
  };
}

export type OrderActionsApi = ReturnType<typeof useOrderActions>;

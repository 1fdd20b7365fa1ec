import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { createOrderActions } from '../../stores/order-actions';
import { useHostEnv } from '../../ui/host-env';

/**
 * The buttons of an order (list and detail): the flow of src/stores/order-actions.ts for this screen, plus 去支付 and
 * 评价, which go to a page where the screen is mounted. `changed` is called after a move so the caller reloads.
 */
export function useOrderActions(changed: () => void) {
  const env = useHostEnv();
  const onChanged = useRef(changed);
  onChanged.current = changed;
  const [flow] = useState(() => createOrderActions(() => onChanged.current()));
  return {
    busy: useStore(flow.$busy),
    refundFor: useStore(flow.$refundFor),
    again: useStore(flow.$again),
    pay: (code: string) => env.navigate(`/payNow?orderCode=${encodeURIComponent(code)}`),
    comment: (id: number) => env.navigate(`/personal/orderComment/${id}`),
    cancel: flow.cancel,
    receive: flow.receive,
    buyAgain: flow.buyAgain,
    openRefund: flow.openRefund,
    closeRefund: flow.closeRefund,
    refunded: flow.refunded,
    closeAgain: flow.closeAgain,
  };
}

export type OrderActionsApi = ReturnType<typeof useOrderActions>;

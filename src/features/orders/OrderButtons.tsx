import type { OrderActions } from '../../contract/orders';
import { Button } from '../../ui/Button';
import type { OrderActionsApi } from './useOrderActions';

/** The allowed buttons of one order, in the order a buyer needs them. */
export function OrderButtons({ id, code, actions, api }: { id: number; code: string; actions: OrderActions; api: OrderActionsApi }) {
  const busy = api.busy === id;
  return (
    <div className="buttons" data-testid="order-buttons">
      {actions.pay && (
        <Button variant="primary" size="sm" disabled={busy} onClick={() => api.pay(code)}>
          去支付
        </Button>
      )}
      {actions.confirmReceipt && (
        <Button variant="primary" size="sm" disabled={busy} onClick={() => void api.receive(id)}>
          确认收货
        </Button>
      )}
      {actions.comment && (
        <Button size="sm" disabled={busy} onClick={() => api.comment(id)}>
          评价
        </Button>
      )}
      {actions.refund && (
        <Button size="sm" disabled={busy} onClick={() => api.openRefund(id)}>
          申请退款
        </Button>
      )}
      {actions.cancel && (
        <Button size="sm" disabled={busy} onClick={() => void api.cancel(id)}>
          取消订单
        </Button>
      )}
      {actions.buyAgain && (
        <Button size="sm" variant="text" disabled={busy} onClick={() => void api.buyAgain(id)}>
          再次购买
        </Button>
      )}
    </div>
  );
}

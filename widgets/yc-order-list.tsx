import { OrdersPanel } from '../src/features/orders';
import { UnreadMessagesPill } from './UnreadPill';

/**
 * <yc-order-list>: the buyer's orders inside a host page: tabs with counts, date range, pager, each order's
 * buttons (取消订单 / 确认收货 / 申请退款 / 再次购买 here; 去支付 and 评价 hand over to the store through a cancelable
 * `yc:navigate`), and an order's detail with its history. Shares the page's session and cart with the other
 * elements; a visitor sees a login prompt (`yc:auth-required`). Its header carries the buyer's unread messages
 * (消息 N, hidden at 0), which open the store's message centre.
 */
export function YcOrderList(_: { container?: HTMLElement }) {
  return (
    <>
      {/* Empty (no height) for a visitor and at 0. */}
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <UnreadMessagesPill />
      </div>
      <OrdersPanel />
    </>
  );
}

import type { ReactNode } from 'react';
import type { OrderSummary } from '../../contract/orders';
import { RETURN_BADGE } from '../../model/returns';
import { ProductThumb } from '../../ui/ProductThumb';
import { OrderButtons } from './OrderButtons';
import { InvoiceBadge } from './InvoiceBadge';
import type { OrderActionsApi } from './useOrderActions';

/**
 * One order of the list: code, time, status, its first lines, the total and the allowed buttons (none when
 * `readOnly`: a salesman looking at his customers' orders), the salesman who placed it, and an optional `note`.
 */
export function OrderCard({
  order,
  api,
  onOpen,
  readOnly = false,
  note,
}: {
  order: OrderSummary;
  api: OrderActionsApi;
  onOpen: (id: number) => void;
  readOnly?: boolean;
  note?: ReactNode;
}) {
  const more = order.line_count - order.lines.length;
  return (
    <article className="order" data-testid="order-card" data-status={order.status} aria-label={`订单 ${order.order_code}`}>
      <header>
        <span>{order.created_at}</span>
        <span>
          订单编号：
          <button type="button" className="code" onClick={() => onOpen(order.id)}>
            {order.order_code}
          </button>
        </span>
        {note}
        {order.salesman_name && <span data-testid="order-salesman">代下单业务员：{order.salesman_name}</span>}
        {order.parcel_summary && <span data-testid="order-parcels">{order.parcel_summary}</span>}
        {order.return_open && (
          <span className="returning" data-testid="order-return-badge">
            {RETURN_BADGE}
          </span>
        )}
        <span className="status" data-testid="order-status">
          {order.status_text}
        </span>
      </header>
      <div className="body">
        <ul className="lines">
          {order.lines.map((l) => (
            <li key={l.id}>
              <ProductThumb name={l.ty_name} thumb={l.thumb} size={56} />
              <div>
                <b>{l.ty_name}</b>
                <small>
                  {l.product_standard} · {l.manufacturer}
                </small>
              </div>
              <span className="qty">
                ¥{l.price} × {l.amount}
                {l.product_dw}
              </span>
            </li>
          ))}
          {more > 0 && (
            <li className="more">
              <button type="button" onClick={() => onOpen(order.id)}>
                还有 {more} 种商品，查看全部
              </button>
            </li>
          )}
        </ul>
        <div className="sum">
          <span>
            共 {order.line_count} 种 {order.item_count} 件
          </span>
          <b>¥{order.total}</b>
          {order.pay_deadline && <small>请在 {order.pay_deadline} 前付款</small>}
          <InvoiceBadge orderId={order.id} orderCode={order.order_code} status={order.invoice_status} />
          <button type="button" className="detail" onClick={() => onOpen(order.id)}>
            订单详情
          </button>
        </div>
        {readOnly ? <div /> : <OrderButtons id={order.id} code={order.order_code} actions={order.actions} api={api} />}
      </div>
    </article>
  );
}

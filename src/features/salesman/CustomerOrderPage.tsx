import { parseId } from '../../model/route-table';
import { Link, useLocation } from 'wouter';
import { getCustomerOrderDetail, getCustomerOrders } from '../../api/salesman';
import type { CustomerOrder } from '../../contract/salesman';
import { OrderDetailView, OrderList, type OrderListSource } from '../orders';
import { Button } from '../../ui/Button';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { SalesmanLayout } from './SalesmanLayout';
import { useQueryState } from './useQueryState';

const PATH = '/salesman/customerOrder';

/**
 * 客户订单: his customers' orders with the order list's tabs, date range, search and pager (the orders feature's
 * own list, read-only), one customer's when opened from a card (`?customer=`), and an order's detail (`?order=`).
 */
export function CustomerOrderPage() {
  const css = useCss();
  const { q } = useQueryState();
  const [, navigate] = useLocation();
  const customer = parseId(q.get('customer'));
  const order = parseId(q.get('order'));
  const customerName = q.get('name') ?? undefined;

  if (order !== undefined) {
    return (
      <SalesmanLayout title="订单详情">
        <p>
          <Button variant="text" onClick={() => (history.length > 1 ? history.back() : navigate(PATH))}>
            ‹ 返回客户订单
          </Button>
        </p>
        <OrderDetailView id={order} load={getCustomerOrderDetail} readOnly />
      </SalesmanLayout>
    );
  }

  const source: OrderListSource = {
    key: `customer=${customer ?? ''}`,
    load: (input) => getCustomerOrders({ ...input, ...(customer ? { customer_id: customer } : {}) }, { quiet: true }),
    note: (o) => <span data-testid="order-customer">客户：{(o as CustomerOrder).client_name}</span>,
    searchLabel: '订单编号/商品名称/客户名称',
  };
  return (
    <SalesmanLayout title="客户订单">
      {customer !== undefined && (
        <p className={css`margin: 0 0 12px; display: flex; gap: 10px; align-items: center; a { color: ${t.primary}; }`}>
          <span>只看{customerName ? `「${customerName}」` : '这位客户'}的订单</span>
          <Link href={PATH}>查看全部客户的订单</Link>
        </p>
      )}
      <OrderList
        path={PATH}
        source={source}
        onOpen={(id) => {
          const next = new URLSearchParams(q);
          next.set('order', String(id));
          navigate(`${PATH}?${next.toString()}`);
        }}
      />
    </SalesmanLayout>
  );
}

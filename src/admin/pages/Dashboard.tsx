import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { getDashboard } from '../../api/admin/dashboard';
import { errorText } from '../../api/errors';
import type { Dashboard } from '../../contract/admin';
import { ORDER_STATUS } from '../../model/order-status';
import { LOW_STOCK_AT, NEAR_EXPIRY_DAYS } from '../../model/stock-alerts';
import { ErrorBox, Skeleton } from '../../ui/States';
import { Table } from '../../ui/Table';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { PAGES } from '../menu';
import { $me, mayUse } from '../session';
import { useTitle } from '../useTitle';

const todos = (d: Dashboard) => [
  { id: 'registrations', label: '注册待审核', count: d.pendingRegistrations, page: PAGES.registrations, href: PAGES.registrations.path, link: '去审核', linkLabel: '去审核注册' },
  { id: 'renewals', label: '资质更新待审核', count: d.pendingRenewals, page: PAGES.renewals, href: PAGES.renewals.path, link: '去审核', linkLabel: '去审核资质更新' },
  { id: 'ship', label: '待发货订单', count: d.toShip, page: PAGES.orders, href: `${PAGES.orders.path}?status=${ORDER_STATUS.paid}`, link: '去发货', linkLabel: '去发货（待发货订单）' },
  { id: 'transfers', label: '待确认转账', count: d.transfersToConfirm, page: PAGES.orders, href: `${PAGES.orders.path}?status=${ORDER_STATUS.pendingReview}`, link: '去确认', linkLabel: '去确认转账' },
  { id: 'refunds', label: '退款申请', count: d.refundRequests, page: PAGES.orders, href: `${PAGES.orders.path}?status=${ORDER_STATUS.refundPending}`, link: '去处理', linkLabel: '去处理退款申请' },
];

/** The stock to-dos: products on shelf running low and batches near expiry, each linking to its product (运营). */
function StockAlerts({ d, linked }: { d: Dashboard; linked: boolean }) {
  const product = (id: number, name: string) => (linked ? <Link href={`${PAGES.products.path}/${id}`}>{name}</Link> : name);
  return (
    <div className="alerts">
      <div>
        <h2>
          库存不足（≤ {LOW_STOCK_AT}）<span className="count" data-testid="todo-low-stock">{d.lowStock.count}</span>
        </h2>
        {d.lowStock.list.length === 0 ? (
          <p className="label">没有库存不足的在售商品</p>
        ) : (
          <Table caption="库存不足的商品" captionHidden testId="low-stock" rows={d.lowStock.list} rowKey={(r) => r.product_id} columns={[
            { title: '商品', cell: (r) => product(r.product_id, r.name) },
            { title: '库存', num: true, cell: (r) => r.stock },
          ]} />
        )}
      </div>
      <div>
        <h2>
          近效期批次（{NEAR_EXPIRY_DAYS} 天内）<span className="count" data-testid="todo-near-expiry">{d.nearExpiry.count}</span>
        </h2>
        {d.nearExpiry.list.length === 0 ? (
          <p className="label">没有近效期批次</p>
        ) : (
          <Table caption="近效期批次" captionHidden testId="near-expiry" rows={d.nearExpiry.list} rowKey={(r) => `${r.product_id}-${r.batch_no}`} columns={[
            { title: '商品', cell: (r) => product(r.product_id, r.name) },
            { title: '批号', nowrap: true, cell: (r) => r.batch_no },
            { title: '有效期至', nowrap: true, cell: (r) => r.expires_on },
            { title: '数量', num: true, cell: (r) => r.quantity },
          ]} />
        )}
      </div>
    </div>
  );
}

/** 工作台: today's orders and sales, and the to-dos (reviews, orders to ship, transfers, refunds, stock) with links to their lists. */
export default function DashboardPage() {
  useTitle('工作台');
  const css = useCss();
  const me = useStore($me);
  const { state, retry } = useRemote(() => getDashboard(), 'dashboard');
  const cls = css`
    h1 { margin: 0 0 20px; font-size: 20px; }
    h2 { font-size: 16px; margin: 24px 0 12px; }
    ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px; }
    li { background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; padding: 16px 20px; }
    .label { color: ${t.muted}; }
    .value { display: block; font-size: 28px; font-weight: 600; margin-top: 6px; color: ${t.text}; font-variant-numeric: tabular-nums; }
    a { color: ${t.primary}; }
    .alerts { display: grid; grid-template-columns: repeat(auto-fit, minmax(360px, 1fr)); gap: 16px; }
    .alerts h2 { display: flex; gap: 8px; align-items: baseline; }
    .count { color: ${t.danger}; font-variant-numeric: tabular-nums; }
  `;
  if (state.status === 'error' && !state.data) return <ErrorBox message={errorText(state.error, '工作台加载失败')} onRetry={retry} />;
  const d = state.data;
  return (
    <section className={cls}>
      <h1>工作台</h1>
      {!d ? (
        <Skeleton rows={2} height={72} />
      ) : (
        <>
          <h2>今日经营</h2>
          <ul>
            <li>
              <span className="label">今日订单</span>
              <span className="value" data-testid="today-orders">{d.todayOrders}</span>
            </li>
            <li>
              <span className="label">今日销售额（元）</span>
              <span className="value" data-testid="today-sales">{d.todaySales}</span>
            </li>
          </ul>
          <h2>待办事项</h2>
          <ul>
            {todos(d).map((todo) => (
              <li key={todo.id}>
                <span className="label">{todo.label}</span>
                <span className="value" data-testid={`todo-${todo.id}`}>{todo.count}</span>
                {mayUse(me, todo.page.roles) && (
                  <Link href={todo.href} aria-label={todo.linkLabel}>
                    {todo.link}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <StockAlerts d={d} linked={mayUse(me, PAGES.products.roles)} />
        </>
      )}
    </section>
  );
}

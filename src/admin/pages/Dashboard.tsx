import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { call } from '../../api/call';
import { errorText } from '../../api/errors';
import * as admin from '../../contract/admin';
import type { Dashboard } from '../../contract/admin';
import { ORDER_STATUS } from '../../model/order-status';
import { ErrorBox, Skeleton } from '../../ui/States';
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

/** 工作台: today's orders and sales, and the to-dos (reviews, orders to ship, transfers, refunds) with links to their lists. */
export default function DashboardPage() {
  useTitle('工作台');
  const css = useCss();
  const me = useStore($me);
  const { state, retry } = useRemote(() => call(admin.dashboard, {}, { quiet: true }), 'dashboard');
  const cls = css`
    h1 { margin: 0 0 20px; font-size: 20px; }
    h2 { font-size: 16px; margin: 24px 0 12px; }
    ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px; }
    li { background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; padding: 16px 20px; }
    .label { color: ${t.muted}; }
    .value { display: block; font-size: 28px; font-weight: 600; margin-top: 6px; color: ${t.text}; font-variant-numeric: tabular-nums; }
    a { color: ${t.primary}; }
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
        </>
      )}
    </section>
  );
}

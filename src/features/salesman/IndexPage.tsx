import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { getSalesmanIndex } from '../../api/salesman';
import { yuanNumber } from '../../model/salesman-ui-rules';
import { $viewerKey } from '../../stores/viewer';
import { Empty } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { ActingBanner } from './acting';
import { Chart } from './Chart';
import { Figures } from './Figures';
import { Remote } from './Remote';
import { SalesmanLayout } from './SalesmanLayout';

/** 业务员首页: today's and this month's figures, credit and debts of his customers, to-dos with links, 12-month trend. */
export function SalesmanIndexPage() {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => getSalesmanIndex({ quiet: true }), viewer);
  const cls = css`
    h2 { font-size: 15px; margin: 20px 0 10px; }
    ul.todos { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
    ul.todos a { display: flex; justify-content: space-between; align-items: center; padding: 10px 14px; border: 1px solid ${t.border}; border-radius: 6px; color: ${t.text}; text-decoration: none; }
    ul.todos a:hover { border-color: ${t.primary}; color: ${t.primary}; }
    ul.todos b { color: ${t.warn}; }
  `;
  return (
    <SalesmanLayout title="业务员首页">
      <ActingBanner />
      <Remote state={state} retry={retry} rows={3}>
        {(d) => (
          <div className={cls} data-testid="salesman-index">
            <Figures
              label="今日与本月业绩"
              items={[
                { label: '今日订单', value: d.today.orders },
                { label: '今日销售额', value: `¥${d.today.sales}`, tone: 'price' },
                { label: '本月订单', value: d.month.orders },
                { label: '本月销售额', value: `¥${d.month.sales}`, tone: 'price' },
                { label: '今日新增客户', value: d.new_customers_today },
                { label: '本月新增客户', value: d.new_customers_month },
                { label: '本月下单客户', value: d.active_customers },
                { label: '名下客户', value: d.customer_count },
                { label: '未还账单', value: `¥${d.unpaid}`, tone: 'warn' },
                { label: '逾期未还', value: `¥${d.overdue}`, tone: 'warn' },
              ]}
            />
            <h2>待办事项</h2>
            {d.todos.length === 0 ? (
              <Empty>暂无待办事项，客户们一切正常</Empty>
            ) : (
              <ul className="todos" data-testid="todos">
                {d.todos.map((todo) => (
                  <li key={todo.kind}>
                    <Link href={todo.link}>
                      <span>{todo.title}</span>
                      <b>去处理 ›</b>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <h2>近12个月销售额</h2>
            <Chart
              kind="bar"
              label={`近12个月销售额：${d.trend.map((p) => `${p.period} ${p.sales}元`).join('，')}`}
              labels={d.trend.map((p) => p.period)}
              series={[{ label: '销售额（元）', data: d.trend.map((p) => yuanNumber(p.sales)) }]}
              height={220}
            />
          </div>
        )}
      </Remote>
    </SalesmanLayout>
  );
}

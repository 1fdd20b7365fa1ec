/** The console's home: sales today / this month / last month / this year, money owed, to-dos, a 12-month trend. */
import { sql } from 'drizzle-orm';
import { chinaDay } from '../../../model/date-range';
import { fenToYuan } from '../../../model/money';
import { ORDER_STATUS as S, ORDER_TABS } from '../../../model/order-status';
import { LICENCE_WARN_DAYS, TODO_KINDS, TODO_TEXT, addDays, monthStart, periodsBetween, type TodoKind } from '../../../model/salesman-report';
import type { SalesmanIndex } from '../../../contract/salesman';
import { CHECK_STATUS } from '../../constants';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { NEAR_LIMIT_SQL, OPEN_BILLS_SQL } from './customers';
import { chinaDayStart, salesByPeriod, salesOrders } from './sales';
import { big, hisCustomerIds, inHisRegion } from './scope';

const UNPAID_TAB = ORDER_TABS.find((t) => t.tab === 1)?.statuses ?? [];

export async function salesmanHome(db: Db, salesmanId: number, now = new Date()): Promise<SalesmanIndex> {
  const today = chinaDay(now);
  const month = monthStart(today);
  const lastMonth = monthStart(today, -1);
  const year = `${today.slice(0, 4)}-01-01`;
  const from = lastMonth < year ? lastMonth : year;
  const at = (day: string) => chinaDayStart(day);
  const figure = (cond: ReturnType<typeof sql>, name: string) =>
    sql`count(*) filter (where ${cond})::int as ${sql.raw(`${name}_orders`)}, coalesce(sum(total_fen) filter (where ${cond}), 0)::text as ${sql.raw(`${name}_sales`)}`;
  const mine = hisCustomerIds(salesmanId);
  const [salesRows, moneyRows, todoRows, trend] = await Promise.all([
    db.execute(sql`with s as (${salesOrders({ salesmanId, start: from, end: today })})
      select ${figure(sql`created_at >= ${at(today)}`, 'today')}, ${figure(sql`created_at >= ${at(month)}`, 'month')},
        ${figure(sql`created_at >= ${at(lastMonth)} and created_at < ${at(month)}`, 'last_month')},
        ${figure(sql`created_at >= ${at(year)}`, 'year')},
        count(distinct client_id) filter (where created_at >= ${at(month)})::int as active
      from s`),
    db.execute(sql`select count(*)::int as customers,
        count(*) filter (where c.created_at >= ${at(today)})::int as new_today,
        count(*) filter (where c.created_at >= ${at(month)})::int as new_month,
        coalesce(sum(c.credit_limit_fen), 0)::text as lim,
        coalesce(sum(c.credit_used_fen), 0)::text as used, coalesce(sum(b.unpaid), 0)::text as unpaid,
        coalesce(sum(b.overdue), 0)::text as overdue
      from clients c left join (${OPEN_BILLS_SQL(today)}) b on b.client_id = c.id where c.id in (${mine})`),
    db.execute(sql`select
        (select count(*) from clients c where ${inHisRegion(salesmanId)} and c.check_status = ${CHECK_STATUS.pending})::int as "pendingRegistration",
        (select count(*) from (${OPEN_BILLS_SQL(today)}) b where b.client_id in (${mine}) and b.overdue > 0)::int as "overdueBills",
        (select count(distinct v.client_id) from client_licence_validity v where v.client_id in (${mine})
          and v.valid_until <= ${addDays(today, LICENCE_WARN_DAYS)})::int as "licenceExpiring",
        (select count(*) from clients c where c.id in (${mine}) and ${NEAR_LIMIT_SQL})::int as "creditNearLimit",
        (select count(*) from orders o where o.client_id in (${mine}) and o.status in (${sql.raw(UNPAID_TAB.join(', '))}))::int as "unpaidOrders",
        (select count(*) from orders o where o.client_id in (${mine}) and o.status = ${S.refundPending})::int as "refundPending"`),
    salesByPeriod(db, { salesmanId, start: monthStart(today, -11), end: today }, 'month'),
  ]);
  const [f] = rowsOf<Record<string, unknown>>(salesRows);
  const [m] = rowsOf<Record<string, unknown>>(moneyRows);
  const [t] = rowsOf<Record<TodoKind, number>>(todoRows);
  const fig = (name: string) => ({ sales: fenToYuan(Number(big(f?.[`${name}_sales`]))), orders: Number(f?.[`${name}_orders`] ?? 0) });
  const yuan = (v: unknown) => fenToYuan(Number(big(v)));
  const byMonth = new Map(trend.map((p) => [p.period, p]));
  return {
    today: fig('today'),
    month: fig('month'),
    last_month: fig('last_month'),
    year: fig('year'),
    customer_count: Number(m?.customers ?? 0),
    active_customers: Number(f?.active ?? 0),
    new_customers_today: Number(m?.new_today ?? 0),
    new_customers_month: Number(m?.new_month ?? 0),
    credit_limit: yuan(m?.lim),
    credit_used: yuan(m?.used),
    unpaid: yuan(m?.unpaid),
    overdue: yuan(m?.overdue),
    todos: TODO_KINDS.map((kind) => ({ kind, count: Number(t?.[kind] ?? 0) }))
      .filter((x) => x.count > 0)
      .map(({ kind, count }) => ({ kind, count, title: TODO_TEXT[kind].title(count), link: TODO_TEXT[kind].link })),
    trend: periodsBetween(monthStart(today, -11), today, 'month').map((period) => {
      const p = byMonth.get(period);
      return { period, sales: fenToYuan(Number(p?.salesFen ?? 0n)), orders: p?.orders ?? 0 };
    }),
  };
}

/**
 * The one definition of "his sales" that every figure, report and ranking reads: orders of his customers whose status
 * is in SALES_STATUSES (model/salesman-report.ts), placed within a range of China-time days. Aggregates are SQL
 * (GROUP BY, date_trunc on the China-time stamp) over the partial index orders_sales_idx.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SALES_STATUSES, addDays, type ReportGranularity } from '../../../model/salesman-report';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { big, hisCustomerIds } from './scope';

/** Literal, not parameters: the planner matches the partial index's predicate only against constants. */
export const SALES_STATUS_SQL = sql.raw(SALES_STATUSES.join(', '));

/** The moment a China-time day starts. */
export const chinaDayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** An order's China-time stamp (timestamp without zone) for grouping by day or month. */
export const CHINA_TIME = (col: SQL = sql.raw('o.created_at')) => sql`(${col} at time zone 'UTC' + interval '8 hours')`;

export interface SalesScope {
  salesmanId: number;
  /** China-time days, both inclusive. */
  start: string;
  end: string;
  customerId?: number;
}

/** `select … from orders o where <his sales in the range>`: the rows every report aggregates. */
export function salesOrders(s: SalesScope, columns: SQL = sql`o.id, o.client_id, o.created_at, o.total_fen`): SQL {
  const customer = s.customerId === undefined ? sql`` : sql` and o.client_id = ${s.customerId}`;
  return sql`select ${columns} from orders o
    where o.client_id in (${hisCustomerIds(s.salesmanId)}) and o.status in (${SALES_STATUS_SQL})
      and o.created_at >= ${chinaDayStart(s.start)} and o.created_at < ${chinaDayStart(addDays(s.end, 1))}${customer}`;
}

export interface SalesTotalsFen {
  orders: number;
  customers: number;
  quantity: number;
  salesFen: bigint;
  goodsFen: bigint;
}

export async function salesTotals(db: Db, s: SalesScope): Promise<SalesTotalsFen> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`with s as (${salesOrders(s)})
      select (select count(*) from s)::int as orders, (select count(distinct client_id) from s)::int as customers,
        (select coalesce(sum(total_fen), 0) from s)::text as sales,
        coalesce(sum(l.amount), 0)::text as quantity, coalesce(sum(l.line_fen), 0)::text as goods
      from order_lines l where l.order_id in (select id from s)`),
  );
  return {
    orders: Number(row?.orders ?? 0),
    customers: Number(row?.customers ?? 0),
    quantity: Number(big(row?.quantity)),
    salesFen: big(row?.sales),
    goodsFen: big(row?.goods),
  };
}

export interface PeriodFen {
  period: string;
  orders: number;
  customers: number;
  salesFen: bigint;
}

/** Sales per day or month (only periods with sales; the caller fills the gaps). */
export async function salesByPeriod(db: Db, s: SalesScope, g: ReportGranularity): Promise<PeriodFen[]> {
  const format = g === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`with s as (${salesOrders(s)})
      select to_char(date_trunc(${g}, ${CHINA_TIME(sql.raw('s.created_at'))}), ${format}) as period,
        count(*)::int as orders, count(distinct client_id)::int as customers, sum(total_fen)::text as sales
      from s group by 1 order by 1`),
  );
  return rows.map((r) => ({ period: String(r.period), orders: Number(r.orders), customers: Number(r.customers), salesFen: big(r.sales) }));
}

export type RankSort = 'sales' | 'orders' | 'quantity';

export interface CustomerSalesRow {
  clientId: number;
  name: string;
  city: string;
  orders: number;
  quantity: number;
  salesFen: bigint;
  lastOrderAt: Date;
}

/** Sales per customer, best first by `sort`; `limit`/`offset` page it. */
export async function salesByCustomer(db: Db, s: SalesScope, sort: RankSort, limit: number, offset = 0): Promise<CustomerSalesRow[]> {
  // Order by the numeric columns, not the text the driver gets ("95" > "945").
  const order = { sales: sql`per.sales`, orders: sql`per.orders`, quantity: sql`coalesce(qty.quantity, 0)` }[sort];
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`with s as (${salesOrders(s)}),
      per as (select client_id, count(*)::int as orders, sum(total_fen) as sales, max(created_at) as last_at from s group by client_id),
      qty as (select s.client_id, sum(l.amount) as quantity from s join order_lines l on l.order_id = s.id group by s.client_id)
      select per.client_id, c.name, c.city, per.orders, coalesce(qty.quantity, 0)::text as quantity, per.sales::text as sales, per.last_at
      from per join clients c on c.id = per.client_id left join qty on qty.client_id = per.client_id
      order by ${order} desc, per.client_id limit ${limit} offset ${offset}`),
  );
  return rows.map((r) => ({
    clientId: Number(r.client_id),
    name: String(r.name),
    city: String(r.city),
    orders: Number(r.orders),
    quantity: Number(big(r.quantity)),
    salesFen: big(r.sales),
    lastOrderAt: new Date(r.last_at as string | Date),
  }));
}

export interface ProductSalesRow {
  productId: number;
  productCode: string;
  tyName: string;
  productStandard: string;
  manufacturer: string;
  productDw: string;
  quantity: number;
  orders: number;
  customers: number;
  salesFen: bigint;
}

/** Sales per product (lines after discounts), best first by `sort`. */
export async function salesByProduct(db: Db, s: SalesScope, sort: RankSort, limit: number, offset = 0): Promise<ProductSalesRow[]> {
  const order = { sales: sql`per.sales`, orders: sql`per.orders`, quantity: sql`per.quantity` }[sort];
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`with s as (${salesOrders(s)}),
      per as (select l.product_id, sum(l.amount) as quantity, count(distinct l.order_id)::int as orders,
          count(distinct s.client_id)::int as customers, sum(l.line_fen) as sales
        from s join order_lines l on l.order_id = s.id group by l.product_id)
      select per.product_id, per.orders, per.customers, per.quantity::text as quantity, per.sales::text as sales,
        p.product_code, p.ty_name, p.product_standard, p.manufacturer, p.product_dw
      from per join products p on p.id = per.product_id
      order by ${order} desc, per.product_id limit ${limit} offset ${offset}`),
  );
  return rows.map((r) => ({
    productId: Number(r.product_id),
    productCode: String(r.product_code),
    tyName: String(r.ty_name),
    productStandard: String(r.product_standard),
    manufacturer: String(r.manufacturer),
    productDw: String(r.product_dw),
    quantity: Number(big(r.quantity)),
    orders: Number(r.orders),
    customers: Number(r.customers),
    salesFen: big(r.sales),
  }));
}

/** How many products his customers bought in the range (the product report's total rows). */
export async function productCount(db: Db, s: SalesScope): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`with s as (${salesOrders(s, sql`o.id`)}) select count(distinct l.product_id)::int as n from order_lines l where l.order_id in (select id from s)`),
  );
  return Number(row?.n ?? 0);
}

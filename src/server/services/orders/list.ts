/** My orders: the SPEC §4 tabs, the date range and keyword filters, the pager, and the counts per tab. */
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { chinaStamp, dateRangeProblem, parseChinaStamp } from '../../../model/date-range';
import { fenToYuan } from '../../../model/money';
import { ORDER_STATUS, ORDER_TABS } from '../../../model/order-status';
import { SUMMARY_LINES, type OrderCounts, type OrderPage, type OrderSummary } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { clients, orderComments, orderInvoices, orderLines, orderReturns, orders, products, salesmen } from '../../db/schema';
import { parcelSummary } from '../../../model/parcels';
import { parcelsOf } from './parcels';
import { ApiError } from '../../errors';
import { actionsOf, lineView, stampOrNull, statusText } from './views';

export interface OrderFilter {
  tab: number;
  page: number;
  size: number;
  keyword?: string;
  start?: string;
  end?: string;
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const commented = sql<boolean>`exists (select 1 from ${orderComments} c where c.order_id = ${orders.id})`;
/** The order's invoice status (0 未申请 when it has no record). */
const invoiceStatus = sql<number>`coalesce((select i.status from ${orderInvoices} i where i.order_id = ${orders.id}), 0)::int`;
/** A return by line still open (model/returns.ts returnOpen): the list's 售后中 badge. */
const returnOpen = sql<boolean>`exists (select 1 from ${orderReturns} r where r.order_id = ${orders.id} and r.status in ('pending', 'approved'))`;

/** The statuses of a tab as SQL; tab 3 (待评价) is received orders not yet commented. */
function tabCondition(tab: number): SQL | undefined {
  const def = ORDER_TABS.find((t) => t.tab === tab);
  if (!def?.statuses) return undefined;
  const inTab = inArray(orders.status, [...def.statuses]);
  return tab === 3 ? and(inTab, sql`not ${commented}`) : inTab;
}

/**
 * Whose orders (one client's, or a salesman's customers'), date range and keyword: everything but the tab. Throws 400
 * for a range §5 refuses. `alsoByClientName`: the keyword also matches the client's name (the salesman's view).
 */
function baseConditions(scope: SQL, f: Omit<OrderFilter, 'tab' | 'page' | 'size'>, now: Date, alsoByClientName = false): SQL[] {
  const problem = dateRangeProblem(f.start, f.end, now);
  if (problem) throw new ApiError(400, problem);
  const where: SQL[] = [scope];
  if (f.start && f.end) {
    where.push(gte(orders.createdAt, parseChinaStamp(f.start) as Date), lte(orders.createdAt, new Date((parseChinaStamp(f.end) as Date).getTime() + 999)));
  }
  const keyword = f.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword.toLowerCase())}%`;
    where.push(
      sql`(lower(${orders.orderCode}) like ${like} or exists (select 1 from ${orderLines} l where l.order_id = ${orders.id} and lower(l.ty_name) like ${like})${
        alsoByClientName ? sql` or exists (select 1 from ${clients} c where c.id = ${orders.clientId} and lower(c.name) like ${like})` : sql``
      })`,
    );
  }
  return where;
}

async function countsWhere(db: Db, where: SQL[]): Promise<OrderCounts> {
  const part = (tab: number) => sql<number>`(count(*) filter (where ${tabCondition(tab) ?? sql`true`}))::int`;
  const [row] = await db
    .select({ 0: sql<number>`count(*)::int`, 1: part(1), 2: part(2), 3: part(3), 4: part(4) })
    .from(orders)
    .where(and(...where));
  return { 0: Number(row?.[0] ?? 0), 1: Number(row?.[1] ?? 0), 2: Number(row?.[2] ?? 0), 3: Number(row?.[3] ?? 0), 4: Number(row?.[4] ?? 0) };
}

/** Orders per tab, for the personal centre (no filters). */
export const orderCounts = (db: Db, clientId: number) => countsWhere(db, [eq(orders.clientId, clientId)]);

export async function listOrders(db: Db, clientId: number, f: OrderFilter, now = new Date()): Promise<OrderPage> {
  const { rows, ...page } = await pageOrders(db, eq(orders.clientId, clientId), f, now);
  return { ...page, list: rows.map((r) => r.summary) };
}

/** An order of the list with whose it is (the salesman's customer orders show the client). */
export interface ListedOrder {
  summary: OrderSummary;
  clientId: number;
  clientName: string;
}

/** The order list of any set of orders (`scope`), filtered, paged and counted per tab. */
export async function pageOrders(
  db: Db,
  scope: SQL,
  f: OrderFilter,
  now = new Date(),
  alsoByClientName = false,
): Promise<Omit<OrderPage, 'list'> & { rows: ListedOrder[] }> {
  const base = baseConditions(scope, f, now, alsoByClientName);
  const tab = tabCondition(f.tab);
  const where = and(...base, ...(tab ? [tab] : []));
  const counts = await countsWhere(db, base);
  const total = counts[f.tab as keyof OrderCounts] ?? 0;
  const rows = await db
    .select({ order: orders, commented, invoiceStatus, returnOpen, clientName: clients.name, salesmanName: salesmen.name })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(salesmen, eq(salesmen.id, orders.salesmanId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(f.size)
    .offset((f.page - 1) * f.size);
  const ids = rows.map((r) => r.order.id);
  const [lines, sizes] = ids.length
    ? await Promise.all([
        db
          .select({ line: orderLines, thumb: products.thumb })
          .from(orderLines)
          .innerJoin(products, eq(products.id, orderLines.productId))
          .where(
            and(
              inArray(orderLines.orderId, ids),
              sql`${orderLines.id} in (select l2.id from ${orderLines} l2 where l2.order_id = ${orderLines.orderId} order by l2.id limit ${SUMMARY_LINES})`,
            ),
          )
          .orderBy(asc(orderLines.id)),
        db
          .select({ orderId: orderLines.orderId, kinds: sql<number>`count(*)::int`, items: sql<number>`sum(${orderLines.amount})::int` })
          .from(orderLines)
          .where(inArray(orderLines.orderId, ids))
          .groupBy(orderLines.orderId),
      ])
    : [[], []];
  const parcels = await parcelsOf(db, ids);
  const listed: ListedOrder[] = rows.map(({ order: o, commented: c, invoiceStatus: inv, returnOpen: open, clientName, salesmanName }) => {
    const size = sizes.find((s) => s.orderId === o.id);
    const shipped = parcelSummary(parcels.get(o.id) ?? []);
    const summary: OrderSummary = {
      id: o.id,
      order_code: o.orderCode,
      status: o.status,
      status_text: statusText(o.status),
      pay_status: o.payStatus,
      created_at: chinaStamp(o.createdAt),
      pay_deadline: o.status === ORDER_STATUS.pendingPayment ? stampOrNull(o.payDeadline) : null,
      total: fenToYuan(o.totalFen),
      line_count: Number(size?.kinds ?? 0),
      item_count: Number(size?.items ?? 0),
      lines: lines.filter((l) => l.line.orderId === o.id).map((l) => lineView({ ...l.line, thumb: l.thumb })),
      commented: Boolean(c),
      salesman_name: salesmanName,
      invoice_status: Number(inv ?? 0),
      ...(shipped ? { parcel_summary: shipped } : {}),
      return_open: Boolean(open),
      actions: actionsOf(o, Boolean(c)),
    };
    return { summary, clientId: o.clientId, clientName };
  });
  return { rows: listed, total, page: f.page, size: f.size, counts };
}

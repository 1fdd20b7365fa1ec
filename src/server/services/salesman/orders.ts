/** Customer orders: his customers' orders with the client's own list filters, and an order's detail (read only). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_MSG } from '../../../model/messages';
import type { CustomerOrderDetail, CustomerOrderPage } from '../../../contract/salesman';
import type { Db } from '../../db/client';
import { clients, orders, salesmanClients } from '../../db/schema';
import { ApiError } from '../../errors';
import { orderDetail } from '../orders/detail';
import { pageOrders, type OrderFilter } from '../orders/list';
import { hisCustomer, hisCustomerIds } from './scope';

export async function customerOrders(db: Db, salesmanId: number, f: OrderFilter & { customerId?: number }, now = new Date()): Promise<CustomerOrderPage> {
  const scope =
    f.customerId === undefined
      ? inArray(orders.clientId, sql`(${hisCustomerIds(salesmanId)})`)
      : eq(orders.clientId, (await hisCustomer(db, salesmanId, f.customerId)).id);
  const { rows, ...page } = await pageOrders(db, scope, f, now, true);
  return { ...page, list: rows.map((r) => ({ ...r.summary, client_id: r.clientId, client_name: r.clientName })) };
}

/** An order of one of his customers; any other order answers like a missing one (404). */
export async function customerOrderDetail(db: Db, salesmanId: number, orderId: number): Promise<CustomerOrderDetail> {
  const [row] = await db
    .select({ clientId: orders.clientId, clientName: clients.name })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .innerJoin(salesmanClients, and(eq(salesmanClients.clientId, orders.clientId), eq(salesmanClients.salesmanId, salesmanId)))
    .where(eq(orders.id, orderId));
  if (!row) throw new ApiError(404, ORDER_MSG.notFound);
  return { ...(await orderDetail(db, row.clientId, orderId)), client_id: row.clientId, client_name: row.clientName };
}

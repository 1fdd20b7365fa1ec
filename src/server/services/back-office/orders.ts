/**
 * The orders desk's reads: the list (filters, sort, server-side paging), its CSV export, and one order's detail.
 * The steps on an order are the operator's services (services/orders/operator.ts, operator-money.ts).
 */
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AdminOrderDetail, AdminOrderFilter, AdminOrderQuery, AdminOrderRow } from '../../../contract/admin-orders';
import { ORDER_EXPORT_MAX } from '../../../contract/admin-orders';
import type { Page } from '../../../contract/fields';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT } from '../../../model/constants';
import { chinaDay, chinaStamp } from '../../../model/date-range';
import { ADMIN_ORDER_MSG, ORDER_MSG } from '../../../model/messages';
import { fenToYuan } from '../../../model/money';
import { addDays } from '../../../model/salesman-report';
import type { Db } from '../../db/client';
import { clients, orders } from '../../db/schema';
import { ApiError } from '../../errors';
import { csvFile } from '../compliance/records';
import { orderDetail } from '../orders/detail';
import { escapeLike } from '../orders/list';
import { payStatusText, statusText } from '../orders/views';

const dayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);
const realDay = (day: string | undefined): boolean => !day || (!Number.isNaN(dayStart(day).getTime()) && chinaDay(dayStart(day)) === day);

function whereOf(f: AdminOrderFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (!realDay(f.from) || !realDay(f.to)) throw new ApiError(400, ADMIN_ORDER_MSG.badDay);
  if (f.from && f.to && f.from > f.to) throw new ApiError(400, ADMIN_ORDER_MSG.fromAfterTo);
  if (f.status !== undefined) parts.push(eq(orders.status, f.status));
  if (f.from) parts.push(gte(orders.createdAt, dayStart(f.from)));
  if (f.to) parts.push(lt(orders.createdAt, dayStart(addDays(f.to, 1))));
  const client = f.client?.trim();
  if (client) {
    const like = `%${escapeLike(client)}%`;
    parts.push(or(ilike(clients.username, like), ilike(clients.name, like))!);
  }
  const code = f.code?.trim();
  if (code) parts.push(ilike(orders.orderCode, `%${escapeLike(code)}%`));
  return parts.length ? and(...parts) : undefined;
}

function orderOf(q: AdminOrderQuery) {
  const by = q.sort === 'total' ? orders.totalFen : orders.createdAt;
  const dir = q.dir === 'asc' ? asc : desc;
  return [dir(by), dir(orders.id)];
}

async function rows(db: Db, q: AdminOrderQuery, where: SQL | undefined, limit: number, offset: number): Promise<AdminOrderRow[]> {
  const found = await db
    .select({ o: orders, username: clients.username, clinicName: clients.name })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(where)
    .orderBy(...orderOf(q))
    .limit(limit)
    .offset(offset);
  return found.map(({ o, username, clinicName }) => ({
    order_code: o.orderCode,
    username,
    clinic_name: clinicName,
    status: o.status,
    status_text: statusText(o.status),
    pay_status_text: payStatusText(o.payStatus),
    pay_type: o.payType,
    total: fenToYuan(o.totalFen),
    created_at: chinaStamp(o.createdAt),
    carrier: o.carrier,
    waybill_no: o.waybillNo,
  }));
}

export async function adminOrderPage(db: Db, q: AdminOrderQuery & { page?: number; size?: number }): Promise<Page<AdminOrderRow>> {
  const page = q.page ?? PAGE_DEFAULT;
  const size = q.size ?? PAGE_SIZE_DEFAULT;
  const where = whereOf(q);
  const [list, [total]] = await Promise.all([
    rows(db, q, where, size, (page - 1) * size),
    db.select({ n: count() }).from(orders).innerJoin(clients, eq(clients.id, orders.clientId)).where(where),
  ]);
  return { list, total: total?.n ?? 0, page, size };
}

export async function adminOrdersCsv(db: Db, q: AdminOrderQuery): Promise<Buffer> {
  return csvFile(
    [
      { header: '订单编号', width: 24, value: (r: AdminOrderRow) => r.order_code },
      { header: '下单时间', width: 20, value: (r: AdminOrderRow) => r.created_at },
      { header: '客户账号', width: 16, value: (r: AdminOrderRow) => r.username },
      { header: '客户名称', width: 24, value: (r: AdminOrderRow) => r.clinic_name },
      { header: '订单状态', width: 12, value: (r: AdminOrderRow) => r.status_text },
      { header: '支付状态', width: 10, value: (r: AdminOrderRow) => r.pay_status_text },
      { header: '金额（元）', width: 12, value: (r: AdminOrderRow) => r.total },
      { header: '物流公司', width: 12, value: (r: AdminOrderRow) => r.carrier },
      { header: '运单号', width: 20, value: (r: AdminOrderRow) => r.waybill_no },
    ],
    await rows(db, q, whereOf(q), ORDER_EXPORT_MAX, 0),
  );
}

export async function adminOrderDetail(db: Db, code: string): Promise<AdminOrderDetail> {
  const [row] = await db
    .select({ id: orders.id, clientId: orders.clientId, carrier: orders.carrier, waybillNo: orders.waybillNo, username: clients.username, clinicName: clients.name })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(orders.orderCode, code))
    .limit(1);
  if (!row) throw new ApiError(404, ORDER_MSG.notFound);
  const detail = await orderDetail(db, row.clientId, row.id);
  return { ...detail, username: row.username, clinic_name: row.clinicName, carrier: row.carrier, waybill_no: row.waybillNo };
}

/**
 * The order feed an ERP pulls (GET /api/open/orders; issue 27): new and changed orders in the order of their last
 * change (orders.updated_at, then id), a page at a time. The cursor is the last order's change time in microseconds
 * and its id (`1764200000123456_42`); an order changed again later comes again. An order shows up only once its last
 * change is FEED_SETTLE_MS old: a transaction that stamped updated_at and has not committed yet cannot be passed by a
 * cursor that moved beyond it (a transaction longer than that could; order changes are short).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OpenOrder, OpenOrderPage } from '../../../contract/open';
import { chinaStamp } from '../../../model/date-range';
import { fenToYuan } from '../../../model/money';
import type { Db } from '../../db/client';
import { clients, orderLines, orders, shipments } from '../../db/schema';
import { payStatusText, statusText } from '../orders/views';

export const FEED_SETTLE_MS = 5000;
export const FEED_PAGE_DEFAULT = 50;

const changeMicros = sql<string>`(extract(epoch from ${orders.updatedAt}) * 1000000)::bigint`;

function parseCursor(cursor: string | undefined): { micros: string; id: number } | null {
  const m = cursor ? /^(\d{1,20})_(\d{1,10})$/.exec(cursor) : null;
  return m ? { micros: m[1]!, id: Number(m[2]) } : null;
}

/** One page of the feed, each order with the cursor just after it (the webhooks key a change by it). */
export async function orderFeedPage(
  db: Db,
  cursor: string | undefined,
  limit = FEED_PAGE_DEFAULT,
  now = Date.now(),
): Promise<{ items: { order: OpenOrder; cursor: string }[]; has_more: boolean }> {
  const after = parseCursor(cursor);
  const settled = new Date(now - FEED_SETTLE_MS);
  const rows = await db
    .select({ order: orders, micros: changeMicros, username: clients.username, clientName: clients.name, clientType: clients.clientType })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(
      and(
        sql`${orders.updatedAt} <= ${settled}`,
        after ? sql`(${changeMicros}, ${orders.id}) > (${after.micros}::bigint, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const ids = page.map((r) => r.order.id);
  const lines = ids.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)) : [];
  const shipped = ids.length ? await db.select().from(shipments).where(inArray(shipments.orderId, ids)) : [];
  const items = page.map(({ order: o, micros, username, clientName, clientType }) => {
    const ship = shipped.find((x) => x.orderId === o.id);
    const order: OpenOrder = {
      order_code: o.orderCode,
      status: o.status,
      status_text: statusText(o.status),
      pay_status: o.payStatus,
      pay_status_text: payStatusText(o.payStatus),
      client: { username, name: clientName, client_type: clientType },
      address: o.address,
      remark: o.remark,
      po_number: o.poNumber,
      goods: fenToYuan(o.goodsFen),
      delivery: fenToYuan(o.deliveryFen),
      total: fenToYuan(o.totalFen),
      created_at: chinaStamp(o.createdAt),
      updated_at: chinaStamp(o.updatedAt),
      lines: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          line_id: l.id,
          code: l.productCode,
          generic_name: l.tyName,
          spec: l.productStandard,
          unit: l.productDw,
          manufacturer: l.manufacturer,
          amount: l.amount,
          price: fenToYuan(l.priceFen),
          line_total: fenToYuan(l.lineFen),
        })),
      shipment: ship ? { carrier: ship.carrier, waybill: ship.waybill } : null,
    };
    return { order, cursor: `${String(micros)}_${o.id}` };
  });
  return { items, has_more: rows.length > limit };
}

export async function orderFeed(db: Db, cursor: string | undefined, limit = FEED_PAGE_DEFAULT, now = Date.now()): Promise<OpenOrderPage> {
  const page = await orderFeedPage(db, cursor, limit, now);
  return { orders: page.items.map((i) => i.order), next_cursor: page.items.at(-1)?.cursor ?? cursor ?? '', has_more: page.has_more };
}

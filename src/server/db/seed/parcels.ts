/**
 * Demo parcels (issue 29): yaofang01's shipped order left in two parcels, each with its carrier and waybill, the
 * batches of its lines (批号, 生产日期, 有效期) with one 追溯码 per pack, and tracking events (the first signed for,
 * the second on its way), so the order list, the detail, the delivery notes and the 追溯码 exports show something
 * on a fresh start. Runs after the demo orders; does nothing when they are missing or already have parcels.
 */
import { and, asc, eq } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../model/order-status';
import type { Db } from '../types';
import { clients, orderLines, orders, shipmentBatches, shipmentEvents, shipments } from '../schema';

const HOUR = 3_600_000;
const YEAR_DAYS = 365 * 86_400_000;

export async function seedParcels(db: Db): Promise<void> {
  const [o] = await db
    .select({ id: orders.id, shippedAt: orders.shippedAt })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(eq(clients.username, 'yaofang01'), eq(orders.status, ORDER_STATUS.shipped)))
    .orderBy(asc(orders.id))
    .limit(1);
  if (!o?.shippedAt || (await db.$count(shipments, eq(shipments.orderId, o.id))) > 0) return;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.id));
  if (lines.length < 2) return;
  const t0 = o.shippedAt.getTime();
  const parcels = [
    {
      carrier: '顺丰速运',
      waybill: 'SF1403926581',
      lines: lines.slice(0, -1),
      events: [
        { h: 1, place: '上海市浦东新区', text: '顺丰速运已揽收' },
        { h: 9, place: '上海转运中心', text: '已到达，正在分拣' },
        { h: 20, place: '上海市浦东新区', text: '派送中，快递员 王师傅 13800000000' },
        { h: 26, place: '上海市浦东新区', text: '已签收，签收人：康宁大药房' },
      ],
    },
    {
      carrier: '京东物流',
      waybill: 'JDX000231587462',
      lines: lines.slice(-1),
      events: [
        { h: 30, place: '上海市嘉定区', text: '京东物流已揽收' },
        { h: 41, place: '上海嘉定分拣中心', text: '运输中，下一站 浦东营业部' },
      ],
    },
  ];
  for (const [pi, p] of parcels.entries()) {
    const createdAt = new Date(t0 + pi * 28 * HOUR);
    const [ship] = await db.insert(shipments).values({ orderId: o.id, partnerId: null, carrier: p.carrier, waybill: p.waybill, createdAt }).returning();
    for (const l of p.lines) {
      const expiresOn = l.expiryDate ?? new Date(t0 + 2 * YEAR_DAYS).toISOString().slice(0, 10);
      const producedOn = new Date(Date.parse(`${expiresOn}T00:00:00Z`) - 2 * YEAR_DAYS).toISOString().slice(0, 10);
      const traceCodes = Array.from({ length: l.amount }, (_, i) => `83${String(o.id).padStart(6, '0')}${String(l.id).padStart(7, '0')}${String(i + 1).padStart(5, '0')}`);
      await db.insert(shipmentBatches).values({ shipmentId: ship!.id, orderLineId: l.id, batchNo: l.batchNo ?? `B${l.id}`, producedOn, expiresOn, quantity: l.amount, traceCodes });
    }
    await db.insert(shipmentEvents).values(p.events.map((e) => ({ shipmentId: ship!.id, at: new Date(t0 + e.h * HOUR), place: e.place, text: e.text })));
  }
}

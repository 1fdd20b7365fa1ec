/** getOrderDetailInfo: everything about one of the client's orders, its history included. */
import { asc, desc, eq } from 'drizzle-orm';
import { LINE_ACTIVITY_TEXT, type LineActivityKind } from '../../../model/activity-names';
import { PRESALE_TYPE } from '../../../model/presale-rules';
import { fenToYuan } from '../../../model/money';
import { chinaStamp } from '../../../model/date-range';
import type { OrderDetail, OrderLine } from '../../../contract/orders';
import type { Db } from '../../db/client';
import {
  combinations,
  groupPurchases,
  orderComments,
  orderEvents,
  orderLines,
  orderPurchasers,
  orderRefunds,
  payments,
  products,
  salesmen,
  seckills,
  shipmentBatches,
  shipments,
  specialPrices,
} from '../../db/schema';
import type { Tx } from '../cart/tx';
import { withBatchReports } from './line-reports';
import { ownOrder } from './own';
import { parcelsOf } from './parcels';
import { actionsOf, commentView, eventView, lineView, paymentView, payStatusText, refundView, stampOrNull, statusText } from './views';
import { independentReads } from '../../db/independent-reads';

type LineJoin = {
  line: { isAddPrice: number };
  group: { type: number; title: string } | null;
  seckill: string | null;
  special: string | null;
  combination: string | null;
};

/** The activity a line was bought under, named as the activity was called (its title, else the kind's word). */
function lineActivity(l: LineJoin): OrderLine['activity'] {
  const named = (kind: LineActivityKind, name: string | null | undefined) => ({ kind, name: name || LINE_ACTIVITY_TEXT[kind] });
  if (l.combination !== null) return named('combination', l.combination);
  if (l.seckill !== null) return named('seckill', l.seckill);
  if (l.group) return named(l.group.type === PRESALE_TYPE ? 'presale' : 'group', l.group.title);
  if (l.special !== null) return named('special', l.special);
  if (l.line.isAddPrice) return named('add_price', '');
  return undefined;
}

export async function orderDetail(db: Db | Tx, clientId: number, orderId: number): Promise<OrderDetail> {
  const o = await ownOrder(db, clientId, orderId);
  const [lines, pays, refunds, events, comments, placedBy, purchaser, shipped, shippedBatches] = await independentReads(
    db,
    () => db
      .select({
        line: orderLines,
        thumb: products.thumb,
        group: { type: groupPurchases.type, title: groupPurchases.title, shipDate: groupPurchases.shipDate },
        seckill: seckills.title,
        special: specialPrices.title,
        combination: combinations.name,
      })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .leftJoin(groupPurchases, eq(groupPurchases.id, orderLines.purchaseId))
      .leftJoin(seckills, eq(seckills.id, orderLines.seckillId))
      .leftJoin(specialPrices, eq(specialPrices.id, orderLines.specialId))
      .leftJoin(combinations, eq(combinations.id, orderLines.combinationId))
      .where(eq(orderLines.orderId, o.id))
      .orderBy(asc(orderLines.id)),
    () => db.select().from(payments).where(eq(payments.orderId, o.id)).orderBy(asc(payments.id)),
    () => db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id)).orderBy(desc(orderRefunds.id)),
    () => db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id)).orderBy(asc(orderEvents.id)),
    () => db.select().from(orderComments).where(eq(orderComments.orderId, o.id)),
    () => o.salesmanId === null ? Promise.resolve([]) : db.select({ name: salesmen.name }).from(salesmen).where(eq(salesmen.id, o.salesmanId)),
    () => db.select({ name: orderPurchasers.name }).from(orderPurchasers).where(eq(orderPurchasers.orderId, o.id)),
    () => db.select({ carrier: shipments.carrier, waybill: shipments.waybill }).from(shipments).where(eq(shipments.orderId, o.id)),
    () =>
      db
        .select({ batch: shipmentBatches })
        .from(shipmentBatches)
        .innerJoin(shipments, eq(shipments.id, shipmentBatches.shipmentId))
        .where(eq(shipments.orderId, o.id))
        .orderBy(asc(shipmentBatches.id)),
  );
  const batchesOf = (lineId: number) =>
    shippedBatches
      .filter((b) => b.batch.orderLineId === lineId)
      .map(({ batch: b }) => ({ batch_no: b.batchNo, expires_on: b.expiresOn, quantity: b.quantity, trace_codes: b.traceCodes }));
  const comment = comments[0] ?? null;
  const parcels = (await parcelsOf(db, [o.id])).get(o.id);
  return withBatchReports(db, {
    id: o.id,
    order_code: o.orderCode,
    status: o.status,
    status_text: statusText(o.status),
    pay_status: o.payStatus,
    pay_status_text: payStatusText(o.payStatus),
    pay_type: o.payType,
    created_at: chinaStamp(o.createdAt),
    pay_deadline: o.status === 0 ? stampOrNull(o.payDeadline) : null,
    paid_at: stampOrNull(o.paidAt),
    shipped_at: stampOrNull(o.shippedAt),
    received_at: stampOrNull(o.receivedAt),
    cancelled_at: stampOrNull(o.cancelledAt),
    auto_receive_at: o.status === 2 ? stampOrNull(o.autoReceiveAt) : null,
    goods: fenToYuan(o.goodsFen),
    promotion: fenToYuan(o.promotionFen),
    full_reduction: fenToYuan(o.fullReductionFen),
    coupon: fenToYuan(o.couponFen),
    delivery: fenToYuan(o.deliveryFen),
    total: fenToYuan(o.totalFen),
    paid: fenToYuan(o.paidFen),
    address: o.address,
    remark: o.remark,
    po_number: o.poNumber,
    delivery_date: o.deliveryDate,
    lines: lines.map((l) => {
      const activity = lineActivity(l);
      const presale = l.group?.type === PRESALE_TYPE && l.group.shipDate ? { presale_ship_date: l.group.shipDate } : {};
      const batches = batchesOf(l.line.id);
      return { ...lineView({ ...l.line, thumb: l.thumb }), ...presale, ...(activity ? { activity } : {}), ...(batches.length ? { batches } : {}) };
    }),
    payments: pays.map(paymentView),
    refunds: refunds.map(refundView),
    events: events.map(eventView),
    comment: comment ? commentView(comment) : null,
    salesman_name: placedBy[0]?.name ?? null,
    purchaser_name: purchaser[0]?.name ?? null,
    shipment: shipped[0] ?? null,
    ...(parcels ? { parcels } : {}),
    actions: actionsOf(o, comment !== null),
  });
}

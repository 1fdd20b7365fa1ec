/** getOrderDetailInfo: everything about one of the client's orders, its history included. */
import { and, asc, desc, eq } from 'drizzle-orm';
import { PRESALE_TYPE } from '../../../model/presale-rules';
import { fenToYuan } from '../../../model/money';
import { chinaStamp } from '../../../model/date-range';
import type { OrderDetail } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { groupPurchases, orderComments, orderEvents, orderLines, orderRefunds, payments, products, salesmen } from '../../db/schema';
import type { Tx } from '../cart-tx';
import { ownOrder } from './own';
import { actionsOf, commentView, eventView, lineView, paymentView, payStatusText, refundView, stampOrNull, statusText } from './views';

export async function orderDetail(db: Db | Tx, clientId: number, orderId: number): Promise<OrderDetail> {
  const o = await ownOrder(db, clientId, orderId);
  const [lines, pays, refunds, events, comments, placedBy] = await Promise.all([
    db
      .select({ line: orderLines, thumb: products.thumb, shipDate: groupPurchases.shipDate })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      // A pre-sale line shows its expected shipping date.
      .leftJoin(groupPurchases, and(eq(groupPurchases.id, orderLines.purchaseId), eq(groupPurchases.type, PRESALE_TYPE)))
      .where(eq(orderLines.orderId, o.id))
      .orderBy(asc(orderLines.id)),
    db.select().from(payments).where(eq(payments.orderId, o.id)).orderBy(asc(payments.id)),
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id)).orderBy(desc(orderRefunds.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id)).orderBy(asc(orderEvents.id)),
    db.select().from(orderComments).where(eq(orderComments.orderId, o.id)),
    o.salesmanId === null ? Promise.resolve([]) : db.select({ name: salesmen.name }).from(salesmen).where(eq(salesmen.id, o.salesmanId)),
  ]);
  const comment = comments[0] ?? null;
  return {
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
    lines: lines.map((l) => ({ ...lineView({ ...l.line, thumb: l.thumb }), ...(l.shipDate ? { presale_ship_date: l.shipDate } : {}) })),
    payments: pays.map(paymentView),
    refunds: refunds.map(refundView),
    events: events.map(eventView),
    comment: comment ? commentView(comment) : null,
    salesman_name: placedBy[0]?.name ?? null,
    actions: actionsOf(o, comment !== null),
  };
}

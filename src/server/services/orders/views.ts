/** Order rows as the API shows them: yuan strings, China-time stamps, status texts, the client's buttons. */
import { chinaStamp } from '../../../model/date-range';
import { PAY_STATUS } from '../../../model/enums';
import { lineDisplay } from '../../../model/order-money';
import { fenToYuan } from '../../../model/money';
import { COMPLAINT_REASONS, scoreLabel } from '../../../model/order-comment';
import { ORDER_STATUS_TEXT, clientActions, type OrderStatus } from '../../../model/order-status';
import { PAY_GROUP_TEXT, PAYMENT_STATUS_TEXT, payGroupOf } from '../../../model/payment-rules';
import type { OrderComment, OrderEvent, OrderLine, OrderPayment, OrderRefund } from '../../../contract/orders';
import type { orderComments, orderEvents, orderLines, orderRefunds, orders, payments } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect & { thumb: string };

export const stampOrNull = (d: Date | null | undefined) => (d ? chinaStamp(d) : null);
export const statusText = (s: number) => ORDER_STATUS_TEXT[s as OrderStatus] ?? String(s);
export const actionsOf = (o: Pick<OrderRow, 'status' | 'shippedAt'>, commented: boolean) => clientActions(o.status, commented, o.shippedAt !== null);

const ACTOR_TEXT: Record<string, string> = { client: '客户', salesman: '业务员（代客）', operator: '客服', system: '系统', provider: '支付平台' };

export function lineView(l: LineRow): OrderLine {
  const shown = lineDisplay(l.priceFen, l.amount, l.discountFen, l.lineFen);
  return {
    id: l.id,
    product_id: l.productId,
    product_code: l.productCode,
    ty_name: l.tyName,
    product_standard: l.productStandard,
    dosage_form: l.dosageForm,
    manufacturer: l.manufacturer,
    approval_number: l.approvalNumber,
    product_dw: l.productDw,
    thumb: l.thumb,
    amount: l.amount,
    list_price: fenToYuan(l.listPriceFen),
    price: fenToYuan(l.priceFen),
    line_total: fenToYuan(l.lineFen),
    subtotal: shown.subtotal,
    discount_share: shown.share,
    batch_no: l.shippedAt ? l.batchNo : null,
    expiry_date: l.shippedAt ? l.expiryDate : null,
  };
}

export function eventView(e: typeof orderEvents.$inferSelect): OrderEvent {
  return {
    from_status: e.fromStatus,
    to_status: e.toStatus,
    to_text: statusText(e.toStatus),
    actor: ACTOR_TEXT[e.actorKind] ?? e.actorKind,
    reason: e.reason,
    at: chinaStamp(e.at),
  };
}

export function paymentView(p: typeof payments.$inferSelect): OrderPayment {
  const group = payGroupOf(p.payType);
  return {
    pay_type: p.payType,
    pay_type_text: group ? PAY_GROUP_TEXT[group] : String(p.payType),
    amount: fenToYuan(p.amountFen),
    status: p.status,
    status_text: PAYMENT_STATUS_TEXT[p.status] ?? String(p.status),
    paid_at: stampOrNull(p.paidAt),
  };
}

export function refundView(r: typeof orderRefunds.$inferSelect): OrderRefund {
  return {
    reason: r.reason,
    images: r.images,
    amount: fenToYuan(r.amountFen),
    created_at: chinaStamp(r.createdAt),
    decision: r.decision,
    decided_at: stampOrNull(r.decidedAt),
  };
}

export function commentView(c: typeof orderComments.$inferSelect): OrderComment {
  return {
    service_score: c.serviceScore,
    service_text: scoreLabel(c.serviceScore),
    complaints: c.complaints,
    complaint_texts: c.complaints.map((n) => COMPLAINT_REASONS[n] ?? String(n)),
    content: c.content,
    created_at: chinaStamp(c.createdAt),
  };
}

export const payStatusText = (n: number) => PAY_STATUS[n] ?? String(n);

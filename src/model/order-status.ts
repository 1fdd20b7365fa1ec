/**
 * The order state machine (SPEC §4 status codes). The spec gives the codes but not the moves; this table is ours
 * and the server refuses any move not in it (src/server/services/orders/transition.ts). ARCHITECTURE.md shows it
 * as a diagram. Who may make each move is part of the rule: a client cannot "ship", a provider cannot "cancel".
 */

export const ORDER_STATUS = {
  pendingPayment: 0,
  paid: 1,
  shipped: 2,
  received: 3,
  systemCancelled: 4,
  cancelled: 7,
  refundPending: 8,
  refundApproved: 9,
  pendingReview: 10,
  approved: 11,
  rejected: 12,
  refundRejected: 13,
  offlineRefund: 14,
  onlineRefund: 15,
  refunded: 16,
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  0: '待付款',
  1: '待发货',
  2: '待收货',
  3: '已完成',
  4: '已取消（超时未付款）',
  7: '已取消',
  8: '退款审核中',
  9: '退款已同意',
  10: '待审核',
  11: '已审核',
  12: '审核未通过',
  13: '退款被拒绝',
  14: '线下退款中',
  15: '原路退款中',
  16: '退款成功',
};

/** client includes a salesman acting for the client; provider is a verified payment notification. */
export type OrderActor = 'client' | 'operator' | 'system' | 'provider';

export interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderActor[];
  /** What the move is, in the order history. */
  label: string;
}

const t = (from: OrderStatus, to: OrderStatus, by: readonly OrderActor[], label: string): Transition => ({ from, to, by, label });
const S = ORDER_STATUS;

/** Every allowed move. Anything else is refused. */
export const TRANSITIONS: readonly Transition[] = [
  t(S.pendingPayment, S.paid, ['client', 'provider'], '付款成功'),
  t(S.pendingPayment, S.pendingReview, ['client'], '选择银行转账，等待到账确认'),
  t(S.pendingPayment, S.systemCancelled, ['system'], '超时未付款，系统取消'),
  t(S.pendingPayment, S.cancelled, ['client', 'operator', 'system'], '取消订单'),
  t(S.pendingReview, S.approved, ['operator'], '转账到账，审核通过'),
  t(S.pendingReview, S.rejected, ['operator'], '审核未通过'),
  t(S.pendingReview, S.cancelled, ['client', 'operator', 'system'], '取消订单'),
  t(S.rejected, S.pendingReview, ['client'], '重新提交转账凭证'),
  t(S.rejected, S.cancelled, ['client', 'operator', 'system'], '取消订单'),
  // A payment that arrives after the timeout revives the order only if its stock can still be taken.
  t(S.systemCancelled, S.paid, ['provider'], '超时后到账，库存充足，订单恢复'),
  t(S.paid, S.shipped, ['operator'], '已发货'),
  t(S.approved, S.shipped, ['operator'], '已发货'),
  t(S.shipped, S.received, ['client', 'system'], '确认收货'),
  t(S.paid, S.refundPending, ['client'], '申请退款'),
  // A group purchase that did not reach its minimum at the close: the system refunds its paid orders (issue 16).
  t(S.paid, S.refundApproved, ['system'], '团购未成团，系统退款'),
  t(S.approved, S.refundApproved, ['system'], '团购未成团，系统退款'),
  t(S.approved, S.refundPending, ['client'], '申请退款'),
  t(S.shipped, S.refundPending, ['client'], '申请退款'),
  t(S.received, S.refundPending, ['client'], '申请售后退款'),
  t(S.refundRejected, S.refundPending, ['client'], '再次申请退款'),
  // A refused refund leaves the order where its goods are: not yet shipped → the operator ships it; shipped →
  // the client (or the deadline) confirms receipt. Which of the two is decided with `shipped` (clientActions, server).
  t(S.refundRejected, S.shipped, ['operator'], '已发货'),
  t(S.refundRejected, S.received, ['client', 'system'], '确认收货'),
  t(S.refundPending, S.refundApproved, ['operator'], '同意退款'),
  t(S.refundPending, S.refundRejected, ['operator'], '拒绝退款'),
  t(S.refundApproved, S.onlineRefund, ['operator', 'system'], '原路退款'),
  t(S.refundApproved, S.offlineRefund, ['operator'], '线下退款'),
  t(S.onlineRefund, S.refunded, ['provider', 'operator', 'system'], '退款成功'),
  t(S.offlineRefund, S.refunded, ['operator'], '退款成功'),
];

export function findTransition(from: number, to: number): Transition | undefined {
  return TRANSITIONS.find((x) => x.from === from && x.to === to);
}

/** null when allowed; otherwise why not, in Chinese. */
export function transitionRefusal(from: number, to: number, actor: OrderActor): string | null {
  const found = findTransition(from, to);
  const fromText = ORDER_STATUS_TEXT[from as OrderStatus] ?? String(from);
  if (!found) return `订单当前状态为「${fromText}」，不能进行此操作`;
  if (!found.by.includes(actor)) return `订单当前状态为「${fromText}」，您无权进行此操作`;
  return null;
}

/** Statuses an order never leaves. */
export const FINAL_STATUSES: readonly OrderStatus[] = [S.cancelled, S.refunded];

/** Statuses whose stock is held by the order (given back on cancel or refund). */
export const HOLDS_STOCK = (s: number) => s !== S.systemCancelled && s !== S.cancelled && s !== S.refunded;

/** SPEC §4 order list tabs: all 0, pending payment 1, pending receipt 2, pending review (评价) 3, refund 4. */
export const ORDER_TABS = [
  { tab: 0, label: '全部订单', statuses: null },
  { tab: 1, label: '待付款', statuses: [S.pendingPayment, S.pendingReview, S.rejected] },
  { tab: 2, label: '待收货', statuses: [S.paid, S.approved, S.shipped] },
  { tab: 3, label: '待评价', statuses: [S.received] },
  { tab: 4, label: '退款/售后', statuses: [S.refundPending, S.refundApproved, S.refundRejected, S.offlineRefund, S.onlineRefund, S.refunded] },
] as const;

export type OrderTab = (typeof ORDER_TABS)[number]['tab'];

/** Receipt can be confirmed only for goods that were sent (a refused refund before shipping waits for shipping). */
export const receiptRefusal = (status: number, shipped: boolean): string | null =>
  transitionRefusal(status, S.received, 'client') ?? (shipped ? null : '订单尚未发货，不能确认收货');

/** What the client may do from here: the buttons of the order list and detail. */
export function clientActions(status: number, commented: boolean, shipped = status === S.shipped || status === S.received) {
  return {
    pay: status === S.pendingPayment,
    cancel: transitionRefusal(status, S.cancelled, 'client') === null,
    confirmReceipt: receiptRefusal(status, shipped) === null,
    refund: transitionRefusal(status, S.refundPending, 'client') === null,
    comment: status === S.received && !commented,
    buyAgain: true,
  };
}

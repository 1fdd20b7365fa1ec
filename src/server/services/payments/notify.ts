/**
 * Provider notifications are hostile until proven. Every one is stored as received; then the adapter checks the
 * signature, and this service checks the rest in one transaction with the payment row locked:
 *   - the payment exists and the notice carries exactly its amount (less pays nothing, and so does more);
 *   - a payment already settled changes nothing (duplicates, retries); an order never moves backwards;
 *   - an order cancelled by the timeout (4) is revived (4 → 1) only if its stock can be taken again, else the
 *     money is refunded; an order already paid another way (or no longer payable) gets the money refunded;
 *   - a top-up credits the balance and its bonus (two ledger rows); a repayment lowers credit in use;
 *   - a member article becomes the client's to read (a second paid attempt of the same article is refunded);
 *   - a top-up, a repayment and an article bought post one 支付 message (alerts/payment-messages.ts) in the same
 *     transaction: only a payment moving from unpaid to paid reaches them, so a duplicate notice posts none.
 * Anomalies are recorded, audited and acknowledged (the provider would only retry them); only a bad signature or
 * an unexpected error is answered with the provider's failure reply so that it tries again.
 */
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../model/order-status';
import { billStatusAfter, isPaymentSuccess } from '../../../model/payment-rules';
import { creditBills, orders, paymentNotifications, payments, recharges } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Tx } from '../cart/tx';
import { spendCoupon } from '../checkout/coupon';
import { releaseOrderStock, retakeOrderStock } from '../checkout/stock';
import { moveOrder } from '../orders/transition';
import { audit, type AuditActor } from './audit';
import { creditCash, releaseCredit } from './ledger';
import type { PaymentProvider, ProviderReply, VerifiedNotice } from './provider';
import { queueRefund, sendRefunds } from './refund';
import { applyArticlePayment } from '../member/articles';
import { postMessages, sendSms, type NewMessage } from '../alerts/messages';
import { rechargeMessage, repaymentMessage } from '../alerts/payment-messages';

export type NotifyOutcome =
  | 'bad_signature'
  | 'unknown_trade'
  | 'provider_mismatch'
  | 'amount_mismatch'
  | 'closed'
  | 'duplicate'
  | 'applied'
  | 'late_revived'
  | 'late_refunded'
  | 'extra_refunded';

const PROVIDER: AuditActor = { kind: 'provider', id: null };

export interface NotifyResult {
  outcome: NotifyOutcome;
  reply: ProviderReply;
}

/** Handles one notification end to end and says what to answer. */
/** PostgreSQL text refuses NUL: stored escaped, so even such a notice is kept (verification reads the raw bytes). */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const storable = (text: string) => text.replace(/\u0000/g, '\\u0000');

export async function handleNotify(db: Db, provider: PaymentProvider, headers: Record<string, string>, rawBody: string): Promise<NotifyResult> {
  const [stored] = await db
    .insert(paymentNotifications)
    .values({
      provider: provider.name,
      body: storable(rawBody),
      headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [storable(k), storable(v)])),
      verified: false,
      outcome: 'received',
    })
    .returning({ id: paymentNotifications.id });
  const check = await provider.parseNotify(headers, rawBody);
  if (!check.ok) {
    await db.update(paymentNotifications).set({ outcome: `bad_signature: ${check.reason}` }).where(eq(paymentNotifications.id, stored!.id));
    return { outcome: 'bad_signature', reply: provider.reply(false) };
  }
  const { outcome, refundIds, sms } = await db.transaction(async (tx) => {
    const messages: NewMessage[] = [];
    const result = await applyNotice(tx, provider, check.notice, messages);
    await tx
      .update(paymentNotifications)
      .set({ verified: true, outTradeNo: check.notice.outTradeNo, outcome: result.outcome })
      .where(eq(paymentNotifications.id, stored!.id));
    return { ...result, sms: await postMessages(tx, messages) };
  });
  // After commit: the provider refund and the SMS are network work.
  if (refundIds.length) await sendRefunds(db, refundIds);
  await sendSms(sms);
  return { outcome, reply: provider.reply(true) };
}

/** `messages` collects the 支付 messages of what the payment paid for (posted by the caller in the same transaction). */
async function applyNotice(tx: Tx, provider: PaymentProvider, notice: VerifiedNotice, messages: NewMessage[]): Promise<{ outcome: NotifyOutcome; refundIds: number[] }> {
  const none = (outcome: NotifyOutcome) => ({ outcome, refundIds: [] as number[] });
  const [payment] = await tx.select().from(payments).where(eq(payments.outTradeNo, notice.outTradeNo)).for('update');
  if (!payment) {
    await audit(tx, 'payment_anomaly', PROVIDER, `trade:${notice.outTradeNo}`, { why: 'unknown out_trade_no', notice });
    return none('unknown_trade');
  }
  if (payment.provider !== provider.name) {
    await audit(tx, 'payment_anomaly', PROVIDER, `trade:${notice.outTradeNo}`, { why: 'provider mismatch', notice });
    return none('provider_mismatch');
  }
  if (isPaymentSuccess(payment.status)) return none('duplicate');
  if (!notice.paid) {
    await tx.update(payments).set({ status: 2, closedAt: new Date() }).where(and(eq(payments.id, payment.id), eq(payments.status, 0)));
    return none('closed');
  }
  if (notice.amountFen !== payment.amountFen) {
    await audit(tx, 'payment_anomaly', PROVIDER, `trade:${notice.outTradeNo}`, {
      why: notice.amountFen < payment.amountFen ? 'underpaid' : 'overpaid',
      expectedFen: payment.amountFen,
      noticeFen: notice.amountFen,
      providerTradeNo: notice.providerTradeNo,
    });
    return none('amount_mismatch');
  }
  // The money is ours now, whatever happens to what it paid for: record it (even on an attempt we had closed).
  await tx
    .update(payments)
    .set({ status: 1, providerTradeNo: notice.providerTradeNo, paidAt: new Date() })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, [0, 2])));
  const paid = { ...payment, status: 1, providerTradeNo: notice.providerTradeNo };
  if (payment.purpose === 'recharge') return none(await applyRecharge(tx, paid, messages));
  if (payment.purpose === 'repayment') return none(await applyRepayment(tx, paid, messages));
  if (payment.purpose === 'article') return applyArticlePayment(tx, paid, messages);
  return applyOrderPayment(tx, paid);
}

type PaymentRow = typeof payments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** Statuses whose order no longer holds its coupon (orders_coupon_once_uq's exclusion list). */
const COUPON_FREE = [ORDER_STATUS.systemCancelled, ORDER_STATUS.cancelled, ORDER_STATUS.refunded];

/**
 * Whether a timeout-cancelled order can be revived: all its stock taken again and, when it spent a coupon, the
 * coupon still its own (given back at the cancel and not spent by another live order since). Either one failing
 * leaves nothing taken.
 */
async function takeBack(tx: Tx, order: OrderRow): Promise<boolean> {
  if (!(await retakeOrderStock(tx, order.id))) return false;
  if (order.clientCouponId && !(await spendCoupon(tx, order.clientId, order.clientCouponId))) {
    const [other] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.clientCouponId, order.clientCouponId), ne(orders.id, order.id), notInArray(orders.status, COUPON_FREE)))
      .limit(1);
    if (other) {
      await releaseOrderStock(tx, order.id);
      return false;
    }
  }
  return true;
}

async function applyOrderPayment(tx: Tx, payment: PaymentRow): Promise<{ outcome: NotifyOutcome; refundIds: number[] }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId ?? 0)).for('update');
  const subject = `order:${order?.orderCode ?? payment.orderId}`;
  const paidColumns = { payStatus: 2, payType: payment.payType, paidFen: order?.totalFen ?? 0, paidAt: new Date() };
  if (order && order.status === ORDER_STATUS.pendingPayment) {
    await moveOrder(tx, order.id, order.status, ORDER_STATUS.paid, PROVIDER, '', paidColumns);
    await audit(tx, 'payment', PROVIDER, subject, { way: payment.provider, amountFen: payment.amountFen, outTradeNo: payment.outTradeNo });
    return { outcome: 'applied', refundIds: [] };
  }
  if (order && order.status === ORDER_STATUS.systemCancelled && order.payStatus === 0 && (await takeBack(tx, order))) {
    await moveOrder(tx, order.id, order.status, ORDER_STATUS.paid, PROVIDER, '', paidColumns);
    await audit(tx, 'payment', PROVIDER, subject, { way: payment.provider, amountFen: payment.amountFen, outTradeNo: payment.outTradeNo, late: 'revived' });
    return { outcome: 'late_revived', refundIds: [] };
  }
  const late = order?.status === ORDER_STATUS.systemCancelled && order.payStatus === 0;
  const reason = late ? '订单超时取消后到账，库存或优惠券已不可用，原路退款' : '订单已支付或不可支付，重复到账原路退款';
  const refundId = await queueRefund(tx, payment, payment.amountFen, reason);
  await audit(tx, 'payment_anomaly', PROVIDER, subject, { why: late ? 'late payment, stock or coupon gone' : 'extra payment', outTradeNo: payment.outTradeNo, refundId });
  return { outcome: late ? 'late_refunded' : 'extra_refunded', refundIds: [refundId] };
}

async function applyRecharge(tx: Tx, payment: PaymentRow, messages: NewMessage[]): Promise<NotifyOutcome> {
  const [recharge] = await tx
    .update(recharges)
    .set({ status: 1, paidAt: new Date() })
    .where(and(eq(recharges.id, payment.rechargeId ?? 0), eq(recharges.status, 0)))
    .returning();
  if (!recharge) {
    // A second attempt of a top-up that another attempt already paid: it is still the client's money.
    await creditCash(tx, payment.clientId, payment.amountFen, 'recharge', { paymentId: payment.id, note: '重复支付充值' });
    await audit(tx, 'recharge', PROVIDER, `client:${payment.clientId}`, { outTradeNo: payment.outTradeNo, amountFen: payment.amountFen, duplicate: true });
    messages.push(rechargeMessage(payment.clientId, { payFen: payment.amountFen, bonusFen: 0, code: '' }));
    return 'applied';
  }
  await creditCash(tx, payment.clientId, recharge.payFen, 'recharge', { paymentId: payment.id, note: recharge.rechargeCode });
  if (recharge.bonusFen > 0) await creditCash(tx, payment.clientId, recharge.bonusFen, 'bonus', { paymentId: payment.id, note: recharge.rechargeCode });
  await audit(tx, 'recharge', PROVIDER, `client:${payment.clientId}`, {
    rechargeCode: recharge.rechargeCode,
    payFen: recharge.payFen,
    bonusFen: recharge.bonusFen,
    outTradeNo: payment.outTradeNo,
  });
  messages.push(rechargeMessage(payment.clientId, { payFen: recharge.payFen, bonusFen: recharge.bonusFen, code: recharge.rechargeCode }));
  return 'applied';
}

async function applyRepayment(tx: Tx, payment: PaymentRow, messages: NewMessage[]): Promise<NotifyOutcome> {
  const [bill] = await tx.select().from(creditBills).where(eq(creditBills.id, payment.billId ?? 0)).for('update');
  const room = bill ? bill.amountFen - bill.repaidFen : 0;
  const toBill = Math.min(room, payment.amountFen);
  if (bill && toBill > 0) {
    const repaid = bill.repaidFen + toBill;
    await tx
      .update(creditBills)
      .set({ repaidFen: sql`${creditBills.repaidFen} + ${toBill}`, status: billStatusAfter(bill.amountFen, repaid) })
      .where(eq(creditBills.id, bill.id));
  }
  if (toBill > 0) await releaseCredit(tx, payment.clientId, toBill, 'repayment', { billId: payment.billId, paymentId: payment.id });
  // Paid more than the bill still owed (two attempts both paid): the rest goes to the cash account, never lost.
  if (payment.amountFen > toBill) {
    await creditCash(tx, payment.clientId, payment.amountFen - toBill, 'refund', { paymentId: payment.id, note: `还款多付 ${bill?.billCode ?? ''}` });
  }
  await audit(tx, 'repayment', PROVIDER, `bill:${bill?.billCode ?? payment.billId}`, { amountFen: payment.amountFen, outTradeNo: payment.outTradeNo });
  messages.push(repaymentMessage(payment.clientId, { amountFen: payment.amountFen, billCode: bill?.billCode ?? '' }));
  return 'applied';
}

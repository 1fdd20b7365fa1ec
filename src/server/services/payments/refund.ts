/**
 * Money going back. `refundOrderPayments` (called by the order lifecycle when a refund is approved or a paid order
 * is cancelled) returns every successful payment of an order: balance → cash back with a ledger row, credit →
 * credit in use back with a ledger row, bank transfer → recorded for the operator's offline refund, QR → a refunds
 * row sent to the provider after the caller's transaction commits (`sendRefunds`; failures stay status 2 and
 * `retryRefunds` sends them again). The sum refunded never exceeds what a payment brought in: payment rows are
 * locked and earlier refunds subtracted.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isPaymentSuccess } from '../../../model/payment-rules';
import { orders, payments, refunds } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Tx } from '../cart/tx';
import type { Mover } from '../orders/transition';
import { audit } from './audit';
import { providerByName } from './config';
import { newRefundNo } from './ids';
import { creditCash, releaseCredit } from './ledger';
import type { ProviderName } from './provider';

type PaymentRow = typeof payments.$inferSelect;

const QR_PROVIDERS = new Set<string>(['sandbox', 'alipay', 'wxpay']);

async function refundedFen(tx: Tx, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${refunds.amountFen}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, [0, 1, 2])));
  return Number(row?.sum ?? 0);
}

/** Records a provider refund to send after commit (status 0); returns its id. */
export async function queueRefund(tx: Tx, payment: PaymentRow, amountFen: number, reason: string): Promise<number> {
  const [row] = await tx
    .insert(refunds)
    .values({ outRefundNo: newRefundNo(), paymentId: payment.id, orderId: payment.orderId, amountFen, reason })
    .returning({ id: refunds.id });
  return row!.id;
}

export interface OrderRefund {
  refundedFen: number;
  /** Provider refunds to send with `sendRefunds(db, ids)` once the caller's transaction has committed. */
  pendingRefundIds: number[];
}

/**
 * `capFen` (a return by line, services/orders/returns.ts): give back at most this much, payment by payment in the
 * order they were made; the order's pay status stays (part of it is still paid). Without it, everything left.
 */
export async function refundOrderPayments(tx: Tx, orderId: number, reason: string, by: Mover, capFen?: number): Promise<OrderRefund> {
  const paid = (await tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id).for('update')).filter((p) =>
    isPaymentSuccess(p.status),
  );
  let total = 0;
  const pendingRefundIds: number[] = [];
  for (const p of paid) {
    const held = p.amountFen - (await refundedFen(tx, p.id));
    const left = capFen === undefined ? held : Math.min(held, capFen - total);
    if (left <= 0) continue;
    total += left;
    if (QR_PROVIDERS.has(p.provider)) {
      pendingRefundIds.push(await queueRefund(tx, p, left, reason));
      continue;
    }
    const done = { outRefundNo: newRefundNo(), paymentId: p.id, orderId, amountFen: left, status: 1, doneAt: new Date() };
    if (p.provider === 'balance') {
      await creditCash(tx, p.clientId, left, 'refund', { orderId, paymentId: p.id, note: reason });
      await tx.insert(refunds).values({ ...done, reason });
    } else if (p.provider === 'credit') {
      await releaseCredit(tx, p.clientId, left, 'refund', { orderId, paymentId: p.id });
      await tx.insert(refunds).values({ ...done, reason });
    } else {
      // Bank transfer: the money goes back by the operator's offline transfer (order status 14).
      await tx.insert(refunds).values({ ...done, reason: `线下退款：${reason}` });
    }
  }
  if (total > 0 && capFen === undefined) await tx.update(orders).set({ payStatus: 3, updatedAt: new Date() }).where(eq(orders.id, orderId));
  await audit(tx, 'refund', by, `order:${orderId}`, { reason, refundedFen: total, pendingRefundIds, ...(capFen === undefined ? {} : { capFen }) });
  return { refundedFen: total, pendingRefundIds };
}

/** Sends queued provider refunds (outside any transaction); a failure is marked 2 and retried later. */
export async function sendRefunds(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(inArray(refunds.id, ids), inArray(refunds.status, [0, 2])));
  for (const { refund, payment } of rows) {
    const provider = providerByName(payment.provider as ProviderName);
    let ok = false;
    try {
      if (provider) {
        await provider.refund({ outTradeNo: payment.outTradeNo, amountFen: payment.amountFen, subject: '' }, refund.amountFen, refund.outRefundNo);
        ok = true;
      }
    } catch {
      ok = false;
    }
    await db.transaction(async (tx) => {
      await tx
        .update(refunds)
        .set(ok ? { status: 1, doneAt: new Date() } : { status: 2 })
        .where(eq(refunds.id, refund.id));
      await audit(tx, 'refund', { kind: 'system', id: null }, `trade:${payment.outTradeNo}`, {
        outRefundNo: refund.outRefundNo,
        amountFen: refund.amountFen,
        result: ok ? 'sent' : 'failed, will retry',
      });
    });
  }
}

/** The sweeper's part: provider refunds still waiting or failed. */
export async function retryRefunds(db: Db): Promise<number> {
  const waiting = await db.select({ id: refunds.id }).from(refunds).where(inArray(refunds.status, [0, 2]));
  await sendRefunds(db, waiting.map((r) => r.id));
  return waiting.length;
}

/**
 * POST /w1/ajaxGetStatus: the result the QR dialog polls every second, for an order code, a top-up code or a
 * payment attempt (out_trade_no, used for repayments). Paid → the data; not yet → ApiError 101 (the browser's
 * client resolves 101 quietly, SPEC §8), so the dialog keeps polling.
 */
import { and, eq } from 'drizzle-orm';
import type { PayStatus } from '../../../contract/payments';
import { PAY_MSG } from '../../../model/payment-messages';
import { isPaymentSuccess } from '../../../model/payment-rules';
import { orders, payments, recharges } from '../../db/schema';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';

export const NOT_YET_CODE = 101;

export async function payStatus(db: Db, clientId: number, code: string): Promise<PayStatus> {
  const answer = (kind: PayStatus['kind'], paid: boolean): PayStatus => {
    if (!paid) throw new ApiError(NOT_YET_CODE, PAY_MSG.waiting);
    return { kind, code, paid: 1 };
  };
  const [order] = await db
    .select({ payStatus: orders.payStatus })
    .from(orders)
    .where(and(eq(orders.orderCode, code), eq(orders.clientId, clientId)));
  if (order) return answer('order', order.payStatus === 1 || order.payStatus === 2);
  const [recharge] = await db
    .select({ status: recharges.status })
    .from(recharges)
    .where(and(eq(recharges.rechargeCode, code), eq(recharges.clientId, clientId)));
  if (recharge) return answer('recharge', recharge.status === 1);
  const [payment] = await db
    .select({ status: payments.status, purpose: payments.purpose })
    .from(payments)
    .where(and(eq(payments.outTradeNo, code), eq(payments.clientId, clientId)));
  if (payment) return answer(payment.purpose as PayStatus['kind'], isPaymentSuccess(payment.status));
  throw new ApiError(400, PAY_MSG.orderMissing);
}

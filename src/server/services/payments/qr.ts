/**
 * Wallet QR payments (WeChat / Alipay, or the sandbox standing in for both): an order, a top-up, a credit
 * repayment or a member article. Each attempt is its own payment row with its own out_trade_no; a new attempt closes the older open
 * ones (a notice for a closed one is still honoured or refunded, see notify.ts). The provider is called only after
 * the transaction commits: an open transaction must never wait on the network.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { QrPay } from '../../../contract/payments';
import { fenToYuan } from '../../../model/money';
import { PAY_MSG } from '../../../model/payment-messages';
import { PAY_TYPE, type WalletWay } from '../../../model/payment-rules';
import { payments } from '../../db/schema';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';
import { providerForWay } from './config';
import { newOutTradeNo } from './ids';
import { dueFen, lockOrder, mustAwaitPayment } from './orders';

export interface QrTarget {
  purpose: 'order' | 'recharge' | 'repayment' | 'article';
  clientId: number;
  amountFen: number;
  subject: string;
  orderId?: number;
  rechargeId?: number;
  billId?: number;
  articleId?: number;
}

const PAY_TYPES: Record<QrTarget['purpose'], Record<WalletWay, number>> = {
  order: { wx: PAY_TYPE.wechat, zfb: PAY_TYPE.alipay },
  recharge: { wx: PAY_TYPE.rechargeWechat, zfb: PAY_TYPE.rechargeAlipay },
  repayment: { wx: PAY_TYPE.rechargeWechat, zfb: PAY_TYPE.rechargeAlipay },
  article: { wx: PAY_TYPE.wechat, zfb: PAY_TYPE.alipay },
};

/** The open attempts of the same thing, closed in favour of a new one. */
function sameTarget(t: QrTarget) {
  if (t.orderId) return eq(payments.orderId, t.orderId);
  if (t.billId) return eq(payments.billId, t.billId);
  if (t.articleId) return and(eq(payments.articleId, t.articleId), eq(payments.clientId, t.clientId));
  return t.rechargeId ? eq(payments.rechargeId, t.rechargeId) : undefined;
}

/**
 * Opens a QR attempt: `prepare` checks and locks what is paid for inside the transaction and says how much; then
 * the provider makes the QR. A provider failure marks the attempt failed and tells the buyer to try again.
 */
export async function startQr<Extra>(
  db: Db,
  way: WalletWay,
  origin: string,
  prepare: (tx: Tx) => Promise<{ target: QrTarget; extra: Extra }>,
): Promise<QrPay & Extra> {
  const provider = providerForWay(way);
  if (!provider) throw new ApiError(400, PAY_MSG.providerOff);
  const { attempt, closed, extra, subject } = await db.transaction(async (tx) => {
    const { target, extra } = await prepare(tx);
    const scope = sameTarget(target);
    const closed = scope
      ? await tx
          .update(payments)
          .set({ status: 2, closedAt: new Date() })
          .where(and(scope, eq(payments.status, 0), inArray(payments.provider, ['sandbox', 'alipay', 'wxpay'])))
          .returning({ outTradeNo: payments.outTradeNo, provider: payments.provider })
      : [];
    const [attempt] = await tx
      .insert(payments)
      .values({
        outTradeNo: newOutTradeNo(),
        purpose: target.purpose,
        orderId: target.orderId ?? null,
        rechargeId: target.rechargeId ?? null,
        billId: target.billId ?? null,
        articleId: target.articleId ?? null,
        clientId: target.clientId,
        payType: PAY_TYPES[target.purpose][way],
        provider: provider.name,
        amountFen: target.amountFen,
      })
      .returning();
    if (!attempt) throw new Error('payment not inserted');
    return { attempt, closed, extra, subject: target.subject };
  });
  for (const old of closed) if (old.provider === provider.name) void provider.close(old.outTradeNo).catch(() => undefined);
  let codeUrl: string;
  try {
    codeUrl = await provider.createQr({ outTradeNo: attempt.outTradeNo, amountFen: attempt.amountFen, subject }, origin);
  } catch {
    await db.update(payments).set({ status: 2, closedAt: new Date() }).where(and(eq(payments.id, attempt.id), eq(payments.status, 0)));
    throw new ApiError(400, PAY_MSG.providerDown);
  }
  await db.update(payments).set({ codeUrl }).where(eq(payments.id, attempt.id));
  return {
    out_trade_no: attempt.outTradeNo,
    code_url: codeUrl,
    amount: fenToYuan(attempt.amountFen),
    sandbox: provider.name === 'sandbox' ? 1 : 0,
    ...extra,
  };
}

/** POST /w1/Wxpay and /w1/alipay: a QR for what the order still owes. */
export function orderQr(db: Db, clientId: number, orderCode: string, way: WalletWay, origin: string): Promise<QrPay> {
  return startQr(db, way, origin, async (tx) => {
    const order = await lockOrder(tx, clientId, orderCode);
    mustAwaitPayment(order);
    const due = dueFen(order);
    if (due <= 0) throw new ApiError(400, PAY_MSG.alreadyPaid);
    return {
      target: { purpose: 'order', clientId, amountFen: due, subject: `药采订单 ${order.orderCode}`, orderId: order.id },
      extra: {},
    };
  });
}

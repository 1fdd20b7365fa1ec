/**
 * Paying an order without a wallet: cash balance (AccountPay), credit (creditCheckTrade + creditPay) and bank
 * transfer (BankTransfer; the operator confirms it with `confirmBankTransfer`). Each is one transaction: the order
 * row is locked first, the money moves by a conditional update with its ledger row, the payment row and the audit
 * row are written, and the order moves through `moveOrder` (which refuses anything the state machine does not allow).
 */
import { eq } from 'drizzle-orm';
import type { BankTransferInfo, CreditCheck, OrderPayInfo, PayOption, PayResult } from '../../../contract/payments';
import { fenToYuan } from '../../../model/money';
import { ORDER_STATUS } from '../../../model/order-status';
import { PAY_MSG } from '../../../model/payment-messages';
import { creditAvailableFen, PAY_GROUP_TEXT, PAY_TYPE, shortfallFen, type PayGroup } from '../../../model/payment-rules';
import { orderSettings } from '../../lib/order-settings';
import { chinaDay } from '../../../model/checkout-rules';
import { creditOverdueRefusal } from '../../../model/order-money';
import type { Refusal } from '../../../model/purchase-rules';
import { gateMessage } from '../compliance/order-gate';
import { billFacts } from '../wallet/credit';
import { clients, orders, payPasswords, payments } from '../../db/schema';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';
import { moveOrder, type Mover } from '../orders/transition';
import { audit } from './audit';
import { providerForWay } from './config';
import { newOutTradeNo } from './ids';
import { debitCash, useCredit } from './ledger';
import { dueFen, lockOrder, mustAwaitPayment, payResult, readOrder, statusText, type OrderRow } from './orders';

async function clientMoney(db: Db | Tx, clientId: number) {
  const [c] = await db
    .select({ balance: clients.balanceFen, limit: clients.creditLimitFen, used: clients.creditUsedFen })
    .from(clients)
    .where(eq(clients.id, clientId));
  return c ?? { balance: 0, limit: 0, used: 0 };
}

export function bankDetails(orderCode: string) {
  const { bank } = orderSettings();
  return { account_name: bank.accountName, bank_name: bank.bankName, account_no: bank.accountNo, remark: orderCode };
}

const GROUP_ORDER: PayGroup[] = ['balance', 'credit', 'bankTransfer', 'wechat', 'alipay'];
const ORDER_PAY_TYPE: Record<PayGroup, number> = {
  balance: PAY_TYPE.balance,
  credit: PAY_TYPE.credit,
  bankTransfer: PAY_TYPE.bankTransfer,
  wechat: PAY_TYPE.wechat,
  alipay: PAY_TYPE.alipay,
};

/** GET /w1/orderPay: everything the pay page shows, with each way enabled or the reason it is not. */
export async function orderPayInfo(db: Db, clientId: number, orderCode: string): Promise<OrderPayInfo> {
  const order = await readOrder(db, clientId, orderCode);
  const money = await clientMoney(db, clientId);
  const due = dueFen(order);
  const isCredit = money.limit > 0;
  const available = creditAvailableFen(money.limit, money.used);
  const short = shortfallFen(money.balance, due);
  const overdue = isCredit ? await creditOverdue(db, clientId) : null;
  const reasons: Record<PayGroup, string> = {
    balance: short > 0 ? PAY_MSG.balanceShort(short) : '',
    credit: !isCredit ? PAY_MSG.notCredit : overdue ? gateMessage(overdue) : available < due ? PAY_MSG.creditShort(available) : '',
    bankTransfer: '',
    wechat: providerForWay('wx') ? '' : PAY_MSG.providerOff,
    alipay: providerForWay('zfb') ? '' : PAY_MSG.providerOff,
  };
  const pay_types: PayOption[] = GROUP_ORDER.filter((g) => g !== 'credit' || isCredit).map((group) => ({
    group,
    pay_type: ORDER_PAY_TYPE[group],
    name: PAY_GROUP_TEXT[group],
    enabled: reasons[group] ? 0 : 1,
    reason: reasons[group],
  }));
  return {
    order_id: order.id,
    order_code: order.orderCode,
    status: order.status,
    status_text: statusText(order.status),
    pay_status: order.payStatus,
    paid: order.payStatus === 1 || order.payStatus === 2 ? 1 : 0,
    total: fenToYuan(due),
    created_at: order.createdAt.toISOString(),
    pay_deadline: order.payDeadline ? order.payDeadline.toISOString() : null,
    balance: fenToYuan(money.balance),
    shortfall: fenToYuan(short),
    is_credit: isCredit ? 1 : 0,
    credit_available: fenToYuan(available),
    pay_types,
    bank: bankDetails(order.orderCode),
    pay_password_set: (await db.$count(payPasswords, eq(payPasswords.clientId, clientId))) > 0 ? 1 : 0,
  };
}

/** Credit refused while a bill is overdue past the configured grace (YAOCAI_CREDIT_GRACE_DAYS), or null. */
async function creditOverdue(db: Db | Tx, clientId: number, now = new Date()): Promise<Refusal | null> {
  return creditOverdueRefusal(await billFacts(db, clientId), chinaDay(now.getTime()), orderSettings().creditGraceDays);
}

/** Marks the order paid (0 → 1) with how, in the caller's transaction. */
async function markPaid(tx: Tx, order: OrderRow, by: Mover, payType: number, payStatus: 1 | 2, why: string): Promise<OrderRow> {
  const now = new Date();
  await moveOrder(tx, order.id, order.status, ORDER_STATUS.paid, by, why, {
    payStatus,
    payType,
    paidFen: payStatus === 2 ? order.totalFen : order.paidFen,
    paidAt: now,
  });
  return { ...order, status: ORDER_STATUS.paid, payStatus, payType, paidAt: now };
}

/** The payment row of money taken at once from the client's own account (balance or credit): settled on insert. */
async function settledPayment(tx: Tx, orderId: number, clientId: number, payType: number, provider: 'balance' | 'credit', amountFen: number) {
  const [payment] = await tx
    .insert(payments)
    .values({ outTradeNo: newOutTradeNo(), purpose: 'order', orderId, clientId, payType, provider, amountFen, status: 1, paidAt: new Date() })
    .returning({ id: payments.id });
  return payment?.id ?? null;
}

/** GET /w1/AccountPay: pays the whole amount from the cash balance, or refuses with the shortfall. */
export async function accountPay(db: Db, clientId: number, orderCode: string, by: Mover): Promise<PayResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, clientId, orderCode);
    mustAwaitPayment(order);
    const due = dueFen(order);
    let paymentId: number | null = null;
    if (due > 0) {
      paymentId = await settledPayment(tx, order.id, clientId, PAY_TYPE.balance, 'balance', due);
      const after = await debitCash(tx, clientId, due, 'order_pay', { orderId: order.id, paymentId, note: order.orderCode });
      if (after === null) {
        const { balance } = await clientMoney(tx, clientId);
        throw new ApiError(400, PAY_MSG.balanceShort(shortfallFen(balance, due)));
      }
    }
    const paid = await markPaid(tx, order, by, PAY_TYPE.balance, 2, '余额支付');
    await audit(tx, 'payment', by, `order:${order.orderCode}`, { way: 'balance', amountFen: due, paymentId });
    return payResult(paid);
  });
}

/** POST /w1/credit/creditCheckTrade: may this order be paid on credit? */
export async function creditCheck(db: Db, clientId: number, orderCode: string): Promise<CreditCheck> {
  const order = await readOrder(db, clientId, orderCode);
  mustAwaitPayment(order);
  const money = await clientMoney(db, clientId);
  if (money.limit <= 0) throw new ApiError(400, PAY_MSG.notCredit);
  const overdue = await creditOverdue(db, clientId);
  if (overdue) throw new ApiError(400, gateMessage(overdue));
  const available = creditAvailableFen(money.limit, money.used);
  const due = dueFen(order);
  return {
    credit_limit: fenToYuan(money.limit),
    used_credit: fenToYuan(money.used),
    available_credit: fenToYuan(available),
    total: fenToYuan(due),
    enough: available >= due ? 1 : 0,
  };
}

/** GET /w1/creditPay: takes the amount from the credit line (pay_status 1, arrears) or refuses. */
export async function creditPay(db: Db, clientId: number, orderCode: string, by: Mover): Promise<PayResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, clientId, orderCode);
    mustAwaitPayment(order);
    const money = await clientMoney(tx, clientId);
    if (money.limit <= 0) throw new ApiError(400, PAY_MSG.notCredit);
    const overdue = await creditOverdue(tx, clientId);
    if (overdue) throw new ApiError(400, gateMessage(overdue));
    const due = dueFen(order);
    let paymentId: number | null = null;
    if (due > 0) {
      paymentId = await settledPayment(tx, order.id, clientId, PAY_TYPE.credit, 'credit', due);
      const used = await useCredit(tx, clientId, due, 'order', { orderId: order.id, paymentId });
      if (used === null) throw new ApiError(400, PAY_MSG.creditShort(creditAvailableFen(money.limit, money.used)));
    }
    const paid = await markPaid(tx, order, by, PAY_TYPE.credit, 1, '信用支付');
    await audit(tx, 'payment', by, `order:${order.orderCode}`, { way: 'credit', amountFen: due, paymentId });
    return payResult(paid);
  });
}

/** GET /w1/BankTransfer: the account to pay into; the order waits for the transfer (0 → 10). Asking again is fine. */
export async function bankTransfer(db: Db, clientId: number, orderCode: string, by: Mover): Promise<BankTransferInfo> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, clientId, orderCode);
    let status = order.status;
    if (status !== ORDER_STATUS.pendingReview) {
      mustAwaitPayment(order);
      await moveOrder(tx, order.id, order.status, ORDER_STATUS.pendingReview, by, '', { payType: PAY_TYPE.bankTransfer });
      status = ORDER_STATUS.pendingReview;
    }
    return {
      order_code: order.orderCode,
      status,
      status_text: statusText(status),
      total: fenToYuan(dueFen(order)),
      bank: bankDetails(order.orderCode),
    };
  });
}

/**
 * The operator saw the transfer arrive: the order is approved (10 → 11) and paid, with a payment row for the
 * money and an audit row. Called by the operator command inside its transaction.
 */
export async function confirmBankTransfer(tx: Tx, orderId: number, by: Mover): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new ApiError(400, PAY_MSG.orderMissing);
  const due = dueFen(order);
  const now = new Date();
  await moveOrder(tx, order.id, order.status, ORDER_STATUS.approved, by, '', {
    payStatus: 2,
    payType: PAY_TYPE.bankTransfer,
    paidFen: order.totalFen,
    paidAt: now,
  });
  if (due > 0) {
    await tx.insert(payments).values({
      outTradeNo: newOutTradeNo(),
      purpose: 'order',
      orderId: order.id,
      clientId: order.clientId,
      payType: PAY_TYPE.bankTransfer,
      provider: 'bank',
      amountFen: due,
      status: 1,
      paidAt: now,
    });
  }
  await audit(tx, 'payment', by, `order:${order.orderCode}`, { way: 'bank', amountFen: due });
}

/** GET /w1/WxpayReturn: where the order stands after a QR payment. */
export async function orderPayState(db: Db, clientId: number, orderCode: string): Promise<PayResult> {
  return payResult(await readOrder(db, clientId, orderCode));
}

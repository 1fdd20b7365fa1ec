/**
 * Credit (授信): limit, used, available = limit − unpaid bills − open credit orders (used = both, kept on
 * clients.credit_used_fen with a credit_ledger row per change), bills with their repayment status 1–4, and
 * repayment of a bill by QR (the amount is what the bill still owes, from the server).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { CreditAmount, CreditBill, CreditInfo, RepayQr } from '../../../contract/wallet';
import type { ClientCredit } from '../../../contract/personal';
import { fenToYuan } from '../../../model/money';
import { PAY_MSG } from '../../../model/payment-messages';
import { CREDIT_KIND_TEXT, creditAvailableFen, REPAYMENT_STATUS, type WalletWay } from '../../../model/payment-rules';
import { clients, creditBills, creditLedger, orders } from '../../db/schema';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';
import { startQr } from '../payments/qr';
import type { Tx } from '../cart/tx';
import { billStatusText, billOverdue, type BillFact } from '../../../model/order-money';
import { chinaDay } from '../../../model/checkout-rules';

const OPEN_BILL = [REPAYMENT_STATUS.unpaid, REPAYMENT_STATUS.repaying, REPAYMENT_STATUS.rejected];

export interface CreditFen {
  limit: number;
  used: number;
  available: number;
  unpaidBills: number;
  openOrders: number;
}

export async function creditFen(db: Db, clientId: number): Promise<CreditFen> {
  const [c] = await db.select({ limit: clients.creditLimitFen, used: clients.creditUsedFen }).from(clients).where(eq(clients.id, clientId));
  const bills = await db
    .select({ amount: creditBills.amountFen, repaid: creditBills.repaidFen })
    .from(creditBills)
    .where(and(eq(creditBills.clientId, clientId), inArray(creditBills.status, OPEN_BILL)));
  const limit = c?.limit ?? 0;
  const used = c?.used ?? 0;
  const unpaidBills = Math.min(used, bills.reduce((s, b) => s + b.amount - b.repaid, 0));
  return { limit, used, available: creditAvailableFen(limit, used), unpaidBills, openOrders: used - unpaidBills };
}

/** The client's bills as the order-money rules read them (src/model/order-money.ts). */
export async function billFacts(db: Db | Tx, clientId: number): Promise<BillFact[]> {
  return db
    .select({ amountFen: creditBills.amountFen, repaidFen: creditBills.repaidFen, dueDate: creditBills.dueDate, status: creditBills.status })
    .from(creditBills)
    .where(and(eq(creditBills.clientId, clientId), inArray(creditBills.status, OPEN_BILL)));
}

export async function creditAmount(db: Db, clientId: number): Promise<CreditAmount> {
  const f = await creditFen(db, clientId);
  return {
    credit_limit: fenToYuan(f.limit),
    used_credit: fenToYuan(f.used),
    available_credit: fenToYuan(f.available),
    unpaid_bills: fenToYuan(f.unpaidBills),
    open_orders: fenToYuan(f.openOrders),
  };
}

/** The personal centre's GET /w1/clientCredit shape. */
export async function clientCreditLine(db: Db, clientId: number): Promise<ClientCredit> {
  const f = await creditFen(db, clientId);
  return { credit_limit: fenToYuan(f.limit), used_credit: fenToYuan(f.used), available_credit: fenToYuan(f.available) };
}

/** A bill as the client and the salesman read it: its status in bill words, overdue from the China day. */
export function billView(b: typeof creditBills.$inferSelect, today = chinaDay(Date.now())): CreditBill {
  return {
    bill_id: b.id,
    bill_code: b.billCode,
    period: b.period,
    amount: fenToYuan(b.amountFen),
    repaid: fenToYuan(b.repaidFen),
    remaining: fenToYuan(b.amountFen - b.repaidFen),
    due_date: b.dueDate,
    status: b.status,
    status_text: billStatusText(b, today),
    overdue: billOverdue(b, today) ? 1 : 0,
  };
}

export async function creditInfo(db: Db, clientId: number): Promise<CreditInfo> {
  const amount = await creditAmount(db, clientId);
  const f = await creditFen(db, clientId);
  const bills = await db.select().from(creditBills).where(eq(creditBills.clientId, clientId)).orderBy(desc(creditBills.dueDate), desc(creditBills.id));
  const ledger = await db
    .select({ e: creditLedger, orderCode: orders.orderCode, billCode: creditBills.billCode })
    .from(creditLedger)
    .leftJoin(orders, eq(orders.id, creditLedger.orderId))
    .leftJoin(creditBills, eq(creditBills.id, creditLedger.billId))
    .where(eq(creditLedger.clientId, clientId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(50);
  return {
    ...amount,
    is_credit: f.limit > 0 ? 1 : 0,
    bills: bills.map((b) => billView(b)),
    ledger: ledger.map(({ e, orderCode, billCode }) => ({
      id: e.id,
      kind: e.kind,
      kind_text: CREDIT_KIND_TEXT[e.kind] ?? e.kind,
      delta: fenToYuan(e.deltaFen),
      used_after: fenToYuan(e.usedAfterFen),
      order_code: orderCode ?? '',
      bill_code: billCode ?? '',
      created_at: e.createdAt.toISOString(),
    })),
  };
}

export async function repaymentList(db: Db, clientId: number, page: number, size: number, status?: number) {
  const where = status ? and(eq(creditBills.clientId, clientId), eq(creditBills.status, status)) : eq(creditBills.clientId, clientId);
  const total = await db.$count(creditBills, where);
  const rows = await db
    .select()
    .from(creditBills)
    .where(where)
    .orderBy(asc(creditBills.status), desc(creditBills.dueDate), desc(creditBills.id))
    .limit(size)
    .offset((page - 1) * size);
  return { list: rows.map((b) => billView(b)), total, page, size };
}

/** A QR for what the bill still owes. */
export function repayQr(db: Db, clientId: number, billId: number, way: WalletWay, origin: string): Promise<RepayQr> {
  return startQr(db, way, origin, async (tx) => {
    const [bill] = await tx
      .select()
      .from(creditBills)
      .where(and(eq(creditBills.id, billId), eq(creditBills.clientId, clientId)))
      .for('update');
    if (!bill) throw new ApiError(400, PAY_MSG.billMissing);
    const remaining = bill.amountFen - bill.repaidFen;
    if (bill.status === REPAYMENT_STATUS.repaid || remaining <= 0) throw new ApiError(400, PAY_MSG.billSettled);
    return {
      target: { purpose: 'repayment', clientId, amountFen: remaining, subject: `药采信用还款 ${bill.billCode}`, billId: bill.id },
      extra: { bill_code: bill.billCode },
    };
  });
}

/**
 * A client's credit-line statement for one month (财务, the customer's page): read from credit_ledger, whose rows
 * record every change of the credit in use with the balance after it (services/wallet: orders on credit,
 * repayments, refunds, adjustments). The opening balance is the last row's before the month; the closing, the last
 * row's in it (or the opening). Also as CSV.
 */
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { CreditStatement } from '../../../contract/admin-customers';
import { chinaStamp } from '../../../model/date-range';
import { LEDGER_KIND_TEXT, monthBounds, STATEMENT_MSG } from '../../../model/credit-statement';
import { fenToYuan } from '../../../model/money';
import { STAFF_MSG } from '../../../model/staff';
import type { Db } from '../../db/client';
import { clients, creditBills, creditLedger, orders } from '../../db/schema';
import { ApiError } from '../../errors';
import { csvFile } from '../compliance/records';

export async function creditStatement(db: Db, clientId: number, month: string): Promise<CreditStatement> {
  const bounds = monthBounds(month);
  if (!bounds) throw new ApiError(400, STATEMENT_MSG.badMonth);
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new ApiError(404, STAFF_MSG.customerMissing);
  const [[before], rows] = await Promise.all([
    db
      .select({ used: creditLedger.usedAfterFen })
      .from(creditLedger)
      .where(and(eq(creditLedger.clientId, clientId), lt(creditLedger.createdAt, bounds.from)))
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
      .limit(1),
    db
      .select({ l: creditLedger, orderCode: orders.orderCode, billCode: creditBills.billCode })
      .from(creditLedger)
      .leftJoin(orders, eq(orders.id, creditLedger.orderId))
      .leftJoin(creditBills, eq(creditBills.id, creditLedger.billId))
      .where(and(eq(creditLedger.clientId, clientId), gte(creditLedger.createdAt, bounds.from), lt(creditLedger.createdAt, bounds.to)))
      .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id)),
  ]);
  const opening = before?.used ?? 0;
  const sum = (kind: string) => rows.filter((r) => r.l.kind === kind).reduce((a, r) => a + r.l.deltaFen, 0);
  const charged = sum('order');
  const repaid = -sum('repayment');
  const closing = rows.at(-1)?.l.usedAfterFen ?? opening;
  return {
    month,
    opening: fenToYuan(opening),
    charged: fenToYuan(charged),
    repaid: fenToYuan(repaid),
    other: fenToYuan(closing - opening - charged + repaid),
    closing: fenToYuan(closing),
    rows: rows.map((r) => ({
      at: chinaStamp(r.l.createdAt),
      kind: LEDGER_KIND_TEXT[r.l.kind] ?? r.l.kind,
      order_code: r.orderCode ?? '',
      bill_code: r.billCode ?? '',
      amount: fenToYuan(r.l.deltaFen),
      balance: fenToYuan(r.l.usedAfterFen),
    })),
  };
}

type Row = CreditStatement['rows'][number];

/** The statement as CSV: the opening line, each row, the closing line. */
export async function creditStatementCsv(db: Db, clientId: number, month: string): Promise<Buffer> {
  const s = await creditStatement(db, clientId, month);
  const edge = (kind: string, balance: string): Row => ({ at: '', kind, order_code: '', bill_code: '', amount: '', balance });
  return csvFile<Row>(
    [
      { header: '时间', width: 20, value: (r) => r.at },
      { header: '类型', width: 10, value: (r) => r.kind },
      { header: '订单编号', width: 24, value: (r) => r.order_code },
      { header: '账单编号', width: 20, value: (r) => r.bill_code },
      { header: '金额（元）', width: 12, value: (r) => r.amount },
      { header: '欠款余额（元）', width: 14, value: (r) => r.balance },
    ],
    [edge(`${month} 期初`, s.opening), ...s.rows, edge(`${month} 期末`, s.closing)],
  );
}

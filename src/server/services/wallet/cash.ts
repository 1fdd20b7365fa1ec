/** GET /w1/accountIndex: the cash balance and its ledger, newest first. */
import { desc, eq } from 'drizzle-orm';
import type { AccountIndex } from '../../../contract/wallet';
import { TOP_UP_OPTIONS } from '../../../model/constants';
import { fenToYuan } from '../../../model/money';
import { CASH_KIND_TEXT } from '../../../model/payment-rules';
import { cashLedger, clients, orders } from '../../db/schema';
import type { Db } from '../../db/client';

export async function accountIndex(db: Db, clientId: number, page: number, size: number): Promise<AccountIndex> {
  const [client] = await db.select({ balance: clients.balanceFen }).from(clients).where(eq(clients.id, clientId));
  const total = await db.$count(cashLedger, eq(cashLedger.clientId, clientId));
  const rows = await db
    .select({ e: cashLedger, orderCode: orders.orderCode })
    .from(cashLedger)
    .leftJoin(orders, eq(orders.id, cashLedger.orderId))
    .where(eq(cashLedger.clientId, clientId))
    .orderBy(desc(cashLedger.createdAt), desc(cashLedger.id))
    .limit(size)
    .offset((page - 1) * size);
  return {
    balance: fenToYuan(client?.balance ?? 0),
    list: rows.map(({ e, orderCode }) => ({
      id: e.id,
      kind: e.kind,
      kind_text: CASH_KIND_TEXT[e.kind] ?? e.kind,
      delta: fenToYuan(e.deltaFen),
      balance_after: fenToYuan(e.balanceAfterFen),
      order_code: orderCode ?? '',
      note: e.note,
      created_at: e.createdAt.toISOString(),
    })),
    total,
    page,
    size,
    top_up_options: TOP_UP_OPTIONS.map((o) => ({ pay: fenToYuan(o.pay * 100), bonus: fenToYuan(o.bonus * 100) })),
  };
}

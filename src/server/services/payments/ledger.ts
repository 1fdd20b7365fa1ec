/**
 * Every change of a client's cash balance or credit in use, each with its ledger row in the same transaction. The
 * updates are conditional (`WHERE balance >= amount`), so concurrent payments can never take the balance below
 * zero or the credit above its limit whatever the isolation level; the ledger row records the value after.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { cashLedger, clients, creditLedger } from '../../db/schema';
import type { Tx } from '../cart/tx';

type CashKind = 'recharge' | 'bonus' | 'order_pay' | 'refund' | 'adjust';
type CreditKind = 'order' | 'repayment' | 'refund' | 'adjust';

interface Link {
  orderId?: number | null;
  paymentId?: number | null;
  billId?: number | null;
  note?: string;
}

/** Takes `amountFen` from the balance if it is there; returns the balance after, or null when it is not enough. */
export async function debitCash(tx: Tx, clientId: number, amountFen: number, kind: CashKind, link: Link): Promise<number | null> {
  const [row] = await tx
    .update(clients)
    .set({ balanceFen: sql`${clients.balanceFen} - ${amountFen}` })
    .where(and(eq(clients.id, clientId), gte(clients.balanceFen, amountFen)))
    .returning({ after: clients.balanceFen });
  if (!row) return null;
  await tx.insert(cashLedger).values({
    clientId,
    deltaFen: -amountFen,
    balanceAfterFen: row.after,
    kind,
    orderId: link.orderId ?? null,
    paymentId: link.paymentId ?? null,
    note: link.note ?? '',
  });
  return row.after;
}

/** Adds `amountFen` to the balance; returns the balance after. */
export async function creditCash(tx: Tx, clientId: number, amountFen: number, kind: CashKind, link: Link): Promise<number> {
  const [row] = await tx
    .update(clients)
    .set({ balanceFen: sql`${clients.balanceFen} + ${amountFen}` })
    .where(eq(clients.id, clientId))
    .returning({ after: clients.balanceFen });
  if (!row) throw new Error(`client ${clientId} missing`);
  await tx.insert(cashLedger).values({
    clientId,
    deltaFen: amountFen,
    balanceAfterFen: row.after,
    kind,
    orderId: link.orderId ?? null,
    paymentId: link.paymentId ?? null,
    note: link.note ?? '',
  });
  return row.after;
}

/** Uses `amountFen` of credit if limit − used covers it; returns the used amount after, or null. */
export async function useCredit(tx: Tx, clientId: number, amountFen: number, kind: CreditKind, link: Link): Promise<number | null> {
  const [row] = await tx
    .update(clients)
    .set({ creditUsedFen: sql`${clients.creditUsedFen} + ${amountFen}` })
    .where(and(eq(clients.id, clientId), sql`${clients.creditLimitFen} - ${clients.creditUsedFen} >= ${amountFen}`))
    .returning({ after: clients.creditUsedFen });
  if (!row) return null;
  await tx.insert(creditLedger).values({
    clientId,
    deltaFen: amountFen,
    usedAfterFen: row.after,
    kind,
    orderId: link.orderId ?? null,
    billId: link.billId ?? null,
    paymentId: link.paymentId ?? null,
  });
  return row.after;
}

/**
 * Gives `amountFen` of credit back (a repayment, a refunded credit order), never more than is in use; returns how
 * much was given back (0 when nothing was in use).
 */
export async function releaseCredit(tx: Tx, clientId: number, amountFen: number, kind: CreditKind, link: Link): Promise<number> {
  // The row lock makes the read and the update one step against concurrent credit changes.
  const [cur] = await tx.select({ used: clients.creditUsedFen }).from(clients).where(eq(clients.id, clientId)).for('update');
  const released = Math.min(cur?.used ?? 0, amountFen);
  if (released <= 0) return 0;
  const [row] = await tx
    .update(clients)
    .set({ creditUsedFen: sql`${clients.creditUsedFen} - ${released}` })
    .where(eq(clients.id, clientId))
    .returning({ after: clients.creditUsedFen });
  await tx.insert(creditLedger).values({
    clientId,
    deltaFen: -released,
    usedAfterFen: row?.after ?? 0,
    kind,
    orderId: link.orderId ?? null,
    billId: link.billId ?? null,
    paymentId: link.paymentId ?? null,
  });
  return released;
}

/**
 * Demo money history, so /personal/cash and /personal/creditManagement are not empty on a fresh start, and so the
 * seeded balances agree with their ledgers (the trust checks compare them):
 *  - every client with a balance gets the cash-ledger rows that lead to it: a top-up (with its SPEC §9 bonus when
 *    it reaches a tier), an older order paid from the balance, and a second top-up bringing it to the seeded value;
 *  - the credit client (xinyong01, limit 50 000) gets four monthly bills (repaid, repaying, unpaid, a rejected
 *    repayment: statuses 3, 2, 1, 4), the credit-ledger rows that lead to them, and credit_used_fen set to their sum.
 * Dates are relative to `today`; only runs on empty ledgers.
 */
import { eq, gt } from 'drizzle-orm';
import type { Db } from '../types';
import { topUpBonusFen } from '../../../model/payment-rules';
import { cashLedger, clients, creditBills, creditLedger } from '../schema';

const DAY = 86_400_000;
export const CREDIT_DEMO_USERNAME = 'xinyong01';

/** The bills of the credit demo, oldest first: amount, repaid, status (SPEC §4 repayment status). */
export const CREDIT_DEMO_BILLS = [
  { monthsAgo: 4, amountFen: 150_000, repaidFen: 0, status: 4 },
  { monthsAgo: 3, amountFen: 1_200_000, repaidFen: 1_200_000, status: 3 },
  { monthsAgo: 2, amountFen: 860_000, repaidFen: 300_000, status: 2 },
  { monthsAgo: 1, amountFen: 540_000, repaidFen: 0, status: 1 },
] as const;

/** What the credit client owes after the seed. */
export const CREDIT_DEMO_USED_FEN = CREDIT_DEMO_BILLS.reduce((s, b) => s + b.amountFen - b.repaidFen, 0);

const iso = (d: Date) => d.toISOString().slice(0, 10);

function monthOf(today: Date, monthsAgo: number) {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo, 1));
  const period = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  const due = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 25));
  return { period, due: iso(due), start: d };
}

/** Ledger rows that end at `balanceFen`: a first top-up, an old order paid from it, a second top-up. */
export function cashHistory(balanceFen: number): { kind: 'recharge' | 'bonus' | 'order_pay'; deltaFen: number; note: string }[] {
  const orderFen = 25_800;
  // Below 110 000 the first top-up stays under the bonus tier, so the rows always add up to the balance.
  const first = balanceFen >= 110_000 ? 100_000 : Math.min(balanceFen + orderFen, 99_900);
  const bonus = topUpBonusFen(first);
  const rest = balanceFen + orderFen - first - bonus;
  const rows: { kind: 'recharge' | 'bonus' | 'order_pay'; deltaFen: number; note: string }[] = [{ kind: 'recharge', deltaFen: first, note: '微信充值' }];
  if (bonus > 0) rows.push({ kind: 'bonus', deltaFen: bonus, note: '充值满1000元赠送' });
  rows.push({ kind: 'order_pay', deltaFen: -orderFen, note: '历史订单余额支付' });
  if (rest > 0) rows.push({ kind: 'recharge', deltaFen: rest, note: '支付宝充值' });
  return rows;
}

/** The cash-ledger rows of a demo client whose balance is `balanceFen` (cashHistory, dated before `today`). */
export function cashLedgerRows(clientId: number, balanceFen: number, today: Date): (typeof cashLedger.$inferInsert)[] {
  let after = 0;
  return cashHistory(balanceFen).map((h, i) => {
    after += h.deltaFen;
    return { clientId, deltaFen: h.deltaFen, balanceAfterFen: after, kind: h.kind, note: h.note, createdAt: new Date(today.getTime() - (40 - i * 9) * DAY) };
  });
}

export async function seedWallet(db: Db, today: Date): Promise<void> {
  if ((await db.$count(cashLedger)) === 0) {
    const funded = await db.select({ id: clients.id, balance: clients.balanceFen }).from(clients).where(gt(clients.balanceFen, 0)).orderBy(clients.id);
    const rows = funded.flatMap((c) => cashLedgerRows(c.id, c.balance, today));
    if (rows.length) await db.insert(cashLedger).values(rows);
  }
  if ((await db.$count(creditLedger)) > 0 || (await db.$count(creditBills)) > 0) return;
  const [credit] = await db.select({ id: clients.id }).from(clients).where(eq(clients.username, CREDIT_DEMO_USERNAME));
  if (!credit) return;
  await db.transaction(async (tx) => {
    let used = 0;
    for (const [i, b] of CREDIT_DEMO_BILLS.entries()) {
      const { period, due, start } = monthOf(today, b.monthsAgo);
      const [bill] = await tx
        .insert(creditBills)
        .values({ billCode: `ZD${period.replace('-', '')}${String(credit.id).padStart(4, '0')}`, clientId: credit.id, period, amountFen: b.amountFen, repaidFen: b.repaidFen, dueDate: due, status: b.status, createdAt: start })
        .returning({ id: creditBills.id });
      used += b.amountFen;
      await tx.insert(creditLedger).values({ clientId: credit.id, deltaFen: b.amountFen, usedAfterFen: used, kind: 'order', billId: bill!.id, createdAt: new Date(start.getTime() + (10 + i) * DAY) });
      if (b.repaidFen > 0) {
        used -= b.repaidFen;
        await tx.insert(creditLedger).values({ clientId: credit.id, deltaFen: -b.repaidFen, usedAfterFen: used, kind: 'repayment', billId: bill!.id, createdAt: new Date(start.getTime() + (40 + i) * DAY) });
      }
    }
    await tx.update(clients).set({ creditUsedFen: used }).where(eq(clients.id, credit.id));
  });
}

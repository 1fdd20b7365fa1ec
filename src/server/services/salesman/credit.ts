/** Credit management: his credit customers' limits, use, open bills and overdue amounts; one customer's bills. */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { chinaDay } from '../../../model/date-range';
import { fenToYuan } from '../../../model/money';
import { creditAvailableFen } from '../../../model/payment-rules';
import { daysBetween, sharePercent } from '../../../model/salesman-report';
import type { CreditOverview, CreditRow } from '../../../contract/salesman';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { creditBills } from '../../db/schema';
import { billView } from '../wallet/credit';
import { NEAR_LIMIT_SQL, OPEN_BILLS_SQL } from './customers';
import { big, customerMatches, fenOf, hisCustomer } from './scope';

export type CreditFilterKind = 'all' | 'overdue' | 'near_limit';

export interface CreditQuery {
  keyword?: string;
  filter?: CreditFilterKind;
  page: number;
  size: number;
}

export async function creditOverview(db: Db, salesmanId: number, q: CreditQuery, now = new Date()): Promise<CreditOverview> {
  const today = chinaDay(now);
  // A credit customer: a limit, or bills still open from when he had one.
  const from = sql`salesman_clients sc join clients c on c.id = sc.client_id left join (${OPEN_BILLS_SQL(today)}) b on b.client_id = c.id
    where sc.salesman_id = ${salesmanId} and (c.credit_limit_fen > 0 or b.unpaid > 0)`;
  const filter: Record<CreditFilterKind, SQL> = { all: sql`true`, overdue: sql`coalesce(b.overdue, 0) > 0`, near_limit: NEAR_LIMIT_SQL };
  const where = sql`${customerMatches(q.keyword)} and ${filter[q.filter ?? 'all']}`;
  const [rows, counted, totalsRows] = await Promise.all([
    db.execute(sql`select c.id, c.name, c.contact, c.phone, c.credit_limit_fen::text as lim, c.credit_used_fen::text as used,
        coalesce(b.bills, 0) as bills, coalesce(b.unpaid, 0)::text as unpaid, coalesce(b.overdue, 0)::text as overdue,
        b.oldest_due::text as oldest_due, b.oldest_overdue::text as oldest_overdue
      from ${from} and ${where}
      order by coalesce(b.overdue, 0) desc, (c.credit_used_fen::float8 / nullif(c.credit_limit_fen, 0)) desc nulls last, c.id
      limit ${q.size} offset ${(q.page - 1) * q.size}`),
    db.execute(sql`select count(*)::int as n from ${from} and ${where}`),
    db.execute(sql`select count(*)::int as customers, coalesce(sum(c.credit_limit_fen), 0)::text as lim,
        coalesce(sum(c.credit_used_fen), 0)::text as used,
        coalesce(sum(greatest(c.credit_limit_fen - c.credit_used_fen, 0)), 0)::text as available,
        coalesce(sum(b.unpaid), 0)::text as unpaid, coalesce(sum(b.overdue), 0)::text as overdue,
        (count(*) filter (where b.overdue > 0))::int as overdue_customers,
        (count(*) filter (where ${NEAR_LIMIT_SQL}))::int as near_limit_customers
      from ${from}`),
  ]);
  const [t] = rowsOf<Record<string, unknown>>(totalsRows);
  const list: CreditRow[] = rowsOf<Record<string, unknown>>(rows).map((r) => {
    const limit = fenOf(r.lim);
    const used = fenOf(r.used);
    const oldestOverdue = r.oldest_overdue ? String(r.oldest_overdue) : null;
    return {
      client_id: Number(r.id),
      client_name: String(r.name),
      contact: String(r.contact),
      phone: String(r.phone),
      credit_limit: fenToYuan(limit),
      credit_used: fenToYuan(used),
      credit_available: fenToYuan(creditAvailableFen(limit, used)),
      usage: sharePercent(BigInt(used), BigInt(limit)),
      near_limit: limit > 0 && used * 100 >= limit * 80,
      unpaid_bills: Number(r.bills),
      unpaid: fenToYuan(fenOf(r.unpaid)),
      overdue: fenToYuan(fenOf(r.overdue)),
      oldest_due_date: r.oldest_due ? String(r.oldest_due) : null,
      overdue_days: oldestOverdue ? daysBetween(oldestOverdue, today) : 0,
    };
  });
  const [count] = rowsOf<{ n: number }>(counted);
  return {
    list,
    total: Number(count?.n ?? 0),
    page: q.page,
    size: q.size,
    totals: {
      customers: Number(t?.customers ?? 0),
      credit_limit: fenToYuan(fenOf(t?.lim)),
      credit_used: fenToYuan(fenOf(t?.used)),
      credit_available: fenToYuan(fenOf(t?.available)),
      unpaid: fenToYuan(Number(big(t?.unpaid))),
      overdue: fenToYuan(Number(big(t?.overdue))),
      overdue_customers: Number(t?.overdue_customers ?? 0),
      near_limit_customers: Number(t?.near_limit_customers ?? 0),
    },
  };
}

export async function customerBills(db: Db, salesmanId: number, customerId: number, now = new Date()) {
  const today = chinaDay(now);
  const customer = await hisCustomer(db, salesmanId, customerId);
  const bills = await db
    .select()
    .from(creditBills)
    .where(eq(creditBills.clientId, customer.id))
    .orderBy(desc(creditBills.dueDate), desc(creditBills.id))
    .limit(50);
  return { client_id: customer.id, client_name: customer.name, bills: bills.map((b) => billView(b, today)) };
}

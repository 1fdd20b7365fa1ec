/** My customers: cards with money, last sale and licence state; keyword (name, pinyin, contact, phone) and filters. */
import { sql, type SQL } from 'drizzle-orm';
import { chinaDay, chinaStamp } from '../../../model/date-range';
import { CLIENT_TYPES, type ClientType } from '../../../model/enums';
import { LICENCES, type LicenceKey } from '../../../model/licences';
import { fenToYuan } from '../../../model/money';
import { creditAvailableFen } from '../../../model/payment-rules';
import {
  CREDIT_NEAR_LIMIT_PERCENT,
  LICENCE_STATUS_TEXT,
  LICENCE_WARN_DAYS,
  addDays,
  daysBetween,
  licenceStatus,
  type CreditFilter,
  type LicenceFilter,
} from '../../../model/salesman-report';
import type { CustomerCard, CustomerPage } from '../../../contract/salesman';
import { CHECK_STATUS, CLIENT_STATUS } from '../../constants';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { SALES_STATUS_SQL } from './sales';
import { customerMatches, fenOf } from './scope';

export interface CustomerFilter {
  keyword?: string;
  licence?: LicenceFilter;
  credit?: CreditFilter;
  unpaid?: 0 | 1;
  city?: string;
  page: number;
  size: number;
}

/** Open bills (not repaid: 1, 2, 4) per client: what is owed and what of it is past due. */
export const OPEN_BILLS_SQL = (today: string) => sql`select b.client_id,
    sum(b.amount_fen - b.repaid_fen) as unpaid,
    coalesce(sum(b.amount_fen - b.repaid_fen) filter (where b.due_date < ${today}), 0) as overdue,
    count(*)::int as bills, min(b.due_date) as oldest_due,
    min(b.due_date) filter (where b.due_date < ${today}) as oldest_overdue
  from credit_bills b where b.status in (1, 2, 4) and b.amount_fen > b.repaid_fen group by b.client_id`;

/** Used ≥ 80 % of a positive limit (alias `c`). */
export const NEAR_LIMIT_SQL = sql.raw(`(c.credit_limit_fen > 0 and c.credit_used_fen * 100 >= c.credit_limit_fen * ${CREDIT_NEAR_LIMIT_PERCENT})`);

/** His customers with everything a card shows, as one FROM clause (alias c, b = bills, lv = soonest licence). */
function cardsFrom(salesmanId: number, today: string): SQL {
  return sql`salesman_clients sc join clients c on c.id = sc.client_id
    left join (${OPEN_BILLS_SQL(today)}) b on b.client_id = c.id
    left join lateral (select v.kind, v.valid_until from client_licence_validity v where v.client_id = c.id
      order by v.valid_until, v.kind limit 1) lv on true
    left join lateral (select o.created_at, o.total_fen from orders o where o.client_id = c.id and o.status in (${SALES_STATUS_SQL})
      order by o.created_at desc limit 1) lo on true
    where sc.salesman_id = ${salesmanId}`;
}

function filters(f: CustomerFilter, today: string): SQL[] {
  const soon = addDays(today, LICENCE_WARN_DAYS);
  const out: SQL[] = [customerMatches(f.keyword)];
  const licence: Record<LicenceFilter, SQL | null> = {
    all: null,
    ok: sql`lv.valid_until > ${soon}`,
    expiring: sql`lv.valid_until >= ${today} and lv.valid_until <= ${soon}`,
    expired: sql`lv.valid_until < ${today}`,
    missing: sql`lv.valid_until is null`,
  };
  const credit: Record<CreditFilter, SQL | null> = {
    all: null,
    credit: sql`c.credit_limit_fen > 0`,
    near_limit: NEAR_LIMIT_SQL,
    none: sql`c.credit_limit_fen = 0`,
  };
  for (const cond of [licence[f.licence ?? 'all'], credit[f.credit ?? 'all']]) if (cond) out.push(cond);
  if (f.unpaid === 1) out.push(sql`coalesce(b.unpaid, 0) > 0`);
  if (f.city?.trim()) out.push(sql`c.city = ${f.city.trim()}`);
  return out;
}

type CardRow = Record<string, unknown>;

function cardView(r: CardRow, now: Date): CustomerCard {
  const limit = fenOf(r.credit_limit_fen);
  const used = fenOf(r.credit_used_fen);
  const soonest = r.valid_until ? String(r.valid_until).slice(0, 10) : null;
  const status = licenceStatus(soonest, now);
  const kind = String(r.kind ?? '');
  return {
    client_id: Number(r.id),
    username: String(r.username),
    client_name: String(r.name),
    client_type_name: CLIENT_TYPES[Number(r.client_type) as ClientType] ?? '',
    contact: String(r.contact),
    phone: String(r.phone),
    province: String(r.province),
    city: String(r.city),
    area: String(r.area),
    status: Number(r.status),
    check_status: Number(r.check_status),
    can_act: Number(r.status) === CLIENT_STATUS.normal && Number(r.check_status) === CHECK_STATUS.approved,
    balance: fenToYuan(fenOf(r.balance_fen)),
    is_credit: limit > 0 ? 1 : 0,
    credit_limit: fenToYuan(limit),
    credit_used: fenToYuan(used),
    credit_available: fenToYuan(creditAvailableFen(limit, used)),
    unpaid: fenToYuan(fenOf(r.unpaid)),
    overdue: fenToYuan(fenOf(r.overdue)),
    last_order_at: r.last_at ? chinaStamp(new Date(r.last_at as string)) : null,
    last_order_total: r.last_at ? fenToYuan(fenOf(r.last_total)) : null,
    licence_status: status,
    licence_status_text: LICENCE_STATUS_TEXT[status],
    licence_soonest: soonest
      ? { kind, name: LICENCES[kind as LicenceKey] ?? kind, expires_on: soonest, days_left: daysBetween(chinaDay(now), soonest) }
      : null,
  };
}

export async function customerCards(db: Db, salesmanId: number, f: CustomerFilter, now = new Date()): Promise<CustomerPage> {
  const today = chinaDay(now);
  const from = cardsFrom(salesmanId, today);
  const where = sql.join(filters(f, today), sql` and `);
  const [rows, [count], cities] = await Promise.all([
    db.execute(sql`select c.id, c.username, c.name, c.client_type, c.contact, c.phone, c.province, c.city, c.area, c.status,
        c.check_status, c.balance_fen::text as balance_fen, c.credit_limit_fen::text as credit_limit_fen,
        c.credit_used_fen::text as credit_used_fen, b.unpaid::text as unpaid, b.overdue::text as overdue, lv.kind, lv.valid_until::text as valid_until,
        lo.created_at as last_at, lo.total_fen::text as last_total
      from ${from} and ${where}
      order by lo.created_at desc nulls last, c.id limit ${f.size} offset ${(f.page - 1) * f.size}`),
    db.execute(sql`select count(*)::int as n from ${from} and ${where}`).then((r) => rowsOf<{ n: number }>(r)),
    db.execute(sql`select distinct c.city from salesman_clients sc join clients c on c.id = sc.client_id
      where sc.salesman_id = ${salesmanId} and c.city <> '' order by c.city`).then((r) => rowsOf<{ city: string }>(r)),
  ]);
  return {
    list: rowsOf<CardRow>(rows).map((r) => cardView(r, now)),
    total: Number(count?.n ?? 0),
    page: f.page,
    size: f.size,
    cities: cities.map((c) => c.city),
  };
}

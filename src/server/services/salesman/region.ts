/** Region customers: every client in his territory, pending registrations first, whoever they are assigned to. */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { maskPhone } from '../../../model/compliance';
import { chinaStamp } from '../../../model/date-range';
import { CLIENT_TYPES, type ClientType } from '../../../model/enums';
import { regionText, type RegionStatusFilter } from '../../../model/salesman-report';
import type { RegionClient, RegionPage } from '../../../contract/salesman';
import { CHECK_STATUS } from '../../constants';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { salesmanRegions } from '../../db/schema';
import { customerMatches, inHisRegion } from './scope';

const CHECK_TEXT: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '未通过' };


export interface RegionFilter {
  keyword?: string;
  status?: RegionStatusFilter;
  page: number;
  size: number;
}

export async function regionClients(db: Db, salesmanId: number, f: RegionFilter): Promise<RegionPage> {
  const status: Record<RegionStatusFilter, SQL> = {
    all: sql`true`,
    pending: sql`c.check_status = ${CHECK_STATUS.pending}`,
    approved: sql`c.check_status = ${CHECK_STATUS.approved}`,
    rejected: sql`c.check_status = ${CHECK_STATUS.rejected}`,
    unassigned: sql`owner.salesman_id is null`,
  };
  const from = sql`clients c
    left join lateral (select sc.salesman_id, s.name from salesman_clients sc join salesmen s on s.id = sc.salesman_id
      where sc.client_id = c.id order by (sc.salesman_id = ${salesmanId}) desc, sc.salesman_id limit 1) owner on true
    where ${inHisRegion(salesmanId)} and ${customerMatches(f.keyword)}`;
  const [rows, counts, regions] = await Promise.all([
    db.execute(sql`select c.id, c.name, c.client_type, c.contact, c.phone, c.province, c.city, c.area, c.check_status, c.created_at,
        owner.salesman_id, owner.name as salesman_name
      from ${from} and ${status[f.status ?? 'all']}
      order by (c.check_status = ${CHECK_STATUS.pending}) desc, c.created_at desc, c.id desc
      limit ${f.size} offset ${(f.page - 1) * f.size}`),
    db.execute(sql`select count(*) filter (where ${status[f.status ?? 'all']})::int as n,
        count(*) filter (where c.check_status = ${CHECK_STATUS.pending})::int as pending from ${from}`),
    db.select().from(salesmanRegions).where(eq(salesmanRegions.salesmanId, salesmanId)).orderBy(asc(salesmanRegions.province), asc(salesmanRegions.city), asc(salesmanRegions.area)),
  ]);
  const [count] = rowsOf<{ n: number; pending: number }>(counts);
  const list: RegionClient[] = rowsOf<Record<string, unknown>>(rows).map((r) => {
    const mine = Number(r.salesman_id) === salesmanId;
    const check = Number(r.check_status);
    return {
      client_id: Number(r.id),
      client_name: String(r.name),
      client_type_name: CLIENT_TYPES[Number(r.client_type) as ClientType] ?? '',
      contact: String(r.contact),
      phone: mine ? String(r.phone) : maskPhone(String(r.phone)),
      province: String(r.province),
      city: String(r.city),
      area: String(r.area),
      check_status: check,
      check_status_text: CHECK_TEXT[check] ?? String(check),
      registered_at: chinaStamp(new Date(r.created_at as string)),
      salesman_name: r.salesman_name === null || r.salesman_name === undefined ? null : String(r.salesman_name),
      mine,
    };
  });
  return { list, total: Number(count?.n ?? 0), page: f.page, size: f.size, region: regionText(regions), pending: Number(count?.pending ?? 0) };
}

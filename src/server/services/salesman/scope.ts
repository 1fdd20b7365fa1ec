/**
 * What a salesman may see: his assigned customers (salesman_clients) and his territory (salesman_regions). Every
 * console query starts from one of these fragments, so "only his customers" is written once.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SALESMAN_MSG } from '../../../model/salesman-report';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { ApiError } from '../../errors';

/** `client_id in (…)`-ready subquery of his customers. */
export const hisCustomerIds = (salesmanId: number): SQL =>
  sql`select sc.client_id from salesman_clients sc where sc.salesman_id = ${salesmanId}`;

/** Is client `c` (an alias) in his territory? A region's empty city or area covers the whole level above. */
export const inHisRegion = (salesmanId: number, c = sql.raw('c')): SQL =>
  sql`exists (select 1 from salesman_regions r where r.salesman_id = ${salesmanId} and r.province = ${c}.province
    and (r.city = '' or r.city = ${c}.city) and (r.area = '' or r.area = ${c}.area))`;

/** The customer a console call names, if he is one of the salesman's; else 403. */
export async function hisCustomer(db: Db, salesmanId: number, customerId: number): Promise<{ id: number; name: string }> {
  const [row] = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select c.id, c.name from clients c join salesman_clients sc on sc.client_id = c.id
      where sc.salesman_id = ${salesmanId} and c.id = ${customerId}`),
  );
  if (!row) throw new ApiError(403, SALESMAN_MSG.notYourCustomer);
  return { id: Number(row.id), name: row.name };
}

/** `like` pattern for a keyword, wildcards escaped, lower case. */
export const likeOf = (keyword: string) => `%${keyword.trim().toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A customer's name, pinyin, contact, phone or username contains the keyword (alias `c`). */
export const customerMatches = (keyword: string | undefined, c = sql.raw('c')): SQL => {
  const k = keyword?.trim();
  if (!k) return sql`true`;
  const like = likeOf(k);
  return sql`(lower(${c}.name) like ${like} or ${c}.name_initials like ${like} or ${c}.name_pinyin like ${like}
    or lower(${c}.contact) like ${like} or ${c}.phone like ${like} or lower(${c}.username) like ${like})`;
};

/** int8 / numeric from either driver (string, number or bigint) as a bigint. */
export const big = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(typeof v === 'number' ? Math.round(v) : String(v)));
/** A fen amount from SQL as a JS number (safe: FEN_MAX is 2^53 - 1). */
export const fenOf = (v: unknown): number => Number(big(v));

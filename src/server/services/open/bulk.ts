/**
 * What every bulk call of the open API shares (issue 27): rows keyed by product code (a code sent twice in one call:
 * the first row counts, the others are refused), one result per row in the order sent, the answer's counts, and
 * the products the codes name.
 */
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { BulkAnswer, RowResult } from '../../../contract/open';
import { refusal, type RowRefusal } from '../../../model/erp-rows';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { Tx } from '../cart/tx';

/**
 * Rows written per statement (and per transaction where a chunk is one): a few hundred keeps each statement's
 * parameters far below PostgreSQL's 65,535. Smaller chunks (100) let a buyer's read behind a sync statement on PGlite
 * wait less but made the 50,000-row sync three times slower (bench/README.md); the sync runs at background priority.
 */
export const CHUNK = 500;

export const chunks = <T>(list: readonly T[], size = CHUNK): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

export type Outcome = Pick<RowResult, 'result' | 'available'>;

/** Collects the results of one call, one per row. */
export class RowResults {
  private readonly results: RowResult[];

  /** `keys`: what makes a row unique in the call (the code, unless given: code and client for agreed prices). */
  constructor(codes: readonly string[], keys: readonly string[] = codes) {
    this.results = codes.map((code, row) => ({ row, code, result: 'unchanged' }));
    const seen = new Set<string>();
    keys.forEach((key, row) => {
      if (seen.has(key)) this.refuse(row, refusal('duplicate_code'));
      seen.add(key);
    });
  }

  /** Rows not refused so far, with their index. */
  pending<T>(rows: readonly T[]): { row: number; input: T }[] {
    return rows.flatMap((input, row) => (this.results[row]!.result === 'refused' ? [] : [{ row, input }]));
  }

  refuse(row: number, r: RowRefusal): void {
    this.results[row] = { ...this.results[row]!, result: 'refused', reason: r.reason, message: r.message };
  }

  set(row: number, outcome: Outcome): void {
    this.results[row] = { ...this.results[row]!, ...outcome };
  }

  /** Whether any row was created or updated. */
  changed(): boolean {
    return this.results.some((r) => r.result === 'created' || r.result === 'updated');
  }

  answer(): BulkAnswer {
    const refused = this.results.filter((r) => r.result === 'refused').length;
    return { applied: this.results.length - refused, refused, rows: this.results };
  }
}

/** The items by a key of theirs (Map.groupBy of ES2024, which the target library does not have). */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** Product ids by code for the codes given (unknown codes are absent). */
export async function productIdsByCode(db: Db | Tx, codes: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const part of chunks([...new Set(codes)], 5000)) {
    const found = await db.select({ id: products.id, code: products.productCode }).from(products).where(inArray(products.productCode, part));
    for (const p of found) out.set(p.code, p.id);
  }
  return out;
}

/** Refuses the pending rows whose product code is unknown; answers the ids of the others. */
export async function knownProducts<T extends { code: string }>(db: Db | Tx, results: RowResults, rows: readonly T[]): Promise<Map<string, number>> {
  const ids = await productIdsByCode(db, results.pending(rows).map((r) => r.input.code));
  for (const { row, input } of results.pending(rows)) if (!ids.has(input.code)) results.refuse(row, refusal('unknown_product'));
  return ids;
}

/**
 * Rows of `table` as ONE statement parameter: a JSON array read back by `json_to_recordset` with the columns' own
 * types. Drizzle builds a statement value by value (a type check and a placeholder per value: 500 product rows
 * are 15,000), which cost more than the database's work; one JSON text costs a JSON.stringify. Answers the column
 * list and the `select` to put after `insert into table (columns)` or in an `update … from (…) as v`.
 */
export function recordSet<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
  rows: readonly { [k in K]: unknown }[],
): { columns: SQL; select: SQL } {
  const all = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const cols = keys.map((k) => all[k]!);
  const json = JSON.stringify(rows.map((r) => Object.fromEntries(cols.map((c, i) => [c.name, r[keys[i]!]]))));
  const typeOf = (t: string) => ({ serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' })[t] ?? t;
  const typed = cols.map((c) => `"${c.name}" ${typeOf(c.getSQLType())}`).join(', ');
  const names = cols.map((c) => `"${c.name}"`).join(', ');
  return { columns: sql.raw(names), select: sql`select ${sql.raw(names)} from json_to_recordset(${json}::json) as r(${sql.raw(typed)})` };
}

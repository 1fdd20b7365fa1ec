import { sql } from 'drizzle-orm';
import type { Db } from '../types';

/** Rows were inserted with explicit ids: move the tables' id sequences past them so later inserts do not collide. */
export async function moveSequencesPast(tx: Pick<Db, 'execute'>, tables: string[]): Promise<void> {
  for (const table of tables) {
    await tx.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`));
  }
}

/**
 * Ids after a restore (docs/deploy.md "Backups"). Every id column is a sequence (serial). A restored older copy
 * would hand out again the ids issued between the backup and the restore, which outside systems (an ERP, a
 * provider, a printed delivery note) may already hold. So a restore moves every sequence past the highest id the
 * store could have issued: past what the database being replaced had reached (when it can still be read), past
 * what the copy holds, plus a gap for ids issued that neither shows (RESTORE_ID_GAP, a million by default).
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client';

export const RESTORE_ID_GAP = 1_000_000;

/** The sequence of every id column of the public schema, with the highest value it reached and the column's max. */
export async function sequenceMarks(db: Db): Promise<Map<string, number>> {
  const owned = rowsOf<{ seq: string; tbl: string; col: string; last: string | number | null }>(
    await db.execute(sql`
      select s.relname as seq, t.relname as tbl, a.attname as col, ps.last_value as last
      from pg_class s
      join pg_namespace n on n.oid = s.relnamespace and n.nspname = 'public'
      join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      join pg_sequences ps on ps.schemaname = 'public' and ps.sequencename = s.relname
      where s.relkind = 'S'`),
  );
  const marks = new Map<string, number>();
  for (const r of owned) {
    const max = rowsOf<{ m: string | number | null }>(await db.execute(sql`select max(${sql.identifier(r.col)}) as m from ${sql.identifier(r.tbl)}`))[0]?.m;
    marks.set(r.seq, Math.max(Number(r.last ?? 0), Number(max ?? 0)));
  }
  return marks;
}

/**
 * Moves every sequence of `db` to the highest of its own mark and `before`'s (the replaced database's), plus `gap`.
 * Answers the new next value of each.
 */
export async function advanceSequences(db: Db, before: Map<string, number>, gap = RESTORE_ID_GAP): Promise<Map<string, number>> {
  const now = await sequenceMarks(db);
  const next = new Map<string, number>();
  for (const [seq, mark] of now) {
    const floor = Math.max(mark, before.get(seq) ?? 0) + gap;
    await db.execute(sql`select setval(${seq}::regclass, ${floor}, true)`);
    next.set(seq, floor + 1);
  }
  return next;
}

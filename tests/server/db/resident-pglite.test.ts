/**
 * The shared server processes reuse PGlite instances from file to file (tests/server/resident-pglite.ts): what a
 * file finds must be exactly a fresh copy of the template, whatever the file before it wrote.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf, type DbHandle } from '../../../src/server/db/client';
import { residentPglite } from '../resident-pglite';
import { pgliteTemplate } from '../engine';

/** Every public table's rows and every sequence's position, as one digest per table. */
async function contents(h: DbHandle): Promise<Record<string, string>> {
  const tables = rowsOf<{ tablename: string }>(await h.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`));
  const out: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [r] = rowsOf<{ n: number; d: string }>(await h.db.execute(sql.raw(`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as d from public."${tablename}" t`)));
    out[tablename] = `${r!.n}:${r!.d}`;
  }
  const seqs = rowsOf<{ sequencename: string; last_value: string | null }>(await h.db.execute(sql`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`));
  for (const s of seqs) out[`seq ${s.sequencename}`] = String(s.last_value);
  return out;
}

/** Which instance a handle is on: a mark kept in the instance's own memory (a session setting). */
let marks = 0;
async function backend(h: DbHandle): Promise<string> {
  const [r] = rowsOf<{ m: string | null }>(await h.db.execute(sql`select current_setting('yc.mark', true) as m`));
  if (r!.m) return r!.m;
  const mark = `instance-${++marks}`;
  await h.db.execute(sql.raw(`set yc.mark = '${mark}'`));
  return mark;
}

describe.runIf(process.env.YC_TEST_ENGINE !== 'pg')('resident PGlite between test files', () => {
  it('a reused instance shows exactly the template again after a file wrote (also to an append-only table), deleted and drew ids', { timeout: 120_000 }, async () => {
    const first = await residentPglite('small', () => pgliteTemplate('small'));
    const firstBackend = await backend(first);
    const fresh = await contents(first);
    expect(Object.keys(fresh).length).toBeGreaterThan(50);
    await first.db.execute(sql`update products set stock = stock + 7 where id in (1, 2)`);
    await first.db.execute(sql`delete from cart_lines`);
    await first.db.execute(sql`insert into order_events (order_id, to_status, actor_kind) select id, 1, 'system' from orders limit 2`);
    await first.db.execute(sql`insert into search_history (client_id, keyword) select id, 'x' from clients limit 3`);
    await first.db.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))`);
    expect(await contents(first)).not.toEqual(fresh);
    await first.close();

    await expect(first.db.execute(sql`select 1`)).rejects.toMatchObject({ cause: { message: 'PGlite is closed' } });

    const second = await residentPglite('small', () => pgliteTemplate('small'));
    expect(await backend(second)).toBe(firstBackend);
    expect(await contents(second)).toEqual(fresh);
    await second.close();
  });

  it('an instance whose schema a file changed is not reused', { timeout: 120_000 }, async () => {
    const first = await residentPglite('small', () => pgliteTemplate('small'));
    const before = await backend(first);
    await first.db.execute(sql`alter table order_lines disable trigger order_lines_gsp_guard`);
    await first.close();
    const second = await residentPglite('small', () => pgliteTemplate('small'));
    expect(await backend(second)).not.toBe(before);
    const [trigger] = rowsOf<{ tgenabled: string }>(await second.db.execute(sql`select tgenabled from pg_trigger where tgname = 'order_lines_gsp_guard'`));
    expect(trigger!.tgenabled).toBe('O');
    await second.close();
  });
});

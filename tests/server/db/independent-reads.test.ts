/**
 * independentReads (db/independent-reads.ts): side by side on the database handle, one after another inside a
 * transaction of either driver (a transaction's one connection answers one query at a time; node-postgres warns of
 * a second sent meanwhile, and its next major refuses it).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/server/db/client';
import { independentReads } from '../../../src/server/db/independent-reads';
import { engineName, openTestDb } from '../engine';

/** Two reads that log when they start and end; the first ends only after a pause. */
function loggedReads(run: (q: string) => PromiseLike<unknown>) {
  const log: string[] = [];
  const read = (name: string, q: string) => async () => {
    log.push(`${name} start`);
    const r = await run(q);
    log.push(`${name} end`);
    return r;
  };
  return { log, reads: [read('a', 'select pg_sleep(0.05)'), read('b', 'select 2 as n')] as const };
}

function suite(open: () => Promise<DbHandle>) {
  let h: DbHandle;
  beforeAll(async () => {
    h = await open();
  });
  afterAll(() => h?.close());

  it('inside a transaction, each read starts after the previous one answered, answers in order', async () => {
    const out = await h.db.transaction(async (tx) => {
      const { log, reads } = loggedReads((q) => tx.execute(sql.raw(q)));
      const answers = await independentReads(tx, ...reads);
      return { log, answers };
    });
    expect(out.log).toEqual(['a start', 'a end', 'b start', 'b end']);
    expect((out.answers[1] as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });

  it('outside a transaction, all reads start at once', async () => {
    const { log, reads } = loggedReads((q) => h.db.execute(sql.raw(q)));
    await independentReads(h.db, ...reads);
    expect(log.slice(0, 2)).toEqual(['a start', 'b start']);
  });
}

// Runs on PGlite in the `server` project and on the run's PostgreSQL cluster in `server-pg` (tests/server/engines.ts).
describe(engineName(), () => suite(() => openTestDb('none')));

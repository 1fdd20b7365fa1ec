/**
 * One transaction per change of a client's lists (cart, additional list, quick order), serialised per client.
 *
 * Every change locks the client's row first (`FOR NO KEY UPDATE`: it does not block the foreign-key checks of
 * other tables' inserts), so two tabs, a widget and the site changing the same cart at once run one after the
 * other: a check made inside the transaction (the line is this buyer's, the list is not full) still holds when the
 * write happens, and multi-line changes cannot deadlock on each other's line locks. The writes themselves stay
 * conditional (the cart's upsert re-checks step and limit), so a writer outside these helpers cannot break a rule.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function clientTransaction<T>(db: Db, clientId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('no key update');
    return work(tx);
  });
}

/**
 * Independent reads of one request: side by side on a pool, one after another inside a transaction. A transaction
 * holds one connection, which answers one query at a time anyway; node-postgres 8 queues a second query sent
 * meanwhile with a deprecation warning, and its next major refuses it.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';

export async function independentReads<T extends unknown[]>(
  db: object,
  ...reads: { [K in keyof T]: () => PromiseLike<T[K]> }
): Promise<T> {
  if (!(db instanceof PgTransaction)) return Promise.all(reads.map((read) => read())) as Promise<T>;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as T;
}

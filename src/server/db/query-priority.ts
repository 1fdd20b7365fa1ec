/**
 * Foreground before background on embedded PGlite (issue 14). PGlite runs one query at a time, in this thread, in
 * the order queries were issued. A request making several queries in a row (a cart: session, lines, prices,
 * promotions) used to find one search query queued before each of its own while the lane (http/db-lane.ts) ran
 * a crowd's searches, so it waited for a search per query: 5 queries, 5 searches. Here every query issued inside
 * `inBackground` (the lane's work) first gives way: it waits for a turn of the event loop (sockets read, handlers
 * started) and for the foreground queries in flight to finish. A foreground request then waits for at most the one
 * background query already running, whatever its number of queries.
 *
 * Giving way is bounded (`GIVE_WAY_MAX_MS` per query), so a saturated foreground slows searches but cannot starve
 * them. On PostgreSQL nothing is wrapped: the pool runs queries side by side and the lane's width below the pool
 * size already leaves connections for everyone else.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

const background = new AsyncLocalStorage<true>();

/** Runs `work` with its queries marked as background (they give way to every other query). */
export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

export const GIVE_WAY_MAX_MS = 100;

type Entry = 'query' | 'exec' | 'transaction';
const ENTRIES: Entry[] = ['query', 'exec', 'transaction'];

/** Wraps the client's entry points (transactions run their inner queries privately, so each counts once). */
export function prioritiseForeground(client: PGlite): void {
  let foreground = 0;
  const idle: (() => void)[] = [];
  const turn = () => new Promise<void>((r) => setImmediate(r));
  const untilIdle = () => new Promise<void>((r) => idle.push(r));

  const giveWay = async () => {
    await turn();
    if (foreground === 0) return;
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      for (const wake of idle.splice(0)) wake();
    }, GIVE_WAY_MAX_MS);
    while (foreground > 0 && !late) {
      await untilIdle();
      // A foreground request issues its next query in the microtasks after its last one answered: one more turn
      // lets it, before this query takes the database.
      await turn();
    }
    clearTimeout(timer);
  };

  for (const name of ENTRIES) {
    const original = (client[name] as (...args: unknown[]) => Promise<unknown>).bind(client);
    // Each entry point has its own signature; the wrapper passes any arguments through, so they are written as one.
    (client as unknown as Record<Entry, (...args: unknown[]) => Promise<unknown>>)[name] = async (...args: unknown[]) => {
      if (background.getStore()) {
        await giveWay();
        return original(...args);
      }
      foreground += 1;
      try {
        return await original(...args);
      } finally {
        foreground -= 1;
        if (foreground === 0) for (const wake of idle.splice(0)) wake();
      }
    };
  }
}

/**
 * The lane expensive queries (searches, facets that miss the read cache) take to the database: at most `width` run
 * at once and the rest wait their turn in memory, so other requests' queries are never queued behind a crowd of
 * them. On embedded PGlite every query runs in this thread, one at a time, in the order they were issued: with a
 * width of 1 an unrelated query waits for about one search. On PostgreSQL the width stays below the pool size so
 * other requests always find a connection. A request that waits longer than `maxWaitMs`, or finds `maxQueue`
 * already waiting, is refused at once with the busy envelope (429), before any query. On PGlite the lane's queries
 * also give way to every other request's (db/query-priority.ts).
 */
import { SERVER_MSG } from '../../model/messages';
import { inBackground } from '../db/query-priority';
import { ApiError } from '../errors';

/**
 * Searches at once on PostgreSQL (`DB_LANE_WIDTH`, default 4 of the pool's 10). Measured on this 2-core machine with
 * the database on it (100 searching visitors, cart p95 in three runs): width 8 gave 96 / 111 / 64 ms, 4 gave
 * 73 / 40 / 39, 2 gave 80 / 53 / 47, with the same searches answered per second. A database on its own many-core
 * host may take more.
 */
export const POSTGRES_LANE_WIDTH = Math.min(9, Number(process.env.DB_LANE_WIDTH) > 0 ? Math.floor(Number(process.env.DB_LANE_WIDTH)) : 4);

export interface DbLaneOptions {
  width: number;
  maxQueue: number;
  maxWaitMs: number;
}

export interface DbLane {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function createDbLane({ width, maxQueue, maxWaitMs }: DbLaneOptions): DbLane {
  let running = 0;
  const queue: { start: () => void; timer: ReturnType<typeof setTimeout> }[] = [];

  // The next waiter starts on a later turn of the event loop, not in this microtask chain: PGlite answers its
  // queries as microtasks, so without the turn a queue of searches would run back to back without Node ever
  // reading the sockets, and a request that arrived meanwhile would wait for the whole queue.
  const next = () => {
    running -= 1;
    const w = queue.shift();
    if (w) {
      clearTimeout(w.timer);
      running += 1;
      setImmediate(w.start);
    }
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= width) {
        if (queue.length >= maxQueue) throw new ApiError(429, SERVER_MSG.tooManyRequests);
        await new Promise<void>((resolve, reject) => {
          const w = {
            start: resolve,
            timer: setTimeout(() => {
              queue.splice(queue.indexOf(w), 1);
              reject(new ApiError(429, SERVER_MSG.tooManyRequests));
            }, maxWaitMs),
          };
          queue.push(w);
        });
      } else running += 1;
      try {
        return await inBackground(work);
      } finally {
        next();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

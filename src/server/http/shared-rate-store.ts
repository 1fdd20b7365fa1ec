/**
 * A store for @fastify/rate-limit that counts in the database (services/trust/rate-counters.ts: one atomic upsert per
 * request), so the per-address windows of the token and login routes count the requests of every server instance
 * on one PostgreSQL database. The library makes one store per limited route (`child`); the route's path keeps their
 * keys apart. (The expensive endpoints count in http/admission.ts, window and slot in one statement.)
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { hitWindow } from '../services/trust/rate-counters';

type Answer = Parameters<FastifyRateLimitStore['incr']>[1];
/** The library passes the route's merged limit options, whose `routeInfo` is the route (its types say the route). */
type StoreParams = { routeInfo?: { url?: unknown }; url?: unknown } | undefined;

const routeOf = (p: StoreParams): string => {
  const url = p?.routeInfo?.url ?? p?.url;
  return typeof url === 'string' ? url : '';
};

export function databaseRateStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(params?: object) {
      this.prefix = `rl:${routeOf(params as StoreParams)}:`;
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      const now = Date.now();
      hitWindow(db, this.prefix + key, timeWindow, now).then(
        (w) => answer(null, { current: w.count, ttl: Math.max(0, w.resetAt - now) }),
        (err: unknown) => answer(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(params: object): FastifyRateLimitStore {
      return new DatabaseRateStore(params);
    }
  };
}

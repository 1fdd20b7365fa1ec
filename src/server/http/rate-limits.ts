/**
 * Limits on the endpoints that cost the database most (search, facets, suggestions, uploads, exports), so one
 * visitor cannot stall the store: per client (the logged-in client or salesman, else the ip) a rate per short window
 * and a cap on requests in flight at once, and a cap on all of them in flight together. Over a limit → 429 with the
 * Chinese envelope, before the handler. How many of the admitted ones query the database at once is the db lane's
 * business (http/db-lane.ts): answers from the read cache need no query at all.
 *
 * The per-client limits count where http/admission.ts says: in memory on PGlite, in the database on PostgreSQL (shared
 * by every instance; an instance's admissions and releases go together, one statement for many requests). The cap on
 * all requests in flight stays per instance: it protects this process's memory and its own connection pool.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { SERVER_MSG } from '../../model/messages';
import type { Db } from '../db/client';
import { ApiError } from '../errors';
import { clientAdmission, type Rule } from './admission';
import { API_PREFIX } from './route';

/**
 * Requests per client per window, by path under the API root. Short windows bound a burst: PGlite runs each query
 * in this thread, so queued requests wait in the socket backlog (no in-flight cap sees them) and only a refusal
 * that costs no query keeps a flood from delaying everyone else. 60 searches in 10 s is beyond any person (the existing suites search faster than 30).
 */
export const EXPENSIVE_LIMITS: Readonly<Record<string, Rule>> = {
  '/w1/productSearch': { max: 60, windowMs: 10_000 },
  '/w1/searchFacets': { max: 60, windowMs: 10_000 },
  '/w1/clinicZoneSearch': { max: 60, windowMs: 10_000 },
  '/w1/manufacturerDetail': { max: 60, windowMs: 10_000 },
  '/w1/searchSuggest': { max: 100, windowMs: 10_000 },
  '/upload': { max: 30, windowMs: 60_000 },
  '/w1/cartUpload': { max: 10, windowMs: 60_000 },
  '/w1/purchaseRecordsExport': { max: 10, windowMs: 60_000 },
};

export interface ExpensiveLimits {
  /** Requests of one client in flight at once on the endpoints above. */
  perClientInFlight: number;
  /** All clients' requests in flight at once on the endpoints above (admitted; the db lane bounds the queries). */
  totalInFlight: number;
}

export const DEFAULT_EXPENSIVE_LIMITS: ExpensiveLimits = { perClientInFlight: 4, totalInFlight: 128 };

/** Who a limit counts against: the account when logged in (fresh tokens do not reset it), else the ip. */
export function clientKey(req: FastifyRequest): string {
  const who = req.who;
  if (who?.salesmanId != null) return `s:${who.salesmanId}`;
  if (who?.clientId != null) return `c:${who.clientId}`;
  return `ip:${req.ip}`;
}

declare module 'fastify' {
  interface FastifyRequest {
    releaseSlot?: () => Promise<void>;
  }
}

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export function registerExpensiveLimits(app: FastifyInstance, db: Db, limits: ExpensiveLimits = DEFAULT_EXPENSIVE_LIMITS): void {
  const admission = clientAdmission(db);
  let total = 0;

  const limited = (rule: Rule) => async (req: FastifyRequest) => {
    if (total >= limits.totalInFlight) throw new ApiError(429, SERVER_MSG.tooManyRequests);
    total += 1;
    let admitted: Awaited<ReturnType<typeof admission.admit>> = 'busy';
    try {
      admitted = await admission.admit(req.routeOptions.url ?? '', clientKey(req), rule, limits.perClientInFlight);
    } finally {
      if (typeof admitted === 'string') total -= 1;
    }
    if (typeof admitted === 'string') throw new ApiError(429, SERVER_MSG.tooManyRequests);
    const { release } = admitted;
    let released = false;
    req.releaseSlot = async () => {
      if (released) return;
      released = true;
      total -= 1;
      await release();
    };
  };
  // Released before the answer goes out, so the client's next request finds its slot free on any instance; the
  // later hooks release what an error or an abort left taken.
  const releaseBeforeAnswer = async (req: FastifyRequest, _reply: unknown, payload: unknown) => {
    await req.releaseSlot?.();
    return payload;
  };
  const release = async (req: FastifyRequest) => req.releaseSlot?.();

  app.addHook('onRoute', (route: RouteOptions) => {
    const url = typeof route.url === 'string' ? route.url : '';
    const listed = url.startsWith(API_PREFIX) ? EXPENSIVE_LIMITS[url.slice(API_PREFIX.length)] : undefined;
    if (listed === undefined || route.method === 'HEAD') return;
    // A route's own window (uploads: routes/upload.ts) replaces the table's, as it always has; counted here, not
    // by @fastify/rate-limit, so that the window and the slot cost one statement together.
    const config = (route.config ?? {}) as Record<string, unknown>;
    const own = config.rateLimit as { max?: number; timeWindow?: number } | undefined;
    const rule: Rule = { max: own?.max ?? listed.max, windowMs: own?.timeWindow ?? listed.windowMs };
    if (own) route.config = { ...config, rateLimit: undefined } as RouteOptions['config'];
    route.preHandler = [...asArray(route.preHandler), limited(rule)];
    route.onSend = [...asArray(route.onSend), releaseBeforeAnswer];
    route.onResponse = [...asArray(route.onResponse), release];
    route.onRequestAbort = [...asArray(route.onRequestAbort), release];
  });
}

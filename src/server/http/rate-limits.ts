/**
 * Limits on the endpoints that cost the database most (search, facets, suggestions, uploads), so one visitor
 * cannot stall the store: per client (the logged-in client or salesman, else the ip) a rate per minute and a cap
 * on requests in flight at once, and a cap on all of them in flight together (PGlite runs one query at a time and
 * cannot time a statement out, so a queue of slow searches would delay every other request). Over a limit → 429
 * with the Chinese envelope, at once, before any query.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { SERVER_MSG } from '../../model/messages';
import { ApiError } from '../errors';
import { API_PREFIX } from './route';

/** Requests per minute per client, by path under the API root. */
export const EXPENSIVE_PER_MINUTE: Readonly<Record<string, number>> = {
  '/w1/productSearch': 120,
  '/w1/searchFacets': 120,
  '/w1/clinicZoneSearch': 120,
  '/w1/manufacturerDetail': 120,
  '/w1/searchSuggest': 300,
  '/upload': 30,
  '/w1/cartUpload': 10,
};

export interface ExpensiveLimits {
  /** Requests of one client in flight at once on the endpoints above. */
  perClientInFlight: number;
  /** All clients' requests in flight at once on the endpoints above. */
  totalInFlight: number;
}

export const DEFAULT_EXPENSIVE_LIMITS: ExpensiveLimits = { perClientInFlight: 4, totalInFlight: 24 };

/** Who a limit counts against: the account when logged in (fresh tokens do not reset it), else the ip. */
export function clientKey(req: FastifyRequest): string {
  const who = req.who;
  if (who?.salesmanId != null) return `s:${who.salesmanId}`;
  if (who?.clientId != null) return `c:${who.clientId}`;
  return `ip:${req.ip}`;
}

declare module 'fastify' {
  interface FastifyRequest {
    releaseSlot?: () => void;
  }
}

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export function registerExpensiveLimits(app: FastifyInstance, limits: ExpensiveLimits = DEFAULT_EXPENSIVE_LIMITS): void {
  const inFlight = new Map<string, number>();
  let total = 0;

  const acquire = async (req: FastifyRequest) => {
    const key = clientKey(req);
    const mine = inFlight.get(key) ?? 0;
    if (mine >= limits.perClientInFlight || total >= limits.totalInFlight) throw new ApiError(429, SERVER_MSG.tooManyRequests);
    inFlight.set(key, mine + 1);
    total += 1;
    let released = false;
    req.releaseSlot = () => {
      if (released) return;
      released = true;
      total -= 1;
      const n = (inFlight.get(key) ?? 1) - 1;
      if (n > 0) inFlight.set(key, n);
      else inFlight.delete(key);
    };
  };
  const release = async (req: FastifyRequest) => req.releaseSlot?.();

  app.addHook('onRoute', (route: RouteOptions) => {
    const url = typeof route.url === 'string' ? route.url : '';
    const perMinute = url.startsWith(API_PREFIX) ? EXPENSIVE_PER_MINUTE[url.slice(API_PREFIX.length)] : undefined;
    if (perMinute === undefined || route.method === 'HEAD') return;
    const config = (route.config ?? {}) as Record<string, unknown>;
    route.config = {
      ...config,
      rateLimit: { max: perMinute, timeWindow: 60_000, keyGenerator: clientKey, ...(config.rateLimit as object | undefined) },
    } as RouteOptions['config'];
    route.preHandler = [...asArray(route.preHandler), acquire];
    route.onResponse = [...asArray(route.onResponse), release];
    route.onRequestAbort = [...asArray(route.onRequestAbort), release];
  });
}

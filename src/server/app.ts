/**
 * The API server factory: `buildApp({ db })` returns a Fastify instance (routes under /api, OpenAPI at /api/docs).
 * main.ts adds static roots; tests call `app.inject()` on a fresh in-memory database.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { isEmbedded, type Db } from './db/client';
import { createReadCache } from './cache/read-cache';
import { registerNotices } from './notices/instance';
import { createDbLane, POSTGRES_LANE_WIDTH, type DbLaneOptions } from './http/db-lane';
import { ApiError, sendError } from './errors';
import { SERVER_MSG } from '../model/messages';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { clientErrorHandler, registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { databaseRateStore } from './http/shared-rate-store';
import { DEFAULT_EXPENSIVE_LIMITS, registerExpensiveLimits, type ExpensiveLimits } from './http/rate-limits';
import { registerValidation } from './http/validation';
import { registerResponseCheck } from './http/response-check';
import { registerStatic, type StaticRoots } from './plugins/static';
import { createHeaderCache } from './services/catalog/header';
import { flushSearches } from './services/search/history';
import { cartArea } from './routes/cart';
import { quickOrderArea } from './routes/quick-order';
import { alertsArea } from './routes/alerts';
import { ordersArea } from './routes/orders';
import { checkoutArea } from './routes/checkout';
import { catalogArea } from './routes/catalog';
import { contentArea } from './routes/content';
import { zonesArea } from './routes/zones';
import { sessionArea } from './routes/session';
import { registerArea } from './routes/register';
import { uploadArea } from './routes/upload';
import { cisArea } from './routes/cis';
import { regionsArea } from './routes/area';
import { personalArea } from './routes/personal';
import { batchUploadArea } from './routes/batch-upload';
import { paymentsArea } from './routes/payments';
import { walletArea } from './routes/wallet';
import { memberArea } from './routes/member';
import { salesmanArea } from './routes/salesman';
import { complianceArea } from './routes/compliance';
import { promotionsArea } from './routes/promotions';
import { raffleArea } from './routes/raffle';
import { presaleArea } from './routes/presale';
import { specialsArea } from './routes/specials';
import { operatorOffersArea } from './routes/operator-offers';
import { pricesArea } from './routes/prices';
import { partnersArea } from './routes/partners';
import { openArea } from './routes/open';
import { backOfficeArea } from './routes/back-office';
import { backOfficeOrdersArea } from './routes/back-office-orders';
import { returnsArea } from './routes/returns';
import { backOfficeCatalogueArea } from './routes/back-office-catalogue';
import { backOfficeOffersArea } from './routes/back-office-offers';
import { backOfficeContentArea } from './routes/back-office-content';
import { documentsArea } from './routes/documents';
import { backOfficeSalesmenArea } from './routes/back-office-salesmen';
import { backOfficeCustomersArea } from './routes/back-office-customers';
import { backOfficeStaffArea } from './routes/back-office-staff';
import { opsArea } from './routes/ops';
import { invoicesArea } from './routes/invoices';
import type { RouteDeps } from './routes/deps';
import { LOG_REDACTION } from './lib/redact';
import { registerHealth } from './plugins/health';
import { registerRequestLog } from './lib/log';
import { requestId } from './http/request-id';
import type { JobRunnerProbe } from './jobs/job-status';
import { warmSearch, type SearchWarmth } from './services/search/warm';

export interface BuildAppOptions {
  db: Db;
  /** false (default), true, or pino options such as { level: 'warn' } (personal data is always masked: lib/redact.ts). */
  logger?: boolean | { level: string; stream?: { write(line: string): void }; file?: string };
  staticRoots?: StaticRoots;
  /** Requests per minute per ip on the token and login routes (flood guard; failed logins have their own limit). */
  limits?: Partial<RouteDeps['limits']>;
  /** Honour X-Forwarded-For (behind a reverse proxy) for the per-ip limits. */
  trustProxy?: boolean;
  /** false: no per-ip flood limits (generated hostile-input tests send thousands of requests). */
  rateLimit?: boolean;
  /** Fail (500) any answer whose data does not match its contract's response schema (tests, e2e server). */
  checkResponses?: boolean;
  /** Partner origins allowed to call the API cross-origin and to frame the store (CORS, CSP frame-ancestors). */
  partnerOrigins?: string[];
  /** In-flight caps of the expensive endpoints (search, suggest, uploads); see http/rate-limits.ts. */
  expensiveLimits?: ExpensiveLimits;
  /** How many expensive queries run at once and how many may wait (default: 1 on PGlite, `POSTGRES_LANE_WIDTH` on PostgreSQL). */
  dbLane?: Partial<DbLaneOptions>;
  /** Milliseconds a catalogue answer is kept (cache/read-cache.ts; 0 turns the cache off). */
  readCacheMs?: number;
  /** This process's job runner, checked by GET /readyz (plugins/health.ts); absent: the process runs none. */
  jobs?: JobRunnerProbe;
  /** How long GET /readyz waits for the database's answer (default READY_TIMEOUT_MS). */
  readyTimeoutMs?: number;
  /** Load the search index and the best sellers' rows when the app is ready; /readyz waits for it (a serving process). */
  warmSearch?: boolean;
}

/** Rate limits on these say "too many login attempts"; any other says "too many requests". */
const LOGIN_PATHS = new Set(['/api/w1/login', '/api/w1/cisLogin', '/api/w1/GetWebToken', '/api/admin/login']);

export function buildApp(opts: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: opts.logger === undefined || opts.logger === false ? false : { ...(opts.logger === true ? {} : opts.logger), ...LOG_REDACTION },
    trustProxy: opts.trustProxy ?? false,
    // Every line of a request carries its id: the proxy's X-Request-Id when it is a plain token, else a new one.
    requestIdHeader: false,
    genReqId: requestId,
    // A request the HTTP parser refuses (headers over the size limit…) still gets the Chinese envelope, and so does
    // one the router refuses (a malformed URL, a path parameter over its length).
    clientErrorHandler,
    frameworkErrors: (_error, _req, reply) => {
      sendError(reply, 400, SERVER_MSG.badParams);
    },
  });
  const deps: RouteDeps = {
    db: opts.db,
    header: createHeaderCache(opts.db),
    reads: createReadCache(opts.readCacheMs),
    lane: createDbLane({ width: isEmbedded(opts.db) ? 1 : POSTGRES_LANE_WIDTH, maxQueue: 256, maxWaitMs: 5_000, ...opts.dbLane }),
    limits: { loginPerMinute: 60, tokenPerMinute: 600, ...opts.limits },
  };

  registerRequestLog(app, opts.logger !== undefined && opts.logger !== false);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  registerErrorHandler(app);
  let search: (() => SearchWarmth) | undefined;
  if (opts.warmSearch) {
    app.addHook('onReady', async () => {
      search = warmSearch(opts.db, (err) => app.log.warn({ err }, '搜索索引预热失败，首次搜索时再加载'));
    });
  }
  registerHealth(app, opts.db, { jobs: opts.jobs, readyTimeoutMs: opts.readyTimeoutMs, search: opts.warmSearch ? () => search?.() ?? 'warming' : undefined });
  // Change notices from every instance drop what this one keeps (notices/); on PostgreSQL one listening connection.
  registerNotices(app, opts.db, deps);
  // Searches recorded off the request path are written before the database closes.
  app.addHook('onClose', async () => flushSearches(opts.db).catch(() => {}));
  registerValidation(app);
  if (opts.checkResponses) registerResponseCheck(app);
  // The browser serialises unset filters as `ClassID=`: an empty query param counts as absent, not as invalid.
  app.addHook('preValidation', async (req) => {
    const query = req.query as Record<string, unknown> | undefined;
    if (query && typeof query === 'object') for (const k of Object.keys(query)) if (query[k] === '') delete query[k];
  });
  registerAuth(app, opts.db);
  registerSecurity(app, { partnerOrigins: opts.partnerOrigins ?? [] });
  if (opts.rateLimit !== false) {
    registerExpensiveLimits(app, opts.db, opts.expensiveLimits ?? DEFAULT_EXPENSIVE_LIMITS);
    app.register(rateLimit, {
      global: false,
      // On PostgreSQL the windows count in the database, so several instances share them.
      ...(isEmbedded(opts.db) ? {} : { store: databaseRateStore(opts.db) }),
      errorResponseBuilder: (req) =>
        new ApiError(429, LOGIN_PATHS.has(req.routeOptions.url ?? '') ? SERVER_MSG.tooManyAttempts : SERVER_MSG.tooManyRequests),
    });
  }
  registerDocs(app);
  app.register(async (api) => {
    api.register(sessionArea, deps);
    api.register(catalogArea, deps);
    api.register(contentArea, deps);
    api.register(zonesArea, deps);
    api.register(cartArea, deps);
    api.register(quickOrderArea, deps);
    api.register(alertsArea, deps);
    api.register(ordersArea, deps);
    api.register(checkoutArea, deps);
    api.register(promotionsArea, deps);
    api.register(raffleArea, deps);
    api.register(presaleArea, deps);
    api.register(specialsArea, deps);
    api.register(operatorOffersArea, deps);
    api.register(pricesArea, deps);
    api.register(partnersArea, deps);
    api.register(openArea, deps);
    api.register(registerArea, deps);
    api.register(uploadArea, deps);
    api.register(invoicesArea, deps);
    api.register(cisArea, deps);
    api.register(regionsArea, deps);
    api.register(personalArea, deps);
    api.register(batchUploadArea, deps);
    api.register(paymentsArea, deps);
    api.register(walletArea, deps);
    api.register(memberArea, deps);
    api.register(salesmanArea, deps);
    api.register(complianceArea, deps);
    api.register(backOfficeArea, deps);
    api.register(backOfficeOrdersArea, deps);
    api.register(returnsArea, deps);
    api.register(backOfficeCatalogueArea, deps);
    api.register(backOfficeOffersArea, deps);
    api.register(backOfficeContentArea, deps);
    api.register(documentsArea, deps);
    api.register(backOfficeSalesmenArea, deps);
    api.register(backOfficeCustomersArea, deps);
    api.register(backOfficeStaffArea, deps);
    api.register(opsArea, deps);
  });
  registerStatic(app, opts.staticRoots);
  return app;
}

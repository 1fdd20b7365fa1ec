/**
 * Probes for a reverse proxy or an orchestrator, outside /api (no envelope, no token, no rate limit, no access-log
 * lines below `warn`):
 *   GET /healthz  liveness: the process answers (never touches the database): 200 {"status":"ok"}.
 *   GET /readyz   readiness: one `select 1` answered within READY_TIMEOUT_MS, this process's job runner started and
 *                 its search warm-up (services/search/warm.ts) not under way: 200 {"status":"ready",…}, else 503
 *                 {"status":"unavailable",…} with `Retry-After`.
 * Each check's outcome is in the body (`database`, `jobs`, `search`) so an operator sees which one failed.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { JobRunnerProbe } from '../jobs/job-status';
import { DB_RETRY_AFTER_SECONDS } from '../http/db-unavailable';
import type { SearchWarmth } from '../services/search/warm';

export const READY_TIMEOUT_MS = Number(process.env.YAOCAI_READY_TIMEOUT_MS) > 0 ? Number(process.env.YAOCAI_READY_TIMEOUT_MS) : 2_000;

type Check = 'ok' | 'unavailable' | 'timeout';

async function checkDatabase(db: Db, timeoutMs: number): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const query = db.execute(sql`select 1`).then(
    (): Check => 'ok',
    (): Check => 'unavailable',
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthOptions {
  /** This process's job runner; absent: it runs none (tests, a worker whose primary runs the jobs). */
  jobs?: JobRunnerProbe;
  readyTimeoutMs?: number;
  /** This process's search warm-up; absent: it warms nothing (searches load the index on first use). */
  search?: () => SearchWarmth;
}

export function registerHealth(app: FastifyInstance, db: Db, opts: HealthOptions = {}): void {
  const quiet = { logLevel: 'warn' as const };
  app.get('/healthz', quiet, async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok', uptime_s: Math.round(process.uptime()) }));
  app.get('/readyz', quiet, async (_req, reply) => {
    const database = await checkDatabase(db, opts.readyTimeoutMs ?? READY_TIMEOUT_MS);
    const jobs = opts.jobs?.().state ?? 'none';
    const search = opts.search?.() ?? 'none';
    const ready = database === 'ok' && (jobs === 'running' || jobs === 'none') && search !== 'warming';
    reply.header('cache-control', 'no-store');
    if (!ready) reply.status(503).header('retry-after', String(DB_RETRY_AFTER_SECONDS));
    return reply.send({ status: ready ? 'ready' : 'unavailable', database, jobs, search });
  });
}

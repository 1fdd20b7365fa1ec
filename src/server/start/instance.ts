/** One serving instance: the app on the database, its static roots, listening on PORT/HOST. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../db/client';
import { partnerOriginsFromEnv } from '../plugins/security';
import type { JobRunnerProbe } from '../jobs/job-status';
import { loggerFromEnv } from './logging';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const port = () => Number(process.env.PORT ?? 3000);
export const host = () => process.env.HOST ?? 'localhost';

/** `jobs`: this process's job runner, for the readiness probe (absent in a worker: its primary runs them). */
export async function serveInstance(db: Db, jobs?: JobRunnerProbe): Promise<FastifyInstance> {
  const app = buildApp({
    db,
    logger: loggerFromEnv({ LOG_LEVEL: process.env.LOG_LEVEL, LOG_FILE: process.env.LOG_FILE }),
    jobs,
    warmSearch: true,
    trustProxy: process.env.TRUST_PROXY === '1',
    // Partner sites (clinic systems) that embed the widgets or frame the store: CORS and CSP frame-ancestors.
    partnerOrigins: partnerOriginsFromEnv(),
    // The e2e server fails any answer that does not match its contract (see http/response-check.ts).
    checkResponses: process.env.YAOCAI_CHECK_RESPONSES === '1',
    staticRoots: {
      site: path.join(ROOT, 'dist/site'),
      admin: path.join(ROOT, 'dist/admin'),
      widgets: path.join(ROOT, 'dist/widgets'),
      hostDemo: path.join(ROOT, 'host-demo'),
    },
  });
  await app.listen({ port: port(), host: host() });
  return app;
}

/**
 * Process entry: `tsx src/server/main.ts`. PORT (default 3000), HOST (default localhost), DATABASE_URL (default
 * PGlite in .data/pglite; postgres://... for PostgreSQL), YAOCAI_WORKERS (instances on one port, PostgreSQL only;
 * start/plan.ts). Migrates, seeds an empty database, serves the API and the built site, then prints where
 * everything is, how many instances serve and the demo logins.
 */
import cluster from 'node:cluster';
import path from 'node:path';
import { startPlan } from './start/plan';

const plan = startPlan({ YAOCAI_WORKERS: process.env.YAOCAI_WORKERS, DATABASE_URL: process.env.DATABASE_URL });
if ('refuse' in plan) {
  console.error(plan.refuse);
  process.exit(1);
}
// Imported after the plan, so a refusal answers at once.
const { ROOT } = await import('./start/instance');
const databaseUrl = process.env.DATABASE_URL || `file://${path.join(ROOT, '.data/pglite')}`;

if (cluster.isWorker) {
  const { runWorker } = await import('./start/cluster');
  await runWorker(databaseUrl);
} else if (plan.workers > 1) {
  const { runPrimary } = await import('./start/cluster');
  await runPrimary(plan.workers, databaseUrl);
} else {
  const { runSingle } = await import('./start/single');
  await runSingle(databaseUrl);
}

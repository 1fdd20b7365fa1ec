/**
 * Several instances on one port (YAOCAI_WORKERS=N on PostgreSQL) with node:cluster: the primary migrates and seeds
 * the database once, runs the housekeeping (purge, order sweeper), forks N workers that each serve (the primary
 * hands connections out round-robin) and prints the banner once all of them listen. Secrets a process would draw
 * for itself are drawn once here and handed to every worker. A worker that dies after it
 * served is replaced; one that dies before it was ready stops the start. SIGINT/SIGTERM stop the workers first.
 */
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { createDb } from '../db/client';
import { printBanner } from './banner';
import { startHousekeeping } from './housekeeping';
import { port, serveInstance } from './instance';

const READY = 'yaocai-ready';

export async function runPrimary(workers: number, databaseUrl: string): Promise<void> {
  const database = await createDb(databaseUrl);
  const housekeeping = await startHousekeeping(database.db, databaseUrl);
  let stopping = false;
  let ready = 0;
  const served = new WeakSet<Worker>();
  // A secret each process would otherwise draw for itself must be one for all: the sandbox payment page one worker
  // signs is confirmed through whichever worker takes the next connection.
  const shared = { YAOCAI_SANDBOX_PAY_SECRET: process.env.YAOCAI_SANDBOX_PAY_SECRET || randomBytes(32).toString('hex') };

  const fork = () => {
    const w = cluster.fork(shared);
    w.on('message', (m: unknown) => {
      if (m !== READY) return;
      served.add(w);
      ready += 1;
      if (ready === workers) void printBanner(database.db, port(), workers);
    });
    w.on('exit', (code, signal) => {
      if (stopping) return;
      if (!served.has(w)) {
        console.error(`实例启动失败（退出码 ${code ?? signal}），停止启动\nAn instance failed to start (exit ${code ?? signal}); stopping`);
        void shutdown(1);
        return;
      }
      console.error(`实例 ${w.process.pid} 退出（${code ?? signal}），已重新启动一个\nInstance ${w.process.pid} exited (${code ?? signal}); started a new one`);
      fork();
    });
  };

  const shutdown = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    await Promise.all(running.map((w) => new Promise<void>((resolve) => {
      w.once('exit', () => resolve());
      w.process.kill('SIGTERM');
    })));
    await housekeeping.stop().catch(() => {});
    await database.close().catch(() => {});
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown(0));
  for (let i = 0; i < workers; i++) fork();
}

export async function runWorker(databaseUrl: string): Promise<void> {
  // The primary migrated and seeded already.
  const database = await createDb(databaseUrl, { seed: 'none' });
  const app = await serveInstance(database.db);
  process.send?.(READY);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app
        .close()
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
  }
}

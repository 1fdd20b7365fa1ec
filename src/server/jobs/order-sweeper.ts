/**
 * Starts the order sweeper (services/orders/sweep.ts) with the server: at once (deadlines that passed while the
 * server was down), then every `intervalSeconds`.
 *
 * PGlite: one process owns the database, so a plain timer (never two sweeps at once).
 * PostgreSQL: several server processes may share the database, so the sweep is a pg-boss job: every process offers
 * one each interval with a singleton key (pg-boss keeps at most one per interval, whoever offers it) on a `stately`
 * queue (one queued, one running), and whichever worker fetches it sweeps. A crashed worker's job expires and is
 * retried; a sweep is idempotent anyway (conditional moves).
 */
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { sweepOrders, type SweepResult } from '../services/orders/sweep';
import { retryOnDeadlock } from './retry-deadlock';
import { jobRunnerTracker, type JobRunnerProbe } from './job-status';
import { describeError } from '../lib/redact';

export const SWEEP_QUEUE = 'order-sweep';

export interface SweeperOptions {
  db: Db;
  /** postgres://… to schedule through pg-boss; anything else (PGlite) uses a timer. */
  databaseUrl?: string;
  intervalSeconds: number;
  onSwept?: (r: SweepResult) => void;
  onError?: (e: unknown) => void;
}

export interface Sweeper {
  stop(): Promise<void>;
  /** For the readiness probe (plugins/health.ts). */
  status: JobRunnerProbe;
}

/** YAOCAI_SWEEP_SECONDS (5…3600, default 60). */
export function sweepIntervalSeconds(): number {
  const n = Number(process.env.YAOCAI_SWEEP_SECONDS);
  return Number.isInteger(n) && n >= 5 && n <= 3600 ? n : 60;
}

const isPostgres = (url?: string) => /^postgres(ql)?:\/\//.test(url ?? '');

export async function startOrderSweeper(o: SweeperOptions): Promise<Sweeper> {
  const tracker = jobRunnerTracker();
  // pg-boss's errors carry its database client (user, host, the whole pool): only a one-line summary is printed.
  const report = o.onError ?? ((e: unknown) => console.error(`订单定时任务失败 ${describeError(e)}`));
  const onError = (e: unknown) => {
    tracker.failed();
    report(e);
  };
  const sweep = async () => {
    const r = await sweepOrders(o.db);
    if (r.cancelled || r.received || r.refunded) o.onSwept?.(r);
  };
  const sweeper = isPostgres(o.databaseUrl) ? await startWithBoss(o, sweep, onError) : startWithTimer(o, sweep, onError);
  tracker.set('running');
  return {
    status: tracker.probe,
    async stop() {
      tracker.set('stopped');
      await sweeper.stop();
    },
  };
}

type Runner = Omit<Sweeper, 'status'>;

function startWithTimer(o: SweeperOptions, sweep: () => Promise<void>, onError: (e: unknown) => void): Runner {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return; // the previous sweep is still going: skip this tick
    running = sweep()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, o.intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

async function startWithBoss(o: SweeperOptions, sweep: () => Promise<void>, onError: (e: unknown) => void): Promise<Runner> {
  const boss = new PgBoss({ connectionString: o.databaseUrl, max: 2, schedule: false });
  boss.on('error', onError);
  await boss.start();
  // Two instances starting together can deadlock inside pg-boss's createQueue; PostgreSQL aborts one, which retries.
  await retryOnDeadlock(() =>
    boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'stately', expireInSeconds: Math.max(60, o.intervalSeconds * 5) }),
  );
  await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: Math.max(1, Math.min(o.intervalSeconds, 5)) }, async () => {
    await sweep();
  });
  const offer = () =>
    boss.send(SWEEP_QUEUE, {}, { singletonKey: SWEEP_QUEUE, singletonSeconds: o.intervalSeconds }).catch(onError);
  await offer();
  const timer = setInterval(() => void offer(), o.intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

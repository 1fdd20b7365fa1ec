/**
 * A job every instance offers and exactly one runs at a time, at once and then every `intervalSeconds` (the order
 * sweeper, the ERP webhooks).
 *
 * PGlite: one process owns the database, so a plain timer (never two runs at once).
 * PostgreSQL: several server processes may share the database, so the run is a pg-boss job: every process offers
 * one each interval with a singleton key (pg-boss keeps at most one per interval, whoever offers it) on a `stately`
 * queue (one queued, one running), and whichever worker fetches it runs it. A crashed worker's job expires and is
 * retried; the runs must be idempotent.
 */
import PgBoss from 'pg-boss';
import { retryOnDeadlock } from './retry-deadlock';
import { jobRunnerTracker, type JobRunnerProbe } from './job-status';

export interface PeriodicOptions {
  /** The pg-boss queue on PostgreSQL. */
  queue: string;
  /** postgres://… to schedule through pg-boss; anything else (PGlite) uses a timer. */
  databaseUrl?: string;
  intervalSeconds: number;
  run: () => Promise<void>;
  onError: (e: unknown) => void;
}

export interface Periodic {
  stop(): Promise<void>;
  /** For the readiness probe (plugins/health.ts). */
  status: JobRunnerProbe;
}

const isPostgres = (url?: string) => /^postgres(ql)?:\/\//.test(url ?? '');

type Runner = Omit<Periodic, 'status'>;

export async function startPeriodic(options: PeriodicOptions): Promise<Periodic> {
  const tracker = jobRunnerTracker();
  const o = {
    ...options,
    onError: (e: unknown) => {
      tracker.failed();
      options.onError(e);
    },
  };
  const runner = isPostgres(o.databaseUrl) ? await startWithBoss(o) : startWithTimer(o);
  tracker.set('running');
  return {
    status: tracker.probe,
    async stop() {
      tracker.set('stopped');
      await runner.stop();
    },
  };
}

function startWithTimer(o: PeriodicOptions): Runner {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return; // the previous run is still going: skip this tick
    running = o
      .run()
      .catch(o.onError)
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

async function startWithBoss(o: PeriodicOptions): Promise<Runner> {
  const boss = new PgBoss({ connectionString: o.databaseUrl, max: 2, schedule: false });
  boss.on('error', o.onError);
  await boss.start();
  // Two instances starting together can deadlock inside pg-boss's createQueue; PostgreSQL aborts one, which retries.
  await retryOnDeadlock(() => boss.createQueue(o.queue, { name: o.queue, policy: 'stately', expireInSeconds: Math.max(60, o.intervalSeconds * 5) }));
  await boss.work(o.queue, { pollingIntervalSeconds: Math.max(1, Math.min(o.intervalSeconds, 5)) }, async () => {
    await o.run();
  });
  const offer = () => boss.send(o.queue, {}, { singletonKey: o.queue, singletonSeconds: o.intervalSeconds }).catch(o.onError);
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

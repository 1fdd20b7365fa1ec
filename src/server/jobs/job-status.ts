/**
 * What the readiness probe (plugins/health.ts) knows of this process's job runner (the order sweeper: a timer on
 * PGlite, pg-boss on PostgreSQL). A process that runs no jobs (a worker of YAOCAI_WORKERS: its primary runs them)
 * reports `none`, which is not a failure.
 */
export type JobRunnerState = 'none' | 'starting' | 'running' | 'stopped';

export interface JobRunnerStatus {
  state: JobRunnerState;
  /** When the runner last reported an error (pg-boss 'error' events, a failed sweep), ms since epoch. */
  lastErrorAt?: number;
}

export interface JobRunnerProbe {
  (): JobRunnerStatus;
}

/** A status the sweeper updates and the probe reads. */
export function jobRunnerTracker(): { probe: JobRunnerProbe; set(state: JobRunnerState): void; failed(): void } {
  const status: JobRunnerStatus = { state: 'starting' };
  return {
    probe: () => ({ ...status }),
    set: (state) => {
      status.state = state;
    },
    failed: () => {
      status.lastErrorAt = Date.now();
    },
  };
}

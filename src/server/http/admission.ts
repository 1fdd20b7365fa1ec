/**
 * Where the expensive endpoints' per-client limits count (http/rate-limits.ts): in this process on PGlite (one
 * process holds the database), in the database on PostgreSQL so that every instance counts against the same window
 * and the same slots (services/trust/request-limits.ts: an instance's admissions and releases sent together).
 */
import { isEmbedded, type Db } from '../db/client';
import { admissionBatches } from '../services/trust/request-limits';

export interface Rule {
  max: number;
  windowMs: number;
}

/** Admitted (with the release to call when the request ends), or why not. */
export type Admitted = { release(): Promise<void> } | 'window' | 'busy';

export interface ClientAdmission {
  admit(path: string, client: string, rule: Rule, cap: number): Promise<Admitted>;
}

/** Windows kept in memory at most (the oldest go first; a window forgotten early only admits more). */
const MEMORY_WINDOWS = 20_000;

function memoryAdmission(): ClientAdmission {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const inFlight = new Map<string, number>();
  return {
    async admit(path, client, rule, cap) {
      const now = Date.now();
      const key = `${path}|${client}`;
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + rule.windowMs };
        windows.delete(key);
        windows.set(key, w);
        if (windows.size > MEMORY_WINDOWS) windows.delete(windows.keys().next().value!);
      }
      w.count += 1;
      if (w.count > rule.max) return 'window';
      const mine = inFlight.get(client) ?? 0;
      if (mine >= cap) return 'busy';
      inFlight.set(client, mine + 1);
      return {
        async release() {
          const n = (inFlight.get(client) ?? 1) - 1;
          if (n > 0) inFlight.set(client, n);
          else inFlight.delete(client);
        },
      };
    },
  };
}

function databaseAdmission(db: Db): ClientAdmission {
  const batches = admissionBatches(db);
  return {
    async admit(path, client, rule, cap) {
      const slotKey = `slots:${client}`;
      const a = await batches.admit({ windowKey: `window:${path}:${client}`, max: rule.max, windowMs: rule.windowMs, slotKey, cap });
      if (a.count > rule.max) return 'window';
      if (a.lease === null) return 'busy';
      const lease = a.lease;
      // A release that fails leaves a lease that expires by itself.
      return { release: () => batches.release(slotKey, lease).catch(() => {}) };
    },
  };
}

export const clientAdmission = (db: Db): ClientAdmission => (isEmbedded(db) ? memoryAdmission() : databaseAdmission(db));

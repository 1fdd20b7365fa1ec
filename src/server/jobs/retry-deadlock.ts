/** PostgreSQL's SQLSTATE for a transaction it chose to abort to break a deadlock; the documented answer is to retry. */
const DEADLOCK = '40P01';

/**
 * Runs `fn`, again when PostgreSQL aborted it as a deadlock victim (at most `attempts` times, with a short random
 * pause so two contenders do not collide again). Any other error, and the last deadlock, go to the caller.
 */
export async function retryOnDeadlock<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      if ((e as { code?: unknown } | null)?.code !== DEADLOCK || attempt >= attempts) throw e;
      await new Promise((r) => setTimeout(r, 20 * attempt + Math.random() * 80));
    }
  }
}

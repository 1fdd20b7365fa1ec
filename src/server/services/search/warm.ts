/**
 * A starting server's search warm-up: the index loaded and the best sellers' rows read before GET /readyz says
 * ready, so the first buyers after a start or a deploy do not pay for them (cold, distinct searches on PostgreSQL ran
 * at about a third of a warm server's rate: bench/README.md). A warm-up that fails (the database away at start)
 * leaves the search to load on first use, as without one; readiness then follows the database check alone.
 */
import type { Db } from '../../db/client';
import { searchIndexOf } from './live';
import { ROW_PREFILL, warmPageRows } from './rows';

export type SearchWarmth = 'warming' | 'warm' | 'cold';

export function warmSearch(db: Db, onError: (err: unknown) => void): () => SearchWarmth {
  let state: SearchWarmth = 'warming';
  const warm = async () => {
    const index = await searchIndexOf(db).current();
    await warmPageRows(db, index.topIds(ROW_PREFILL));
  };
  warm().then(
    () => {
      state = 'warm';
    },
    (err: unknown) => {
      state = 'cold';
      onError(err);
    },
  );
  return () => state;
}

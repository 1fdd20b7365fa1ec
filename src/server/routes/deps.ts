import type { Db } from '../db/client';
import type { createHeaderCache } from '../services/catalog/header';
import type { ReadCache } from '../cache/read-cache';
import type { DbLane } from '../http/db-lane';

/** What route modules need; built once per app in app.ts. */
export interface RouteDeps {
  db: Db;
  header: ReturnType<typeof createHeaderCache>;
  /** Catalogue answers per viewer class (cache/read-cache.ts). */
  reads: ReadCache;
  /** Where expensive queries wait their turn (http/db-lane.ts). */
  lane: DbLane;
  limits: { loginPerMinute: number; tokenPerMinute: number };
}

import type { Db } from '../db/client';
import type { createHeaderCache } from '../services/header';

/** What route modules need; built once per app in app.ts. */
export interface RouteDeps {
  db: Db;
  header: ReturnType<typeof createHeaderCache>;
  limits: { loginPerMinute: number; tokenPerMinute: number };
}

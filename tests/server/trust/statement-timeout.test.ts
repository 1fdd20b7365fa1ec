/**
 * Hole 9 (database side): on PostgreSQL every statement is cancelled after DB_STATEMENT_TIMEOUT_MS, and the
 * request that ran it gets the Chinese "busy" envelope, not a crash. (PGlite has no statement timer: there the
 * in-flight caps of tests/server/trust/expensive-limits.test.ts are the guard.)
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { SERVER_MSG } from '../../../src/model/messages';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { DbHandle } from '../../../src/server/db/client';
import { onPostgres, openTestDb } from '../engine';

vi.hoisted(() => {
  process.env.DB_STATEMENT_TIMEOUT_MS = '300';
});

// PostgreSQL only (tests/server/engines.ts).
describe.runIf(onPostgres())('PostgreSQL statement timeout', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    handle = await openTestDb('none');
    app = buildApp({ db: handle.db });
    app.get('/api/test-slow', async () => {
      await handle.db.execute(sql`select pg_sleep(3)`);
      return { code: 200, msg: '', data: null };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('cancels a long statement and answers the busy envelope', async () => {
    // db.execute's result type is the driver's (Db names neither); both drivers answer an object with rows.
    const shown = (await handle.db.execute(sql`show statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] };
    expect(shown.rows[0]?.statement_timeout).toBe('300ms');
    const r = await app.inject({ url: '/api/test-slow' });
    expect(r.json()).toEqual({ code: 500, msg: SERVER_MSG.busy, data: null });
  });
});

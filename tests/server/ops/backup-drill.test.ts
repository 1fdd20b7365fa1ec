/**
 * Issue 34 (backups), the drill on each engine: a backup taken while the store serves (PGlite: through the operator
 * API; PostgreSQL: pg_dump while pg-boss runs its queues), more written after it (orders of which an outside system
 * now holds the ids), the backup restored over the store: what the backup held is there, the ledgers still add up,
 * the next ids are past every id ever issued (never one an outside system holds), and a server starts on it and
 * serves.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../src/server/app';
import { createDb, rowsOf, type Db, type DbHandle } from '../../../src/server/db/client';
import { RESTORE_ID_GAP, sequenceMarks } from '../../../src/server/db/sequences';
import { restoreEmbedded } from '../../../src/server/services/ops/backup';
import { backupPostgres, restorePostgres } from '../../../src/server/services/ops/backup-postgres';
import { startOrderSweeper } from '../../../src/server/jobs/order-sweeper';
import { findPgBin } from '../../../scripts/ensure-postgres.mjs';
import { onPostgres } from '../engine';
import { operatorKey } from '../../../src/server/lib/operator-key';
import { startServer, type TestServer } from '../helpers';
import { makeOrder } from '../orders/fixtures';

const one = async <T>(db: Db, q: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(q))[0]!;
const counts = (db: Db) => one<{ orders: number; clients: number }>(db, sql`select (select count(*)::int from orders) as orders, (select count(*)::int from clients) as clients`);
/** Clients whose cash ledger does not end at their balance (seed/wallet.ts writes the rows that lead to it). */
const ledgerBreaks = (db: Db) =>
  one<{ n: number }>(db, sql`select count(*)::int as n from clients c where c.balance_fen <> coalesce((select l.balance_after_fen from cash_ledger l where l.client_id = c.id order by l.id desc limit 1), c.balance_fen)`);

/** The server answers readiness on the restored database and a login (not 500). */
async function serves(db: Db): Promise<void> {
  const app = buildApp({ db });
  try {
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/w1/login', payload: { username: 'yaofang01', password: 'x' } })).json().code).not.toBe(500);
  } finally {
    await app.close();
  }
}

describe.skipIf(onPostgres())('backup and restore drill (PGlite)', () => {
  let s: TestServer;
  let dir: string;
  let restored: DbHandle | undefined;
  beforeAll(async () => {
    // Its own instance: the backup is the whole data directory (tests/server/resident-pglite.ts keeps a snapshot in it).
    s = await startServer({ seed: 'small', ownDatabase: true });
    dir = await mkdtemp(path.join(os.tmpdir(), 'yc-restore-'));
  });
  afterAll(async () => {
    await restored?.close();
    await s?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('restores a live backup with its invariants, never reissuing an id, and serves', async () => {
    const refused = await s.app.inject({ method: 'POST', url: '/api/operator/backup', payload: {} });
    expect(refused.json().code).not.toBe(200);
    const r = await s.app.inject({ method: 'POST', url: '/api/operator/backup', headers: { 'x-operator-key': operatorKey() }, payload: {} });
    expect([r.statusCode, r.headers['content-type']]).toEqual([200, 'application/gzip']);
    const backup = r.rawPayload;
    const again = await s.app.inject({ method: 'POST', url: '/api/operator/backup', headers: { 'x-operator-key': operatorKey() }, payload: {} });
    expect(again.json().code).toBe(429);
    const atBackup = await counts(s.db);

    // Written after the backup: an order (id held by an outside system) and a client.
    const order = await makeOrder(s.db, 'yaofang01', 0);
    const issued = await sequenceMarks(s.db);
    expect(issued.get('orders_id_seq')).toBeGreaterThanOrEqual(order.id);

    // The store is lost but what it had issued is known (the CLI reads it from the data directory it replaces).
    const live = path.join(dir, 'pglite');
    const { next } = await restoreEmbedded(backup, live, { before: issued });

    restored = await createDb(`file://${live}`, { seed: 'none' });
    expect(await counts(restored.db)).toEqual(atBackup);
    expect((await ledgerBreaks(restored.db)).n).toBe(0);
    // A sequence restored from a running copy may stand up to 32 ahead (PostgreSQL logs sequences 32 values ahead).
    for (const [seq, mark] of issued) expect(next.get(seq)! - (mark + RESTORE_ID_GAP + 1), seq).toBeGreaterThanOrEqual(0);
    const fresh = await makeOrder(restored.db, 'yaofang01', 0);
    expect(fresh.id).toBe(next.get('orders_id_seq'));
    expect(fresh.id).toBeGreaterThan(order.id + RESTORE_ID_GAP);

    await serves(restored.db);
  });
});

describe.runIf(onPostgres())('backup and restore drill (PostgreSQL)', () => {
  let s: TestServer;
  let dir: string;
  beforeAll(async () => {
    s = await startServer({ seed: 'small' });
    dir = await mkdtemp(path.join(os.tmpdir(), 'yc-restore-'));
  });
  afterAll(async () => {
    await s?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('restores a pg_dump taken while pg-boss runs over the store, with its invariants, never reissuing an id, and serves', async () => {
    // The cluster's folder when it holds pg_dump (it may hold the server's binaries only), else PATH.
    const pgBin = findPgBin();
    const tools = { bin: pgBin && existsSync(path.join(pgBin, 'pg_dump')) ? pgBin : undefined };
    // pg-boss as the store runs it: its queue partitions are what `pg_restore --clean` could not drop.
    const jobs = await startOrderSweeper({ db: s.db, databaseUrl: s.url!, intervalSeconds: 60 });
    const file = path.join(dir, 'store.dump');
    try {
      backupPostgres(s.url!, file, tools);
    } finally {
      await jobs.stop();
    }
    const atBackup = await counts(s.db);
    const order = await makeOrder(s.db, 'yaofang01', 0);
    const issued = await sequenceMarks(s.db);

    const next = await restorePostgres(file, s.url!, { ...tools, before: issued });
    expect(await counts(s.db)).toEqual(atBackup);
    expect((await ledgerBreaks(s.db)).n).toBe(0);
    for (const [seq, mark] of issued) expect(next.get(seq), seq).toBe(mark + RESTORE_ID_GAP + 1);
    const fresh = await makeOrder(s.db, 'yaofang01', 0);
    expect(fresh.id).toBeGreaterThan(order.id + RESTORE_ID_GAP);
    // The job runner starts on the restored database (pg-boss keeps or recreates its own schema).
    const again = await startOrderSweeper({ db: s.db, databaseUrl: s.url!, intervalSeconds: 60 });
    try {
      expect(again.status().state).toBe('running');
    } finally {
      await again.stop();
    }
    await serves(s.db);
  });
});

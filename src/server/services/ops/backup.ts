/**
 * Backups of the embedded database (PGlite) and restores of either engine (docs/deploy.md "Backups"). The
 * serving process alone may open PGlite, so its backup is taken by that process (POST /api/operator/backup, or
 * directly when the server is stopped): a CHECKPOINT, then PGlite's own `dumpDataDir`, which runs between two
 * queries (PGlite answers one at a time), so the copy is the database at one moment, its WAL included. PostgreSQL is
 * backed up by pg_dump (cli/backup.ts). Either restore ends with `advanceSequences`: no id is handed out twice.
 */
import { rename, stat } from 'node:fs/promises';
import { ApiError } from '../../errors';
import { createDb, isEmbedded, type Db } from '../../db/client';
import { advanceSequences, sequenceMarks } from '../../db/sequences';

export const BACKUP_MSG = {
  postgres: '该服务使用 PostgreSQL，请在数据库主机上用 pg_dump 备份（npm run backup 会调用它）',
  tooOften: '一分钟内只能备份一次，请稍后再试',
} as const;

/** The operator API starts at most one backup a minute (routes/ops.ts). */
export const BACKUP_MIN_INTERVAL_MS = 60_000;

interface PgliteClient {
  exec(q: string): Promise<unknown>;
  dumpDataDir(compression?: 'gzip' | 'none' | 'auto'): Promise<Blob | File>;
}

/** A gzip'd tar of the embedded database's data directory, consistent at one moment. */
export async function embeddedBackup(db: Db): Promise<Buffer> {
  if (!isEmbedded(db)) throw new ApiError(400, BACKUP_MSG.postgres);
  const client = (db as unknown as { $client: PgliteClient }).$client;
  await client.exec('CHECKPOINT');
  const blob = await client.dumpDataDir('gzip');
  return Buffer.from(await blob.arrayBuffer());
}

const exists = (p: string) => stat(p).then(() => true, () => false);

/**
 * Restores an embedded backup into `dataDir` (the server stopped). The directory it replaces is kept beside it as
 * `<dataDir>.before-restore-<time>` and read first (unless the caller knows the marks: `before`): the ids it had
 * issued are not issued again. Answers the next id of every sequence.
 */
export async function restoreEmbedded(
  backup: Buffer,
  dataDir: string,
  opts: { gap?: number; before?: Map<string, number> } = {},
): Promise<{ kept?: string; next: Map<string, number> }> {
  let before = opts.before ?? new Map<string, number>();
  let kept: string | undefined;
  if (await exists(dataDir)) {
    if (!opts.before) before = await marksOf(dataDir);
    kept = `${dataDir}.before-restore-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
    await rename(dataDir, kept);
  }
  // Opened the way the server opens it: the migrations of this version run on an older copy.
  const handle = await createDb(`file://${dataDir}`, { seed: 'none', loadDataDir: new Blob([new Uint8Array(backup)]) });
  try {
    return { ...(kept ? { kept } : {}), next: await advanceSequences(handle.db, before, opts.gap) };
  } finally {
    await handle.close();
  }
}

/** The sequence marks of a database that may be damaged: none when it cannot be read. */
export async function marksOf(url: string): Promise<Map<string, number>> {
  try {
    const handle = await createDb(url.startsWith('postgres') ? url : `file://${url}`, { seed: 'none' });
    try {
      return await sequenceMarks(handle.db);
    } finally {
      await handle.close();
    }
  } catch {
    return new Map();
  }
}

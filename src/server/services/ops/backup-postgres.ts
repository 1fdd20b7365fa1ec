/**
 * Backups and restores on PostgreSQL (docs/deploy.md "Backups"): pg_dump's custom format, pg_restore into the
 * database the store uses, then the id sequences moved past every id ever issued (db/sequences.ts).
 *
 * pg-boss's schema is left out of both. It is the job runner's own state (periodic offers with empty payloads,
 * jobs/periodic.ts), which pg-boss creates at start when it is missing; and its per-queue partitions (tables
 * attached to pgboss.job) make `pg_restore --clean` fail on a database that has them ("cannot drop inherited
 * constraint"), which is every store that ever ran. A dump taken before this still holds the schema: the restore
 * leaves it out by its table of contents.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../../db/client';
import { advanceSequences } from '../../db/sequences';

export const JOB_SCHEMA = 'pgboss';

/** Where pg_dump / pg_restore are: a folder (PG_BIN), else PATH. */
export interface PgTools {
  bin?: string;
}

export const PG_TOOLS_MSG = {
  missing: (cmd: string, why: string) => `无法运行 ${cmd}（${why}）：请安装 PostgreSQL 客户端工具，或设置 PG_BIN`,
  failed: (cmd: string, status: number | null, stderr: string) => `${cmd} 失败（退出码 ${status}）${stderr ? `：${stderr}` : ''}`,
} as const;

function run(tools: PgTools, cmd: string, args: string[]): string {
  const r = spawnSync(tools.bin ? path.join(tools.bin, cmd) : cmd, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.error) throw new Error(PG_TOOLS_MSG.missing(cmd, r.error.message));
  // The tools' messages name objects, never row values; the connection string is not in them.
  if (r.status !== 0) throw new Error(PG_TOOLS_MSG.failed(cmd, r.status, r.stderr.trim().split('\n').slice(0, 5).join('\n')));
  return r.stdout;
}

/** pg_dump of the store's database into `file` (one snapshot: any time, under load). */
export function backupPostgres(url: string, file: string, tools: PgTools = {}): void {
  run(tools, 'pg_dump', ['--format=custom', '--no-owner', `--exclude-schema=${JOB_SCHEMA}`, `--file=${file}`, url]);
}

/** A table-of-contents line of `pg_restore -l` that belongs to the job schema (the schema itself included). */
const inJobSchema = (line: string) => !line.startsWith(';') && new RegExp(`(^|\\s)${JOB_SCHEMA}(\\s|$)`).test(line);

/**
 * Restores `file` into `url` (every instance stopped) in one transaction: all of it or nothing. `before`: the
 * sequence marks of the database it replaces (read by the caller while it could still be read). Answers the next
 * id of every sequence.
 */
export async function restorePostgres(
  file: string,
  url: string,
  opts: PgTools & { before?: Map<string, number>; gap?: number } = {},
): Promise<Map<string, number>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'yc-restore-'));
  try {
    const list = path.join(dir, 'contents.list');
    await writeFile(list, run(opts, 'pg_restore', ['--list', file]).split('\n').filter((line) => !inJobSchema(line)).join('\n'));
    run(opts, 'pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--use-list=${list}`, `--dbname=${url}`, file]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const handle = await createDb(url, { seed: 'none' });
  try {
    return await advanceSequences(handle.db, opts.before ?? new Map(), opts.gap);
  } finally {
    await handle.close();
  }
}

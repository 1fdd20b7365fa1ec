/**
 * Backups and restores of either engine (docs/deploy.md "Backups"):
 *   npm run backup [-- <file>]                      PGlite: asks the running store (operator API) for a consistent copy,
 *                                                   or opens .data/pglite itself when the store is stopped;
 *                                                   PostgreSQL (DATABASE_URL=postgres://…): pg_dump -Fc.
 *   npm run restore -- <file> [--id-gap=<n>]        the store stopped; afterwards every id sequence is moved past the
 *                                                   ids the replaced database had issued plus the gap (db/sequences.ts).
 *   npm run restore -- --ids-only [--id-gap=<n>]    only that last step, on the database as it is (after a
 *                                                   point-in-time recovery done with PostgreSQL's own tools).
 * pg_dump / pg_restore come from PATH, or from PG_BIN (a folder) when set.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Envelope } from '../../contract/common';
import * as ops from '../../contract/ops';
import { createDb } from '../db/client';
import { advanceSequences, RESTORE_ID_GAP } from '../db/sequences';
import { API_PREFIX } from '../http/route';
import { OPERATOR_KEY_FILE, operatorKey } from '../lib/operator-key';
import { embeddedBackup, marksOf, restoreEmbedded } from '../services/ops/backup';
import { backupPostgres, restorePostgres } from '../services/ops/backup-postgres';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DATA_DIR = path.join(ROOT, '.data/pglite');
const databaseUrl = process.env.DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(databaseUrl);
const baseUrl = () => (process.env.YAOCAI_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '');
const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const tools = { bin: process.env.PG_BIN || undefined };

export const KEEP_WITH_BACKUPS = [
  `${path.relative(ROOT, OPERATOR_KEY_FILE)} 或 YAOCAI_OPERATOR_KEY（运维接口密钥）`,
  'YAOCAI_SANDBOX_PAY_SECRET、ALIPAY_*、WXPAY_*、YAOCAI_PAY_PROVIDER、YAOCAI_PUBLIC_URL（支付）',
  'YAOCAI_CIS_DEMO_SECRET（诊所系统合作方密钥）、YAOCAI_PARTNER_ORIGINS',
];

/** The running store's answer to /healthz, or null when nothing listens. */
async function storeRunning(): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl()}/healthz`)).ok;
  } catch {
    return false;
  }
}

async function backup(file: string | undefined): Promise<string> {
  const out = path.resolve(file ?? path.join(ROOT, 'backups', `yaocai-${onPostgres ? 'pg' : 'pglite'}-${stamp()}.${onPostgres ? 'dump' : 'tar.gz'}`));
  await mkdir(path.dirname(out), { recursive: true });
  if (onPostgres) {
    backupPostgres(databaseUrl, out, tools);
    return out;
  }
  if (await storeRunning()) {
    const res = await fetch(baseUrl() + API_PREFIX + ops.operatorBackup.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-key': operatorKey() },
      body: '{}',
    });
    if (res.headers.get('content-type') !== 'application/gzip') throw new Error(((await res.json()) as Envelope).msg);
    await writeFile(out, Buffer.from(await res.arrayBuffer()));
    return out;
  }
  const handle = await createDb(`file://${DATA_DIR}`, { seed: 'none' });
  try {
    await writeFile(out, await embeddedBackup(handle.db));
  } finally {
    await handle.close();
  }
  return out;
}

async function restore(file: string, gap: number): Promise<void> {
  if (await storeRunning()) throw new Error(`药采服务 ${baseUrl()} 正在运行：请先停止所有实例再恢复`);
  if (onPostgres) {
    report(await restorePostgres(file, databaseUrl, { ...tools, before: await marksOf(databaseUrl), gap }));
    return;
  }
  const { kept, next } = await restoreEmbedded(await readFile(file), DATA_DIR, { gap });
  if (kept) console.log(`原数据目录已保留为 ${kept}（确认无误后可删除）`);
  report(next);
}

function report(next: Map<string, number>): void {
  const orders = next.get('orders_id_seq');
  console.log(`编号已前移：各表新编号从原最高编号之后再跳过间隔开始${orders ? `（下一个订单ID ${orders}）` : ''}，外部系统已持有的ID不会被重复使用`);
}

async function main(argv: string[]): Promise<void> {
  const [verb, ...rest] = argv;
  const gapArg = rest.find((a) => a.startsWith('--id-gap='));
  const gap = gapArg ? Number(gapArg.slice('--id-gap='.length)) : RESTORE_ID_GAP;
  const file = rest.find((a) => !a.startsWith('--'));
  if (verb === 'backup') {
    const out = await backup(file);
    console.log(`备份完成：${out}\n请与备份一同妥善保存（不在数据库中）：\n${KEEP_WITH_BACKUPS.map((k) => `  - ${k}`).join('\n')}`);
    return;
  }
  if (verb === 'restore' && rest.includes('--ids-only') && Number.isSafeInteger(gap) && gap >= 0) {
    if (await storeRunning()) throw new Error(`药采服务 ${baseUrl()} 正在运行：请先停止所有实例`);
    const handle = await createDb(onPostgres ? databaseUrl : `file://${DATA_DIR}`, { seed: 'none' });
    try {
      report(await advanceSequences(handle.db, new Map(), gap));
    } finally {
      await handle.close();
    }
    return;
  }
  if (verb === 'restore' && file && Number.isSafeInteger(gap) && gap >= 0) {
    await restore(path.resolve(file), gap);
    console.log('恢复完成：npm start 启动后，/readyz 应返回 200');
    return;
  }
  throw new Error('用法：npm run backup [-- <文件>]；npm run restore -- <文件> [--id-gap=<间隔>]；npm run restore -- --ids-only [--id-gap=<间隔>]');
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);

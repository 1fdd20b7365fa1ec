/** Running the store: the operator's backup of the embedded database while it serves (docs/deploy.md "Backups"). */
import { Type } from '@sinclair/typebox';
import { endpoint } from './define';

const OPERATOR_TAG = '运维';

export const operatorBackup = endpoint({
  method: 'POST',
  path: '/operator/backup',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '内置数据库在线备份（数据目录的 gzip 压缩 tar 包；PostgreSQL 请用 pg_dump）',
  body: Type.Object({}),
  file: ['application/gzip'],
  response: Type.Any(),
});

/** Running the store (operator API): the embedded database's backup while it serves. */
import type { FastifyInstance } from 'fastify';
import * as ops from '../../contract/ops';
import { ApiError } from '../errors';
import { route } from '../http/route';
import { BACKUP_MIN_INTERVAL_MS, BACKUP_MSG, embeddedBackup } from '../services/ops/backup';
import type { RouteDeps } from './deps';

export async function opsArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  // A dump reads the whole database while every request waits behind it: one at a time, one a minute.
  let lastStarted = -Infinity;
  route(app, ops.operatorBackup, async ({ reply }) => {
    if (Date.now() - lastStarted < BACKUP_MIN_INTERVAL_MS) throw new ApiError(429, BACKUP_MSG.tooOften);
    lastStarted = Date.now();
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    return reply
      .type('application/gzip')
      .header('content-disposition', `attachment; filename="yaocai-pglite-${stamp}.tar.gz"`)
      .header('cache-control', 'no-store')
      .send(await embeddedBackup(db));
  });
}

/**
 * What one server instance does about notices (app.ts): on PostgreSQL it listens (one connection), and it drops
 * its per-app caches when told; the app waits for the first LISTEN before it serves, so nothing is missed from the
 * start. On PGlite there is one process: the in-process bus is all.
 */
import type { FastifyInstance } from 'fastify';
import { postgresUrlOf, type Db } from '../db/client';
import { onCatalogueChange } from './catalogue';
import { listenForNotices } from './listener';

/** How long start-up waits for the listener before serving anyway (it keeps retrying; caches have a time limit). */
const READY_WAIT_MS = 5_000;

export function registerNotices(app: FastifyInstance, db: Db, caches: { header: { clear(): void }; reads: { close(): void } }): void {
  const stops = [caches.reads.close, onCatalogueChange(['settings'], () => caches.header.clear())];
  const url = postgresUrlOf(db);
  const listener = url
    ? listenForNotices(url, (err) => app.log.warn({ err }, '变更通知连接中断，正在重连（重连后各缓存清空）'))
    : undefined;
  if (listener) {
    app.addHook('onReady', async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([listener.ready, new Promise((r) => (timer = setTimeout(r, READY_WAIT_MS)))]);
      clearTimeout(timer);
    });
  }
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
    await listener?.close();
  });
}

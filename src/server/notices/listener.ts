/**
 * One listening connection per instance on PostgreSQL: LISTEN on the notice channel and hand every notice to this
 * process's bus. When the connection drops it reconnects with a growing pause (100 ms doubling to 5 s); after every
 * (re)connection all caches are dropped, since notices sent meanwhile were missed.
 */
import pg from 'pg';
import { applyNotice } from './bus';
import { decodeNotice, NOTICE_CHANNEL } from './notice';

export const RECONNECT_FIRST_MS = 100;
export const RECONNECT_MAX_MS = 5_000;

export interface NoticeListener {
  /** Resolves once the first LISTEN is in place (or the listener was closed). */
  readonly ready: Promise<void>;
  /** How many times it has connected (1 after the start, +1 per reconnection). */
  readonly connections: number;
  close(): Promise<void>;
}

export function listenForNotices(url: string, onTrouble: (err: unknown) => void = () => {}): NoticeListener {
  let client: pg.Client | null = null;
  let closed = false;
  let connections = 0;
  let pause = RECONNECT_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, pause);
    timer.unref?.();
    pause = Math.min(pause * 2, RECONNECT_MAX_MS);
  };

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url, application_name: 'yaocai-notices' });
    let lost = false;
    const drop = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (err) onTrouble(err);
      if (client === c) client = null;
      c.end().catch(() => {});
      retry();
    };
    c.on('error', drop);
    c.on('end', () => drop());
    c.on('notification', (msg) => {
      if (msg.channel !== NOTICE_CHANNEL) return;
      const notice = decodeNotice(msg.payload);
      if (notice) applyNotice(notice);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${NOTICE_CHANNEL}`);
    } catch (err) {
      drop(err);
      return;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    connections += 1;
    pause = RECONNECT_FIRST_MS;
    applyNotice({ kind: 'everything' });
    markReady();
  }

  void connect();
  return {
    ready,
    get connections() {
      return connections;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      markReady();
      const c = client;
      client = null;
      if (c) await c.end().catch(() => {});
    },
  };
}

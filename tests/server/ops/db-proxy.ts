/**
 * A TCP proxy in front of the test's PostgreSQL that a test switches off and on, as if the database were stopped
 * and started: `down()` closes the listening socket (new connections are refused) and cuts every open one
 * (node-postgres: "Connection terminated unexpectedly"); `hang()` stops carrying bytes on open connections and
 * accepts new ones without answering (a network partition);
 * `up()` listens again on the same port. The cluster itself, shared by the run, is never touched.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface DbProxy {
  /** The database URL with the proxy's host and port. */
  url: string;
  down(): Promise<void>;
  hang(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startDbProxy(target: string): Promise<DbProxy> {
  const t = new URL(target);
  const sockets = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  let mode: 'up' | 'hang' = 'up';
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => client.destroy());
        if (mode === 'hang') return;
        const upstream = connect(Number(t.port), t.hostname);
        sockets.add(upstream);
        upstream.on('close', () => {
          sockets.delete(upstream);
          client.destroy();
        });
        upstream.on('error', () => client.destroy());
        const pair: [Socket, Socket] = [client, upstream];
        pairs.add(pair);
        client.on('close', () => {
          upstream.destroy();
          pairs.delete(pair);
        });
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const a = server!.address();
        if (typeof a === 'object' && a) port = a.port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      pairs.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await listen();
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.href,
    down: stop,
    async hang() {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
      mode = 'hang';
    },
    async up() {
      await stop();
      mode = 'up';
      await listen();
    },
    close: stop,
  };
}

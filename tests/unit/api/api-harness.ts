/** Shared by the api-*.test.ts files: a real local HTTP server, a recording notifier and a manual clock. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { configureApi, resetApi, setNotifier, type ApiConfigInput, type ConfirmOptions, type MessageKind, type Notifier } from '../../../src/api';

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export type Handler = (req: Recorded, res: http.ServerResponse) => void;

export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export function envelope(code: number, msg = '', data: unknown = null) {
  return { code, msg, data };
}

export interface TestServer {
  baseURL: string;
  requests: Recorded[];
  /** Replace the handler for the next requests. */
  reply(handler: Handler): void;
  /** Answer every request with this envelope and HTTP status (default: status = code if >= 400, else 200). */
  replyEnvelope(code: number, msg?: string, data?: unknown, status?: number): void;
  close(): Promise<void>;
}

export async function startServer(): Promise<TestServer> {
  const requests: Recorded[] = [];
  let handler: Handler = (_req, res) => sendJson(res, 200, envelope(200, 'ok', null));
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw === '' ? undefined : raw;
      if (raw && String(req.headers['content-type'] ?? '').includes('json')) body = JSON.parse(raw);
      const rec: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(rec);
      handler(rec, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/api`,
    requests,
    reply(h) {
      handler = h;
    },
    replyEnvelope(code, msg = '', data = null, status) {
      handler = (_req, res) => sendJson(res, status ?? (code >= 400 && code < 600 ? code : 200), envelope(code, msg, data));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Notice =
  | { type: 'error'; msg: string }
  | { type: 'message'; msg: string; kind: MessageKind | undefined }
  | { type: 'notify'; msg: string }
  | { type: 'confirm'; options: ConfirmOptions };

export interface RecordingNotifier extends Notifier {
  notices: Notice[];
  /** Answer of the next confirm dialogs; a function lets a test hold the dialog open. */
  confirmAnswer: boolean | (() => Promise<boolean>);
}

export function recordingNotifier(): RecordingNotifier {
  const n: RecordingNotifier = {
    notices: [],
    confirmAnswer: false,
    error: (msg) => void n.notices.push({ type: 'error', msg }),
    message: (msg, kind) => void n.notices.push({ type: 'message', msg, kind }),
    notify: (msg) => void n.notices.push({ type: 'notify', msg }),
    confirm: (options) => {
      n.notices.push({ type: 'confirm', options });
      const a = n.confirmAnswer;
      return typeof a === 'function' ? a() : Promise.resolve(a);
    },
  };
  return n;
}

export interface ManualClock {
  now: () => number;
  set(ms: number): void;
  advance(ms: number): void;
}

export function manualClock(start = 1_700_000_000_000): ManualClock {
  let t = start;
  return {
    now: () => t,
    set: (ms) => void (t = ms),
    advance: (ms) => void (t += ms),
  };
}

/** Let pending promise callbacks (the confirm's then-chain) run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A promise the test resolves by hand. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * One local server for the file; before each test the client is reset to it with a fresh recording notifier and
 * `settings`, and the recorded requests are emptied. Read `server` and `notifier` from the returned object in tests.
 */
export function withApiServer(settings: ApiConfigInput = {}): { server: TestServer; notifier: RecordingNotifier } {
  const ctx = {} as { server: TestServer; notifier: RecordingNotifier };
  beforeAll(async () => {
    ctx.server = await startServer();
  });
  afterAll(() => ctx.server.close());
  beforeEach(() => {
    resetApi();
    ctx.notifier = recordingNotifier();
    setNotifier(ctx.notifier);
    configureApi({ baseURL: ctx.server.baseURL, ...settings });
    ctx.server.requests.length = 0;
  });
  return ctx;
}

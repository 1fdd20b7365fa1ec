/** Shared setup for the API tests: a fresh database per file (a copy of the run's template) and small request helpers. */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/server/app';
import { createDb, type DbHandle } from '../../src/server/db/client';
import type { SeedSize } from '../../src/server/db/seed';
import { DEMO_PASSWORD } from '../../src/server/demo-accounts';
import type { Envelope } from '../../src/contract/common';
import type { DataOf, EndpointSpec, InputOf } from '../../src/contract/define';
import * as session from '../../src/contract/session';
import type { LoginResult } from '../../src/contract/session';
import { WEB_APP_ID } from '../../src/model/constants';
import { openTestDb } from './engine';

export interface TestServer {
  app: FastifyInstance;
  db: DbHandle['db'];
  /** The database's URL when it is on PostgreSQL (for a second process or a job runner on the same database). */
  url?: string;
  close(): Promise<void>;
}

export async function startServer(
  opts: { seed?: SeedSize; url?: string; app?: Partial<BuildAppOptions>; ownDatabase?: boolean } = {},
): Promise<TestServer> {
  // A file that does not choose its database gets a copy of the run's template on its project's engine.
  const handle = opts.url
    ? { ...(await createDb(opts.url, { seed: opts.seed ?? 'small' })), url: opts.url }
    : await openTestDb(opts.seed ?? 'small', { own: opts.ownDatabase === true });
  const app = buildApp({ db: handle.db, checkResponses: true, ...opts.app });
  await app.ready();
  return {
    app,
    db: handle.db,
    ...(handle.url?.startsWith('postgres') ? { url: handle.url } : {}),
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

export interface Reply<T = unknown> {
  status: number;
  body: Envelope<T>;
  raw: string;
}

export async function call<T = any>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  opts: { token?: string; query?: Record<string, string | number>; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const res = await app.inject({
    method,
    url,
    query: opts.query ? Object.fromEntries(Object.entries(opts.query).map(([k, v]) => [k, String(v)])) : undefined,
    headers: { ...(opts.token ? { token: opts.token } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  return { status: res.statusCode, body: res.json() as Envelope<T>, raw: res.body };
}

/** Calls an endpoint by its contract declaration, typed like the browser's `call`. */
export async function api<E extends EndpointSpec>(
  app: FastifyInstance,
  e: E,
  input?: NoInfer<InputOf<E>>,
  opts: { token?: string; headers?: Record<string, string> } = {},
): Promise<Reply<DataOf<E>>> {
  const params = (input ?? {}) as Record<string, unknown>;
  const query = Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]),
  ) as Record<string, string>;
  return call<DataOf<E>>(app, e.method, `/api${e.path}`, {
    ...opts,
    ...(e.method === 'GET' ? { query } : { body: params }),
  });
}

export async function newToken(app: FastifyInstance): Promise<string> {
  const r = await api(app, session.getWebToken, { appid: WEB_APP_ID });
  if (r.body.code !== 200) throw new Error(`token: ${r.raw}`);
  return r.body.data.api_token;
}

/** A token bound to the demo account (login issues a new token; the anonymous one is dropped). */
export async function loginAs(app: FastifyInstance, username: string): Promise<{ token: string; data: LoginResult }> {
  const token = await newToken(app);
  const r = await api(app, session.login, { username, password: DEMO_PASSWORD }, { token });
  if (r.body.code !== 200) throw new Error(`login ${username}: ${r.raw}`);
  return { token: r.body.data.api_token, data: r.body.data };
}

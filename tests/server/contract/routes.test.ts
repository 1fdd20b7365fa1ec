/** The server's API is exactly the contract: every /api route is registered from a declaration and vice versa. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { allEndpoints } from '../../../src/contract';
import { buildApp } from '../../../src/server/app';
import type { DbHandle } from '../../../src/server/db/client';
import { openTestDb } from '../engine';

let handle: DbHandle;
const routes: RouteOptions[] = [];
let openapi: { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

beforeAll(async () => {
  handle = await openTestDb('none');
  const app = buildApp({ db: handle.db });
  app.addHook('onRoute', (r) => {
    routes.push(r);
  });
  await app.ready();
  openapi = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  await app.close();
});
afterAll(() => handle?.close());

const apiRoutes = () =>
  routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD');

describe('routes and contract', () => {
  it('registers every /api route from a contract declaration', () => {
    const undeclared = apiRoutes().filter((r) => !r.config || !(r.config as { endpoint?: unknown }).endpoint);
    expect(undeclared.map((r) => `${String(r.method)} ${r.url}`)).toEqual([]);
  });

  it('registers every declaration', () => {
    const registered = new Set(apiRoutes().map((r) => `${String(r.method)} ${r.url}`));
    const missing = allEndpoints().filter((e) => !registered.has(`${e.method} /api${e.path}`));
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('documents every endpoint with its response schema in the OpenAPI document', () => {
    for (const e of allEndpoints()) {
      const path = `/api${e.path}`.replace(/:(\w+)/g, '{$1}');
      const op = openapi.paths[path]?.[e.method.toLowerCase()];
      expect(op, `${e.method} ${path}`).toBeDefined();
      if (!e.file) expect(op?.responses?.['200'], `${e.method} ${path}`).toBeDefined();
    }
  });
});

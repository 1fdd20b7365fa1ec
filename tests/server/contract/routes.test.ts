/** The server's API is exactly the contract: every /api route is registered from a declaration and vice versa. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import SwaggerParser from '@apidevtools/swagger-parser';
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
      expect(op?.responses?.['200'], `${e.method} ${path}`).toBeDefined();
    }
  });

  it('declares what every answer is: the envelope as JSON, a file as its media types', () => {
    const undeclared: string[] = [];
    for (const [path, ops] of Object.entries(openapi.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const content = (op.responses?.['200'] as { content?: Record<string, unknown> } | undefined)?.content;
        if (!content || Object.keys(content).length === 0) undeclared.push(`${method} ${path}`);
      }
    }
    expect(undeclared).toEqual([]);
    const download = openapi.paths['/api/w1/dataDownload']?.get?.responses?.['200'] as { content: Record<string, unknown> };
    expect(Object.keys(download.content)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
  });

  it('is a valid OpenAPI 3.0 document for a strict validator (the pictures of a registration, keyed by licence, included)', async () => {
    expect((openapi as unknown as { openapi: string }).openapi).toBe('3.0.3');
    await expect(SwaggerParser.validate(structuredClone(openapi) as never)).resolves.toBeDefined();
    const body = openapi.paths['/api/v5/saveRegister']?.post as unknown as {
      requestBody: { content: { 'application/json': { schema: { properties: { licences: Record<string, unknown> } } } } };
    };
    const licences = body.requestBody.content['application/json'].schema.properties.licences;
    expect(licences.propertyNames).toBeUndefined();
    expect(licences.additionalProperties).toBe(false);
    expect(Object.keys(licences.properties as object)).toContain('business');
  });
});

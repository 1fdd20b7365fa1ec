import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SERVER_MSG } from '../../src/model/messages';
import { WEB_APP_ID } from '../../src/model/constants';
import { buildApp } from '../../src/server/app';
import { call, startServer, type TestServer } from './helpers';

let s: TestServer;
let staticDir: string;

beforeAll(async () => {
  s = await startServer();
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'yc-static-'));
  await mkdir(path.join(staticDir, 'site/assets'), { recursive: true });
  await mkdir(path.join(staticDir, 'widgets'), { recursive: true });
  await writeFile(path.join(staticDir, 'site/index.html'), '<!doctype html><title>药采</title>');
  await writeFile(path.join(staticDir, 'site/assets/app.js'), 'console.log(1)');
  await writeFile(path.join(staticDir, 'widgets/yaocai.js'), 'export {}');
});
afterAll(async () => {
  await s?.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('error envelope', () => {
  it('unknown /api paths answer the 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/w1/nothingHere'],
      ['POST', '/api/w1/nothingHere'],
      ['GET', '/api'],
    ] as const) {
      const r = await call(s.app, method, url);
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ code: 404, msg: SERVER_MSG.notFound, data: null });
    }
  });

  it('malformed JSON and wrong content types are a Chinese 400', async () => {
    const bad = await s.app.inject({
      method: 'POST',
      url: '/api/w1/GetWebToken',
      headers: { 'content-type': 'application/json' },
      payload: '{"appid": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, msg: SERVER_MSG.badParams, data: null });
    const xml = await s.app.inject({ method: 'POST', url: '/api/w1/GetWebToken', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(xml.json()).toEqual({ code: 400, msg: SERVER_MSG.badParams, data: null });
  });

  it('a crash answers code 500 with the generic text and nothing internal', async () => {
    const app = buildApp({ db: s.db });
    app.get('/api/boom', { config: { auth: 'public' } }, async () => {
      throw new Error('connect ECONNREFUSED secret-db-host:5432');
    });
    const r = await app.inject({ url: '/api/boom' });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ code: 500, msg: SERVER_MSG.internal, data: null });
    expect(r.body).not.toContain('secret');
    expect(r.body).not.toContain('ECONNREFUSED');
    await app.close();
  });

  it('floods of token requests are rate limited with the 429 envelope', async () => {
    const app = buildApp({ db: s.db, limits: { tokenPerMinute: 3 } });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await app.inject({ method: 'POST', url: '/api/w1/GetWebToken', payload: { appid: WEB_APP_ID } });
      codes.push((r.json() as { code: number }).code);
      if (i === 3) expect(r.statusCode).toBe(429);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    await app.close();
  });
});

describe('docs', () => {
  it('serves the OpenAPI JSON with every API path, and the UI', async () => {
    const json = await s.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of ['/api/w1/GetWebToken', '/api/w1/login', '/api/loginOut', '/api/w1/productSearch', '/api/w1/addShoppingtrolley']) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    const ui = await s.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('static roots', () => {
  it('serves the site with history fallback, widgets under /widgets/, and keeps /api 404s as JSON', async () => {
    const app = buildApp({
      db: s.db,
      staticRoots: { site: path.join(staticDir, 'site'), widgets: path.join(staticDir, 'widgets'), hostDemo: path.join(staticDir, 'none') },
    });
    const page = await app.inject({ url: '/productDetail/12' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>药采</title>');
    expect((await app.inject({ url: '/' })).body).toContain('<title>药采</title>');
    expect((await app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
    expect((await app.inject({ url: '/widgets/yaocai.js' })).body).toBe('export {}');
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ url: '/api/w1/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, msg: SERVER_MSG.notFound, data: null });
    expect((await app.inject({ url: '/api/w1/publicHeader' })).json()).toMatchObject({ code: 200 });
    await app.close();
  });
});

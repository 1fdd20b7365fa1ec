/** Built files: sent precompressed when the browser accepts it; hashed assets cached for good, the rest revalidated. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress.mjs';
import { cacheControlFor } from '../../../src/server/plugins/static';
import { startServer, type TestServer } from '../helpers';

let dir: string;
let s: TestServer;
const js = `console.log(${JSON.stringify('药采'.repeat(400))});\n`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'yc-static-'));
  mkdirSync(path.join(dir, 'site/assets'), { recursive: true });
  mkdirSync(path.join(dir, 'widgets'), { recursive: true });
  mkdirSync(path.join(dir, 'admin/assets'), { recursive: true });
  writeFileSync(path.join(dir, 'admin/index.html'), '<!doctype html><title>药采管理后台</title>');
  writeFileSync(path.join(dir, 'admin/assets/index-Ad9kQ2xZ.js'), 'console.log("admin");\n');
  writeFileSync(path.join(dir, 'site/index.html'), `<!doctype html><title>药采</title>${'<!-- pad -->'.repeat(100)}`);
  writeFileSync(path.join(dir, 'site/assets/index-Bx3kQ9aZ.js'), js);
  writeFileSync(path.join(dir, 'widgets/yaocai.js'), js);
  precompress(path.join(dir, 'site'));
  precompress(path.join(dir, 'widgets'));
  s = await startServer({ app: { staticRoots: { site: path.join(dir, 'site'), widgets: path.join(dir, 'widgets'), admin: path.join(dir, 'admin') } } });
});
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => s.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('static files', () => {
  it('serves the back office at /admin: its own index for its pages, its own assets; the site keeps the rest', async () => {
    for (const url of ['/admin', '/admin/', '/admin/registrations/12']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('药采管理后台');
    }
    expect((await get('/admin/assets/index-Ad9kQ2xZ.js')).body).toContain('admin');
    expect((await get('/admin/assets/missing-Ad9kQ2xZ.js')).statusCode).toBe(404);
    expect((await get('/personal/myOrder')).body).not.toContain('管理后台');
  });

  it('sends brotli, else gzip, else the plain file, always the same content', async () => {
    const br = await get('/assets/index-Bx3kQ9aZ.js', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await get('/assets/index-Bx3kQ9aZ.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await get('/assets/index-Bx3kQ9aZ.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
    expect(br.rawPayload.length).toBeLessThan(js.length / 5);
  });

  it('caches hashed assets for a year, immutable; index.html, page fallbacks and the widget bundle are revalidated', async () => {
    expect((await get('/assets/index-Bx3kQ9aZ.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/', 'br')).headers['cache-control']).toBe('no-cache');
    expect((await get('/widgets/yaocai.js', 'br')).headers['cache-control']).toBe('no-cache');
    const page = await get('/personal/myOrder', 'gzip');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('index.html and page URLs come from memory with the security headers, an ETag and 304, and a rebuild shows', async () => {
    const first = await get('/', 'br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const etag = String(first.headers.etag);
    const page = await get('/category', 'gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<title>药采</title>');
    expect(page.headers.etag).toBe(etag);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const again = await s.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // A new build of the page (its compressed copies now older than it) is served within a second.
    writeFileSync(path.join(dir, 'site/index.html'), '<!doctype html><title>药采 新版</title>');
    await new Promise((r) => setTimeout(r, 1100));
    const rebuilt = await get('/', 'br');
    expect(rebuilt.headers['content-encoding']).toBeUndefined();
    expect(rebuilt.body).toContain('新版');
    expect(rebuilt.headers.etag).not.toBe(etag);
  });

  it('only vite-hashed names under assets/ count as immutable', () => {
    expect(cacheControlFor('/srv/dist/site/assets/core-DuR9LAUi.js')).toMatch(/immutable/);
    expect(cacheControlFor('/srv/dist/site/assets/core-DuR9LAUi.js.br')).toMatch(/immutable/);
    expect(cacheControlFor('/srv/dist/site/index.html')).toBe('no-cache');
    expect(cacheControlFor('/srv/dist/widgets/yaocai.iife.js')).toBe('no-cache');
    expect(cacheControlFor('/srv/dist/site/favicon.svg')).toBe('no-cache');
  });
});

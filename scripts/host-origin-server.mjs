// A second origin for the widget tests and demos: serves host-demo/ as a partner's clinic system would, on its own
// port (E2E_PORT + 1 in the e2e run), with the store on another origin.
//   ?csp=strict  a strict Content-Security-Policy with a fresh nonce per page (scripts and styles only by nonce,
//                'strict-dynamic'; the API and pictures only from the store);
//   /sign        the clinic system's backend: gets a signed clinic-system link for its user (here by asking the
//                store's demo signer server-to-server; a real partner signs with its own secret);
//   /fw/<name>.html  a bare partner page for a framework host: the loader stub, the widget bundle (?script=
//                elements/yc-cart.js for one element's entry) and the module ./<name>.js (the React and Vue host
//                tests supply it by route).
// Usage: node scripts/host-origin-server.mjs <port> <store origin>
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const root = new URL('../host-demo/', import.meta.url).pathname;
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

export function strictCsp(nonce, store) {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `connect-src 'self' ${store}`,
    `img-src 'self' ${store} data: blob:`,
    `font-src 'self' ${store} data:`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The page for this origin: where the store is, and the nonce on every script and inline style of the page. */
export function renderPage(html, { store, nonce }) {
  return html
    .replace('<head>', `<head>\n    <meta name="yc-store" content="${store}" />\n    <meta name="yc-sign" content="/sign" />`)
    .replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`)
    .replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`);
}

/** A bare partner page whose app (React, Vue…) is the module next to it. */
export function frameworkPage(name, store, script = 'yaocai.js') {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${name} 宿主</title>
<script>window.YaoCai = window.YaoCai || function () { (YaoCai.q = YaoCai.q || []).push(arguments); };
YaoCai('configure', { apiBase: '${store}/api' });</script>
<script type="module" src="${store}/widgets/${script}"></script>
<script type="module" src="./${name}.js"></script></head><body><div id="app"></div></body></html>`;
}

export function startHostOrigin(port, store) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    try {
      if (url.pathname === '/sign') {
        const r = await fetch(`${store}/api/demo/cisSign?${url.searchParams}`);
        res.writeHead(r.status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(await r.text());
        return;
      }
      const fw = /^\/fw\/([a-z-]+)\.html$/.exec(url.pathname);
      if (fw) {
        res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store' });
        const script = /^(elements\/)?[a-z-]+\.js$/.test(url.searchParams.get('script') ?? '') ? url.searchParams.get('script') : undefined;
        res.end(frameworkPage(fw[1], store, script ?? undefined));
        return;
      }
      const path = url.pathname === '/' ? '/index.html' : url.pathname;
      const file = normalize(join(root, path));
      if (!file.startsWith(root)) throw new Error('outside');
      let body = await readFile(file, 'utf8');
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' };
      if (extname(file) === '.html') {
        const nonce = randomBytes(16).toString('base64');
        body = renderPage(body, { store, nonce });
        if (url.searchParams.get('csp') === 'strict') headers['content-security-policy'] = strictCsp(nonce, store);
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('not found');
    }
  });
  server.listen(port, '127.0.0.1');
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [port = '3001', store = 'http://127.0.0.1:3000'] = process.argv.slice(2);
  startHostOrigin(Number(port), store);
  console.log(`宿主演示页（第二个来源）: http://127.0.0.1:${port}/  药采: ${store}`);
}

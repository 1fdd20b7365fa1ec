/**
 * Static roots (site at /, the back office at /admin/, widgets at /widgets/, host demo at /host-demo/) and the
 * not-found handler: unknown /api paths answer the code 404 envelope; other extension-less GETs fall back to the
 * site's index.html, or under /admin to the back office's (its own build, dist/admin: none of it reaches the site).
 *
 * Files are sent precompressed (`.br` / `.gz` written at build by scripts/precompress.mjs) when the browser accepts
 * it. Caching: vite's hashed `/assets/*` never change under a name, so they are immutable for a year; index.html and
 * the widget bundle (a stable URL partners embed) are revalidated each time (ETag), so a deploy shows at once.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SERVER_MSG } from '../../model/messages';
import { sendError } from '../errors';
import { createSiteIndex } from './site-index';

export interface StaticRoots {
  site?: string;
  /** The back office's build (vite.admin.config.ts), served at /admin/. */
  admin?: string;
  widgets?: string;
  hostDemo?: string;
}

const OWN_PREFIXES = ['/api/', '/widgets/', '/host-demo/', '/admin/'];
const ADMIN = '/admin';

/** vite names every built asset `name-<hash>.ext` under assets/: a changed file gets a new name. */
const HASHED = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.(js|css|svg|png|woff2?)(\.br|\.gz)?$/;

export function cacheControlFor(file: string): string {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function registerStatic(app: FastifyInstance, roots: StaticRoots = {}): void {
  const mounts: [string, string][] = [];
  for (const [root, prefix] of [
    [roots.widgets, '/widgets/'],
    [roots.hostDemo, '/host-demo/'],
    [roots.admin, '/admin/'],
    [roots.site, '/'],
  ] as const) {
    if (root && existsSync(root)) mounts.push([root, prefix]);
  }
  mounts.forEach(([root, prefix], i) => {
    app.register(fastifyStatic, {
      root: path.resolve(root),
      prefix,
      decorateReply: i === 0,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlFor(file));
      },
    });
  });
  const indexOf = (root: string | undefined) => (root && existsSync(path.join(root, 'index.html')) ? createSiteIndex(path.resolve(root)) : null);
  const site = roots.site && existsSync(path.join(roots.site, 'index.html')) ? path.resolve(roots.site) : null;
  const sendIndex = indexOf(roots.site);
  const sendAdminIndex = indexOf(roots.admin);
  if (sendAdminIndex) {
    app.after(() => {
      app.addHook('onRequest', async (req, reply) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return;
        const url = req.url.split('?')[0];
        if (url === ADMIN || url === `${ADMIN}/` || url === `${ADMIN}/index.html`) return sendAdminIndex(req, reply);
      });
    });
  }
  if (sendIndex) {
    // `/` and `/index.html` are answered from memory before the static route looks for the file. Added once the
    // plugins registered before (helmet's headers, CORS) have added their hooks, so this one runs after theirs.
    app.after(() => {
      app.addHook('onRequest', async (req, reply) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return;
        const url = req.url.split('?')[0];
        if (url === '/' || url === '/index.html') return sendIndex(req, reply);
      });
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.posix.basename(url).includes('.');
    if (isPage && url.startsWith(`${ADMIN}/`)) {
      if (sendAdminIndex) return sendAdminIndex(req, reply);
      return sendError(reply, 404, SERVER_MSG.notFound);
    }
    if (site && isPage && url !== '/api' && !OWN_PREFIXES.some((p) => url.startsWith(p))) {
      if (sendIndex) return sendIndex(req, reply);
    }
    return sendError(reply, 404, SERVER_MSG.notFound);
  });
}

/**
 * The site's index.html from memory (issue 14): it is the answer to `/` and to every page URL (the browser routes),
 * so it is read once with its precompressed copies instead of a file lookup per request. The file's time is looked
 * at once a second, so a rebuild under a running server is picked up.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Loaded {
  mtimeMs: number;
  etag: string;
  html: Buffer;
  br: Buffer | null;
  gz: Buffer | null;
}

const maybe = (file: string) => (existsSync(file) ? readFileSync(file) : null);

export function createSiteIndex(siteRoot: string) {
  const file = path.join(siteRoot, 'index.html');
  let loaded: Loaded | null = null;
  let checkedAt = 0;

  const current = (): Loaded => {
    const now = Date.now();
    if (loaded && now - checkedAt < 1000) return loaded;
    checkedAt = now;
    const mtimeMs = statSync(file).mtimeMs;
    if (!loaded || loaded.mtimeMs !== mtimeMs) {
      const html = readFileSync(file);
      const etag = `"${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"`;
      // A compressed copy older than the page is from an earlier build: not used.
      const fresh = (f: string) => (existsSync(f) && statSync(f).mtimeMs >= mtimeMs ? maybe(f) : null);
      loaded = { mtimeMs, etag, html, br: fresh(`${file}.br`), gz: fresh(`${file}.gz`) };
    }
    return loaded;
  };

  return function send(req: FastifyRequest, reply: FastifyReply): FastifyReply {
    const page = current();
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', page.etag).type('text/html; charset=utf-8');
    if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (page.br && /\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
    if (page.gz && /\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gz);
    return reply.send(page.html);
  };
}

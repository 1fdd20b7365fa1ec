/**
 * Security headers (helmet) and CORS for partner sites (@fastify/cors).
 * - CSP the site satisfies: scripts only from this origin (vite's build emits module files, no inline script);
 *   styles also inline, because goober writes its rules into <style> tags; pictures from here, data: and blob:
 *   (licence previews); frame-ancestors: this origin plus the configured partner origins, so a partner's clinic
 *   system may frame the store but nobody else can (clickjacking).
 * - X-Content-Type-Options: nosniff everywhere; the widget bundles may be loaded by any page (CORP cross-origin).
 * - CORS: only the partner origins may call the API from a browser, with the `token` header the widgets send
 *   (plugins/cors.ts).
 * /host-demo/ stands in for a partner's own page, which sets its own policy: it may run its inline loader stub.
 *
 * helmet itself, not @fastify/helmet: the Fastify wrapper builds helmet's middleware again on every request
 * (parsing the CSP each time, a few percent of a cached answer's cost); here it is built once.
 */
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { registerCors } from './cors';

export interface SecurityOptions {
  /** Origins (`https://cis.example.com`) allowed to call the API cross-origin and to frame the store. */
  partnerOrigins?: string[];
}

/** `YAOCAI_PARTNER_ORIGINS=https://a.example,https://b.example` → the list (blank entries and paths dropped). */
export function partnerOriginsFromEnv(value = process.env.YAOCAI_PARTNER_ORIGINS ?? ''): string[] {
  const out: string[] = [];
  for (const part of value.split(',')) {
    const text = part.trim();
    if (!text) continue;
    try {
      const url = new URL(text);
      if (url.protocol === 'https:' || url.protocol === 'http:') out.push(url.origin);
    } catch {
      console.warn(`YAOCAI_PARTNER_ORIGINS: 忽略无效的来源 ${text}`);
    }
  }
  return [...new Set(out)];
}

export function cspDirectives(partners: string[], { inlineScripts = false } = {}): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(inlineScripts ? ["'unsafe-inline'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // https: the product pictures an ERP pushes live on the distributor's own image host (open API, issue 27).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...partners],
  };
}

const policy = (d: Record<string, string[]>) =>
  Object.entries(d)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');

/** Registers on the root instance itself (not as an encapsulated plugin), so the headers cover every route. */
export function registerSecurity(app: FastifyInstance, opts: SecurityOptions = {}): void {
  const partners = opts.partnerOrigins ?? [];
  const securityHeaders = helmet({
    // Our own policy below; helmet's defaults would add upgrade-insecure-requests, which breaks plain-http installs.
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(partners) },
    // Framing is governed by CSP frame-ancestors (which allows partners); X-Frame-Options cannot list them.
    frameguard: partners.length ? false : { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    // The store opens payment pages in popups that must be able to report back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)));
  const hostDemoPolicy = policy(cspDirectives(partners, { inlineScripts: true }));
  // A callback hook, not an async one: it runs on every answer, and most pass through untouched.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/widgets/')) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
      // Public files (plugins/cors.ts): any page may load them, whatever origin the CORS plugin echoed.
      reply.header('access-control-allow-origin', '*');
    } else if (req.url.startsWith('/host-demo/')) reply.header('content-security-policy', hostDemoPolicy);
    done(null, payload);
  });
  registerCors(app, partners);
}

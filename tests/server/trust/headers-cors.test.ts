/**
 * Hole 10 and the header part of hole 1: security headers (CSP the site satisfies, nosniff, frame-ancestors for
 * self + partners), CORS only for configured partner origins with the `token` header, and an over-large request
 * header answered with the Chinese envelope instead of Fastify's English body.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../../src/model/messages';
import { partnerOriginsFromEnv } from '../../../src/server/plugins/security';
import { newToken, startServer, type TestServer } from '../helpers';

const PARTNER = 'https://cis.partner.example';
const EVIL = 'https://evil.example';

let s: TestServer;
let alone: TestServer;
beforeAll(async () => {
  s = await startServer({ app: { partnerOrigins: [PARTNER] } });
  alone = await startServer();
});
afterAll(async () => {
  await s?.close();
  await alone?.close();
});

describe('security headers', () => {
  it('sends a CSP without inline scripts, nosniff and frame-ancestors self + partners', async () => {
    const r = await s.app.inject({ url: '/api/w1/publicHeader' });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'"); // goober's <style> tags
    expect(csp).toContain(`frame-ancestors 'self' ${PARTNER}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    // frame-ancestors lists the partners; X-Frame-Options cannot, so it is left out.
    expect(r.headers['x-frame-options']).toBeUndefined();
  });

  it('without partners nobody else may frame the store', async () => {
    const r = await alone.app.inject({ url: '/api/w1/publicHeader' });
    expect(String(r.headers['content-security-policy'])).toMatch(/frame-ancestors 'self'(;|$)/);
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('reads partner origins from the environment, dropping junk', () => {
    expect(partnerOriginsFromEnv(' https://a.example/path , not a url,,http://b.example:8080 ')).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
  });
});

describe('CORS', () => {
  const preflight = (app: TestServer, origin: string) =>
    app.app.inject({
      method: 'OPTIONS',
      url: '/api/w1/MyShoppingtrolley',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'token,content-type' },
    });

  it('allows a partner origin with the token header', async () => {
    const r = await preflight(s, PARTNER);
    expect(r.statusCode).toBe(204);
    expect(r.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(r.headers['access-control-allow-headers'])).toContain('token');
    const get = await s.app.inject({ url: '/api/w1/publicHeader', headers: { origin: PARTNER, token: await newToken(s.app) } });
    expect(get.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(get.json().code).toBe(200);
  });

  it('refuses other origins (no Access-Control-Allow-Origin: the browser blocks)', async () => {
    for (const r of [await preflight(s, EVIL), await preflight(alone, PARTNER)]) {
      expect(r.headers['access-control-allow-origin']).toBeUndefined();
    }
    const get = await s.app.inject({ url: '/api/w1/publicHeader', headers: { origin: EVIL } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('request header over the size limit', () => {
  it('gets the Chinese envelope', async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/w1/publicHeader HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (d) => (data += d.toString('utf8')));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431/);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { code: number; msg: string };
    expect(body).toEqual({ code: 400, msg: `${SERVER_MSG.badParams}：请求头过大`, data: null });
  });
});

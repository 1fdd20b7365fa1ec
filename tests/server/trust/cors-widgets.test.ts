/**
 * plugins/cors.ts: the widget files load on any page (a module script is fetched in CORS mode), the API answers only
 * the configured partner origins, never with credentials, and says it varies by Origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers';

const PARTNER = 'https://cis.partner.example';
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ app: { partnerOrigins: [PARTNER] } });
});
afterAll(async () => {
  await s?.close();
});

describe('CORS for the widgets', () => {
  it('the widget files are public (*, no credentials) even for an origin that is not a partner', async () => {
    const r = await s.app.inject({ url: '/widgets/yaocai.js', headers: { origin: 'https://anyone.example' } });
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('the API: the partner exactly, no credentials, Vary: Origin; nothing for anyone else', async () => {
    const ok = await s.app.inject({ url: '/api/w1/publicHeader', headers: { origin: PARTNER } });
    expect(ok.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(ok.headers.vary)).toMatch(/origin/i);
    const other = await s.app.inject({ url: '/api/w1/publicHeader', headers: { origin: 'https://anyone.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a preflight with the token header from a partner is allowed', async () => {
    const r = await s.app.inject({
      method: 'OPTIONS',
      url: '/api/w1/addShoppingtrolley',
      headers: { origin: PARTNER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'token,content-type' },
    });
    expect(r.statusCode).toBe(204);
    expect(String(r.headers['access-control-allow-headers'])).toMatch(/token/);
  });
});

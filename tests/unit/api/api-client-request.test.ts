/** SPEC §7 request shape: token header, identity params, timestamp, base URL, config defaults. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiGet, apiPost, identityParams } from '../../../src/api/client';
import { configureApi, getApiConfig, resetApi, setNotifier } from '../../../src/api';
import { WEB_APP_ID } from '../../../src/model/constants';
import { manualClock, recordingNotifier, startServer, type ManualClock, type TestServer } from './api-harness';

let server: TestServer;
let clock: ManualClock;
let token: string | undefined;
let identity: Record<string, unknown>;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

beforeEach(() => {
  resetApi();
  setNotifier(recordingNotifier());
  clock = manualClock(1_763_800_000_123);
  token = 'tok-abc';
  identity = {};
  configureApi({ baseURL: server.baseURL, now: clock.now, getToken: () => token, getIdentity: () => identity });
  server.requests.length = 0;
  server.replyEnvelope(200, 'ok', null);
});

function last() {
  const r = server.requests.at(-1);
  if (!r) throw new Error('no request reached the server');
  return r;
}

describe('token header', () => {
  it('is sent when a token exists', async () => {
    await apiGet('/w1/x');
    expect(last().headers.token).toBe('tok-abc');
    await apiPost('/w1/y', {});
    expect(last().headers.token).toBe('tok-abc');
  });

  it('is absent without a token', async () => {
    token = undefined;
    await apiGet('/w1/x');
    expect(last().headers).not.toHaveProperty('token');
  });

  it('is absent with noToken', async () => {
    await apiPost('/w1/GetWebToken', { appid: WEB_APP_ID }, { noToken: true });
    expect(last().headers).not.toHaveProperty('token');
  });

  it('is read on every request, so a new token applies at once', async () => {
    await apiGet('/w1/x');
    token = 'tok-new';
    await apiGet('/w1/x');
    expect(server.requests.map((r) => r.headers.token)).toEqual(['tok-abc', 'tok-new']);
  });
});

describe('identity params', () => {
  it('are added to the GET query next to the caller params', async () => {
    identity = { client_id: 7, company_id: 1, salesman_id: 3 };
    await apiGet('/w1/productSearch', { keyword: '阿莫西林', page: 2 });
    const q = last().query;
    expect(last().path).toBe('/api/w1/productSearch');
    expect(Object.fromEntries(q)).toEqual({
      client_id: '7',
      company_id: '1',
      salesman_id: '3',
      keyword: '阿莫西林',
      page: '2',
      t: String(clock.now()),
    });
  });

  it('are added to the POST JSON body', async () => {
    identity = { client_id: 7, company_id: 1 };
    await apiPost('/w1/addShoppingtrolley', { list: [{ product_id: 5, amount: 2 }] });
    expect(last().method).toBe('POST');
    expect(last().headers['content-type']).toContain('application/json');
    expect(last().body).toEqual({ client_id: 7, company_id: 1, list: [{ product_id: 5, amount: 2 }] });
    expect(last().query.get('client_id')).toBeNull();
  });

  it('a POST without a body still carries the identity', async () => {
    identity = { salesman_id: 3 };
    await apiPost('/w1/x');
    expect(last().body).toEqual({ salesman_id: 3 });
  });

  it('empty ones are skipped', async () => {
    identity = { client_id: '', company_id: undefined, salesman_id: null };
    await apiGet('/w1/x');
    expect([...last().query.keys()]).toEqual(['t']);
    identity = { client_id: 0, company_id: 1 };
    await apiPost('/w1/y', { a: 1 });
    expect(last().body).toEqual({ company_id: 1, a: 1 });
    expect(identityParams({ client_id: 0, company_id: '', salesman_id: 9 })).toEqual({ salesman_id: 9 });
  });

  it('noIdentity leaves them out', async () => {
    identity = { client_id: 7, company_id: 1 };
    await apiPost('/w1/login', { username: 'u', password: 'p' }, { noIdentity: true });
    expect(last().body).toEqual({ username: 'u', password: 'p' });
  });

  it('caller values win over the stored identity', async () => {
    identity = { client_id: 7, company_id: 1 };
    await apiGet('/w1/x', { client_id: 9 });
    expect(last().query.get('client_id')).toBe('9');
  });

  it('undefined caller params are not sent', async () => {
    await apiGet('/w1/x', { keyword: undefined, ClassID: 12 });
    expect(last().query.has('keyword')).toBe(false);
    expect(last().query.get('ClassID')).toBe('12');
  });
});

describe('timestamp param', () => {
  it('t is on every GET and POST, from the configured clock', async () => {
    await apiGet('/w1/x');
    expect(last().query.get('t')).toBe('1763800000123');
    clock.advance(5);
    await apiPost('/w1/y', { a: 1 });
    expect(last().query.get('t')).toBe('1763800000128');
  });

  it('defaults to the real time', async () => {
    resetApi();
    configureApi({ baseURL: server.baseURL });
    const before = Date.now();
    await apiGet('/w1/x');
    const t = Number(last().query.get('t'));
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
  });
});

describe('configuration', () => {
  it('defaults are safe without a window: base /api, no token, no identity', () => {
    resetApi();
    const cfg = getApiConfig();
    expect(cfg.baseURL).toBe('/api');
    expect(cfg.getToken()).toBeUndefined();
    expect(cfg.getIdentity()).toEqual({});
    expect(() => cfg.reload()).not.toThrow();
    expect(() => cfg.onRelogin()).not.toThrow();
  });

  it('keys passed as undefined keep their current value', () => {
    const reload = () => {};
    configureApi({ reload });
    configureApi({ reload: undefined, baseURL: undefined });
    expect(getApiConfig().reload).toBe(reload);
    expect(getApiConfig().baseURL).toBe(server.baseURL);
  });

  it('an injected fetch is used', async () => {
    const seen: string[] = [];
    configureApi({
      fetch: async (input) => {
        seen.push(String(input instanceof Request ? input.url : input));
        return new Response(JSON.stringify({ code: 200, msg: '', data: 'stub' }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    await expect(apiGet('/w1/x')).resolves.toMatchObject({ data: 'stub' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain('/api/w1/x?');
  });
});

/**
 * Login issues a new token and the server drops the old one (no session fixation). A request still in flight
 * with the old token comes back 10001 / 401 although the browser is logged in by then: it is sent again once with
 * the current token, with no token refresh, no reload and no "login expired" dialog.
 */
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { apiGet } from '../../../src/api/client';
import { configureApi, resetApi, setNotifier } from '../../../src/api';
import { envelope, manualClock, recordingNotifier, sendJson, startServer, type TestServer } from './api-harness';

let server: TestServer;
let current = 'old-token';
const onTokenRefresh = vi.fn(async () => {});
const onRelogin = vi.fn();
const reload = vi.fn();

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  resetApi();
  setNotifier(recordingNotifier());
  onTokenRefresh.mockClear();
  onRelogin.mockClear();
  reload.mockClear();
  current = 'old-token';
  configureApi({ baseURL: server.baseURL, now: manualClock().now, onTokenRefresh, onRelogin, reload, getToken: () => current });
});

it.each([10001, 401])('code %i for a token replaced meanwhile: sent again with the new token', async (code) => {
  server.reply((req, res) => {
    if (req.headers.token === 'old-token') {
      current = 'new-token'; // the login answered while this request was on its way
      return sendJson(res, code === 401 ? 401 : 200, envelope(code, ''));
    }
    sendJson(res, 200, envelope(200, 'ok', { who: req.headers.token }));
  });
  await expect(apiGet('/w1/userInfo')).resolves.toMatchObject({ code: 200, data: { who: 'new-token' } });
  expect(onTokenRefresh).not.toHaveBeenCalled();
  expect(reload).not.toHaveBeenCalled();
});

it('the same token refused again is a real 10001 (refresh), and it is sent again only once', async () => {
  let seen = 0;
  server.reply((_req, res) => {
    seen += 1;
    current = `token-${seen}`; // changes every time: never more than one replay
    sendJson(res, 200, envelope(10001, ''));
  });
  await expect(apiGet('/w1/userInfo')).rejects.toMatchObject({ code: 10001 });
  expect(seen).toBe(2);
  expect(onTokenRefresh).toHaveBeenCalledTimes(1);
});

/** SPEC §8 error catalogue, business codes: every row against a real local HTTP server. */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiGet, apiPost } from '../../../src/api/client';
import { ApiError, configureApi, defaultText, resetApi, setNotifier } from '../../../src/api';
import { MSG } from '../../../src/model/messages';
import {
  deferred,
  flush,
  manualClock,
  recordingNotifier,
  sendJson,
  startServer,
  type ManualClock,
  type RecordingNotifier,
  type TestServer,
} from './api-harness';

const SERVER_EXPIRED = '登录状态已过期，请重新登录';

let server: TestServer;
let notifier: RecordingNotifier;
let clock: ManualClock;
let onRelogin: Mock<() => void>;
let onTokenRefresh: Mock<() => Promise<void>>;
let reload: Mock<() => void>;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

beforeEach(() => {
  resetApi();
  notifier = recordingNotifier();
  setNotifier(notifier);
  clock = manualClock();
  onRelogin = vi.fn();
  reload = vi.fn();
  onTokenRefresh = vi.fn(async () => {});
  configureApi({ baseURL: server.baseURL, now: clock.now, onRelogin, onTokenRefresh, reload, getToken: () => 'tok-1' });
});

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

describe('success codes', () => {
  it('code 200 resolves the full envelope', async () => {
    server.replyEnvelope(200, 'ok', { a: 1 });
    await expect(apiGet('/w1/x')).resolves.toEqual({ code: 200, msg: 'ok', data: { a: 1 } });
    expect(notifier.notices).toEqual([]);
  });

  it.each([999, 101])('code %i resolves without a notice', async (code) => {
    server.replyEnvelope(code, '提示信息', { n: code });
    await expect(apiPost('/w1/x', { a: 1 })).resolves.toEqual({ code, msg: '提示信息', data: { n: code } });
    expect(notifier.notices).toEqual([]);
  });

  it('accepts a numeric string code', async () => {
    server.reply((_r, res) => sendJson(res, 200, { code: '200', msg: '', data: 5 }));
    await expect(apiGet('/w1/x')).resolves.toMatchObject({ code: 200, data: 5 });
  });
});

describe('no code in the answer', () => {
  it('shows MSG.noCode and rejects', async () => {
    server.reply((_r, res) => sendJson(res, 200, { msg: 'hello', data: [] }));
    const e = await rejection(apiGet('/w1/x'));
    expect(e.message).toBe(MSG.noCode);
    expect(e.kind).toBe('business');
    expect(notifier.notices).toEqual([{ type: 'error', msg: MSG.noCode }]);
  });

  it('a 200 answer with a plain-text body has no code either', async () => {
    server.reply((_r, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('OK');
    });
    expect((await rejection(apiGet('/w1/x'))).message).toBe(MSG.noCode);
  });
});

describe('code 401', () => {
  it('without asking when the host supplies sessions (askBeforeRelogin false): onRelogin at once, no dialog', async () => {
    configureApi({ askBeforeRelogin: false });
    server.replyEnvelope(401, SERVER_EXPIRED);
    const e = await rejection(apiGet('/w1/userInfo'));
    expect(e).toMatchObject({ code: 401, kind: 'auth' });
    expect(notifier.notices.filter((n) => n.type === 'confirm')).toEqual([]);
    expect(onRelogin).toHaveBeenCalledTimes(1);
  });

  it('asks to log in again; accepting calls onRelogin; the call rejects with sessionInvalid', async () => {
    notifier.confirmAnswer = true;
    server.replyEnvelope(401, SERVER_EXPIRED);
    const e = await rejection(apiGet('/w1/userInfo'));
    expect(e).toMatchObject({ code: 401, kind: 'auth', message: MSG.sessionInvalid });
    expect(notifier.notices).toEqual([
      {
        type: 'confirm',
        options: {
          title: MSG.loginExpiredTitle,
          message: MSG.loginExpired,
          confirmText: MSG.relogin,
          cancelText: MSG.cancel,
        },
      },
    ]);
    await flush();
    expect(onRelogin).toHaveBeenCalledTimes(1);
  });

  it('cancelling keeps the user on the page, and a later 401 asks again', async () => {
    notifier.confirmAnswer = false;
    server.replyEnvelope(401, SERVER_EXPIRED);
    await rejection(apiGet('/w1/userInfo'));
    await flush();
    expect(onRelogin).not.toHaveBeenCalled();
    await rejection(apiGet('/w1/userInfo'));
    await flush();
    expect(notifier.notices.filter((n) => n.type === 'confirm')).toHaveLength(2);
    expect(onRelogin).not.toHaveBeenCalled();
  });

  it('two parallel 401s open one dialog; both calls reject at once', async () => {
    const answer = deferred<boolean>();
    notifier.confirmAnswer = () => answer.promise;
    server.replyEnvelope(401, SERVER_EXPIRED);
    const [a, b] = await Promise.all([rejection(apiGet('/w1/a')), rejection(apiPost('/w1/b', {}))]);
    expect(a.kind).toBe('auth');
    expect(b.kind).toBe('auth');
    expect(notifier.notices.filter((n) => n.type === 'confirm')).toHaveLength(1);
    // Still open: a third 401 does not stack another dialog.
    await rejection(apiGet('/w1/c'));
    expect(notifier.notices.filter((n) => n.type === 'confirm')).toHaveLength(1);
    answer.resolve(true);
    await flush();
    expect(onRelogin).toHaveBeenCalledTimes(1);
  });

  it('an HTTP 200 carrying code 401 is handled the same', async () => {
    server.replyEnvelope(401, '', null, 200);
    expect((await rejection(apiGet('/w1/x'))).kind).toBe('auth');
    expect(notifier.notices).toHaveLength(1);
  });
});

describe('code 10001', () => {
  it('notices, refreshes the token, then reloads', async () => {
    const order: string[] = [];
    onTokenRefresh.mockImplementation(async () => {
      order.push('refresh');
    });
    reload.mockImplementation(() => order.push('reload'));
    server.replyEnvelope(10001, '访问令牌无效');
    const e = await rejection(apiGet('/w1/MyShoppingtrolley'));
    expect(e).toMatchObject({ code: 10001, kind: 'token' });
    expect(notifier.notices).toEqual([{ type: 'error', msg: MSG.tokenRefresh }]);
    expect(order).toEqual(['refresh', 'reload']);
  });

  it('is throttled to once per 3 s: calls inside the window only reject', async () => {
    server.replyEnvelope(10001, '');
    await rejection(apiGet('/w1/a'));
    clock.advance(2_999);
    expect((await rejection(apiGet('/w1/b'))).kind).toBe('token');
    expect(onTokenRefresh).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(notifier.notices).toHaveLength(1);
    clock.advance(1);
    await rejection(apiGet('/w1/c'));
    expect(onTokenRefresh).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(notifier.notices).toHaveLength(2);
  });

  it('does not reload when the refresh fails', async () => {
    const quietConsole = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTokenRefresh.mockRejectedValue(new Error('down'));
    server.replyEnvelope(10001, '');
    await rejection(apiGet('/w1/a'));
    expect(onTokenRefresh).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    quietConsole.mockRestore();
  });

  it('a request sent without a token never triggers a refresh (no loop on the token call itself)', async () => {
    server.replyEnvelope(10001, '');
    await rejection(apiPost('/w1/GetWebToken', {}, { noToken: true }));
    expect(onTokenRefresh).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('code 500', () => {
  it('shows the server msg as an error message and rejects', async () => {
    server.replyEnvelope(500, '服务器繁忙，请稍后再试');
    const e = await rejection(apiGet('/w1/x'));
    expect(e).toMatchObject({ code: 500, kind: 'business', message: '服务器繁忙，请稍后再试' });
    expect(notifier.notices).toEqual([{ type: 'message', msg: '服务器繁忙，请稍后再试', kind: 'error' }]);
  });

  it('falls back to the default text', async () => {
    server.replyEnvelope(500, '');
    expect((await rejection(apiGet('/w1/x'))).message).toBe(MSG.httpDefault);
    expect(notifier.notices).toEqual([{ type: 'message', msg: MSG.httpDefault, kind: 'error' }]);
  });
});

describe('other codes', () => {
  it('code 400 notifies the msg and rejects with msg and data', async () => {
    server.replyEnvelope(400, '没有可加入购物车的商品', { field: 'list' });
    const e = await rejection(apiPost('/w1/addShoppingtrolley', { list: [] }));
    expect(e).toMatchObject({ code: 400, kind: 'business', message: '没有可加入购物车的商品', data: { field: 'list' } });
    expect(notifier.notices).toEqual([{ type: 'notify', msg: '没有可加入购物车的商品' }]);
  });

  it('a code sent with HTTP 200 is handled like the same code sent with its HTTP status', async () => {
    server.replyEnvelope(429, '登录尝试过于频繁', null, 200);
    const viaOk = await rejection(apiGet('/w1/x'));
    server.replyEnvelope(429, '登录尝试过于频繁', null, 429);
    const viaStatus = await rejection(apiGet('/w1/x'));
    expect(viaOk).toMatchObject({ code: 429, kind: 'business', message: '登录尝试过于频繁' });
    expect(viaStatus).toMatchObject({ code: 429, kind: 'business', message: '登录尝试过于频繁' });
    expect(notifier.notices).toEqual([
      { type: 'notify', msg: '登录尝试过于频繁' },
      { type: 'notify', msg: '登录尝试过于频繁' },
    ]);
  });

  it('quiet suppresses the toast of a business error but still rejects', async () => {
    server.replyEnvelope(400, '账号或密码错误');
    expect((await rejection(apiPost('/w1/login', {}, { quiet: true }))).message).toBe('账号或密码错误');
    server.replyEnvelope(500, 'boom');
    await rejection(apiGet('/w1/x', undefined, { quiet: true }));
    expect(notifier.notices).toEqual([]);
  });
});

describe('default texts when the server gives no msg', () => {
  it.each([
    [403, MSG.http403],
    [404, MSG.http404],
    [418, MSG.httpDefault],
    [600, MSG.httpDefault],
  ])('code %i -> %s', async (code, text) => {
    server.replyEnvelope(code, '', null, code < 600 ? code : 200);
    const e = await rejection(apiGet('/w1/x'));
    expect(e.message).toBe(text);
    expect(notifier.notices).toEqual([{ type: 'notify', msg: text }]);
  });

  it('401 has its own default text (the rejection itself says the session is invalid)', () => {
    expect(defaultText(401)).toBe(MSG.http401);
    expect(defaultText(403)).toBe(MSG.http403);
    expect(defaultText(404)).toBe(MSG.http404);
    expect(defaultText(502)).toBe(MSG.httpDefault);
  });
});

describe('silent option', () => {
  it('no notice for a business error, a missing code, a 500 or a 401 dialog; still rejects', async () => {
    notifier.confirmAnswer = true;
    server.replyEnvelope(400, '错');
    expect((await rejection(apiGet('/w1/x', undefined, { silent: true }))).code).toBe(400);
    server.replyEnvelope(500, '错');
    expect((await rejection(apiGet('/w1/x', undefined, { silent: true }))).code).toBe(500);
    server.reply((_r, res) => sendJson(res, 200, { data: 1 }));
    expect((await rejection(apiGet('/w1/x', undefined, { silent: true }))).message).toBe(MSG.noCode);
    server.replyEnvelope(401, '');
    expect((await rejection(apiGet('/w1/x', undefined, { silent: true }))).kind).toBe('auth');
    await flush();
    expect(notifier.notices).toEqual([]);
    expect(onRelogin).not.toHaveBeenCalled();
  });

  it('a silent 10001 still refreshes the token, without the notice', async () => {
    server.replyEnvelope(10001, '');
    await rejection(apiGet('/w1/MyShoppingtrolley', undefined, { silent: true }));
    expect(notifier.notices).toEqual([]);
    expect(onTokenRefresh).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('onError: every failure the user is told of, with its code (widgets relay it as yc:error)', () => {
  it('reports business, server and HTTP-page failures with their codes; never silent or caller-cancelled ones', async () => {
    const onError = vi.fn<(e: ApiError) => void>();
    configureApi({ onError });
    server.replyEnvelope(4001, '商品已下架');
    await rejection(apiPost('/w1/x', {}));
    server.replyEnvelope(500, '服务器开小差了');
    await rejection(apiGet('/w1/x', {}, { quiet: true }));
    server.reply((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>bad gateway</html>');
    });
    await rejection(apiGet('/w1/x'));
    expect(onError.mock.calls.map(([e]) => [e.code, e.kind])).toEqual([
      [4001, 'business'],
      [500, 'business'],
      [502, 'network'],
    ]);
    expect(onError.mock.calls[0]![0].message).toBe('商品已下架');

    onError.mockClear();
    server.replyEnvelope(4001, '商品已下架');
    await rejection(apiGet('/w1/x', {}, { silent: true }));
    const controller = new AbortController();
    const pending = apiGet('/w1/x', {}, { signal: controller.signal });
    controller.abort();
    await rejection(pending);
    expect(onError).not.toHaveBeenCalled();
  });
});

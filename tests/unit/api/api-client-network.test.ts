/** SPEC §8 network rows: connection failure, timeout, HTTP error pages, the 3 s notice throttle, aborts. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../../../src/api/client';
import { ApiError, configureApi, resetApi, setNotifier } from '../../../src/api';
import { MSG } from '../../../src/model/messages';
import { manualClock, recordingNotifier, startServer, type ManualClock, type RecordingNotifier, type TestServer } from './api-harness';

let server: TestServer;
let notifier: RecordingNotifier;
let clock: ManualClock;
let deadBaseURL: string;

/** A port that was just free: connecting to it is refused. */
async function closedPortURL(): Promise<string> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return `http://127.0.0.1:${port}/api`;
}

beforeAll(async () => {
  server = await startServer();
  deadBaseURL = await closedPortURL();
});
afterAll(() => server.close());

beforeEach(() => {
  resetApi();
  notifier = recordingNotifier();
  setNotifier(notifier);
  clock = manualClock();
  configureApi({ baseURL: server.baseURL, now: clock.now });
});

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

describe('network failures', () => {
  it('connection refused -> MSG.networkError', async () => {
    configureApi({ baseURL: deadBaseURL });
    const e = await rejection(apiGet('/w1/x'));
    expect(e).toMatchObject({ code: 0, kind: 'network', message: MSG.networkError, aborted: false });
    expect(notifier.notices).toEqual([{ type: 'error', msg: MSG.networkError }]);
  });

  it('no answer within the timeout -> MSG.timeout', async () => {
    configureApi({ timeoutMs: 150 });
    server.reply(() => {
      /* never answers; the socket is destroyed when the server closes */
    });
    const started = Date.now();
    const e = await rejection(apiPost('/w1/slow', { a: 1 }));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(e).toMatchObject({ code: 0, kind: 'network', message: MSG.timeout });
    expect(notifier.notices).toEqual([{ type: 'error', msg: MSG.timeout }]);
  });

  it('the default timeout is 100 s', async () => {
    const { getApiConfig } = await import('../../../src/api');
    resetApi();
    expect(getApiConfig().timeoutMs).toBe(100_000);
  });

  it('HTTP 502 without a body -> 系统接口502异常', async () => {
    server.reply((_r, res) => {
      res.writeHead(502);
      res.end();
    });
    const e = await rejection(apiGet('/w1/x'));
    expect(e).toMatchObject({ code: 502, kind: 'network', message: '系统接口502异常' });
    expect(notifier.notices).toEqual([{ type: 'error', msg: '系统接口502异常' }]);
  });

  it('an HTML error page is not an envelope either', async () => {
    server.reply((_r, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>Not Found</h1>');
    });
    expect((await rejection(apiGet('/w1/x'))).message).toBe(MSG.httpStatus(404));
  });

  it('network notices show at most once per 3 s, whatever the failure', async () => {
    configureApi({ baseURL: deadBaseURL });
    await rejection(apiGet('/w1/a'));
    await rejection(apiGet('/w1/b'));
    clock.advance(2_999);
    await rejection(apiGet('/w1/c'));
    expect(notifier.notices).toHaveLength(1);
    clock.advance(1);
    configureApi({ baseURL: server.baseURL });
    server.reply((_r, res) => {
      res.writeHead(503);
      res.end();
    });
    const e = await rejection(apiGet('/w1/d'));
    expect(e.message).toBe('系统接口503异常');
    expect(notifier.notices).toEqual([
      { type: 'error', msg: MSG.networkError },
      { type: 'error', msg: '系统接口503异常' },
    ]);
  });

  it('silent network failures show nothing and do not use up the throttle window', async () => {
    configureApi({ baseURL: deadBaseURL });
    expect((await rejection(apiGet('/w1/a', undefined, { silent: true }))).message).toBe(MSG.networkError);
    expect(notifier.notices).toEqual([]);
    await rejection(apiGet('/w1/b'));
    expect(notifier.notices).toEqual([{ type: 'error', msg: MSG.networkError }]);
  });

  it("the caller's own abort rejects without a notice", async () => {
    server.reply(() => {});
    const controller = new AbortController();
    const p = rejection(apiGet('/w1/x', undefined, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 30);
    const e = await p;
    expect(e).toMatchObject({ kind: 'network', aborted: true });
    expect(notifier.notices).toEqual([]);
  });

  it('a timeout still applies when the caller passes a signal', async () => {
    configureApi({ timeoutMs: 100 });
    server.reply(() => {});
    const e = await rejection(apiGet('/w1/x', undefined, { signal: new AbortController().signal }));
    expect(e.message).toBe(MSG.timeout);
  });
});

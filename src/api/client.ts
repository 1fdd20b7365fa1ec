import { createFetch } from 'ofetch';
import type { Envelope } from '../contract/common';
import { MSG } from '../model/messages';
import { ERROR_NOTICE_THROTTLE_MS, TOKEN_REFRESH_THROTTLE_MS } from '../model/constants';
import { apiState, getApiConfig, type Identity } from './config';
import { getNotifier } from './notify';
import { ApiError, defaultText } from './errors';

export interface RequestOptions {
  /** No notice or dialog at all (SPEC §8 silent failures: public header, token fetch, cart and area loads). */
  silent?: boolean;
  /** No toast for business errors: the caller shows the message itself. Still rejects. */
  quiet?: boolean;
  /** Do not send the token header. */
  noToken?: boolean;
  /** Do not add client_id / company_id / salesman_id (token fetch, login). */
  noIdentity?: boolean;
  signal?: AbortSignal;
}

type Params = Record<string, unknown>;
type Method = 'GET' | 'POST';

/** Codes that resolve: 200 success, 999 and 101 are informational answers the pages read themselves. */
const RESOLVING_CODES = new Set([200, 999, 101]);
const CODE_EXPIRED = 401;
const CODE_TOKEN_INVALID = 10001;
const CODE_SERVER_ERROR = 500;
/** The store's database is away for a moment: shown like a server error, rejected as retryable (kind busy). */
const CODE_BUSY = 503;
const ABORTED_TEXT = '请求已取消';

// One ofetch instance; fetch is looked up per request so configureApi({fetch}) and test stubs apply.
const $fetch = createFetch({ fetch: (input, init) => getApiConfig().fetch(input, init) });

export function apiGet<T = unknown>(path: string, params?: Params, opts: RequestOptions = {}): Promise<Envelope<T>> {
  return request<T>('GET', path, params, opts);
}

export function apiPost<T = unknown>(path: string, body?: unknown, opts: RequestOptions = {}): Promise<Envelope<T>> {
  return request<T>('POST', path, body, opts);
}

function isEmptyId(v: unknown): boolean {
  // 0 is never a real id: stores may hold 0 for "none".
  return v === undefined || v === null || v === '' || v === 0;
}

/** The identity fields the browser has, without empty ones. */
export function identityParams(identity: Identity): Params {
  const out: Params = {};
  for (const key of ['client_id', 'company_id', 'salesman_id'] as const) {
    const v = identity[key];
    if (!isEmptyId(v)) out[key] = v;
  }
  return out;
}

function withoutUndefined(params: Params | undefined): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null) out[k] = v;
  return out;
}

function isPlainObject(v: unknown): v is Params {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Identity goes into a JSON body (caller fields win) or a FormData body (only fields it lacks). */
function bodyWithIdentity(body: unknown, identity: Params): unknown {
  if (body === undefined || body === null) return { ...identity };
  if (isPlainObject(body)) return { ...identity, ...body };
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    for (const [k, v] of Object.entries(identity)) if (!body.has(k)) body.append(k, String(v));
  }
  return body;
}

async function request<T>(method: Method, path: string, payload: unknown, opts: RequestOptions): Promise<Envelope<T>> {
  try {
    return await send<T>(method, path, payload, opts);
  } catch (e) {
    if (e instanceof ApiError && !e.aborted && !opts.silent) getApiConfig().onError(e);
    throw e;
  }
}

async function send<T>(method: Method, path: string, payload: unknown, opts: RequestOptions): Promise<Envelope<T>> {
  const cfg = getApiConfig();
  const headers: Record<string, string> = {};
  const token = opts.noToken ? undefined : cfg.getToken();
  if (token) headers.token = token;

  const identity = opts.noIdentity ? {} : identityParams(cfg.getIdentity());
  const query: Params =
    method === 'GET' ? { ...identity, ...withoutUndefined(payload as Params | undefined) } : {};
  query.t = cfg.now();
  const body = method === 'POST' ? bodyWithIdentity(payload, identity) : undefined;

  // Own timer instead of ofetch's `timeout`, which ofetch ignores when a caller signal is given.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, cfg.timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (opts.signal?.aborted) controller.abort();
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

  let status: number;
  let data: unknown;
  try {
    const res = await $fetch.raw(path, {
      method,
      baseURL: cfg.baseURL,
      query,
      body: body as Params | undefined,
      headers,
      signal: controller.signal,
      ignoreResponseError: true,
      retry: false,
    });
    status = res.status;
    data = res._data;
  } catch {
    if (timedOut) throw networkFailure(MSG.timeout, 0, opts);
    if (opts.signal?.aborted) throw new ApiError(0, ABORTED_TEXT, 'network', undefined, true);
    throw networkFailure(MSG.networkError, 0, opts);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }
  // Login issues a new token and drops the old one: a request still in flight with the old token is answered
  // 10001 / 401 although the browser is logged in now. Sent again once with the current token, not a refresh.
  const code = envelopeCode(data);
  if ((code === CODE_TOKEN_INVALID || code === CODE_EXPIRED) && token && !replayed.has(opts) && cfg.getToken() !== token) {
    const again = { ...opts };
    replayed.add(again);
    return send<T>(method, path, payload, again);
  }
  return handleAnswer<T>(status, data, opts);
}

/** Options of requests already sent again after a token change (at most once each). */
const replayed = new WeakSet<RequestOptions>();

function envelopeCode(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const code = (data as { code?: unknown }).code;
  if (typeof code === 'number' && Number.isFinite(code)) return code;
  if (typeof code === 'string' && code.trim() !== '' && Number.isFinite(Number(code))) return Number(code);
  return undefined;
}

async function handleAnswer<T>(status: number, data: unknown, opts: RequestOptions): Promise<Envelope<T>> {
  const code = envelopeCode(data);
  if (code === undefined) {
    // An HTTP error page (proxy 502, HTML 404...) is a transport problem; a 2xx without code is a bad answer.
    if (status >= 400) throw networkFailure(MSG.httpStatus(status), status, opts);
    if (!opts.silent) getNotifier().error(MSG.noCode);
    throw new ApiError(0, MSG.noCode, 'business', data);
  }
  const env = { ...(data as Envelope<T>), code };
  if (RESOLVING_CODES.has(code)) return env;

  const msg = typeof env.msg === 'string' && env.msg !== '' ? env.msg : defaultText(code);
  if (code === CODE_EXPIRED) {
    if (!opts.silent) askRelogin();
    throw new ApiError(code, MSG.sessionInvalid, 'auth', env.data);
  }
  if (code === CODE_TOKEN_INVALID) {
    await refreshTokenThrottled(opts);
    throw new ApiError(code, MSG.tokenRefresh, 'token', env.data);
  }
  if (code === CODE_BUSY) {
    // Every call of a page fails together while the database is away: one toast per window, like the network's.
    if (!opts.quiet) throttledNotice(msg, opts);
    throw new ApiError(code, msg, 'busy', env.data);
  }
  if (!opts.silent && !opts.quiet) {
    if (code === CODE_SERVER_ERROR) getNotifier().message(msg, 'error');
    else getNotifier().notify(msg);
  }
  throw new ApiError(code, msg, 'business', env.data);
}

/** At most one "login expired" dialog at a time; re-login is the app's onRelogin. */
function askRelogin(): void {
  if (!getApiConfig().askBeforeRelogin) return getApiConfig().onRelogin();
  const state = apiState();
  if (state.confirmOpen) return;
  state.confirmOpen = true;
  let answer: Promise<boolean>;
  try {
    answer = getNotifier().confirm({
      title: MSG.loginExpiredTitle,
      message: MSG.loginExpired,
      confirmText: MSG.relogin,
      cancelText: MSG.cancel,
    });
  } catch {
    answer = Promise.resolve(false);
  }
  void answer
    .catch(() => false)
    .then((ok) => {
      state.confirmOpen = false;
      if (ok) getApiConfig().onRelogin();
    })
    .catch((e: unknown) => console.error('[yaocai] relogin failed', e));
}

/**
 * Code 10001: notice, new token, reload. Once per TOKEN_REFRESH_THROTTLE_MS; calls inside the window only
 * reject. A request sent without a token (the token fetch itself) never triggers a refresh, to avoid a loop.
 */
async function refreshTokenThrottled(opts: RequestOptions): Promise<void> {
  if (opts.noToken) return;
  const cfg = getApiConfig();
  const state = apiState();
  const now = cfg.now();
  if (now - state.lastTokenRefresh < TOKEN_REFRESH_THROTTLE_MS) return;
  state.lastTokenRefresh = now;
  if (!opts.silent) getNotifier().error(MSG.tokenRefresh);
  try {
    await cfg.onTokenRefresh();
  } catch (e) {
    // Reloading without a token would only loop; the next request tries again after the window.
    console.error('[yaocai] token refresh failed', e);
    return;
  }
  cfg.reload();
}

/** Network notices share one throttle window so a dead backend shows one toast, not one per request. */
function networkFailure(msg: string, code: number, opts: RequestOptions): ApiError {
  throttledNotice(msg, opts);
  return new ApiError(code, msg, 'network');
}

function throttledNotice(msg: string, opts: RequestOptions): void {
  if (opts.silent) return;
  const state = apiState();
  const now = getApiConfig().now();
  if (now - state.lastNetworkNotice >= ERROR_NOTICE_THROTTLE_MS) {
    state.lastNetworkNotice = now;
    getNotifier().error(msg);
  }
}

import type { ApiError } from './errors';
import { REQUEST_TIMEOUT_MS } from '../model/constants';

export type IdValue = number | string | null | undefined;

export interface Identity {
  client_id?: IdValue;
  company_id?: IdValue;
  salesman_id?: IdValue;
}

export interface ApiConfig {
  /** Prefix of every path, default '/api'. An absolute URL works too (widgets on another host). */
  baseURL: string;
  getToken: () => string | undefined;
  getIdentity: () => Identity;
  /** Code 10001: fetch a new web token (registered by the stores). */
  onTokenRefresh: () => Promise<void>;
  /** The user accepted "log in again" after a 401 (registered by the app). */
  onRelogin: () => void;
  /**
   * false: a 401 calls onRelogin at once, without the "login expired" dialog (a widget whose host hands over
   * sessions with getToken: the session is renewed without asking the buyer).
   */
  askBeforeRelogin: boolean;
  /** Called after a token refresh. */
  reload: () => void;
  /** Clock for the throttles and the `t` param; injectable so tests are deterministic. */
  now: () => number;
  timeoutMs: number;
  /** fetch implementation; read at call time so a test or host page can swap it. */
  fetch: typeof globalThis.fetch;
  /** Every failed request that was not silent nor cancelled by its caller (widgets pass it on as yc:error). */
  onError: (e: ApiError) => void;
}

export type ApiConfigInput = { [K in keyof ApiConfig]?: ApiConfig[K] | undefined };

// Nothing here touches window/location at import time: widgets and Node tests import this module too.
function reloadPage(): void {
  const loc = (globalThis as { location?: { reload?: () => void } }).location;
  loc?.reload?.();
}

function defaults(): ApiConfig {
  return {
    baseURL: '/api',
    getToken: () => undefined,
    getIdentity: () => ({}),
    onTokenRefresh: async () => {},
    onRelogin: reloadPage,
    askBeforeRelogin: true,
    reload: reloadPage,
    now: () => Date.now(),
    timeoutMs: REQUEST_TIMEOUT_MS,
    fetch: (input, init) => globalThis.fetch(input, init),
    onError: () => {},
  };
}

/** Mutable throttle / single-dialog state of the client. */
export interface ApiState {
  confirmOpen: boolean;
  lastTokenRefresh: number;
  lastNetworkNotice: number;
}

function freshState(): ApiState {
  return { confirmOpen: false, lastTokenRefresh: -Infinity, lastNetworkNotice: -Infinity };
}

/**
 * Config and state live on a versioned globalThis slot, like the stores: a second copy of the widget bundle
 * on the same page shares the first copy's configuration and its "one 401 dialog at a time" state.
 */
const KEY = '__yaocai_api_v1__';
interface Slot {
  config: ApiConfig;
  state: ApiState;
}

function slot(): Slot {
  const g = globalThis as typeof globalThis & Record<string, Slot | undefined>;
  return (g[KEY] ??= { config: defaults(), state: freshState() });
}

/** Merge settings into the client config; keys given as undefined keep their current value. */
export function configureApi(input: ApiConfigInput): void {
  const s = slot();
  const next = { ...s.config };
  for (const [k, v] of Object.entries(input) as [keyof ApiConfig, unknown][]) {
    if (v !== undefined) (next as Record<string, unknown>)[k] = v;
  }
  s.config = next;
}

export function getApiConfig(): Readonly<ApiConfig> {
  return slot().config;
}

export function apiState(): ApiState {
  return slot().state;
}

/** Back to defaults and fresh throttles (tests, or a host page tearing widgets down). */
export function resetApi(): void {
  const s = slot();
  s.config = defaults();
  s.state = freshState();
}

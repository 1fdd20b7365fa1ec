import { shared } from '../src/stores/shared';
import type { CisParams } from '../src/model/cis-link';
import { dispatch } from './events';

/**
 * What `getToken` may resolve with: a session the host's backend obtained (`/api/w1/cisLogin` answers these
 * fields), or a freshly signed clinic-system link the widgets log in with (`YaoCai.handshake`).
 */
export type TokenGrant =
  | { api_token: string; expires_at: number; client_id: number; company_id: number; salesman_id?: number }
  | CisParams;

/** Host-level configuration set through `YaoCai('configure', …)` / `YaoCai.configure` before elements mount. */
export interface WidgetConfig {
  /** The store's API, e.g. `https://store.example.com/api` (default `/api`: the page's own origin). */
  apiBase: string;
  /** Where the store's own pages live; by default the apiBase without its trailing /api. */
  storeUrl?: string;
  /** The host page's CSP nonce, put on every style tag the widgets write (default: the loading script's nonce). */
  nonce?: string;
  /** Called when the widgets need a session (none yet, or it expired): the host supplies a logged-in one. */
  getToken?: () => Promise<TokenGrant>;
  /** Theme name for every element without its own `theme` attribute: `default`, `clinic` or `contrast`. */
  theme?: string;
  /**
   * A web font for the widgets: declared once in the page (an @font-face inside a shadow root is never loaded) and
   * put first in `--yc-font`. `src` as in CSS: `url(https://…/font.woff2) format("woff2")`.
   */
  font?: { family: string; src: string; weight?: string; display?: string };
}

export const widgetConfig = shared('widgetConfig', (): WidgetConfig => ({ apiBase: '/api' }));

/** True when the API is on the page's own origin (the store's site, its /host-demo/): the site's storage is shared. */
export function apiIsSameOrigin(): boolean {
  if (typeof location === 'undefined') return false;
  try {
    return new URL(widgetConfig.apiBase, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/** Absolute URL of a store page (e.g. /shopCart) for a widget that hands the buyer over to the store. */
export function storeUrl(path: string): string {
  const base = widgetConfig.storeUrl ?? new URL(widgetConfig.apiBase, location.href).href.replace(/\/api\/?$/, '/');
  return new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`).href;
}

/**
 * Hands a store page to the host: a cancelable `yc:navigate {to}` first (a host with its own routing takes it and
 * calls preventDefault); if nobody takes it, the store's page opens, so no widget button is ever dead.
 */
export function handOver(host: Element | undefined, to: string, assign: (url: string) => void = (u) => location.assign(u)): void {
  if (host && !dispatch('yc:navigate', { to }, host)) return;
  assign(storeUrl(to));
}

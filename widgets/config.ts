import { shared } from '../src/stores/shared';

/** Host-level configuration set through window.YaoCai.configure before or after elements mount. */
export const widgetConfig = shared('widgetConfig', () => ({
  apiBase: '/api',
  /** Where the store's own pages live; by default the apiBase without its trailing /api. */
  storeUrl: undefined as string | undefined,
}));

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
  const event = new CustomEvent('yc:navigate', { detail: { to }, bubbles: true, composed: true, cancelable: true });
  if (host && !host.dispatchEvent(event)) return;
  assign(storeUrl(to));
}

import { bootStores } from '../src/stores/boot';
import { adoptLogin, ensureToken, setTokenSource } from '../src/stores/auth';
import { setAddGate } from '../src/stores/cart';
import { emit } from '../src/stores/events';
import { shared } from '../src/stores/shared';
import { followOtherTabs, restoreSession } from '../src/stores/session-sync';
import { configureApi } from '../src/api';
import { installNotifier } from '../src/ui/notifier';
import { cisHandshake } from '../src/features/cis';
import { apiIsSameOrigin, widgetConfig, type TokenGrant } from './config';
import { dispatch } from './events';
import { firstHost, wireDomEvents } from './dom-events';
import { installFont } from './fonts';

export const VERSION = '0.2.0';

const state = shared('widgetBoot', () => ({ ready: undefined as Promise<void> | undefined }));

/** The nonce of the script being run (a classic script) or of any nonce'd script on the page. */
export function detectNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const current = document.currentScript as HTMLScriptElement | null;
  return current?.nonce || document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/** A host's grant becomes this page's session: a token its backend got, or a signed link we log in with. */
export async function adoptGrant(grant: TokenGrant): Promise<void> {
  if ('api_token' in grant) {
    await adoptLogin({ ...grant, token: grant.api_token }, true);
    return;
  }
  await cisHandshake(grant);
}

/**
 * Where the session lives (widgets/README "Sessions"):
 * - API on the page's own origin: the store site's own storage (SPEC §3 cookies), so the site and the widgets
 *   are one login in every tab;
 * - a host that passes getToken: memory only, the host hands a session over on every load and on expiry;
 * - otherwise: localStorage of the host's origin under `yaocai:`, shared by its tabs.
 */
export function persistenceMode(): 'site' | 'widget' | 'memory' {
  if (widgetConfig.getToken) return 'memory';
  return apiIsSameOrigin() ? 'site' : 'widget';
}

/** The same toasts as the site; each failed request also reaches the host as yc:error, with the server's code. */
function installWidgetNotifier() {
  installNotifier();
  configureApi({ onError: (e) => emit('yc:error', { code: e.code, message: e.message, source: 'api', kind: e.kind }) });
}

/**
 * Once per page (the first element or API call wins, also across two copies of the bundle): stores in widget mode,
 * DOM events, the add gate, other tabs followed, the stored session restored; then `yc:ready`.
 */
export function bootWidgets(): Promise<void> {
  if (state.ready) return state.ready;
  widgetConfig.nonce ??= detectNonce();
  // goober puts window.__nonce__ on the style tags it creates (its documented CSP hook).
  if (widgetConfig.nonce && typeof window !== 'undefined') (window as typeof window & { __nonce__?: string }).__nonce__ = widgetConfig.nonce;
  installFont(widgetConfig.font, widgetConfig.nonce);
  const getToken = widgetConfig.getToken;
  bootStores({
    mode: persistenceMode(),
    apiBase: widgetConfig.apiBase,
    // An expired session: a host with getToken hands over a new one; otherwise the host hears yc:auth-required.
    onRelogin: () => {
      if (getToken) void ensureToken();
    },
    askBeforeRelogin: !getToken,
    // Never reload the host's page: the stores take the new token in place.
    reload: () => {},
  });
  installWidgetNotifier();
  wireDomEvents();
  setAddGate((lines) => {
    const detail = { lines: lines.map((l) => ({ product_id: l.product_id, amount: l.amount })) };
    if (!dispatch('yc:add-to-cart', detail, firstHost())) return false;
    return true;
  });
  if (getToken) setTokenSource(async () => adoptGrant(await getToken()));
  followOtherTabs();
  state.ready = (async () => {
    if (getToken) await ensureToken().catch(() => undefined);
    const session = await restoreSession();
    emit('yc:ready', { version: VERSION, session });
  })();
  return state.ready;
}

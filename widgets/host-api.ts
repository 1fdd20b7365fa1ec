import type { AddCartLine, CartList } from '../src/contract/cart';
import { $cart, $cartLoaded, addLines, loadCart } from '../src/stores/cart';
import { ensureToken, login, logout } from '../src/stores/auth';
import { on, type SessionSummary, type YcEventName, type YcEvents } from '../src/stores/events';
import { sessionSummary } from '../src/stores/session-sync';
import { configureApi } from '../src/api';
import type { CisParams } from '../src/model/cis-link';
import { cisHandshake } from '../src/features/cis';
import { handOver, widgetConfig, type WidgetConfig } from './config';
import { bootWidgets, VERSION } from './boot';
import { installFont } from './fonts';
import { firstHost } from './dom-events';
import { prefillCart, type NeedLine, type PrefillResult } from './needs-list';

/** What handshake resolves with: the session plus where the link's action points (a store path). */
export interface HandshakeSession extends SessionSummary {
  client_id: number;
  company_id: number;
  url: string;
  bak_var: string;
}

/** window.YaoCai: what a host page calls. Every method that talks to the store returns a promise. */
export interface YaoCaiApi {
  version: string;
  /** apiBase, storeUrl, nonce, getToken, theme (see WidgetConfig); call it first (or through the loader stub). */
  configure(o: Partial<WidgetConfig>): void;
  /** Resolves once the stored session is restored (what `yc:ready` carries). */
  ready(): Promise<SessionSummary>;
  login(username: string, password: string): Promise<SessionSummary>;
  logout(): Promise<void>;
  /** Log in with a clinic-system link's parameters (UserName, action, ts, nonce, sign…), signed by the host's backend. */
  handshake(params: CisParams): Promise<HandshakeSession>;
  /** Who is logged in now (never the token). */
  session(): SessionSummary;
  /** The cart as the store has it (loaded first if it was not yet). */
  getCart(): Promise<CartList>;
  /** Adds lines to the shared cart (yc:add-to-cart first, cancelable); resolves with the cart's kinds count. */
  addToCart(lines: AddCartLine[]): Promise<number>;
  /** Punchout: the host's stock-needs list into the cart, rounded up to the middle pack, each line's note kept. */
  prefillCart(needs: NeedLine[]): Promise<PrefillResult>;
  /** The unread count of the buyer's message centre (0 without a client); `yc:messages-change` tells each change. */
  unreadMessages(): Promise<number>;
  /** The clinic system's needs list from the store's side: the products due for reordering, with the suggested quantity rounded to the pack (pass them to prefillCart). */
  reorderSuggestions(): Promise<{ product_id: number; product_code: string; name: string; amount: number; unit: string; interval_days: number; last_day: string }[]>;
  /** A store page (`/productDetail/12`, `/shopCart`…): a <yc-store> on the page shows it; else yc:navigate (cancelable), else the store's site opens it. */
  open(path: string): Promise<void>;
  on<K extends YcEventName>(name: K, fn: (detail: YcEvents[K]) => void): () => void;
  /** Kept from 0.1: cart.get / cart.add / cart.reload. */
  cart: { get(): CartList; add(lines: AddCartLine[]): Promise<number>; reload(): Promise<void> };
}

async function getCart(): Promise<CartList> {
  await bootWidgets();
  if (!$cartLoaded.get() && sessionSummary().client_id) await loadCart();
  return $cart.get();
}

export function createHostApi(): YaoCaiApi {
  const api: YaoCaiApi = {
    version: VERSION,
    configure(o) {
      Object.assign(widgetConfig, Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
      if (o.apiBase) configureApi({ baseURL: o.apiBase });
      if (o.font) installFont(o.font, widgetConfig.nonce);
    },
    ready: async () => {
      await bootWidgets();
      return sessionSummary();
    },
    async login(username, password) {
      await bootWidgets();
      await ensureToken();
      await login(username, password);
      return sessionSummary();
    },
    async logout() {
      await bootWidgets();
      await logout();
    },
    async handshake(params) {
      await bootWidgets();
      const r = await cisHandshake(params);
      return { ...sessionSummary(), client_id: r.client_id, company_id: r.company_id, url: r.url, bak_var: r.bak_var };
    },
    session: () => sessionSummary(),
    getCart,
    async addToCart(lines) {
      await bootWidgets();
      return addLines(lines);
    },
    async prefillCart(needs) {
      await bootWidgets();
      return prefillCart(needs);
    },
    async unreadMessages() {
      await bootWidgets();
      if (!sessionSummary().client_id) return 0;
      // Loaded on first call: hosts that never ask carry none of it.
      const { $unreadMessages, loadUnreadMessages } = await import('../src/stores/messages');
      await loadUnreadMessages();
      return $unreadMessages.get();
    },
    async reorderSuggestions() {
      await bootWidgets();
      if (!sessionSummary().client_id) return [];
      const { getReorderSuggestions } = await import('../src/api/alerts');
      const { list } = await getReorderSuggestions();
      return list.map((s) => ({
        product_id: s.product.product_id,
        product_code: s.product.product_code,
        name: s.product.ty_name,
        amount: s.suggested_amount,
        unit: s.product.product_dw,
        interval_days: s.interval_days,
        last_day: s.last_day,
      }));
    },
    async open(path) {
      await bootWidgets();
      const store = document.querySelector('yc-store');
      if (store) {
        store.setAttribute('path', path);
        store.scrollIntoView({ block: 'start' });
        return;
      }
      handOver(firstHost() ?? document.documentElement, path);
    },
    on: (name, fn) => on(name, fn),
    cart: {
      get: () => $cart.get(),
      add: (lines) => api.addToCart(lines),
      reload: async () => {
        await bootWidgets();
        await loadCart();
      },
    },
  };
  return api;
}

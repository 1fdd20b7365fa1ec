import type { AddCartLine, CartList } from '../src/contract/cart';
import { $cart, addLines, loadCart } from '../src/stores/cart';
import { bootStores } from '../src/stores/boot';
import { ensureToken, login, logout } from '../src/stores/auth';
import { $session } from '../src/stores/session';
import { on, type YcEventName, type YcEvents } from '../src/stores/events';
import { installNotifier } from '../src/ui/notifier';
import { configureApi } from '../src/api';
import { widgetConfig } from './config';
import type { CisParams } from '../src/model/cis-link';
import { cisHandshake } from '../src/features/cis';

export const VERSION = '0.1.0';

/** What handshake resolves with: the session plus where the link's action points (a store path). */
export interface HandshakeSession {
  client_id: number;
  company_id: number;
  clinicName?: string;
  url: string;
  bak_var: string;
}

/** window.YaoCai: what a host page calls. */
export interface YaoCaiApi {
  version: string;
  /** apiBase: the store's /api URL; storeUrl: where its pages are (default: apiBase without /api). */
  configure(o: { apiBase?: string; storeUrl?: string }): void;
  login(username: string, password: string): Promise<{ client_id?: number; company_id?: number; salesman_id?: number }>;
  logout(): Promise<void>;
  /** Log in with a clinic-system link's parameters (UserName, action, ts, nonce, sign…), signed by the host's backend. */
  handshake(params: CisParams): Promise<HandshakeSession>;
  session(): { client_id?: number; company_id?: number; salesman_id?: number; clinicName?: string };
  cart: { get(): CartList; add(lines: AddCartLine[]): Promise<number>; reload(): Promise<void> };
  on<K extends YcEventName>(name: K, fn: (detail: YcEvents[K]) => void): () => void;
}

function boot() {
  bootStores({ mode: 'widget', apiBase: widgetConfig.apiBase, onRelogin: () => {} });
  installNotifier();
}

export function createHostApi(): YaoCaiApi {
  return {
    version: VERSION,
    configure(o) {
      if (o.storeUrl) widgetConfig.storeUrl = o.storeUrl;
      if (!o.apiBase) return;
      widgetConfig.apiBase = o.apiBase;
      configureApi({ baseURL: o.apiBase });
    },
    async login(username, password) {
      boot();
      await ensureToken();
      return login(username, password);
    },
    async logout() {
      boot();
      await logout();
    },
    async handshake(params) {
      boot();
      const r = await cisHandshake(params);
      const s = $session.get();
      return { client_id: r.client_id, company_id: r.company_id, clinicName: s.clinicName, url: r.url, bak_var: r.bak_var };
    },
    session() {
      const s = $session.get();
      return { client_id: s.client_id, company_id: s.company_id, salesman_id: s.salesman_id, clinicName: s.clinicName };
    },
    cart: {
      get: () => $cart.get(),
      add: (lines) => {
        boot();
        return addLines(lines);
      },
      reload: async () => {
        boot();
        await loadCart();
      },
    },
    on: (name, fn) => on(name, fn),
  };
}

import { defineWidget } from './define';
import { YcSearch } from './yc-search';
import { YcCart } from './yc-cart';
import { YcQuickOrder } from './yc-quick-order';
import { YcOrderList } from './yc-order-list';
import { YcSalesmanConsole } from './yc-salesman-console';
import { createHostApi, VERSION, type YaoCaiApi } from './host-api';
import { emit } from '../src/stores/events';
import { $session } from '../src/stores/session';
import { loadCart } from '../src/stores/cart';
import { bootStores } from '../src/stores/boot';
import { onBroadcast } from '../src/stores/sync';
import { widgetConfig } from './config';

type Queued = { q?: IArguments[] } & ((...args: unknown[]) => void);

/**
 * Install window.YaoCai and replay calls queued by the loader stub
 * (`window.YaoCai = window.YaoCai || function () { (YaoCai.q = YaoCai.q || []).push(arguments) }`),
 * e.g. `YaoCai('configure', {apiBase: '/api'})`. Done before the elements are defined, so elements already in
 * the page mount with the host's configuration.
 */
if (typeof window !== 'undefined') {
  const w = window as unknown as { YaoCai?: Queued | YaoCaiApi };
  const existing = w.YaoCai;
  if (!existing || typeof existing === 'function') {
    const api = createHostApi();
    w.YaoCai = api;
    const queue = (existing as Queued | undefined)?.q ?? [];
    for (const args of queue) {
      const [method, ...rest] = Array.from(args) as [keyof YaoCaiApi, ...unknown[]];
      const fn = api[method];
      if (typeof fn === 'function') (fn as (...a: unknown[]) => unknown).apply(api, rest);
    }
    bootStores({ mode: 'widget', apiBase: widgetConfig.apiBase, onRelogin: () => {} });
    if ($session.get().client_id) void loadCart();
    // The site or a widget in another tab changed the cart: take it from the server (same as the site does).
    onBroadcast((msg) => {
      if (msg.type === 'cart' && $session.get().client_id) void loadCart();
    });
    emit('yc:ready', { version: VERSION });
  }
}

defineWidget('yc-search', YcSearch, { keyword: 'string', pageSize: 'number' });
defineWidget('yc-cart', YcCart, {});
defineWidget('yc-quick-order', YcQuickOrder, { compact: 'boolean', upload: 'boolean' });
defineWidget('yc-order-list', YcOrderList, {});
defineWidget('yc-salesman-console', YcSalesmanConsole, { customerId: 'number' });

export type { YaoCaiApi };

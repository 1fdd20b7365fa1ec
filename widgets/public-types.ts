/**
 * The widget bundle's public types, published as dist/widgets/yaocai.d.ts: `window.YaoCai`, every event's
 * `detail` on document / window / the element (so `addEventListener('yc:cart-change', (e) => e.detail.kinds)` is
 * typed in a TypeScript host), and the elements with their properties.
 */
import type { YaoCaiApi } from './host-api';
import type { YaoCaiEventMap, YaoCaiEventName } from './events';

export type { YaoCaiApi, HandshakeSession } from './host-api';
export type { WidgetConfig, TokenGrant } from './config';
export type { YaoCaiEventMap, YaoCaiEventName, CheckoutRequest, WidgetEvents } from './events';
export type { PrefillResult, NeedLine } from './needs-list';
export type { HostLine, SessionSummary } from '../src/stores/events';

/** Each event as the DOM delivers it. */
export type YaoCaiDomEvents = { [K in YaoCaiEventName]: CustomEvent<YaoCaiEventMap[K]> };

/** What every element takes: a theme name (`default`, `clinic`, `contrast`; the `--yc-*` variables go in CSS). */
export interface YcElement extends HTMLElement {
  theme?: string;
}
export interface YcSearchElement extends YcElement {
  keyword?: string;
  pageSize?: number;
}
export interface YcQuickOrderElement extends YcElement {
  compact?: boolean;
  upload?: boolean;
}
export interface YcSalesmanConsoleElement extends YcElement {
  customerId?: number;
}
export interface YcStoreElement extends YcElement {
  path?: string;
}

declare global {
  interface Window {
    YaoCai: YaoCaiApi;
  }
  // The events bubble out of the shadow roots (composed) to document and window.
  interface DocumentEventMap extends YaoCaiDomEvents {}
  interface WindowEventMap extends YaoCaiDomEvents {}
  interface HTMLElementEventMap extends YaoCaiDomEvents {}
  interface HTMLElementTagNameMap {
    'yc-search': YcSearchElement;
    'yc-cart': YcElement;
    'yc-quick-order': YcQuickOrderElement;
    'yc-order-list': YcElement;
    'yc-salesman-console': YcSalesmanConsoleElement;
    'yc-store': YcStoreElement;
  }
}

import type { HostLine, YcEvents } from '../src/stores/events';

/** What a host reads from `yc:checkout-request`. */
export interface CheckoutRequest {
  /** The checked lines checkout would take, with name, code, unit, price and the host's note when it gave one. */
  lines: HostLine[];
  /** Product kinds in the cart (the badge's number). */
  kinds: number;
}

/** Events only the elements dispatch (the rest come from the stores, `YcEvents`). */
export interface WidgetEvents {
  /** A widget wants a store page (cancelable: a host with its own routing takes it). */
  'yc:navigate': { to: string };
  /** 去结算 in `<yc-cart>` (cancelable: a host takes the lines into its own purchasing flow). */
  'yc:checkout-request': CheckoutRequest;
}

/** Every event a host can hear, name → `detail`. */
export type YaoCaiEventMap = YcEvents & WidgetEvents;
export type YaoCaiEventName = keyof YaoCaiEventMap;

/** Events a host may cancel with preventDefault(). */
export const CANCELABLE: readonly YaoCaiEventName[] = ['yc:add-to-cart', 'yc:checkout-request', 'yc:navigate'];

/**
 * Dispatches a widget event from `from` (an element inside the page, or document): bubbling and composed, so it
 * leaves the shadow root and reaches document and window. Returns false when a host cancelled it.
 */
export function dispatch<K extends YaoCaiEventName>(name: K, detail: YaoCaiEventMap[K], from?: EventTarget): boolean {
  const target = from ?? (typeof document === 'undefined' ? undefined : document);
  if (!target) return true;
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: CANCELABLE.includes(name) }));
}

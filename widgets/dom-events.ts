import { on, type YcEventName } from '../src/stores/events';
import { shared } from '../src/stores/shared';
import { dispatch } from './events';
import { noteFor } from './needs-list';

/**
 * Store events relayed as DOM events. yc:add-to-cart is not relayed: the add gate (boot.ts) dispatches it itself,
 * cancelable, before the add.
 */
const RELAYED: YcEventName[] = ['yc:ready', 'yc:login', 'yc:logout', 'yc:auth-required', 'yc:cart-change', 'yc:order-created', 'yc:error', 'yc:acting-start', 'yc:acting-end', 'yc:trace-codes'];

/**
 * Store events become DOM CustomEvents (bubbling, composed) dispatched once: from the element the buyer used last
 * (so a listener on that element hears what happens in it), else the first connected widget element, else (yc:ready,
 * before any element) document. A host listening on document or window hears each event exactly once. The flag sits
 * on a version-free global so two copies of the bundle (even two versions) relay once between them.
 */
const state = shared('domEvents', () => ({ hosts: [] as HTMLElement[], active: undefined as HTMLElement | undefined }));
const RELAY_FLAG = '__yaocai_dom_relay__';

export function firstHost(): HTMLElement | undefined {
  if (state.active?.isConnected) return state.active;
  return state.hosts.find((h) => h.isConnected);
}

/** The buyer pressed or typed in this element: what follows is announced from it. */
export function markActive(el: HTMLElement | undefined): void {
  if (el) state.active = el;
}

export function wireDomEvents(): void {
  const g = globalThis as typeof globalThis & Record<string, boolean | undefined>;
  if (g[RELAY_FLAG]) return;
  g[RELAY_FLAG] = true;
  for (const name of RELAYED) on(name, (detail) => void dispatch(name, withNotes(detail) as never, firstHost()), false);
}

/** Lines of an order placed after a prefill carry the host's notes back. */
function withNotes<D>(detail: D): D {
  const lines = (detail as { lines?: unknown }).lines;
  if (!Array.isArray(lines)) return detail;
  return { ...detail, lines: lines.map((l: { product_id: number; note?: string }) => ({ ...l, note: l.note ?? noteFor(l.product_id) })) };
}

export function registerHost(el: HTMLElement): () => void {
  state.hosts.push(el);
  return () => {
    state.hosts = state.hosts.filter((h) => h !== el);
  };
}

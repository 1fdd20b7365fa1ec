import { on, type YcEventName } from '../src/stores/events';
import { shared } from '../src/stores/shared';

const NAMES: YcEventName[] = ['yc:ready', 'yc:login', 'yc:logout', 'yc:auth-required', 'yc:cart-change', 'yc:add-to-cart', 'yc:error', 'yc:acting-start', 'yc:acting-end'];

/**
 * Store events become DOM CustomEvents (bubbling, composed) dispatched once, from the first connected widget
 * element, so a host listening on document hears each event exactly once.
 */
const state = shared('domEvents', () => ({ hosts: [] as HTMLElement[], wired: false }));

function wire() {
  if (state.wired) return;
  state.wired = true;
  for (const name of NAMES) {
    on(
      name,
      (detail) => {
        const el = state.hosts.find((h) => h.isConnected);
        const target: EventTarget = el ?? document;
        target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
      },
      false,
    );
  }
}

export function registerHost(el: HTMLElement): () => void {
  wire();
  state.hosts.push(el);
  return () => {
    state.hosts = state.hosts.filter((h) => h !== el);
  };
}

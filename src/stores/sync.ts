import { shared } from './shared';

/**
 * Keeps tabs in step: a cart or quick-order list change, a login, or messages marked read in one tab is replayed in
 * the others.
 */
export type SyncMessage = { type: 'cart' } | { type: 'session' } | { type: 'quickOrder' } | { type: 'messages' };

// Browsers only: on a server that imports the widgets (SSR) an open channel would keep the process alive.
const channel = shared('channel', () =>
  typeof BroadcastChannel === 'undefined' || typeof window === 'undefined' ? undefined : new BroadcastChannel('yaocai'),
);

export function broadcast(msg: SyncMessage): void {
  channel?.postMessage(msg);
}

export function onBroadcast(fn: (msg: SyncMessage) => void): () => void {
  if (!channel) return () => {};
  const handler = (e: MessageEvent<SyncMessage>) => fn(e.data);
  channel.addEventListener('message', handler);
  return () => channel.removeEventListener('message', handler);
}

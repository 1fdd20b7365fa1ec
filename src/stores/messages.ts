/**
 * The unread count of the personal message centre (issue 32), shared by the site header and the widgets: loaded
 * once a client is logged in, set again by every read/unread answer (which carries the new count).
 */
import { atom } from 'nanostores';
import { getUnreadMessages } from '../api';
import { resetArrivals } from './arrivals';
import { emit } from './events';
import { shared } from './shared';

export const $unreadMessages = shared('unreadMessages', () => atom(0));

/** Sets the count; a change is told to the host page (`yc:messages-change`). */
export function setUnreadMessages(n: number): void {
  if (n === $unreadMessages.get()) return;
  $unreadMessages.set(n);
  emit('yc:messages-change', { unread: n });
}

/** Reads the count quietly (no toast on failure: a badge is not worth an error message). */
export async function loadUnreadMessages(): Promise<void> {
  try {
    const r = await getUnreadMessages({ silent: true });
    setUnreadMessages(r.unread);
  } catch {
    // Keep the last count.
  }
}

/** On logout and when a salesman starts or ends acting: the next client's count and subscriptions load afresh. */
export function resetPersonalAlerts(): void {
  setUnreadMessages(0);
  resetArrivals();
}

/**
 * The unread count of the personal message centre (issue 32), shared by the site header and the widgets: loaded
 * once a client is logged in, set again by every read/unread answer (which carries the new count).
 */
import { atom } from 'nanostores';
import { getUnreadMessages } from '../api';
import { resetArrivals } from './arrivals';
import { shared } from './shared';

export const $unreadMessages = shared('unreadMessages', () => atom(0));

export const setUnreadMessages = (n: number) => $unreadMessages.set(n);

/** Reads the count quietly (no toast on failure: a badge is not worth an error message). */
export async function loadUnreadMessages(): Promise<void> {
  try {
    const r = await getUnreadMessages({ silent: true });
    $unreadMessages.set(r.unread);
  } catch {
    // Keep the last count.
  }
}

/** On logout and when a salesman starts or ends acting: the next client's count and subscriptions load afresh. */
export function resetPersonalAlerts(): void {
  $unreadMessages.set(0);
  resetArrivals();
}

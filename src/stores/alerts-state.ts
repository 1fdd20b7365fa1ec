/**
 * The message centre's unread count and the client's 到货提醒 list (issue 32): the atoms alone, with no API calls, so
 * the session stores (logout, acting) reset them without carrying the alerts' requests into every bundle. Loading
 * lives in `messages.ts` and `arrivals.ts`.
 */
import { atom } from 'nanostores';
import type { ArrivalSubscription } from '../contract/alerts';
import { emit } from './events';
import { shared } from './shared';

export const $unreadMessages = shared('unreadMessages', () => atom(0));
export const $arrivals = shared('arrivals', () => atom<ArrivalSubscription[] | null>(null));

/** Sets the count; a change is told to the host page (`yc:messages-change`). */
export function setUnreadMessages(n: number): void {
  if (n === $unreadMessages.get()) return;
  $unreadMessages.set(n);
  emit('yc:messages-change', { unread: n });
}

/** On logout and when a salesman starts or ends acting: the next client's count and subscriptions load afresh. */
export function resetPersonalAlerts(): void {
  setUnreadMessages(0);
  $arrivals.set(null);
}

/**
 * The unread count of the personal message centre (issue 32), shared by the site header and the widgets' 消息 pills:
 * one request serves every badge on the page (a load under way is shared, and a count already loaded for this
 * client is kept), set again by every read/unread answer (which carries the new count), and loaded again when the
 * page comes back into view (the buyer may have read them in the store's tab) or another tab of this origin marked
 * some.
 */
import { getUnreadMessages } from '../api/alerts';
import { setUnreadMessages } from './alerts-state';
import { $session } from './session';
import { broadcast, onBroadcast } from './sync';
import { shared } from './shared';

export { $unreadMessages, setUnreadMessages, resetPersonalAlerts } from './alerts-state';

/**
 * The count's loading: the request under way, the login whose count the atom holds (token and client: a logout, a
 * new login or a salesman acting for another client loads afresh), and the page's one watch.
 */
const unreadLoad = shared('unreadLoad', () => ({ inflight: null as Promise<void> | null, loadedFor: '', watchers: 0, stop: null as (() => void) | null }));
const loginKey = () => {
  const s = $session.get();
  return s.client_id ? `${s.token ?? ''}|${s.client_id}` : '';
};

/** Reads the count quietly (no toast on failure: a badge is not worth an error message); one request at a time. */
export function loadUnreadMessages(): Promise<void> {
  if (unreadLoad.inflight) return unreadLoad.inflight;
  const key = loginKey();
  unreadLoad.inflight = getUnreadMessages({ silent: true })
    .then((r) => {
      setUnreadMessages(r.unread);
      unreadLoad.loadedFor = key;
    })
    .catch(() => undefined) // keep the last count
    .finally(() => {
      unreadLoad.inflight = null;
    });
  return unreadLoad.inflight;
}

/** Loads the count unless it is already this client's: the header and every widget on a page share one request. */
export function ensureUnreadMessages(): Promise<void> {
  const key = loginKey();
  if (key && unreadLoad.loadedFor === key) return unreadLoad.inflight ?? Promise.resolve();
  return loadUnreadMessages();
}

/** After the buyer marked messages read or unread: the answer's count here, and the other tabs load theirs. */
export function messagesMarked(unread: number): void {
  setUnreadMessages(unread);
  broadcast({ type: 'messages' });
}

/**
 * While a badge shows: load again when the page becomes visible or another tab marked messages. One listener for
 * the page however many badges watch; the returned function stops this badge's watch.
 */
export function watchUnreadMessages(): () => void {
  if (unreadLoad.watchers++ === 0 && typeof document !== 'undefined') {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void loadUnreadMessages();
    };
    document.addEventListener('visibilitychange', onVisible);
    const off = onBroadcast((m) => {
      if (m.type === 'messages') void loadUnreadMessages();
    });
    unreadLoad.stop = () => {
      document.removeEventListener('visibilitychange', onVisible);
      off();
    };
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--unreadLoad.watchers === 0) {
      unreadLoad.stop?.();
      unreadLoad.stop = null;
    }
  };
}

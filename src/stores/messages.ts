/**
 * The unread count of the personal message centre (issue 32), shared by the site header and the widgets: loaded
 * once a client is logged in, set again by every read/unread answer (which carries the new count).
 */
import { getUnreadMessages } from '../api/alerts';
import { setUnreadMessages } from './alerts-state';

export { $unreadMessages, setUnreadMessages, resetPersonalAlerts } from './alerts-state';

/** Reads the count quietly (no toast on failure: a badge is not worth an error message). */
export async function loadUnreadMessages(): Promise<void> {
  try {
    const r = await getUnreadMessages({ silent: true });
    setUnreadMessages(r.unread);
  } catch {
    // Keep the last count.
  }
}

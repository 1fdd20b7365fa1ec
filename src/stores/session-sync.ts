/**
 * Keeping a page's session in step with the stored one, for the widgets: after a reload the stored login is
 * restored with the user data hosts show (the clinic's name), and a login or logout in another tab of the same
 * origin (the store site or another page with widgets) is followed here. The site has its own visibility rules
 * (site/useTabSync.ts); both hear the same broadcast.
 */
import { $session, hydrateSession, readStoredIdentity, type SessionState } from './session';
import { loadSalesmanInfo, loadUserInfo } from './auth';
import { loadCart, resetCart } from './cart';
import { emit, type SessionSummary } from './events';
import { onBroadcast } from './sync';
import { shared } from './shared';
import { isClientLogin, isSalesmanLogin } from '../model/session-rules';

export function sessionSummary(s: SessionState = $session.get()): SessionSummary {
  return { client_id: s.client_id, company_id: s.company_id, salesman_id: s.salesman_id, clinicName: s.clinicName };
}

/** Loads what a logged-in session shows (user data, cart, the salesman's name); silent on failure. */
export async function restoreSession(): Promise<SessionSummary> {
  const s = $session.get();
  const jobs: Promise<unknown>[] = [];
  if (isClientLogin(s)) jobs.push(loadUserInfo(), loadCart());
  if (isSalesmanLogin(s)) jobs.push(loadSalesmanInfo());
  await Promise.all(jobs.map((j) => j.catch(() => undefined)));
  return sessionSummary();
}

const same = (a: Pick<SessionState, 'token' | 'client_id' | 'company_id' | 'salesman_id'>, b: typeof a) =>
  a.token === b.token && a.client_id === b.client_id && a.company_id === b.company_id && a.salesman_id === b.salesman_id;

/** Another tab logged in, out or switched: take the stored session and announce the change. */
export async function followStoredSession(): Promise<void> {
  const stored = readStoredIdentity();
  const now = $session.get();
  if (same(now, stored)) return;
  const wasIn = isClientLogin(now) || isSalesmanLogin(now);
  hydrateSession();
  if (!isClientLogin(stored) && !isSalesmanLogin(stored)) {
    // hydrateSession keeps the cached user data; a logout elsewhere forgets it here too.
    $session.set({ ...$session.get(), clinicName: undefined, companyName: undefined, salesman_name: undefined, userLoaded: false });
    resetCart();
    if (wasIn) emit('yc:logout', {});
    return;
  }
  const summary = await restoreSession();
  emit('yc:login', { client_id: summary.client_id, company_id: summary.company_id, salesman_id: summary.salesman_id });
}

/**
 * The same login was renewed in another tab (a login again issues a new token and drops the old one): take the
 * stored token, so this tab's next request is not refused. Answers whether it did.
 */
export function adoptStoredToken(): boolean {
  const stored = readStoredIdentity();
  const now = $session.get();
  const sameIds = stored.client_id === now.client_id && stored.company_id === now.company_id && stored.salesman_id === now.salesman_id;
  if (!sameIds || !stored.token || stored.token === now.token) return false;
  $session.set({ ...now, token: stored.token, expires: stored.expires });
  return true;
}

const following = shared('sessionFollowing', () => ({ on: false }));

/** Once per page: follow session broadcasts and cart changes of other tabs. */
export function followOtherTabs(): void {
  if (following.on) return;
  following.on = true;
  onBroadcast((msg) => {
    if (msg.type === 'session') void followStoredSession();
    if (msg.type === 'cart' && isClientLogin($session.get())) void loadCart();
  });
}

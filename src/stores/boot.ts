import { configureApi } from '../api';
import { selectPersistence, type PersistenceMode } from './persistence';
import { $session, hydrateSession } from './session';
import { refreshToken, logout } from './auth';
import { loadSearchHistory } from './search-history';
import { emit } from './events';
import { shared } from './shared';

export interface BootOptions {
  mode: PersistenceMode;
  apiBase?: string;
  /** What "log in again" means here: the site reloads, a widget asks its host. */
  onRelogin?: () => void;
  /** false: renew at once on a 401, without the "login expired" dialog (the host supplies sessions). */
  askBeforeRelogin?: boolean;
  reload?: () => void;
}

const booted = shared('booted', () => ({ done: false }));

/** Wire persistence and the HTTP client to the stores. Idempotent: every widget calls it, the first one wins. */
export function bootStores(opts: BootOptions): void {
  if (booted.done) return;
  booted.done = true;
  selectPersistence(opts.mode);
  hydrateSession();
  loadSearchHistory();
  configureApi({
    baseURL: opts.apiBase ?? '/api',
    getToken: () => $session.get().token,
    getIdentity: () => {
      const s = $session.get();
      return { client_id: s.client_id, company_id: s.company_id, salesman_id: s.salesman_id };
    },
    onTokenRefresh: refreshToken,
    onRelogin: () => {
      void logout({ remote: false }).then(() => {
        emit('yc:auth-required', { reason: 'session-expired' });
        opts.onRelogin?.();
      });
    },
    askBeforeRelogin: opts.askBeforeRelogin ?? true,
    reload: opts.reload,
  });
}

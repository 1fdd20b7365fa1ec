import { shared } from './shared';

/**
 * Where session facts are kept. On the site (SPEC §3): cookies for token, expiry and ids, localStorage for the rest.
 * Inside widgets: namespaced localStorage only — a widget never touches the host's cookies.
 */
export interface Persistence {
  cookie: KeyValue;
  local: KeyValue;
}

export interface KeyValue {
  get(key: string): string | undefined;
  set(key: string, value: string, days?: number): void;
  remove(key: string): void;
}

const memory = (): KeyValue => {
  const m = new Map<string, string>();
  return { get: (k) => m.get(k), set: (k, v) => void m.set(k, v), remove: (k) => void m.delete(k) };
};

function storage(prefix: string): KeyValue {
  const ls = typeof localStorage === 'undefined' ? undefined : localStorage;
  if (!ls) return memory();
  return {
    get: (k) => ls.getItem(prefix + k) ?? undefined,
    set: (k, v) => {
      try {
        ls.setItem(prefix + k, v);
      } catch {
        /* storage full or blocked: the session still works for this page */
      }
    },
    remove: (k) => ls.removeItem(prefix + k),
  };
}

const cookies: KeyValue = {
  get(key) {
    const hit = document.cookie.split('; ').find((part) => part.startsWith(`${key}=`));
    return hit === undefined ? undefined : decodeURIComponent(hit.slice(key.length + 1));
  },
  set(key, value, days = 7) {
    const expires = new Date(Date.now() + days * 864e5).toUTCString();
    document.cookie = `${key}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
  },
  remove(key) {
    document.cookie = `${key}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
  },
};

export type PersistenceMode = 'site' | 'widget' | 'memory';

const state = shared('persistence', () => ({ current: undefined as Persistence | undefined }));

/** Where the stores keep cookies and local keys from now on (not a React hook: called once at boot). */
export function selectPersistence(mode: PersistenceMode): void {
  if (mode === 'site' && typeof document !== 'undefined') {
    state.current = { cookie: cookies, local: storage('') };
  } else if (mode === 'widget') {
    const ns = storage('yaocai:');
    state.current = { cookie: ns, local: ns };
  } else {
    state.current = { cookie: memory(), local: memory() };
  }
}

export function persistence(): Persistence {
  if (!state.current) selectPersistence(typeof document === 'undefined' ? 'memory' : 'site');
  return state.current!;
}

/** Keys of SPEC §3. */
export const COOKIE_KEYS = {
  token: 'token',
  expires: 'expires',
  clientId: 'client_id',
  companyId: 'company_id',
  salesmanId: 'salesman_id',
  sidebar: 'sidebarStatus',
} as const;

export const LOCAL_KEYS = {
  creditSystem: 'creditSystem',
  redirectRoute: 'redirectRoute',
  quickOrderList: 'quickOrderList',
  /** Quick-order rows not matched to a product yet (typed or pasted), per client: `quickOrderDrafts:<client_id>`. */
  quickOrderDrafts: 'quickOrderDrafts',
  searchHistory: 'searchHistory',
  sideCartOpen: 'sideCartOpen',
  /** The China day the licence reminder was dismissed, per client: `licenceReminder:<client_id>`. */
  licenceReminder: 'licenceReminder',
} as const;

import { map, computed } from 'nanostores';
import { shared } from './shared';
import { persistence, COOKIE_KEYS } from './persistence';
import { isClientLogin, isSalesmanLogin, isOtherProvinces } from '../model/session-rules';

/** Client session (SPEC §3). Ids and token persist; the rest is cached user data reloaded from the server. */
export interface SessionState {
  token?: string;
  expires?: number;
  client_id?: number;
  company_id?: number;
  salesman_id?: number;
  salesman_name?: string;
  isCis: boolean;
  username?: string;
  clinicName?: string;
  companyName?: string;
  address?: string;
  accountBalance?: string;
  dealOrderMoney?: string;
  couponAmount?: string;
  rechargeActive: { pay: number; bonus: number }[];
  checkStatus?: number;
  isCredit: boolean;
  location: { province: string; city: string; area: string };
  userLoaded: boolean;
}

const blankUser = (): Omit<SessionState, 'token' | 'expires' | 'client_id' | 'company_id' | 'salesman_id'> => ({
  isCis: false,
  rechargeActive: [],
  isCredit: false,
  location: { province: '', city: '', area: '' },
  userLoaded: false,
  salesman_name: undefined,
  username: undefined,
  clinicName: undefined,
  companyName: undefined,
  address: undefined,
  accountBalance: undefined,
  dealOrderMoney: undefined,
  couponAmount: undefined,
  checkStatus: undefined,
});

export const $session = shared('session', () => map<SessionState>({ ...blankUser() }));

export const $isLogin = shared('isLogin', () => computed($session, (s) => isClientLogin(s)));
export const $isSalesmanLogin = shared('isSalesmanLogin', () => computed($session, (s) => isSalesmanLogin(s)));
export const $isOtherProvinces = shared('isOtherProvinces', () =>
  computed($session, (s) => isOtherProvinces(s.company_id)),
);
/** Needs the area dialog: a logged-in client whose province, city or area is missing (SPEC §2.11). */
export const $needsArea = shared('needsArea', () =>
  computed($session, (s) => isClientLogin(s) && s.userLoaded && !(s.location.province && s.location.city && s.location.area)),
);

const num = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** Ids and token as persisted right now (cookies on the site, namespaced storage in widgets). */
export function readStoredIdentity() {
  const c = persistence().cookie;
  return {
    token: c.get(COOKIE_KEYS.token) || undefined,
    expires: num(c.get(COOKIE_KEYS.expires)),
    client_id: num(c.get(COOKIE_KEYS.clientId)),
    company_id: num(c.get(COOKIE_KEYS.companyId)),
    salesman_id: num(c.get(COOKIE_KEYS.salesmanId)),
  };
}

/** Load persisted ids into memory (app start). */
export function hydrateSession(): void {
  const stored = readStoredIdentity();
  $session.set({ ...$session.get(), ...stored });
}

export function saveToken(token: string, expires: number): void {
  const c = persistence().cookie;
  const days = Math.max(1, Math.ceil((expires - Date.now()) / 864e5));
  c.set(COOKIE_KEYS.token, token, days);
  c.set(COOKIE_KEYS.expires, String(expires), days);
  $session.set({ ...$session.get(), token, expires });
}

export function saveIdentity(ids: { client_id?: number; company_id?: number; salesman_id?: number }): void {
  const c = persistence().cookie;
  const put = (key: string, v?: number) => (v ? c.set(key, String(v)) : c.remove(key));
  put(COOKIE_KEYS.clientId, ids.client_id);
  put(COOKIE_KEYS.companyId, ids.company_id);
  put(COOKIE_KEYS.salesmanId, ids.salesman_id);
  $session.set({ ...$session.get(), ...blankUser(), ...ids });
}

/** Forget ids and cached user data; the web token stays (it is an anonymous session again). */
export function clearIdentity(): void {
  const c = persistence().cookie;
  c.remove(COOKIE_KEYS.clientId);
  c.remove(COOKIE_KEYS.companyId);
  c.remove(COOKIE_KEYS.salesmanId);
  const { token, expires } = $session.get();
  $session.set({ ...blankUser(), token, expires });
}

export function clearToken(): void {
  const c = persistence().cookie;
  c.remove(COOKIE_KEYS.token);
  c.remove(COOKIE_KEYS.expires);
  $session.set({ ...$session.get(), token: undefined, expires: undefined });
}

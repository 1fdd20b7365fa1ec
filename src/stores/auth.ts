import type { LoginResult } from '../contract/session';
import * as api from '../api';
import {
  $session,
  saveToken,
  saveIdentity,
  clearIdentity,
  clearToken,
} from './session';
import { loadCart, resetCart } from './cart';
import { emit } from './events';
import { broadcast } from './sync';
import { shared } from './shared';
import { resetPersonalAlerts } from './alerts-state';

const pending = shared('tokenPending', () => ({ p: undefined as Promise<string> | undefined }));

/**
 * Where a new session comes from when there is none (or it expired): the store's anonymous web token by default;
 * a widget host that passes `getToken` supplies a logged-in session instead (see widgets/README "Sessions").
 * The source stores the token itself (saveToken / adoptLogin) and resolves when it has.
 */
const source = shared('tokenSource', () => ({ fetch: undefined as (() => Promise<void>) | undefined }));
export const setTokenSource = (fetch: (() => Promise<void>) | undefined) => {
  source.fetch = fetch;
};

async function newToken(): Promise<string> {
  const r = await api.getWebToken();
  saveToken(r.api_token, r.expires_at);
  // The anonymous token is saved first: a source that runs the CIS handshake needs one (and finds it).
  if (source.fetch) await source.fetch().catch((e: unknown) => console.warn('[yaocai] getToken failed', e));
  return $session.get().token ?? r.api_token;
}

/** Navigation guard step 1: make sure a web token exists (fetched once even if many callers ask at once). */
export async function ensureToken(): Promise<string> {
  const { token, expires } = $session.get();
  if (token && (!expires || expires > Date.now())) return token;
  pending.p ??= newToken().finally(() => {
    pending.p = undefined;
  });
  return pending.p;
}

/** Code 10001: the token is unknown to the server; drop it and the identity it carried, then get a new one. */
export async function refreshToken(): Promise<void> {
  clearIdentity();
  clearToken();
  await ensureToken();
}

export async function login(username: string, password: string): Promise<LoginResult> {
  await ensureToken();
  // Quiet: the login form shows a refusal inline; a toast as well said it twice and outlived the failed attempt.
  const result = await api.login({ username, password }, { quiet: true });
  // Login issues a new token (the anonymous one is dropped on the server).
  saveToken(result.api_token, result.expires_at);
  saveIdentity(idsOf(result));
  await afterLogin();
  return result;
}

const idsOf = (r: Pick<LoginResult, 'client_id' | 'company_id' | 'salesman_id'>) => ({ client_id: r.client_id, company_id: r.company_id, salesman_id: r.salesman_id });

/** A client of several companies picks the one it buys from (POST /w1/selectCompany) after login. */
export async function chooseCompany(companyId: number): Promise<void> {
  saveIdentity(idsOf(await api.selectCompany(companyId)));
  await afterLogin();
}

/** Bind an already-issued session (CIS handshake) to the stores. */
export async function adoptLogin(result: Pick<LoginResult, 'client_id' | 'company_id' | 'salesman_id'> & { token?: string; expires_at?: number }, isCis = false) {
  if (result.token && result.expires_at) saveToken(result.token, result.expires_at);
  saveIdentity(idsOf(result));
  $session.setKey('isCis', isCis);
  await afterLogin();
}

async function afterLogin() {
  const s = $session.get();
  if (s.client_id && s.company_id) await Promise.all([loadUserInfo(), loadCart()]);
  if (s.salesman_id) await loadSalesmanInfo();
  emit('yc:login', { client_id: s.client_id, company_id: s.company_id, salesman_id: s.salesman_id });
  broadcast({ type: 'session' });
}

export async function loadUserInfo(): Promise<void> {
  const info = await api.getUserInfo();
  $session.set({
    ...$session.get(),
    clinicName: info.client.vencus_name,
    companyName: info.client.company_name,
    address: info.client.address,
    accountBalance: info.account_balance,
    dealOrderMoney: info.DealOrderMoney,
    couponAmount: info.coupon_amount,
    rechargeActive: info.recharge,
    isCredit: info.isCredit === 1,
    checkStatus: info.client_Checkstatus,
    location: { province: info.client.province, city: info.client.city, area: info.client.area },
    userLoaded: true,
  });
}

export async function loadSalesmanInfo(): Promise<void> {
  const info = await api.getSalesmanInfo();
  $session.setKey('salesman_name', info.salesman_name);
}

/** SPEC §4: logout clears ids, cached user data and the cart. */
export async function logout(opts: { remote?: boolean } = {}): Promise<void> {
  if (opts.remote !== false) {
    try {
      await api.logout();
    } catch {
      /* the local logout must happen whatever the server says */
    }
  }
  clearIdentity();
  resetCart();
  resetPersonalAlerts();
  emit('yc:logout', {});
  broadcast({ type: 'session' });
}

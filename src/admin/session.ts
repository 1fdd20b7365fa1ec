/**
 * The staff session of this tab: the token (sessionStorage: a back-office sign-in ends with the tab, and is never
 * shared with the store's buyer session in localStorage) and who signed in. The server decides every access; the
 * roles here only choose which menus and pages to show.
 */
import { atom, computed } from 'nanostores';
import { getMe, logout } from '../api/admin/session';
import type { StaffMe } from '../contract/admin';
import type { StaffRole } from '../model/staff';

const TOKEN_KEY = 'yaocai.admin.token';

const stored = (): string | undefined => {
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? undefined;
  } catch {
    return undefined;
  }
};

export const $token = atom<string | undefined>(stored());
/** undefined: not loaded yet; null: no valid session. */
export const $me = atom<StaffMe | null | undefined>(undefined);
export const $signedIn = computed($me, (me) => Boolean(me));

export function setToken(token: string | undefined): void {
  $token.set(token);
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage refused (private mode): the session lasts until the page reloads.
  }
}

export async function loadMe(): Promise<void> {
  if (!$token.get()) return $me.set(null);
  try {
    $me.set(await getMe());
  } catch {
    setToken(undefined);
    $me.set(null);
  }
}

export function forget(): void {
  setToken(undefined);
  $me.set(null);
}

export async function signOut(): Promise<void> {
  await logout().catch(() => undefined);
  forget();
}

export const mayUse = (me: StaffMe | null | undefined, roles: readonly StaffRole[]): boolean =>
  Boolean(me?.roles.some((r) => roles.includes(r)));

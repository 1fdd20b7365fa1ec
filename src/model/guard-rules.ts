import type { RouteDef } from './route-table';
import { findRoute } from './route-table';

/** What the navigation guard knows about the user. */
export interface GuardState {
  isLogin: boolean;
  isSalesmanLogin: boolean;
}

export type GuardDecision =
  | { action: 'allow'; route: RouteDef }
  | { action: 'redirect'; to: string; saveTarget?: string; message?: 'salesmanNeedsClient' };

/** A salesman's home is his console, also while acting for a customer (SPEC §2.1). */
const homeOf = (s: GuardState) => (s.isSalesmanLogin ? '/salesman/index' : '/home');

/**
 * The navigation guard of SPEC §2.1 and §4 (rules 2–5; rule 1, the web token, and rule 6, loading user data,
 * are effects the router runs around this pure decision). `fullPath` includes the query string.
 */
export function decide(fullPath: string, s: GuardState): GuardDecision {
  const path = fullPath.split('?')[0]!.split('#')[0]! || '/';
  const loggedIn = s.isLogin || s.isSalesmanLogin;
  if (path === '/') return { action: 'redirect', to: homeOf(s) };
  if (path === '/personal' || path === '/personal/') return { action: 'redirect', to: '/personal/userCenter' };
  const route = findRoute(path);
  if (!route) return { action: 'redirect', to: '/404' };
  const f = route.flags;
  if (loggedIn && f.loginForbidden) return { action: 'redirect', to: homeOf(s) };
  if (f.noLogin) return { action: 'allow', route };
  if (!loggedIn) return { action: 'redirect', to: '/login', saveTarget: fullPath };
  if (f.salesmanOnly && !s.isSalesmanLogin) return { action: 'redirect', to: '/home' };
  if (f.clientOnly && !s.isLogin) return { action: 'redirect', to: '/salesman/myCustomer', message: 'salesmanNeedsClient' };
  return { action: 'allow', route };
}

/** Where to go after login: the saved target, unless it is a login-forbidden page. */
export function afterLoginTarget(saved: string | undefined, s: GuardState): string {
  if (saved && saved.startsWith('/') && !saved.startsWith('//')) {
    const d = decide(saved, s);
    if (d.action === 'allow') return saved;
  }
  return homeOf(s);
}

import type { Identity } from '../model/session-rules';
import { isClientLogin, isSalesmanLogin } from '../model/session-rules';

export type TabDecision =
  | { action: 'none' }
  | { action: 'switched'; reloadTo: string }
  | { action: 'vanished' }
  | { action: 'leaveLoginPage'; to: string };

const same = (a?: number | null, b?: number | null) => (a ?? undefined) === (b ?? undefined);

/**
 * SPEC §4 tab visibility: another tab logged in as someone else → log out here and reload; cookies gone →
 * log out with notice; logged in (elsewhere) while on login/register → go home.
 */
export function onTabVisible(memory: Identity, stored: Identity, path: string): TabDecision {
  const wasIn = isClientLogin(memory) || isSalesmanLogin(memory);
  const nowIn = isClientLogin(stored) || isSalesmanLogin(stored);
  if (wasIn && !nowIn) return { action: 'vanished' };
  const changed =
    !same(memory.client_id, stored.client_id) ||
    !same(memory.company_id, stored.company_id) ||
    !same(memory.salesman_id, stored.salesman_id);
  if (wasIn && changed) return { action: 'switched', reloadTo: isSalesmanLogin(stored) && !isClientLogin(stored) ? '/salesman/index' : '/home' };
  if (!wasIn && nowIn && (path === '/login' || path === '/register')) {
    return { action: 'leaveLoginPage', to: isSalesmanLogin(stored) && !isClientLogin(stored) ? '/salesman/index' : '/home' };
  }
  if (!wasIn && nowIn) return { action: 'switched', reloadTo: path };
  return { action: 'none' };
}

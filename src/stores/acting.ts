/**
 * A salesman acting for one of his customers (代客下单, SPEC §2.9): the server binds his token to the customer, the
 * stores take the customer's ids (persisted like any login, so acting survives a refresh), its user data and its
 * cart. Ending it gives the token back to the salesman alone and empties the cart view.
 */
import { computed } from 'nanostores';
import { $session, saveIdentity } from './session';
import { loadUserInfo } from './auth';
import { loadCart, resetCart } from './cart';
import { emit } from './events';
import { broadcast } from './sync';
import { shared } from './shared';
import { isClientLogin, isSalesmanLogin } from '../model/session-rules';
import { resetPersonalAlerts } from './alerts-state';

/** The customer's name while acting (the top bar's "客户名（业务员名）"), else undefined. */
export const $actingFor = shared('actingFor', () =>
  computed($session, (s) => (isSalesmanLogin(s) && isClientLogin(s) ? (s.clinicName ?? s.companyName ?? s.username ?? `客户 ${s.client_id}`) : undefined)),
);
export const $isActing = shared('isActing', () => computed($session, (s) => isSalesmanLogin(s) && isClientLogin(s)));

/** The acting calls come with the salesman contract, loaded on first use (not in the site's first load). */
const salesmanApi = () => import('../api/salesman');

export async function startActing(customerId: number): Promise<void> {
  const r = await (await salesmanApi()).actForCustomer(customerId);
  const salesmanName = $session.get().salesman_name ?? r.salesman_name;
  saveIdentity({ client_id: r.client_id, company_id: r.company_id, salesman_id: r.salesman_id });
  $session.set({ ...$session.get(), salesman_name: salesmanName, clinicName: r.client_name, username: r.username, companyName: r.company_name });
  resetCart();
  resetPersonalAlerts();
  await Promise.all([loadUserInfo().catch(() => undefined), loadCart()]);
  emit('yc:acting-start', { client_id: r.client_id, client_name: r.client_name, salesman_id: r.salesman_id });
  broadcast({ type: 'session' });
}

export async function endActing(): Promise<void> {
  const s = $session.get();
  if (!s.salesman_id) return;
  const clientId = s.client_id;
  await (await salesmanApi()).stopActingFor();
  const salesmanName = s.salesman_name;
  // Every key named: saveIdentity keeps the ones left out.
  saveIdentity({ client_id: undefined, company_id: undefined, salesman_id: s.salesman_id });
  $session.setKey('salesman_name', salesmanName);
  resetCart();
  resetPersonalAlerts();
  emit('yc:acting-end', { client_id: clientId, salesman_id: s.salesman_id });
  broadcast({ type: 'session' });
}

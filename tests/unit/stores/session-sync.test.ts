/**
 * The widgets' session follows the stored one: a reload restores the clinic's name and cart (the host demo read
 * "已连接：1" before), a login in another tab of the origin is taken with its user data and announced, a logout
 * there forgets the user here. An add the host cancels sends nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, resetApi, setNotifier } from '../../../src/api';
import { on } from '../../../src/stores/events';
import { persistence, selectPersistence } from '../../../src/stores/persistence';
import { $session, hydrateSession, saveIdentity, saveToken } from '../../../src/stores/session';
import { adoptStoredToken, followStoredSession, restoreSession } from '../../../src/stores/session-sync';
import { $cart, AddCancelled, addLines, setAddGate } from '../../../src/stores/cart';
import { emptyCart } from '../../../src/model/cart-rules';

const USER = { client: { address: '', vencus_name: '仁和综合门诊部', company_name: '药采', province: '', city: '', area: '' }, DealOrderMoney: '0.00', account_balance: '0.00', coupon_amount: '0.00', recharge: [], isCredit: 0, client_Checkstatus: 1 };
const CART = { product: [], failure: [], seckill: [], combination: [], addPrice: [] };
const paths: string[] = [];

beforeEach(() => {
  paths.length = 0;
  selectPersistence('memory');
  setNotifier({ error() {}, message() {}, notify() {}, confirm: async () => false });
  configureApi({
    baseURL: 'http://store.test/api',
    getToken: () => $session.get().token,
    fetch: async (input) => {
      const path = new URL(String(input)).pathname.replace(/^\/api/, '');
      paths.push(path);
      const data = { '/w1/userInfo': USER, '/w1/MyShoppingtrolley': CART, '/w1/addShoppingtrolley': { count: 1, cartList: CART } }[path];
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
    },
  });
  saveIdentity({});
  $cart.set(emptyCart());
});
afterEach(() => {
  resetApi();
  setAddGate(() => true);
});

/** What another tab of the same origin leaves in the shared storage when it logs in. */
function anotherTabLogsIn() {
  const c = persistence().cookie;
  c.set('token', 'tok-2');
  c.set('expires', String(Date.now() + 3600_000));
  c.set('client_id', '7');
  c.set('company_id', '1');
}

describe('session sync', () => {
  it('restores a stored login after a reload with the clinic name and the cart', async () => {
    anotherTabLogsIn();
    hydrateSession();
    expect($session.get().clinicName).toBeUndefined();
    const summary = await restoreSession();
    expect(summary).toEqual({ client_id: 7, company_id: 1, salesman_id: undefined, clinicName: '仁和综合门诊部' });
    expect(paths).toEqual(expect.arrayContaining(['/w1/userInfo', '/w1/MyShoppingtrolley']));
  });

  it('takes a login made in another tab and announces it; a logout there forgets the user here', async () => {
    const heard: string[] = [];
    const offs = [on('yc:login', (d) => heard.push(`login ${d.client_id}`), false), on('yc:logout', () => heard.push('logout'), false)];
    saveToken('tok-1', Date.now() + 3600_000);
    anotherTabLogsIn();
    await followStoredSession();
    expect($session.get()).toMatchObject({ token: 'tok-2', client_id: 7, clinicName: '仁和综合门诊部' });
    await followStoredSession(); // nothing changed: nothing announced again
    persistence().cookie.remove('client_id');
    persistence().cookie.remove('company_id');
    await followStoredSession();
    expect($session.get()).toMatchObject({ client_id: undefined, clinicName: undefined });
    expect(heard).toEqual(['login 7', 'logout']);
    offs.forEach((off) => off());
  });

  it('the same user logging in again elsewhere only renews the token here; another user is not taken this way', () => {
    anotherTabLogsIn();
    hydrateSession();
    persistence().cookie.set('token', 'tok-3');
    expect(adoptStoredToken()).toBe(true);
    expect($session.get().token).toBe('tok-3');
    expect(adoptStoredToken()).toBe(false);
    persistence().cookie.set('client_id', '8');
    persistence().cookie.set('token', 'tok-4');
    expect(adoptStoredToken()).toBe(false);
    expect($session.get()).toMatchObject({ token: 'tok-3', client_id: 7 });
  });

  it('an add the host cancels sends nothing and rejects as a refusal already shown', async () => {
    anotherTabLogsIn();
    hydrateSession();
    const asked: number[][] = [];
    setAddGate((lines) => (asked.push(lines.map((l) => l.product_id)), false));
    await expect(addLines([{ product_id: 5, amount: 2 }])).rejects.toBeInstanceOf(AddCancelled);
    expect(asked).toEqual([[5]]);
    expect(paths).not.toContain('/w1/addShoppingtrolley');
    setAddGate(() => true);
    await expect(addLines([{ product_id: 5, amount: 2 }])).resolves.toBe(1);
    expect(paths).toContain('/w1/addShoppingtrolley');
  });
});

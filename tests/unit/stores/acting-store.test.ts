/**
 * Acting for a customer: the customer's ids are saved like a login (so a refresh keeps acting), the top-bar name
 * follows, the host hears yc:acting-start / yc:acting-end, and ending gives the session back to the salesman alone;
 * a refusal changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, resetApi } from '../../../src/api';
import { $actingFor, $isActing, endActing, startActing } from '../../../src/stores/acting';
import { on } from '../../../src/stores/events';
import { $session, readStoredIdentity, saveIdentity } from '../../../src/stores/session';

const ACTING = { client_id: 21, company_id: 1, salesman_id: 1, username: 'jdzk01', client_name: '嘉定众康诊所', company_name: '药采', salesman_name: '张伟', isOtherProvinces: 0 };
const USER = { client: { address: '', vencus_name: '嘉定众康诊所', company_name: '药采', province: '', city: '', area: '' }, DealOrderMoney: '0.00', account_balance: '0.00', coupon_amount: '0.00', recharge: [], isCredit: 0, client_Checkstatus: 1 };
const CART = { count: 0, cartList: { product: [], failure: [], seckill: [], combination: [], addPrice: [] } };

let refuse: Record<string, string> = {};
const paths: string[] = [];
beforeEach(() => {
  refuse = {};
  paths.length = 0;
  configureApi({
    baseURL: 'http://store.test/api',
    fetch: async (input) => {
      const path = new URL(String(input)).pathname.replace(/^\/api/, '');
      paths.push(path);
      const data = { '/w1/actForCustomer': ACTING, '/w1/userInfo': USER, '/w1/MyShoppingtrolley': CART, '/w1/stopActing': { salesman_id: 1 } }[path];
      const env = refuse[path] ? { code: 400, msg: refuse[path], data: null } : { code: 200, msg: 'ok', data };
      return new Response(JSON.stringify(env), { headers: { 'content-type': 'application/json' } });
    },
  });
  saveIdentity({ client_id: undefined, company_id: undefined, salesman_id: 1 });
  $session.setKey('salesman_name', '张伟');
});
afterEach(() => resetApi());

describe('acting store', () => {
  it('start saves the customer like a login, names it, loads its cart and tells the host; end gives the session back', async () => {
    const heard: string[] = [];
    const offs = [on('yc:acting-start', (d) => heard.push(`start ${d.client_id}`), false), on('yc:acting-end', (d) => heard.push(`end ${d.client_id}`), false)];
    await startActing(21);
    expect(readStoredIdentity()).toMatchObject({ client_id: 21, company_id: 1, salesman_id: 1 });
    expect($isActing.get()).toBe(true);
    expect($actingFor.get()).toBe('嘉定众康诊所');
    expect($session.get().salesman_name).toBe('张伟');
    expect(paths).toEqual(expect.arrayContaining(['/w1/actForCustomer', '/w1/userInfo', '/w1/MyShoppingtrolley']));

    await endActing();
    expect(readStoredIdentity()).toMatchObject({ client_id: undefined, company_id: undefined, salesman_id: 1 });
    expect($isActing.get()).toBe(false);
    expect($actingFor.get()).toBeUndefined();
    expect($session.get().salesman_name).toBe('张伟');
    expect(heard).toEqual(['start 21', 'end 21']);
    offs.forEach((off) => off());
  });

  it('a refused start or end changes nothing', async () => {
    refuse['/w1/actForCustomer'] = '该客户不是您名下的客户';
    await expect(startActing(99)).rejects.toThrow('该客户不是您名下的客户');
    expect(readStoredIdentity().client_id).toBeUndefined();
    refuse = {};
    await startActing(21);
    refuse['/w1/stopActing'] = '服务器繁忙，请稍后再试';
    await expect(endActing()).rejects.toThrow();
    expect(readStoredIdentity().client_id).toBe(21);
    expect($actingFor.get()).toBe('嘉定众康诊所');
  });
});

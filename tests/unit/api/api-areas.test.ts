/** Area modules: right method and path, defaults (silent, no token), and they unwrap `data`. */
import { describe, expect, it } from 'vitest';
import * as api from '../../../src/api';
import { getMemberArticle, payMemberArticle } from '../../../src/api/member';
import { applyReturn, cancelOrder, receiveOrder } from '../../../src/api/orders';
import { payByQr, payFromAccount } from '../../../src/api/payment';
import { rechargeWallet, repayCreditBill } from '../../../src/api/wallet';
import { emptyCart } from '../../../src/model/cart-rules';
import { WEB_APP_ID } from '../../../src/model/constants';
import { envelope, sendJson, withApiServer } from './api-harness';

const h = withApiServer({ getToken: () => 'tok', getIdentity: () => ({ client_id: 7, company_id: 1 }) });

function answer(data: unknown) {
  h.server.reply((_r, res) => sendJson(res, 200, envelope(200, '', data)));
}

function last() {
  const r = h.server.requests.at(-1);
  if (!r) throw new Error('no request reached the server');
  return r;
}

function failWith(code: number, msg: string) {
  h.server.reply((_r, res) => sendJson(res, code, envelope(code, msg)));
}

describe('session', () => {
  it('getWebToken posts the app id without token or identity and returns the token', async () => {
    answer({ api_token: 'new', expires_at: 123 });
    await expect(api.getWebToken()).resolves.toEqual({ api_token: 'new', expires_at: 123 });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/w1/GetWebToken', body: { appid: WEB_APP_ID } });
    expect(last().headers).not.toHaveProperty('token');
  });

  it('getWebToken fails silently', async () => {
    failWith(500, '坏了');
    await expect(api.getWebToken()).rejects.toBeInstanceOf(api.ApiError);
    expect(h.notifier.notices).toEqual([]);
  });

  it('login posts the credentials without identity; a wrong password notifies unless quiet', async () => {
    answer({ client_id: 7, company_id: 1 });
    await expect(api.login({ username: 'yaofang01', password: 'yc123456' })).resolves.toEqual({ client_id: 7, company_id: 1 });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/w1/login', body: { username: 'yaofang01', password: 'yc123456' } });
    expect(last().headers.token).toBe('tok');

    failWith(400, '账号或密码错误');
    await expect(api.login({ username: 'x', password: 'y' }, { quiet: true })).rejects.toMatchObject({ message: '账号或密码错误' });
    expect(h.notifier.notices).toEqual([]);
    await expect(api.login({ username: 'x', password: 'y' })).rejects.toMatchObject({ code: 400 });
    expect(h.notifier.notices).toEqual([{ type: 'notify', msg: '账号或密码错误' }]);
  });

  it('logout is GET /loginOut with identity', async () => {
    answer(null);
    await api.logout();
    expect(last()).toMatchObject({ method: 'GET', path: '/api/loginOut' });
    expect(last().query.get('client_id')).toBe('7');
  });

  it.each([
    ['getClientInfo', '/api/w1/clientInfo', { client_id: 7, company_id: 1, username: 'yaofang01' }],
    ['getUserInfo', '/api/w1/userInfo', { isCredit: 0 }],
    ['getSalesmanInfo', '/api/w1/salesmanInfo', { salesman_id: 3, salesman_name: '张伟' }],
  ] as const)('%s is GET %s and returns data', async (fn, path, data) => {
    answer(data);
    await expect(api[fn]()).resolves.toEqual(data);
    expect(last()).toMatchObject({ method: 'GET', path });
    expect(last().query.get('company_id')).toBe('1');
  });
});

describe('catalog', () => {
  it('getPublicHeader is silent', async () => {
    answer({ searchList: ['感冒灵'], navList: [], classList: [] });
    await expect(api.getPublicHeader()).resolves.toEqual({ searchList: ['感冒灵'], navList: [], classList: [] });
    expect(last().path).toBe('/api/w1/publicHeader');
    failWith(500, '坏了');
    await expect(api.getPublicHeader()).rejects.toMatchObject({ code: 500 });
    expect(h.notifier.notices).toEqual([]);
  });

  it('productSearch sends its params as query and returns the page', async () => {
    const page = { list: [], total: 0, page: 2, size: 30 };
    answer(page);
    await expect(api.productSearch({ keyword: '阿莫西林', ClassID: 12, page: 2, size: 30, in_stock: 1 })).resolves.toEqual(page);
    expect(last().path).toBe('/api/w1/productSearch');
    expect(Object.fromEntries(last().query)).toMatchObject({
      keyword: '阿莫西林',
      ClassID: '12',
      page: '2',
      size: '30',
      in_stock: '1',
      client_id: '7',
    });
  });
});

describe('cart', () => {
  it('getCart returns the cartList and is silent', async () => {
    const cartList = emptyCart();
    answer({ cartList });
    await expect(api.getCart()).resolves.toEqual(cartList);
    expect(last()).toMatchObject({ method: 'GET', path: '/api/w1/MyShoppingtrolley' });
    failWith(400, '坏了');
    await expect(api.getCart()).rejects.toMatchObject({ code: 400 });
    expect(h.notifier.notices).toEqual([]);
  });

  it('addToCart posts {list} with identity and returns {count}', async () => {
    answer({ count: 3 });
    await expect(api.addToCart([{ product_id: 5, amount: 10 }])).resolves.toEqual({ count: 3 });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/w1/addShoppingtrolley',
      body: { client_id: 7, company_id: 1, list: [{ product_id: 5, amount: 10 }] },
    });
  });

  it('addToCart errors notify', async () => {
    failWith(400, '业务员只能代客户下单');
    await expect(api.addToCart([{ product_id: 5, amount: 1 }])).rejects.toMatchObject({ message: '业务员只能代客户下单' });
    expect(h.notifier.notices).toEqual([{ type: 'notify', msg: '业务员只能代客户下单' }]);
  });
});

describe('area functions that pick the endpoint or the options (wallet, payment, member, orders)', () => {
  it.each([
    ['rechargeWallet wx', () => rechargeWallet(100, 'wx'), 'POST', '/api/w1/WxpayRecharge', { money: 100 }],
    ['rechargeWallet zfb', () => rechargeWallet(100, 'zfb'), 'POST', '/api/w1/AlipayRecharge', { money: 100 }],
    ['repayCreditBill wx', () => repayCreditBill(9, 'wx'), 'POST', '/api/w1/credit/repayments/wx', { bill_id: 9 }],
    ['repayCreditBill zfb', () => repayCreditBill(9, 'zfb'), 'POST', '/api/w1/credit/repayments/alipay', { bill_id: 9 }],
    ['payFromAccount balance', () => payFromAccount('balance', 'YC1', '123456'), 'POST', '/api/w1/AccountPay', { orderCode: 'YC1', pay_password: '123456' }],
    ['payFromAccount credit', () => payFromAccount('credit', 'YC1', '123456'), 'POST', '/api/w1/creditPay', { orderCode: 'YC1', pay_password: '123456' }],
    ['payByQr wx', () => payByQr('YC1', 'wx'), 'POST', '/api/w1/Wxpay', { orderCode: 'YC1' }],
    ['payByQr zfb', () => payByQr('YC1', 'zfb'), 'POST', '/api/w1/alipay', { orderCode: 'YC1' }],
    ['payMemberArticle', () => payMemberArticle(4, 'zfb'), 'POST', '/api/w1/memberArticlePay', { article_id: 4, way: 'zfb' }],
  ] as const)('%s', async (_name, run, method, path, body) => {
    answer({ ok: 1 });
    await expect(run()).resolves.toEqual({ ok: 1 });
    expect(last()).toMatchObject({ method, path, body: { client_id: 7, ...body } });
  });

  it.each([
    ['cancelOrder', cancelOrder, 'cancel'],
    ['receiveOrder', receiveOrder, 'receive'],
  ] as const)('%s is GET clientCacelOrRecivOrder with its type', async (_name, run, type) => {
    answer(null);
    await run(8);
    expect(last()).toMatchObject({ method: 'GET', path: '/api/w1/clientCacelOrRecivOrder' });
    expect([last().query.get('id'), last().query.get('type')]).toEqual(['8', type]);
  });

  it('getMemberArticle sends articleId as the query; applyReturn is quiet (the dialog shows the refusal)', async () => {
    answer({ article_id: 4 });
    await getMemberArticle(4, { silent: true });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/w1/memberArticleDetail' });
    expect(last().query.get('articleId')).toBe('4');
    failWith(400, '已超过退货期限');
    await expect(applyReturn({ id: 8, reason: '破损', lines: [], images: [] } as never)).rejects.toMatchObject({ message: '已超过退货期限' });
    expect(h.notifier.notices).toEqual([]);
  });
});

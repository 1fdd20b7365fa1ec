/** E2E helpers for the cart specs: a fresh approved buyer, the store API as that buyer, buyable products. */
import type { APIRequestContext, Page } from '@playwright/test';
import type { CartList, AddCartLine } from '../../src/contract/cart';
import type { Product } from '../../src/contract/catalog';
import { WEB_APP_ID } from '../../src/model/constants';
import { isPurchasable, quantityRule } from '../../src/model/product-rules';
import { operator, registerViaApi } from './accounts-helpers';
import { loginAs } from './helpers';

type Envelope<T> = { code: number; msg: string; data: T };

/** The store API with one logged-in session; throws with the server's message unless code 200. */
export async function apiAs(request: APIRequestContext, username: string, password: string) {
  const send = async <T>(method: 'GET' | 'POST', path: string, data: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const res =
      method === 'GET'
        ? await request.get(`/api${path}`, { headers, params: data as Record<string, string | number> })
        : await request.post(`/api${path}`, { headers, data });
    const env = (await res.json()) as Envelope<T>;
    if (env.code !== 200) throw new Error(`${path}: ${env.msg}`);
    return env.data;
  };
  const { api_token: anonymous } = await send<{ api_token: string }>('POST', '/w1/GetWebToken', { appid: WEB_APP_ID });
  // Login answers a new token; the anonymous one is dropped.
  const ids = await send<{ client_id: number; company_id: number; api_token: string }>('POST', '/w1/login', { username, password }, { token: anonymous });
  const token = ids.api_token;
  const identity = { client_id: ids.client_id, company_id: ids.company_id };
  return {
    get: <T>(path: string, query: Record<string, unknown> = {}) => send<T>('GET', path, { ...query, ...identity }, { token }),
    post: <T>(path: string, body: Record<string, unknown> = {}) => send<T>('POST', path, { ...body, ...identity }, { token }),
  };
}
export type StoreApi = Awaited<ReturnType<typeof apiAs>>;

/** A newly registered, approved buyer with an empty cart, so specs running side by side never share a cart. */
export async function freshBuyer(request: APIRequestContext, prefix: string) {
  const { username, password } = await registerViaApi(request, `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`);
  await operator('approve', username);
  return { username, password, api: await apiAs(request, username, password) };
}

/** Log the page in as `username` from /login. */
export async function siteLogin(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
export { loginAs };

/** `n` different products this buyer may buy, each with its smallest valid quantity. */
export async function buyableLines(api: StoreApi, n: number, fromPage = 1): Promise<AddCartLine[]> {
  const lines: AddCartLine[] = [];
  for (let page = fromPage; lines.length < n && page <= 20; page++) {
    const { list } = await api.get<{ list: Product[] }>('/w1/productSearch', { page, size: 100 });
    if (list.length === 0) break;
    for (const p of list) {
      if (!isPurchasable(p) || p.near_expiration_date === 1) continue;
      const rule = quantityRule(p);
      if (rule.max < rule.min) continue;
      lines.push({ product_id: p.product_id, amount: rule.min });
      if (lines.length === n) break;
    }
  }
  if (lines.length < n) throw new Error(`only ${lines.length} buyable products found`);
  return lines;
}

export const addToCart = (api: StoreApi, list: AddCartLine[]) =>
  api.post<{ count: number; cartList: CartList }>('/w1/addShoppingtrolley', { list });

/** On the checkout page: a buyer without a saved address is asked for one (a fresh buyer is); fill it in. */
export async function fillAddressIfAsked(page: Page) {
  const consignee = page.getByLabel('收货人');
  if (!(await consignee.isVisible())) return;
  await consignee.fill('李四');
  await page.getByLabel('联系电话').fill('13900000000');
  await page.getByLabel('省份').fill('上海市');
  await page.getByLabel('城市').fill('上海市');
  await page.getByLabel('区县').fill('闵行区');
  await page.getByLabel('详细地址').fill('七宝镇漕宝路1000号');
}

/** The widgets on a partner's page: the host demo served from a second origin (scripts/host-origin-server.mjs). */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CartList } from '../../src/contract/cart';
import { apiAs, freshBuyer } from './cart-helpers';
import { HOST } from './servers';

/** This worker's store, and its clinic system's origin (the store's port + 1, allowed by its CORS configuration). */
export { HOST, STORE } from './servers';

/** Page errors and CSP violations seen while the test runs (both should stay empty). */
export function watchProblems(page: Page): string[] {
  const seen: string[] = [];
  page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|CSP /.test(m.text())) seen.push(m.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP ${e.violatedDirective} ${e.blockedURI}`));
  });
  return seen;
}

/** The host demo on the second origin, loaded and ready (yc:ready heard). */
export async function openHost(page: Page, query = '') {
  await page.goto(`${HOST}/${query}`);
  await expect.poll(() => page.evaluate(() => (window as typeof window & { __ycHeard: unknown[] }).__ycHeard.length)).toBeGreaterThan(0);
  await expect(page.locator('yc-search').getByTestId('product-card').first()).toBeVisible();
}

/** Logs every widget in through the page's JS API (the promise resolves with the session summary). */
export async function widgetLogin(page: Page, username: string, password: string) {
  return page.evaluate(([u, p]) => window.YaoCai.login(u!, p!), [username, password]);
}

export const cartCount = (page: Page) => page.locator('yc-cart').getByTestId('cart-count');

type Buyer = Awaited<ReturnType<typeof freshBuyer>>;

/**
 * One registered buyer per spec file (registration sends an SMS, and the store allows 20 an hour per ip: the whole
 * e2e run shares that), logged in to the API afresh for each test (a test's request context ends with it), with an
 * empty cart for each test that asks.
 */
export function buyerPerFile(prefix: string) {
  let account: { username: string; password: string } | undefined;
  return {
    async get(request: APIRequestContext): Promise<Buyer> {
      if (!account) {
        const b = await freshBuyer(request, prefix);
        account = { username: b.username, password: b.password };
        return b;
      }
      return { ...account, api: await apiAs(request, account.username, account.password) };
    },
    async withEmptyCart(request: APIRequestContext): Promise<Buyer> {
      const b = await this.get(request);
      const { cartList: cart } = await b.api.get<{ cartList: CartList }>('/w1/MyShoppingtrolley');
      const ids = [...cart.product, ...cart.seckill, ...cart.combination, ...cart.addPrice, ...cart.failure].map((l) => l.id);
      if (ids.length) await b.api.post('/w1/deleteShoppingtrolley', { product: ids });
      return b;
    },
  };
}

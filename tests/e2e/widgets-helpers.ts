/** The widgets on a partner's page: the host demo served from a second origin (scripts/host-origin-server.mjs). */
import { expect, type Page } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const STORE = `http://127.0.0.1:${PORT}`;
/** The clinic system's origin: E2E_PORT + 1, allowed by the store's CORS configuration in the e2e run. */
export const HOST = `http://127.0.0.1:${PORT + 1}`;

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
  await expect.poll(() => page.evaluate(() => (window as unknown as { __ycHeard: unknown[] }).__ycHeard.length)).toBeGreaterThan(0);
  await expect(page.locator('yc-search').getByTestId('product-card').first()).toBeVisible();
}

/** Logs every widget in through the page's JS API (the promise resolves with the session summary). */
export async function widgetLogin(page: Page, username: string, password: string) {
  return page.evaluate(([u, p]) => (window as unknown as { YaoCai: { login(u: string, p: string): Promise<{ client_id?: number; clinicName?: string }> } }).YaoCai.login(u!, p!), [username, password]);
}

export const cartCount = (page: Page) => page.locator('yc-cart').getByTestId('cart-count');

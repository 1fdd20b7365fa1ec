import { expect, test, type Page } from './e2e-test';
import { loginAs } from './helpers';

/**
 * The site and the host demo run under their Content-Security-Policy without a single violation (goober's style
 * tags, vite's module scripts, licence previews), and the policy is really sent.
 */
async function violations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return seen;
}

test('the site renders, searches and logs in without a CSP violation', async ({ page }) => {
  const seen = await violations(page);
  const res = await page.goto('/');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(res?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.goto('/login');
  await loginAs(page, 'yaofang01');
  await page.goto('/category?keyword=阿莫西林');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(seen).toEqual([]);
});

test('the host demo runs its loader stub and the widgets without a CSP violation', async ({ page }) => {
  const seen = await violations(page);
  await page.goto('/host-demo/');
  await expect(page.locator('yc-search').getByTestId('product-card').first()).toBeVisible();
  expect(seen).toEqual([]);
});

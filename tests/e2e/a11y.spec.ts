/**
 * WCAG 2.1 AA with axe on every page, as a visitor and logged in, and inside every widget's shadow root (axe walks
 * open shadow roots itself). A page is checked once its content has loaded: no skeleton, no pending request.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../../src/server/db/seed/products';
import { loginAs } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Toasts fade out; what stays on screen is what we judge.
  await page.waitForTimeout(300);
}

/** Violations as `rule: count (first target)`, so a failure names what to fix. */
async function violations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target.join(' ') ?? ''}) ${v.help}`);
}

const VISITOR_PAGES = [
  '/home',
  '/category',
  '/category?keyword=阿莫西林',
  `/productDetail/${DEMO_PRODUCTS.amoxicillin}`,
  `/productDetail/${DEMO_PRODUCTS.nearExpiry}`,
  '/productDetail/99999999',
  '/clinicZone',
  '/help',
  '/couponList',
  '/seckillPage',
  '/login',
  '/register',
  '/cisLogin',
  '/404',
  '/401',
  '/500',
];

const CLIENT_PAGES = [
  '/home',
  '/category',
  '/category?keyword=感冒',
  `/productDetail/${DEMO_PRODUCTS.amoxicillin}`,
  `/productDetail/${DEMO_PRODUCTS.limited}`,
  '/clinicZone',
  '/specialZone',
  '/famousManufacturer',
  '/manufacturerDetail/1',
  '/groupPurchase',
  '/announcementList',
  '/shopCart',
  '/quickOrder',
  '/personal/userCenter',
  '/personal/basicInformation',
  '/personal/keepList',
  '/personal/myOrder',
  '/personal/myCoupon',
  '/personal/cash',
  '/personal/creditManagement',
  '/personal/changePsd',
  '/personal/dataDownload',
  '/help',
  '/404',
];

test.describe('axe as a visitor', () => {
  for (const path of VISITOR_PAGES) {
    test(`${path} has no WCAG 2.1 AA violation`, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe('axe logged in', () => {
  test.describe.configure({ mode: 'serial' });
  let shared: Page;
  test.beforeAll(async ({ browser }) => {
    shared = await browser.newPage();
    await shared.goto('/login');
    await loginAs(shared, 'yaofang01');
    await shared.waitForURL((u) => !u.pathname.startsWith('/login'));
  });
  test.afterAll(async () => shared.close());

  for (const path of CLIENT_PAGES) {
    test(`${path} has no WCAG 2.1 AA violation`, async () => {
      await shared.goto(path);
      await settled(shared);
      expect(await violations(shared)).toEqual([]);
    });
  }
});

test.describe('axe inside the widgets', () => {
  for (const loggedIn of [false, true]) {
    test(`every widget on the host demo, ${loggedIn ? 'logged in' : 'as a visitor'}`, async ({ page }) => {
      await page.goto('/host-demo/');
      await expect(page.locator('yc-search').getByTestId('product-card').first()).toBeVisible();
      if (loggedIn) {
        await page.locator('#cis-account').selectOption('yaofang01');
        await page.locator('#cis-login').click();
        await expect(page.locator('#cis-status')).toContainText('已连接');
        await expect(page.locator('yc-search').getByTestId('price').first()).toBeVisible();
      }
      await settled(page);
      const tags = await page.evaluate(() => [...new Set([...document.querySelectorAll('*')].map((e) => e.localName).filter((n) => n.startsWith('yc-')))]);
      expect(tags.length).toBeGreaterThanOrEqual(3);
      for (const tag of tags) expect.soft(await violations(page, tag), tag).toEqual([]);
    });
  }
});

/**
 * WCAG 2.1 AA with axe on every page, as a visitor and logged in, and inside every widget's shadow root (axe walks
 * open shadow roots itself). Every rule axe runs by default: the WCAG 2.0/2.1 A and AA rules and the best
 * practices (one h1, headings in order, landmarks), so the page structure is checked too. A page is checked once
 * its content has loaded: no skeleton, no pending request.
 */
import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../../src/server/db/seed/products';
import { BASE } from './accounts-helpers';
import { loginAs } from './helpers';

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Toasts fade out; what stays on screen is what we judge.
  await page.waitForTimeout(300);
}

/** Violations as `rule: count (first target)`, so a failure names what to fix. */
async function violations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page });
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
  '/clinicZoneSearch?keyword=头孢',
  '/rotaryRaffle',
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
  '/announcement/1',
  '/member/articleList',
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
  '/personal/orderDetail/1',
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

/** Logs yaofang01 in once and keeps the cookies and local storage for every logged-in page. */
async function clientState(browser: Browser): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'yc-a11y-')), 'state.json');
  const page = await browser.newPage({ baseURL: BASE, locale: 'zh-CN' });
  await page.goto('/login');
  await loginAs(page, 'yaofang01');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.context().storageState({ path: file });
  await page.close();
  return file;
}

test.describe('axe logged in', () => {
  let state: string;
  test.beforeAll(async ({ browser }) => {
    state = await clientState(browser);
  });

  for (const path of CLIENT_PAGES) {
    test(`${path} has no WCAG 2.1 AA violation`, async ({ browser }) => {
      const context = await browser.newContext({ storageState: state, baseURL: BASE, locale: 'zh-CN' });
      const page = await context.newPage();
      await page.goto(path);
      await settled(page);
      expect(await violations(page)).toEqual([]);
      await context.close();
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

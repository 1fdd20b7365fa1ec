/**
 * The site on a phone (issue 31): at 390 px a new buyer finds a medicine, fills the cart, checks out, pays by bank
 * transfer (independent of the balance's payment password), follows the order in my orders and its detail; a
 * salesman acts for a customer from his console; every site route at 390 and 768 px; axe at 390 px. On every page
 * visited the page is no wider than the screen: document.documentElement.scrollWidth ≤ clientWidth (not innerWidth:
 * a mobile viewport zooms out to a too-wide page, and innerWidth grows with it).
 */
import { expect, test, type Page } from './e2e-test';
import { ROUTES } from '../../src/model/route-table';
import { PASSWORD } from './helpers';
import { freshBuyer, siteLogin, fillAddressIfAsked, buyableLines } from './cart-helpers';
import { axeViolations } from './axe';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Waits for the page's loading states to end, then checks nothing is wider than the screen. */
async function fitsTheScreen(page: Page, what = new URL(page.url()).pathname) {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), `${what} still loading`).toHaveCount(0);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect.soft(scrollWidth, `${what} is ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(clientWidth);
}

test('a buyer on a phone: menu drawer, search → cart → checkout → pay by transfer → my orders → order detail, all within the screen', async ({ page, request }) => {
  const buyer = await freshBuyer(request, 'phone');
  // A second product in the cart through the API, so the cart shows more than one card.
  await buyer.api.post('/w1/addShoppingtrolley', { list: await buyableLines(buyer.api, 1, 2) });
  await page.goto('/register');
  await fitsTheScreen(page);
  await siteLogin(page, buyer.username, buyer.password);
  await fitsTheScreen(page);

  // The header: search first, the menus in a drawer (a button with aria-expanded; Escape closes it, focus comes back).
  const menu = page.getByTestId('menu-button');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeHidden();
  const box = await menu.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await menu.click();
  const drawer = page.getByTestId('menu-drawer');
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('link', { name: '我的订单' })).toBeVisible();
  await expect(drawer.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();

  // Search from the header's box.
  await page.getByRole('combobox').first().fill('阿莫西林');
  await page.getByRole('button', { name: '搜索' }).first().click();
  await page.waitForURL(/\/category\?keyword=/);
  const card = page.getByTestId('product-card').filter({ has: page.locator('button:not([disabled])', { hasText: '加入购物车' }) }).first();
  await expect(card).toBeVisible();
  await fitsTheScreen(page, '/category');
  await card.getByRole('button', { name: '加入购物车' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm.or(page.getByTestId('added-tip')).first()).toBeVisible();
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: '确定' }).click();

  // The cart, from the header's cart button.
  await page.getByRole('banner').getByRole('button', { name: /^购物车，/ }).click();
  await page.waitForURL(/\/shopCart$/);
  await expect(page.getByTestId('cart-row').first()).toBeVisible();
  await fitsTheScreen(page);
  // The lines' and 全选's checkboxes are finger-sized (drawn at 22 px, hit at 44), and still tick by a tap.
  const boxes = page.getByTestId('shop-cart').getByRole('checkbox');
  for (const b of await boxes.all()) expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const first = page.getByTestId('cart-row').first().getByRole('checkbox');
  const was = await first.isChecked();
  await first.tap();
  await expect(first).toBeChecked({ checked: !was });
  await first.tap();
  await expect(first).toBeChecked({ checked: was });
  await page.getByRole('button', { name: '去结算' }).first().click();
  await page.waitForURL(/\/submitOrder$/);
  await fitsTheScreen(page);
  await fillAddressIfAsked(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/payNow\?orderCode=YC\d+/);
  const code = new URL(page.url()).searchParams.get('orderCode')!;
  await fitsTheScreen(page, '/payNow');
  await page.getByTestId('pay-bankTransfer').getByRole('radio').check();
  await expect(page.getByTestId('bank-details')).toBeVisible();
  await fitsTheScreen(page, '/payNow (bank details)');
  await page.getByTestId('pay-submit').click();
  await expect(page.getByTestId('bank-pending')).toBeVisible();
  await fitsTheScreen(page, '/payNow (pending)');

  // My orders (the personal menu as a strip above the page) and the order's detail.
  await page.goto('/personal/myOrder');
  await expect(page.getByTestId('personal-menu')).toBeVisible();
  const order = page.getByTestId('order-card').filter({ hasText: code });
  await expect(order).toBeVisible();
  await fitsTheScreen(page);
  await order.getByRole('button', { name: '订单详情' }).click();
  await expect(page.getByTestId('order-detail')).toContainText(code);
  await fitsTheScreen(page, '/personal/orderDetail');
});

test('a salesman on a phone acts for a customer from his console, within the screen', async ({ page }) => {
  await siteLogin(page, 'ywy01', PASSWORD);
  await expect(page).toHaveURL(/\/salesman\/index$/);
  await expect(page.getByTestId('salesman-index')).toContainText('今日销售额');
  await fitsTheScreen(page);
  // His menu is a strip of links above the page.
  await page.getByTestId('salesman-menu').getByRole('link', { name: '我的客户' }).click();
  await expect(page).toHaveURL(/\/salesman\/myCustomer/);
  const customer = page.getByTestId('customer-card').filter({ hasText: '康宁大药房' });
  await expect(customer).toBeVisible();
  await fitsTheScreen(page);
  await customer.getByTestId('act-for').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('greeting')).toContainText('康宁大药房');
  await fitsTheScreen(page);
  await page.goto('/category?keyword=板蓝根');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await fitsTheScreen(page, '/category');
  await page.goto('/shopCart');
  await fitsTheScreen(page);
  await page.getByTestId('end-acting').first().click();
  await expect(page.getByTestId('greeting')).not.toContainText('康宁大药房');
});

/** Every route of the table without a parameter, as a client (the salesman's pages are in the test above). */
const SITE_PATHS = ROUTES.filter((r) => !r.path.includes(':') && !r.flags.salesmanOnly && !r.flags.loginForbidden).map((r) => r.path);

/** The site's own navigation (wouter follows pushState + popstate): no reload of the app per route. */
const navigate = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test('every site route at 390 and 768 px is no wider than the screen', async ({ page }) => {
  await siteLogin(page, 'yaofang01', PASSWORD);
  for (const width of [390, 768]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [...SITE_PATHS, '/productDetail/4']) {
      await navigate(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await fitsTheScreen(page, `${path} at ${width}`);
    }
  }
});

test('axe at 390 px over the main pages, the menu drawer open on one', async ({ page }) => {
  await siteLogin(page, 'yaofang01', PASSWORD);
  for (const path of ['/home', '/category?keyword=阿莫西林', '/shopCart', '/personal/myOrder']) {
    await page.goto(path);
    await fitsTheScreen(page, path);
    await page.waitForLoadState('networkidle');
    expect.soft(await axeViolations(page), path).toEqual([]);
  }
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('menu-drawer')).toBeVisible();
  expect.soft(await axeViolations(page), 'menu drawer').toEqual([]);
});

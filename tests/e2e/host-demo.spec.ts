import { expect, test } from './e2e-test';
import { addFromCard, buyableCard } from './helpers';
import { buyerPerFile, widgetLogin } from './widgets-helpers';

const buyers = buyerPerFile('whost');

test('host CSS does not reach inside the widgets, and adding in yc-search moves the count in yc-cart', async ({ page, request }) => {
  const buyer = await buyers.withEmptyCart(request);
  await page.goto('/host-demo/');
  const search = page.locator('yc-search');
  const cart = page.locator('yc-cart');
  await expect(search.getByTestId('product-card').first()).toBeVisible();

  // The host's `* { color: red !important; font-family: serif !important }` stops at the shadow boundary.
  const style = await search.getByTestId('product-card').first().locator('.name').evaluate((el) => {
    const cs = getComputedStyle(el);
    return { color: cs.color, font: cs.fontFamily, transform: cs.textTransform };
  });
  expect(style.color).not.toBe('rgb(255, 0, 0)');
  expect(style.font).not.toMatch(/Times/);
  expect(style.transform).toBe('none');
  const hostButton = await page.locator('#cis-login').evaluate((el) => getComputedStyle(el).color);
  expect(hostButton).toBe('rgb(255, 0, 0)'); // the host's own page really is hostile
  const inner = await search.getByRole('button', { name: '搜索' }).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(inner).not.toBe('rgb(255, 255, 0)');

  // Styles live inside each shadow root, not in the host document.
  const styleInShadow = await search.evaluate((el) => !!el.shadowRoot?.querySelector('style#_goober'));
  expect(styleInShadow).toBe(true);

  await widgetLogin(page, buyer.username, buyer.password);
  await expect(page.locator('#cis-status')).toContainText('已连接');
  await expect(search.getByTestId('price').first()).toBeVisible();

  const count = cart.getByTestId('cart-count');
  await expect(count).toHaveText('0');
  await addFromCard(page, buyableCard(search));
  await expect(count).toHaveText('1');
  await expect(page.locator('#log')).toContainText('yc:cart-change');
  // The host URL was never touched by the widgets.
  expect(new URL(page.url()).pathname).toBe('/host-demo/');
});

test('on the store origin the widgets and the site are one login, in both directions, across tabs', async ({ page, context, request }) => {
  const buyer = await buyers.get(request);
  const site = await context.newPage();
  await site.goto('/home');
  await expect(site.getByTestId('product-card').first()).toBeVisible();
  await expect(site.getByTestId('price')).toHaveCount(0);

  await page.goto('/host-demo/');
  await expect(page.locator('yc-search').getByTestId('product-card').first()).toBeVisible();
  await widgetLogin(page, buyer.username, buyer.password);
  await expect(page.locator('#cis-status')).toContainText('已连接');
  // The site tab follows the widget's login (SPEC §4 tab rule: it reloads as the new user).
  await expect(site.getByTestId('price').first()).toBeVisible();

  // Logging out in the widget logs the site out; logging in on the site logs the widgets in.
  await page.locator('#cis-logout').click();
  await expect(site).toHaveURL(/\/login/);
  await site.getByLabel('账号').fill(buyer.username);
  await site.getByLabel('密码').fill(buyer.password);
  await site.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator('#cis-status')).toContainText('已连接');
  await expect(page.locator('yc-search').getByTestId('price').first()).toBeVisible();
});

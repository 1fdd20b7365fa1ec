/**
 * <yc-store>: the whole store in one element on a partner's page (second origin), memory-routed: the host URL
 * never changes, a page that needs a login shows the login inside and comes back after it, YaoCai.open moves it.
 */
import { expect, test } from './e2e-test';
import { HOST, openHost, watchProblems } from './widgets-helpers';

test('the store in one element: search, login inside for my orders, and YaoCai.open to the cart', async ({ page }) => {
  const problems = watchProblems(page);
  // A demo account (no registration: the e2e run shares the store's SMS limit); nothing here changes its data.
  const buyer = { username: 'liansuo01', password: 'yc123456' };
  await openHost(page);
  const store = page.locator('yc-store');
  await expect(store.getByTestId('product-card').first()).toBeVisible();

  await store.getByRole('combobox', { name: '搜索商品' }).fill('阿莫西林');
  await store.getByRole('combobox', { name: '搜索商品' }).press('Enter');
  await expect(store.getByTestId('product-card').first()).toContainText('阿莫西林');

  await store.getByRole('link', { name: '我的订单' }).click();
  await expect(store.getByLabel('账号')).toBeVisible();
  await store.getByLabel('账号').fill(buyer.username);
  await store.getByLabel('密码').fill(buyer.password);
  await store.getByRole('button', { name: '登录', exact: true }).click();
  await expect(store.getByRole('tab', { name: /全部订单/ })).toBeVisible();
  // Every element on the page shares the login.
  await expect(page.locator('#cis-status')).toContainText('已连接');

  await page.getByRole('button', { name: '在商城中打开购物车（YaoCai.open）' }).click();
  await expect(store.getByRole('link', { name: /^购物车（\d+）$/ })).toHaveAttribute('aria-current', 'page');
  expect(page.url()).toBe(`${HOST}/`);

  // Where a refusal's fix leads (上传新证 → 我的资质) is held inside too: the licences with their state, no hand-over.
  await page.evaluate(() => window.YaoCai.open('/personal/licences'));
  await expect(store.locator('[data-testid^="licence-row-"]').first()).toBeVisible();
  await expect(store.getByRole('columnheader', { name: '有效期' })).toBeVisible();
  expect(page.url()).toBe(`${HOST}/`);
  expect(problems).toEqual([]);
});

import { expect, test } from './e2e-test';
import { addFromCard, buyableCard, loginAs } from './helpers';

test('visitor searches, sees no prices, logs in, sees prices, adds to cart and the badge moves', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle(/首页 - 药采/);
  await page.getByRole('combobox', { name: '搜索商品' }).fill('阿莫西林');
  await page.getByRole('combobox', { name: '搜索商品' }).press('Enter');
  await expect(page).toHaveURL(/\/category\?keyword=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97/);
  const first = page.getByTestId('product-card').first();
  await expect(first).toContainText('阿莫西林');
  await expect(first.getByTestId('price-hidden')).toHaveText('登录后可见价格');
  await expect(page.getByTestId('price')).toHaveCount(0);

  await first.getByRole('button', { name: '加入购物车' }).click();
  const prompt = page.getByTestId('confirm-dialog');
  await expect(prompt).toContainText('请先登录后再操作');
  await prompt.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, 'zhensuo01');
  await expect(page).toHaveURL(/\/category\?keyword=/);
  await expect(page.getByTestId('greeting')).not.toHaveText('您好，欢迎来到药采！');
  await expect(page.getByTestId('price').first()).toHaveText(/^¥\d+\.\d{2}$/);

  const before = Number(await page.getByTestId('cart-count').first().textContent());
  await addFromCard(page, buyableCard(page));
  await expect(page.getByTestId('added-tip')).toContainText('成功加入采购计划');
  await page.getByTestId('added-tip').getByRole('button', { name: '继续购物' }).click();
  await expect(page.getByTestId('cart-count').first()).toHaveText(String(before + 1));

  // Nothing lost on refresh: still logged in, the badge still counts the line.
  await page.reload();
  await expect(page.getByTestId('cart-count').first()).toHaveText(String(before + 1));
});

test('an unknown path shows the 404 page with the spec texts', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: '404错误!' })).toBeVisible();
  await expect(page.getByText('对不起，您正在寻找的页面不存在')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the guard sends a visitor to login and back to the saved target', async ({ page }) => {
  await page.goto('/shopCart');
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, 'zongbu01');
  await expect(page).toHaveURL(/\/shopCart$/);
  await expect(page.getByRole('heading', { name: '我的购物车' })).toBeVisible();
  // A logged-in user is kept away from the login page.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
});

test('logging out of a member page does not send the next login back to it', async ({ page }) => {
  await page.goto('/login');
  await loginAs(page, 'zongbu01');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/personal/changePsd');
  await expect(page.getByLabel('原密码')).toBeVisible();
  await page.getByRole('button', { name: '退出' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectRoute'))).toBeNull();
  await loginAs(page, 'yaofang01');
  await expect(page).toHaveURL(/\/home$/);
});

test('wrong password gets a clear Chinese message and no login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('账号').fill('yaofang01');
  await page.getByLabel('密码').fill('wrong-pass');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the site has a favicon the page links to', async ({ page, request }) => {
  await page.goto('/home');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.svg');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('image/svg+xml');
});

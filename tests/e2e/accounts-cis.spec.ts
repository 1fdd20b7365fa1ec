import { expect, test } from './e2e-test';
import { BASE, operator, signedLink } from './accounts-helpers';

test('a signed clinic-system link from the operator command lands on the cart, already logged in', async ({ page }) => {
  const url = await operator('cis-link', 'yaofang01', 'cart');
  const link = new URL(url);
  expect(`${link.origin}${link.pathname}`).toBe(`${BASE}/cisLogin`);
  const q = Object.fromEntries(link.searchParams);
  expect(Object.keys(q).sort()).toEqual(['UserName', 'action', 'nonce', 'partner', 'sign', 'ts']);
  expect(q).toMatchObject({ UserName: 'yaofang01', action: 'cart', partner: 'demo-cis' });
  expect(q.ts).toMatch(/^\d{13}$/);
  expect(q.nonce).toMatch(/^[\w-]+$/);
  expect(q.sign).toMatch(/^[0-9a-f]{64}$/);
  await page.goto(url);
  await expect(page).toHaveURL(/\/shopCart$/);
  await expect(page.getByRole('heading', { name: '我的购物车' })).toBeVisible();
  await expect(page.getByTestId('greeting')).toContainText('康宁大药房');
  await expect(page.getByRole('link', { name: '请登录' })).toHaveCount(0);

  // The same link again is a replay: a clear page, never the login form; the refused link changes nothing, so the
  // session stays and the page says whose it is.
  await page.goto(url);
  await expect(page).toHaveURL(/\/cisLogin/);
  await expect(page.getByTestId('cis-error')).toContainText('无法从诊所系统进入药采');
  await expect(page.getByTestId('cis-error')).toContainText('链接已被使用过');
  await expect(page.getByLabel('密码')).toHaveCount(0);
  await expect(page.getByTestId('cis-still-logged-in')).toContainText('康宁大药房');
  await expect(page.getByTestId('greeting')).toContainText('康宁大药房');
});

test('each action opens its page: home, search, quick order, my orders', async ({ page }) => {
  const cases: [Record<string, string>, RegExp, string][] = [
    [{ action: 'home' }, /\/home$/, '热销推荐'],
    [{ action: 'search', keyword: '阿莫西林' }, /\/category\?keyword=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97$/, '阿莫西林'],
    [{ action: 'quickOrder' }, /\/quickOrder$/, '快速下单'],
    [{ action: 'myOrder' }, /\/personal\/myOrder$/, '我的订单'],
  ];
  for (const [fields, path, text] of cases) {
    await page.goto(signedLink({ UserName: 'zhensuo01', ...fields }));
    await expect(page).toHaveURL(path);
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.getByTestId('greeting')).toContainText('仁和综合门诊部');
  }
});

test('expired and forged links get the clear page, not a login', async ({ page }) => {
  await page.goto(signedLink({ UserName: 'zongbu01', action: 'cart' }, 6 * 60_000));
  await expect(page.getByTestId('cis-error')).toContainText('链接已过期（有效期5分钟）');
  await expect(page).not.toHaveURL(/\/login/);

  const forged = signedLink({ UserName: 'zongbu01', action: 'cart' }).replace('zongbu01', 'shangye01');
  await page.goto(forged);
  await expect(page.getByTestId('cis-error')).toContainText('链接签名无效');
  await expect(page.getByTestId('greeting')).toHaveText('您好，欢迎来到药采！');
});

test('the host demo connects through YaoCai.handshake with a signed link', async ({ page }) => {
  await page.goto('/host-demo/');
  await page.locator('#cis-account').selectOption('zhensuo01');
  await page.locator('#cis-login').click();
  await expect(page.locator('#cis-status')).toContainText('已连接');
  await expect(page.locator('#log')).toContainText('"handshake"');
  await expect(page.locator('#log')).toContainText('"url":"/home"');
  expect(new URL(page.url()).pathname).toBe('/host-demo/');
});

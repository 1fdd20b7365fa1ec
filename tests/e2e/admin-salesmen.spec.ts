/**
 * The back office's salesmen (issue 28, 管理员): 管理员 moves a new client to one salesman and then to another; the
 * client shows in the new salesman's console (his 我的客户 answer) and leaves the old one's. 运营 is refused the
 * page. axe on the page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './e2e-test';
import { freshBuyer } from './cart-helpers';
import { axeViolations } from './axe';
import { sidewaysOverflowAt1024 } from './admin-width';
import { WEB_APP_ID } from '../../src/model/constants';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../src/server/demo-accounts';
import { totpNow } from '../../src/server/lib/totp';

async function signIn(page: Page, username: string, code?: () => Promise<string>) {
  await page.goto('/admin');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  if (code) {
    await page.getByLabel('动态口令').fill(await code());
    await page.getByRole('button', { name: '验证并登录' }).click();
  }
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
}

/** How many of the salesman's customers (his console's 我的客户) match the keyword. */
async function consoleMatches(request: APIRequestContext, salesman: string, keyword: string): Promise<number> {
  const web = await (await request.post('/api/w1/GetWebToken', { data: { appid: WEB_APP_ID } })).json();
  const login = await (await request.post('/api/w1/login', { data: { username: salesman, password: DEMO_PASSWORD }, headers: { token: web.data.api_token } })).json();
  const page = await (await request.get('/api/w1/salesmanCustomers', { params: { keyword }, headers: { token: login.data.api_token } })).json();
  return page.data.total as number;
}

test('管理员 moves a client between salesmen: it shows in the new console and leaves the old; 运营 is refused', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const buyer = await freshBuyer(request, 'mov');
  const secret = DEMO_STAFF.find((x) => x.username === 'admin01')?.totpSecret ?? '';
  await signIn(page, 'admin01', () => totpNow(secret));
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '业务员与片区' }).click();
  await expect(page.getByRole('heading', { name: '业务员与片区', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: '分配客户' });
  const moveTo = async (salesman: string) => {
    await form.getByLabel('客户账号').fill(buyer.username);
    await form.getByLabel('业务员').selectOption({ label: salesman });
    await form.getByRole('button', { name: '交给该业务员' }).click();
    await expect(form.getByLabel('客户账号')).toHaveValue('');
  };
  await form.getByRole('button', { name: '交给该业务员' }).click();
  await expect(form.getByRole('alert')).toHaveText('请求参数有误：业务员不能为空');
  await moveTo('李娜（ywy02）');
  expect(await consoleMatches(request, 'ywy02', buyer.username)).toBe(1);
  await moveTo('张伟（ywy01）');
  expect(await consoleMatches(request, 'ywy01', buyer.username)).toBe(1);
  expect(await consoleMatches(request, 'ywy02', buyer.username)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(await sidewaysOverflowAt1024(page)).toBe(0);

  const ops = await browser.newPage();
  await signIn(ops, 'yunying01');
  await expect(ops.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '业务员与片区' })).toHaveCount(0);
  await ops.goto('/admin/salesmen');
  await expect(ops.getByRole('heading', { name: '无权访问' })).toBeVisible();
  await ops.close();
});

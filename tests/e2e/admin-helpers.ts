/** The back office in e2e: a staff member's own tab, its token, an order opened from 订单管理, a step confirmed. */
import type { Browser, Page } from '@playwright/test';
import { expect } from './e2e-test';
import { STORE } from './servers';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../src/server/demo-accounts';
import { totpNow } from '../../src/server/lib/totp';

/** A staff member signed in on a tab of its own (the back office's session lives in the tab's sessionStorage). */
export async function staffTab(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: STORE })).newPage();
  await page.goto('/admin');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const secret = DEMO_STAFF.find((x) => x.username === username)?.totpSecret;
  if (secret) await enterTotp(page, secret);
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  return page;
}

const TOTP_STEP_MS = 30_000;

/**
 * The staff member's code. A code is accepted once (replay protection) and one period either side (clock drift), and
 * several specs on one server sign the same staff member in: when this window's code is used, the next window's is
 * entered at once (the server takes it as drift); only a third sign-in within one window waits for the next.
 */
async function enterTotp(page: Page, secret: string) {
  for (let attempt = 0; ; attempt++) {
    await page.getByLabel('动态口令').fill(await totpNow(secret, Date.now() + (attempt === 0 ? 0 : TOTP_STEP_MS)));
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/login' && r.request().method() === 'POST');
    await page.getByRole('button', { name: '验证并登录' }).click();
    const { code, msg } = (await (await answer).json()) as { code: number; msg: string };
    if (code === 200) return;
    expect(msg).toContain('已使用');
    if (attempt >= 3) throw new Error('动态口令 refused four times');
    if (attempt >= 1) await page.waitForTimeout(TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) + 1_000);
  }
}

export const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('yaocai.admin.token') ?? '');

export async function openOrder(page: Page, code: string) {
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '订单管理' }).click();
  await expect(page.getByRole('heading', { name: '订单管理', level: 1 })).toBeVisible();
  await page.getByLabel('订单编号').fill(code);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByTestId('orders').locator('tbody tr')).toHaveCount(1);
  await page.getByRole('link', { name: `查看订单 ${code}` }).click();
  await expect(page.getByRole('heading', { name: `订单 ${code}` })).toBeVisible();
}

export const confirmStep = (page: Page) => page.getByTestId('confirm-dialog').getByRole('button', { name: '确定' }).click();

/**
 * The back office (/admin, issue 28): the quality manager signs in, opens a pending registration, looks at its
 * licence pictures (zoom, rotate) and approves it; the client then logs in on the site. 运营 is refused the review
 * page; 管理员 signs in with a TOTP code, reads the 操作日志, creates a staff account and an ERP key (its secret
 * shown once), then revokes the key. The quality manager exports the GSP records. axe on every admin page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './e2e-test';
import { registerViaApi } from './accounts-helpers';
import { axeViolations } from './axe';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../src/server/demo-accounts';
import { totpNow } from '../../src/server/lib/totp';

const stamp = Date.now().toString().slice(-7);

async function signIn(page: Page, username: string, code?: () => Promise<string>) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '药采管理后台' })).toBeVisible();
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  if (code) {
    await expect(page.getByLabel('动态口令')).toBeFocused();
    await page.getByLabel('动态口令').fill(await code());
    await page.getByRole('button', { name: '验证并登录' }).click();
  }
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
}

test('the quality manager approves a pending registration after looking at its pictures; the client logs in', async ({ page, request }) => {
  const { username, password } = await registerViaApi(request, `qa${stamp}`);

  await page.goto('/admin');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await signIn(page, 'zhiliang01');
  await expect(page.getByTestId('todo-registrations')).toHaveText(/^[1-9]\d*$/);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: '去审核注册' }).click();
  await expect(page.getByRole('heading', { name: '注册审核', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '待审核' })).toHaveAttribute('aria-pressed', 'true');
  // Newest registrations are last (first come, first reviewed): ask for the largest page.
  await page.getByLabel('每页条数').selectOption('100');
  const row = page.locator(`[data-username="${username}"]`);
  await expect(row).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole('link', { name: /^审核 / }).click();

  await expect(page.getByRole('heading', { name: '注册详情：七宝社区卫生服务中心' })).toBeVisible();
  await expect(page.getByTestId('registrant')).toContainText(username);
  // Every licence the registrant uploaded, each picture loaded through the staff API.
  for (const kind of ['attorney', 'invoicePic', 'medPractice']) await expect(page.getByTestId(`licence-${kind}`)).toBeVisible();
  await expect(page.locator('img[data-loaded="true"]')).toHaveCount(3);
  const first = page.getByTestId('licence-picture').first();
  await first.getByRole('button', { name: '放大' }).click();
  await first.getByRole('button', { name: '向右旋转' }).click();
  await expect(first.getByText('150% · 90°')).toBeVisible();
  // The keyboard does the same on the focused picture.
  await first.getByRole('region').focus();
  await page.keyboard.press('0');
  await expect(first.getByText('100% · 0°')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // 驳回 needs a reason: the dialog says so and nothing is sent.
  await page.getByRole('button', { name: '驳回', exact: true }).click();
  await page.getByRole('button', { name: '确认驳回' }).click();
  await expect(page.getByTestId('reject-dialog').getByRole('alert')).toHaveText('请填写驳回原因');
  expect(await axeViolations(page, '[data-testid="reject-dialog"]')).toEqual([]);
  await page.getByTestId('reject-dialog').getByRole('button', { name: '取消' }).click();

  await page.getByRole('button', { name: '通过', exact: true }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '通过' }).click();
  await expect(page.getByText('已通过审核，客户现在可以登录')).toBeVisible();
  await expect(page.getByRole('heading', { name: '注册审核', level: 1 })).toBeVisible();
  await expect(page.locator(`[data-username="${username}"]`)).toHaveCount(0);

  // The renewals waiting (maybe none): the page and its empty state pass axe too.
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '资质更新审核' }).click();
  await expect(page.getByRole('heading', { name: '资质更新审核', level: 1 })).toBeVisible();
  await expect(page.getByTestId('renewals').or(page.getByTestId('empty'))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // GSP 记录: the sales records of the period as CSV; a start after the end is refused before any request.
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: 'GSP 记录' }).click();
  await expect(page.getByRole('heading', { name: 'GSP 记录', level: 1 })).toBeVisible();
  await page.getByLabel('开始日期').fill('2099-01-02');
  await page.getByLabel('结束日期').fill('2099-01-01');
  await page.getByRole('button', { name: '导出药品销售记录' }).click();
  await expect(page.getByRole('alert')).toHaveText('开始日期不能晚于结束日期');
  await page.getByLabel('开始日期').fill('2026-01-01');
  await page.getByLabel('结束日期').fill('2099-01-01');
  expect(await axeViolations(page)).toEqual([]);
  const gsp = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出药品销售记录' }).click();
  expect((await gsp).suggestedFilename()).toBe('药品销售记录_2026-01-01_2099-01-01.csv');

  // The client logs in on the site.
  await page.goto('/login');
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('运营 is refused the review page, in the menu, on the page and by the API', async ({ page }) => {
  await signIn(page, 'yunying01');
  await expect(page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '注册审核' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '合作方' })).toHaveCount(0);
  await page.goto('/admin/partners');
  await expect(page.getByRole('heading', { name: '无权访问' })).toBeVisible();
  await page.goto('/admin/registrations');
  await expect(page.getByRole('heading', { name: '无权访问' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const token = await page.evaluate(() => sessionStorage.getItem('yaocai.admin.token'));
  const answer = await page.request.get('/api/admin/registrations', { headers: { token: token ?? '' } });
  expect(await answer.json()).toMatchObject({ code: 403, msg: '当前账号无权进行此操作' });
  const partners = await page.request.post('/api/admin/partnerCreate', { headers: { token: token ?? '' }, data: { name: '越权' } });
  expect(await partners.json()).toMatchObject({ code: 403 });
});

test('管理员 signs in with a TOTP code, reads the 操作日志 and opens a staff account', async ({ page }) => {
  const secret = DEMO_STAFF.find((x) => x.username === 'admin01')?.totpSecret ?? '';
  await signIn(page, 'admin01', () => totpNow(secret));
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '操作日志' }).click();
  await expect(page.getByRole('heading', { name: '操作日志', level: 1 })).toBeVisible();
  await page.getByLabel('操作人（后台用户名）').fill('admin01');
  await page.getByLabel('操作', { exact: true }).selectOption('staff_login');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByTestId('audit-rows').locator('tbody tr').first()).toContainText('后台登录');
  expect(await axeViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 CSV' }).click();
  expect((await download).suggestedFilename()).toBe('操作日志.csv');

  // 后台账号: a new account for 订单客服, its temporary password shown once.
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '后台账号' }).click();
  const form = page.getByRole('form', { name: '新建后台账号' });
  await form.getByLabel('用户名').fill(`kefu${stamp}`);
  await form.getByLabel('姓名').fill('新客服');
  await form.getByLabel('订单客服').check();
  await form.getByRole('button', { name: '新建' }).click();
  await expect(page.getByTestId('staff-secret')).toContainText(`账号 kefu${stamp} 的临时密码：`);
  await expect(page.locator(`[data-username="kefu${stamp}"]`)).toContainText('未绑定');
  expect(await axeViolations(page)).toEqual([]);

  // 合作方: a new ERP key, its secret shown once; then revoked.
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '合作方' }).click();
  await expect(page.getByRole('heading', { name: '合作方', level: 1 })).toBeVisible();
  await page.getByLabel('合作方名称').fill(`ERP${stamp}`);
  await page.getByRole('button', { name: '新建密钥' }).click();
  await expect(page.getByTestId('partner-secret')).toContainText(`合作方：ERP${stamp}`);
  await expect(page.getByTestId('partner-secret-value')).toHaveText(/^[A-Za-z0-9_-]{40,}$/);
  const row = page.getByTestId('erp-partners').locator('tbody tr', { hasText: `ERP${stamp}` });
  await expect(row).toContainText('启用');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '我已保存' }).click();
  await expect(page.getByTestId('partner-secret')).toHaveCount(0);
  await row.getByRole('button', { name: `停用：ERP${stamp}` }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('已停用');
  await expect(row.getByRole('button')).toHaveCount(0);
  // 诊所系统 (CIS): a new clinic system, its secret shown once, rotated (a new one), revoked.
  const cis = page.getByRole('form', { name: '新建诊所系统接入' });
  await cis.getByLabel(/^诊所系统代码/).fill('Bad Code');
  await cis.getByLabel('诊所系统名称').fill(`诊所${stamp}`);
  await cis.getByRole('button', { name: '新建接入' }).click();
  await expect(cis.getByRole('alert')).toContainText('诊所系统代码：小写字母开头');
  await cis.getByLabel(/^诊所系统代码/).fill(`e2e-${stamp}`);
  await cis.getByRole('button', { name: '新建接入' }).click();
  const first = await page.getByTestId('cis-secret-value').textContent();
  expect(first).toMatch(/^[0-9a-f]{64}$/);
  const cisRow = page.locator(`[data-code="e2e-${stamp}"]`);
  await expect(cisRow).toContainText('启用');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '我已保存' }).click();
  await cisRow.getByRole('button', { name: `轮换密钥：诊所${stamp}` }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('cis-secret-value')).toHaveText(/^[0-9a-f]{64}$/);
  expect(await page.getByTestId('cis-secret-value').textContent()).not.toBe(first);
  await cisRow.getByRole('button', { name: `停用：诊所${stamp}` }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '确定' }).click();
  await expect(cisRow).toContainText('已停用');
});

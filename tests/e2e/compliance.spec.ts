/**
 * Compliance as a new buyer lives it, with a controlled clock: the browser's by page.clock, the server's by moving
 * the licence's date through the operator command (the server keeps its real clock; "two days later" for the server
 * is the licence ending two days earlier). A licence ending tomorrow shows the header warning; two days later the
 * order cannot be submitted and the page says what to do; the renewal is uploaded, the operator approves it, the
 * order goes through. Also: the reminder closes for the day, the purchaser chosen at submit, the pages under axe.
 */
import { expect, test, type Page } from './e2e-test';
import { chinaDay } from '../../src/model/date-range';
import { addDays } from '../../src/model/salesman-report';
import { operator, PNG } from './accounts-helpers';
import { addToCart, apiAs, buyableLines, freshBuyer, siteLogin } from './cart-helpers';
import { axeViolations } from './axe';

const DAY = 86_400_000;

async function axeClean(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
}

test('a licence ending tomorrow warns; two days later the order is refused with the fix; renewal, approval, order', async ({ page, request }) => {
  test.setTimeout(180_000);
  const now = Date.now();
  const today = chinaDay(new Date(now));
  const buyer = await freshBuyer(request, 'zz');
  // A non-profit institution: its practice licence (医疗机构执业许可证) is the certificate that must be valid.
  await operator('licence-date', buyer.username, 'medPractice', addDays(today, 1));
  await addToCart(buyer.api, await buyableLines(buyer.api, 1));

  await page.clock.install({ time: new Date(now) });
  await siteLogin(page, buyer.username, buyer.password);
  const reminder = page.getByTestId('licence-reminder');
  await expect(reminder).toContainText('您的医疗机构执业许可证将在1天后到期，请及时上传新证');
  await expect(reminder).toHaveAttribute('data-step', '7');

  // Closed for today: gone after a reload, back the next day.
  await reminder.getByRole('button', { name: '今天不再提醒' }).click();
  await expect(reminder).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('navigation', { name: '个人中心菜单' }).or(page.locator('main'))).toBeVisible();
  await expect(page.getByTestId('licence-reminder')).toHaveCount(0);

  // The checkout still lets the order through the day before, with the warning.
  await page.goto('/submitOrder');
  await expect(page.getByTestId('order-compliance-reasons')).toContainText('医疗机构执业许可证将于');
  await expect(page.getByRole('button', { name: '提交订单' })).toBeEnabled();

  // Two days later.
  await page.clock.setSystemTime(new Date(now + 2 * DAY));
  await operator('licence-date', buyer.username, 'medPractice', addDays(today, -1));
  await page.goto('/submitOrder');
  await expect(page.getByTestId('licence-reminder')).toContainText('您的医疗机构执业许可证已过期，不能提交订单，请尽快上传新证');
  const reasons = page.getByTestId('order-compliance-reasons');
  await expect(reasons).toContainText(`医疗机构执业许可证已于${addDays(today, -1)}过期，不能提交订单，请上传新证`);
  await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();

  // The fix: upload the new licence.
  await reasons.getByRole('link', { name: '上传新证' }).click();
  await expect(page).toHaveURL(/\/personal\/licences$/);
  const row = page.getByTestId('licence-row-medPractice');
  await expect(row).toHaveAttribute('data-state', 'expired');
  await row.getByRole('button', { name: '上传新证' }).click();
  const dialog = page.getByTestId('renewal-dialog');
  await dialog.getByRole('button', { name: '提交审核' }).click();
  await expect(dialog.getByRole('alert').first()).toBeVisible(); // empty form: each field says what is missing
  await expect(dialog).toContainText('请填写证照编号');
  await dialog.getByLabel('证照编号').fill('PDY31011511');
  await dialog.getByLabel('发证机关').fill('上海市浦东新区卫生健康委员会');
  await dialog.getByLabel('有效期至').fill(addDays(today, 5 * 365));
  await dialog.getByLabel('上传新证照片').setInputFiles({ name: 'new-licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img')).toBeVisible();
  await dialog.getByRole('button', { name: '提交审核' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('新证审核中');

  // Still refused until the operator approves.
  await page.goto('/submitOrder');
  await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();
  const pending = await operator('licence-renewals');
  const id = new RegExp(`#(\\d+)\\s+${buyer.username}`).exec(pending)?.[1];
  expect(id, pending).toBeTruthy();
  expect(await operator('licence-approve', id!)).toContain('换证已审核通过');

  await page.reload();
  await expect(page.getByTestId('order-compliance-reasons')).toHaveCount(0);
  await expect(page.getByTestId('licence-reminder')).toHaveCount(0);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payNow\?orderCode=/);

  await page.goto('/personal/licences');
  await expect(page.getByTestId('licence-row-medPractice')).toHaveAttribute('data-state', 'ok');
  await expect(page.getByTestId('licence-row-medPractice')).toContainText('PDY31011511');
});

test('several purchasers: the order waits for a choice, then goes through with the one chosen (the server test checks the record)', async ({ page, request }) => {
  const api = await apiAs(request, 'caigou01', 'yc123456');
  await addToCart(api, await buyableLines(api, 1, 3));
  await siteLogin(page, 'caigou01', 'yc123456');
  await page.goto('/personal/purchasers');
  await expect(page.getByTestId('purchaser-row')).toHaveCount(4);
  await expect(page.locator('body')).not.toContainText(/\d{17}[\dX]/);
  await axeClean(page);

  await page.goto('/submitOrder');
  const compliance = page.getByTestId('order-compliance');
  await expect(compliance).toContainText('请选择本次下单的采购人员');
  await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();
  const qian = await compliance.locator('option', { hasText: '钱多多' }).getAttribute('value');
  await compliance.getByLabel('采购人员').selectOption(qian!);
  await expect(page.getByTestId('order-compliance-reasons')).toHaveCount(0);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payNow\?orderCode=/);
});

test('a clinic system names who orders: the checkout shows that purchaser fixed and the order goes through; an unregistered person is refused with the fix', async ({ page, request }) => {
  const api = await apiAs(request, 'caigou01', 'yc123456');
  await addToCart(api, await buyableLines(api, 1, 4));
  await page.goto(await operator('cis-link', 'caigou01', 'cart', '--staff-phone=13912345624'));
  await expect(page).toHaveURL(/\/shopCart$/);
  await page.goto('/submitOrder');
  const compliance = page.getByTestId('order-compliance');
  const select = compliance.getByLabel('采购人员');
  await expect(select).toBeDisabled();
  await expect(select.locator('option:checked')).toHaveText(/钱多多/);
  await expect(compliance).toContainText('由诊所系统当前登录人员下单');
  await expect(page.getByTestId('order-compliance-reasons')).toHaveCount(0);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payNow\?orderCode=/);

  await addToCart(api, await buyableLines(api, 1, 5));
  await page.goto(await operator('cis-link', 'caigou01', 'cart', '--staff-phone=13700001234'));
  await expect(page).toHaveURL(/\/shopCart$/);
  await page.goto('/submitOrder');
  const reasons = page.getByTestId('order-compliance-reasons');
  await expect(reasons).toContainText('诊所系统登录的人员（手机号137****1234）不是本单位登记的授权采购人员');
  await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();
  await reasons.getByRole('link', { name: '登记授权采购人员' }).click();
  await expect(page).toHaveURL(/\/personal\/purchasers$/);
});

test('my licences: an expired one and a rejected renewal, axe clean', async ({ page }) => {
  await siteLogin(page, 'zizhi02', 'yc123456');
  await expect(page.getByTestId('licence-reminder')).toContainText('已过期');
  await page.goto('/personal/licences');
  await expect(page.getByTestId('licence-row-phaTrading')).toHaveAttribute('data-state', 'expired');
  await expect(page.getByTestId('licence-row-phaTrading')).toContainText('新证未通过审核：照片模糊，请重新拍摄上传');
  await axeClean(page);
});

test('purchase records: the lines, axe clean, export as CSV', async ({ page }) => {
  await siteLogin(page, 'yaofang01', 'yc123456');
  await page.goto('/personal/purchaseRecords');
  const table = page.getByTestId('purchase-records');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await axeClean(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 CSV' }).click();
  expect((await download).suggestedFilename()).toBe('购进记录.csv');
});

test('the footer quotes the configured licence numbers, each linking to its picture on the certificates page; it lists every way to pay', async ({ page }) => {
  await page.goto('/home');
  const pay = page.getByTestId('pay-methods');
  await expect(pay).toHaveText('支付方式微信支付支付宝支付银行转账余额支付信用支付');
  await expect(pay.getByRole('link', { name: '银行转账' })).toHaveAttribute('href', '/help?name=bankTransfer');
  const licences = page.getByTestId('site-licences');
  const link = licences.getByRole('link', { name: '互联网药品信息服务资格证书：(沪)-经营性-2021-0088' });
  await expect(link).toHaveAttribute('href', '/help?name=qualification#cert-drugInfo');
  await expect(licences.getByRole('link', { name: /^药品经营许可证：/ })).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/help\?name=qualification#cert-drugInfo$/);
  await expect(page.locator('#cert-drugInfo')).toBeInViewport();
  await expect(page.locator('#cert-drugInfo')).toContainText('(沪)-经营性-2021-0088');
});

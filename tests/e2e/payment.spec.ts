/**
 * Payments against the real server: a top-up of 1000 by the sandbox QR (the confirm page opened in a second tab,
 * as a phone would after scanning) credits 1100 with the bonus; a payment password set by SMS code and an order
 * paid from that balance with it (a wrong one refused); the credit demo client's overdue bills refuse credit.
 */
import { expect, test, type APIRequestContext, type Page } from './e2e-test';
import { PASSWORD } from './helpers';
import { addToCart, apiAs, buyableLines, freshBuyer, siteLogin, type StoreApi } from './cart-helpers';

const ADDRESS = { consignee: '王芳', phone: '13812345601', province: '上海市', city: '上海市', area: '浦东新区', detail: '张杨路1288号' };

/** An order of one cheap product, submitted through the checkout API as the browser would. */
async function placeOrder(api: StoreApi): Promise<{ orderCode: string; total: string }> {
  const lines = await buyableLines(api, 1);
  await addToCart(api, lines);
  return api.post<{ orderCode: string; total: string }>('/w1/sureOrder', {
    idempotency_key: `e2e-pay-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    address: ADDRESS,
  });
}

const yuan = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function balanceOn(page: Page): Promise<number> {
  await expect(page.getByTestId('cash-balance')).toBeVisible();
  return yuan(await page.getByTestId('cash-balance').textContent());
}

async function buyer(request: APIRequestContext, page: Page) {
  const b = await freshBuyer(request, 'pay');
  await siteLogin(page, b.username, b.password);
  return b;
}

test('top-up 1000 by the sandbox QR in a second tab credits 1100; then an order is paid from the balance', async ({ page, request }) => {
  const b = await buyer(request, page);
  await page.goto('/personal/cash');
  expect(await balanceOn(page)).toBe(0);
  const topUp = page.getByTestId('top-up');
  await expect(topUp).toContainText('到账 ¥1100.00（含赠送 ¥100.00）');
  await topUp.getByTestId('top-up-submit').click();
  const dialog = page.getByTestId('qr-pay-dialog');
  await expect(dialog.getByTestId('qr-image')).toBeVisible();
  await expect(dialog.getByTestId('qr-image')).toHaveJSProperty('naturalWidth', 280);

  // The "phone": the sandbox confirm page in a second tab.
  const [sandbox] = await Promise.all([page.waitForEvent('popup'), dialog.getByTestId('sandbox-link').click()]);
  await expect(sandbox.getByText('模拟支付').first()).toBeVisible();
  await expect(sandbox.getByTestId('sandbox-amount')).toHaveText('¥1000.00');
  await sandbox.getByRole('button', { name: '确认支付' }).click();
  await expect(sandbox.getByRole('status')).toHaveText('支付成功，请返回电脑查看');

  // The dialog polls, closes and says so; the balance shows the top-up and its bonus.
  await expect(dialog.getByTestId('qr-image')).toBeHidden();
  await expect(page.getByText('充值成功')).toBeVisible();
  await expect(page.getByTestId('cash-balance')).toHaveText('¥1100.00');
  await expect(page.getByTestId('cash-ledger')).toContainText('充值赠送');
  await page.reload();
  expect(await balanceOn(page)).toBe(1100);

  // Balance needs a payment password: set it by SMS code (the demo shows the code), then pay with it.
  const { orderCode, total } = await placeOrder(b.api);
  await page.goto(`/payNow?orderCode=${orderCode}`);
  await expect(page.getByTestId('pay-total')).toHaveText(`¥${total}`);
  await page.getByTestId('pay-balance').getByRole('radio').check();
  await page.getByTestId('pay-password-missing').getByRole('link', { name: '去设置支付密码' }).click();
  const section = page.getByTestId('pay-password');
  await section.getByRole('button', { name: '获取验证码' }).click();
  const hint = section.getByText(/演示环境短信验证码：\d{6}/);
  await section.getByLabel('短信验证码').fill((await hint.textContent())!.match(/\d{6}/)![0]!);
  await section.getByLabel('支付密码（6位数字）').fill('246810');
  await section.getByLabel('再次输入支付密码').fill('246810');
  await section.getByRole('button', { name: '保存支付密码' }).click();
  await expect(section.getByTestId('pay-password-state')).toHaveText('已设置支付密码，可通过短信验证码重设');
  await page.goto(`/payNow?orderCode=${orderCode}`);
  await page.getByTestId('pay-balance').getByRole('radio').check();
  await page.getByTestId('pay-submit').click();
  const ask = page.getByTestId('pay-password-dialog');
  const field = ask.getByLabel('支付密码（6位数字）');
  await expect(field).toBeFocused();
  await field.fill('135790');
  await field.press('Enter');
  await expect(ask.getByRole('alert')).toHaveText('支付密码不正确，还可尝试4次');
  await field.fill('246810');
  await ask.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByTestId('pay-success')).toContainText('支付成功');
  await page.reload();
  await expect(page.getByTestId('pay-success')).toBeVisible();
  await page.goto('/personal/cash');
  expect(await balanceOn(page)).toBeCloseTo(1100 - Number(total), 2);
  await expect(page.getByTestId('cash-ledger')).toContainText(`订单 ${orderCode}`);
});

test('a short balance is disabled with the shortfall and a link to top up', async ({ page, request }) => {
  const b = await buyer(request, page);
  const { orderCode } = await placeOrder(b.api);
  await page.goto(`/payNow?orderCode=${orderCode}`);
  const balance = page.getByTestId('pay-balance');
  await expect(balance.getByRole('radio')).toBeDisabled();
  await expect(balance).toContainText('余额不足，还差');
  await balance.getByRole('link', { name: '去充值' }).click();
  await expect(page).toHaveURL(/\/personal\/cash$/);
});

test('the credit demo client with overdue bills is warned at checkout and cannot pay on credit; the bills say why', async ({ page, request }) => {
  const api = await apiAs(request, 'xinyong01', PASSWORD);
  await siteLogin(page, 'xinyong01', PASSWORD);
  await addToCart(api, await buyableLines(api, 1));
  await page.goto('/submitOrder');
  await expect(page.getByRole('status').filter({ hasText: '笔账单已逾期' })).toContainText(/您有\d笔账单已逾期，共¥[\d,]+\.\d{2}，请尽快还款/);
  const { orderCode } = await api.post<{ orderCode: string }>('/w1/sureOrder', { idempotency_key: `e2e-credit-${Date.now()}`, address: ADDRESS });
  await page.goto(`/payNow?orderCode=${orderCode}`);
  const credit = page.getByTestId('pay-credit');
  await expect(credit.getByRole('radio')).toBeDisabled();
  await expect(credit).toContainText('暂不能使用信用支付（先还清逾期账单）');
  await page.goto('/personal/creditManagement');
  await expect(page.getByTestId('credit-bills')).toContainText('已逾期');
  await expect(page.getByTestId('credit-bills')).not.toContainText('已驳回');
});

/**
 * Group purchase against the real server: two buyers join from /promotion/{groupId} through the normal group
 * checkout (one pays by the sandbox WeChat QR, one does not pay); the operator closes the group before it reaches
 * its minimum, and the close cancels the unpaid order and refunds the paid one automatically.
 */
import { expect, test, type Page } from './e2e-test';
import type { Product } from '../../src/contract/catalog';
import { chinaStamp } from '../../src/model/date-range';
import { fenToYuan, yuanToFen } from '../../src/model/money';
import { operator } from './accounts-helpers';
import { freshBuyer, siteLogin, fillAddressIfAsked } from './cart-helpers';

const AMOXICILLIN = 1;
const MIN = 60_000;

async function joinAndSubmit(page: Page, groupId: number): Promise<string> {
  await page.goto(`/promotion/${groupId}`);
  const card = page.getByTestId('group-card');
  await expect(card).toHaveAttribute('data-phase', 'open');
  await card.getByRole('button', { name: '参团' }).click();
  await page.waitForURL(/\/submitOrder\?isPurchase=1$/);
  await fillAddressIfAsked(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/payNow\?orderCode=YC\d+/);
  return new URL(page.url()).searchParams.get('orderCode')!;
}

type Orders = { list: { order_code: string; status: number; status_text: string }[] };

test('not reaching the minimum at the close: the unpaid order is cancelled, the paid one refunded', async ({ page, browser, request }) => {
  // Two buyers, a QR payment in a popup and the close: a whole day of the group in one test.
  test.slow();
  const a = await freshBuyer(request, 'gpa');
  const b = await freshBuyer(request, 'gpb');
  const { product } = await a.api.get<{ product: Product }>('/w1/productDetail', { productId: AMOXICILLIN });
  const price = fenToYuan(Math.floor(yuanToFen(product.price!) / 2));
  const now = Date.now();
  const out = await operator('group-create', String(AMOXICILLIN), price, '100', '500', chinaStamp(new Date(now - MIN)), chinaStamp(new Date(now + 60 * MIN)), '1', '50', 'E2E团购');
  const groupId = Number(/#(\d+)/.exec(out)![1]);

  // A joins, sees the group price and the progress, and pays by the sandbox WeChat QR.
  await siteLogin(page, a.username, a.password);
  await page.goto(`/promotion/${groupId}`);
  await expect(page.getByTestId('group-price')).toHaveText(`¥${price}`);
  await expect(page.getByTestId('group-progress')).toContainText('已付款0盒 / 成团100盒');
  await expect(page.getByRole('timer')).toHaveAttribute('aria-label', /^距截团 00:5\d:\d\d$/);
  const paidCode = await joinAndSubmit(page, groupId);
  await page.getByTestId('pay-wechat').getByRole('radio').check();
  await page.getByTestId('pay-submit').click();
  const dialog = page.getByTestId('qr-pay-dialog');
  const [sandbox] = await Promise.all([page.waitForEvent('popup'), dialog.getByTestId('sandbox-link').click()]);
  await sandbox.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByTestId('pay-success')).toContainText('支付成功');
  await page.goto(`/promotion/${groupId}`);
  await expect(page.getByTestId('group-progress')).toContainText('已付款1盒');

  // B joins and does not pay.
  const other = await browser.newContext();
  const pageB = await other.newPage();
  await siteLogin(pageB, b.username, b.password);
  const unpaidCode = await joinAndSubmit(pageB, groupId);
  await other.close();

  // The close: 1 of 100 paid, not reached.
  expect(await operator('group-close', String(groupId))).toContain('未成团');
  const mineA = await a.api.get<Orders>('/w1/ShowMyOrders', {});
  expect(mineA.list.find((o) => o.order_code === paidCode)).toMatchObject({ status: 16 });
  const mineB = await b.api.get<Orders>('/w1/ShowMyOrders', {});
  expect(mineB.list.find((o) => o.order_code === unpaidCode)).toMatchObject({ status: 7 });

  await page.reload();
  await expect(page.getByTestId('group-card')).toHaveAttribute('data-phase', 'failed');
  await expect(page.getByTestId('group-phase')).toHaveText('未成团');
  await expect(page.getByRole('button', { name: '未成团' })).toBeDisabled();
});

test('the group list (login needed) shows open, upcoming and closed groups with their countdowns; a group page is public', async ({ page, request }) => {
  await page.goto('/promotion/1');
  await expect(page.getByTestId('group-card')).toBeVisible();
  await expect(page.getByTestId('price-hidden')).toBeVisible();
  const buyer = await freshBuyer(request, 'gpl');
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto('/groupPurchase');
  await expect(page.getByTestId('group-open').getByTestId('group-card').first()).toBeVisible();
  await expect(page.getByTestId('group-open').getByRole('timer').first()).toHaveAttribute('aria-label', /^距截团 /);
  await expect(page.getByTestId('group-open').getByTestId('group-price').first()).toBeVisible();
  await expect(page.getByTestId('group-upcoming').getByRole('timer').first()).toHaveAttribute('aria-label', /^距开团 /);
  const closed = page.getByTestId('group-closed').getByTestId('group-phase');
  await expect(closed.first()).toHaveText('已成团');
  await expect(closed.filter({ hasText: '未成团' }).first()).toBeVisible();
  await expect(page.getByTestId('group-open').getByTestId('group-progress').filter({ hasText: '已付款90盒' })).toBeVisible();
});

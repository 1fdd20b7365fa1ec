/**
 * An order from start to end, as a new buyer would go: cart → /submitOrder with a coupon → /payNow by the sandbox
 * WeChat QR (the confirm page in a second tab, as the phone after scanning) → the operator ships with batch and
 * expiry (`npm run operator -- ship`) → 待收货 with the GSP batch on the detail → confirm receipt → comment; the
 * order's history shows every step with who made it.
 */
import { expect, test } from './e2e-test';
import type { Product } from '../../src/contract/catalog';
import { yuanToFen } from '../../src/model/money';
import { operator } from './accounts-helpers';
import { freshBuyer, siteLogin, fillAddressIfAsked } from './cart-helpers';

const AMOXICILLIN = 1;
/** Seeded coupon 2: 满500减50, store-wide. */
const COUPON_500_50 = 2;

test('cart → submit with coupon → sandbox QR payment → operator ships → 待收货 → confirm receipt → comment', async ({ page, request }) => {
  test.setTimeout(120_000);
  const buyer = await freshBuyer(request, 'flow');
  await buyer.api.post('/w1/receiveCoupon', { coupon_id: COUPON_500_50 });
  const { product } = await buyer.api.get<{ product: Product }>('/w1/productDetail', { productId: AMOXICILLIN });
  const amount = Math.ceil(60_000 / yuanToFen(product.price!));
  await buyer.api.post('/w1/addShoppingtrolley', { list: [{ product_id: AMOXICILLIN, amount }] });

  // Checkout with the coupon.
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto('/shopCart');
  await page.getByRole('button', { name: '去结算' }).first().click();
  await page.waitForURL(/\/submitOrder$/);
  await page.getByRole('radio', { name: /满500减50/ }).check();
  await fillAddressIfAsked(page);
  await page.getByLabel('采购单号').fill('PO-FLOW-1');
  const total = (await page.getByTestId('checkout-total').textContent())!;
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/payNow\?orderCode=YC\d+/);
  const code = new URL(page.url()).searchParams.get('orderCode')!;
  await expect(page.getByTestId('pay-total')).toHaveText(total);

  // The sandbox WeChat QR: the confirm page in a second tab; the dialog closes on success.
  await page.getByTestId('pay-wechat').getByRole('radio').check();
  await page.getByTestId('pay-submit').click();
  const dialog = page.getByTestId('qr-pay-dialog');
  await expect(dialog.getByTestId('qr-image')).toBeVisible();
  const [phone] = await Promise.all([page.waitForEvent('popup'), dialog.getByTestId('sandbox-link').click()]);
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByRole('status')).toContainText('支付成功');
  await phone.close();
  await expect(page.getByTestId('pay-success')).toContainText('支付成功');

  // 待发货 in my orders until the operator ships.
  await page.goto('/personal/myOrder?tab=2');
  const card = page.getByTestId('order-card').filter({ hasText: code });
  await expect(card.getByTestId('order-status')).toHaveText('待发货');
  await expect(card.getByRole('button', { name: '确认收货' })).toHaveCount(0);
  expect(await operator('ship', code, 'B-FLOW-01', '2028-12-31')).toContain('待收货');

  await page.reload();
  await expect(card.getByTestId('order-status')).toHaveText('待收货');
  await card.getByRole('button', { name: '订单详情' }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('detail-line').first()).toContainText('B-FLOW-01');
  await expect(detail.getByTestId('detail-line').first()).toContainText('2028-12-31');
  await expect(detail).toContainText('PO-FLOW-1');
  await expect(detail).toContainText('-¥50.00');

  // Confirm receipt from the detail, then comment.
  await detail.getByRole('button', { name: '确认收货' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '确认收货' }).click();
  await expect(detail.getByTestId('detail-status')).toHaveText('已完成');
  await detail.getByRole('button', { name: '评价' }).click();
  await page.waitForURL(/\/personal\/orderComment\/\d+$/);
  const form = page.getByTestId('comment-form');
  await form.getByLabel('非常满意').check();
  await form.getByRole('button', { name: '提交评价' }).click();
  await page.waitForURL(/\/personal\/orderDetail\/\d+$/);
  await expect(detail).toContainText('服务评分：非常满意');

  // The history: submitted, paid (the provider), shipped (the operator), received (the client).
  const steps = detail.getByTestId('order-timeline').getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(1)).toContainText('待发货');
  await expect(steps.nth(2)).toContainText('已发货（批号 B-FLOW-01，有效期至 2028-12-31）（客服）');
  await expect(steps.nth(3)).toContainText('确认收货（客户）');
});

/**
 * Checkout against the real server: a fresh buyer claims a coupon, fills the cart, goes to /submitOrder from the
 * cart, picks the coupon (the total drops by its discount), adds a PO number and submits; the order is placed once
 * and the browser lands on /payNow?orderCode=… (the pay page belongs to the payments work).
 */
import { expect, test } from './e2e-test';
import type { Product } from '../../src/contract/catalog';
import { yuanToFen } from '../../src/model/money';
import { freshBuyer, siteLogin, fillAddressIfAsked } from './cart-helpers';

const AMOXICILLIN = 1;
/** Seeded coupon 2: 满500减50, store-wide. */
const COUPON_500_50 = 2;

test('cart → submitOrder with a coupon → one order, then /payNow?orderCode=…', async ({ page, request }) => {
  const buyer = await freshBuyer(request, 'cko');
  await buyer.api.post('/w1/receiveCoupon', { coupon_id: COUPON_500_50 });
  const { product } = await buyer.api.get<{ product: Product }>('/w1/productDetail', { productId: AMOXICILLIN });
  const amount = Math.ceil(60_000 / yuanToFen(product.price!)); // a little over 600 yuan
  await buyer.api.post('/w1/addShoppingtrolley', { list: [{ product_id: AMOXICILLIN, amount }] });

  await siteLogin(page, buyer.username, buyer.password);
  await page.goto('/shopCart');
  await page.getByRole('button', { name: '去结算' }).first().click();
  await page.waitForURL(/\/submitOrder$/);
  await expect(page.getByRole('table', { name: '普通商品' })).toContainText('阿莫西林胶囊');

  // The best usable coupon is preselected; none, then the coupon again: the total moves by 50.00.
  const total = page.getByTestId('checkout-total');
  await page.getByRole('radio', { name: '不使用优惠券' }).check();
  const without = yuanToFen((await total.textContent())!.replace('¥', ''));
  await page.getByRole('radio', { name: /满500减50/ }).check();
  await expect(total).toHaveText(`¥${((without - 5000) / 100).toFixed(2)}`);
  await expect(page.getByRole('radio', { name: /满500减50/ })).toBeChecked();

  await fillAddressIfAsked(page);
  await page.getByLabel('采购单号').fill('PO-E2E-1');
  await page.getByRole('button', { name: '提交订单' }).dblclick();
  await page.waitForURL(/\/payNow\?orderCode=YC\d+/);
  const code = new URL(page.url()).searchParams.get('orderCode');
  expect(code).toMatch(/^YC\d{20}$/);

  // One order, the coupon spent, the cart emptied.
  const coupons = await buyer.api.get<{ list: { coupon_id: number; kind: number }[] }>('/w1/myCoupons');
  expect(coupons.list.find((c) => c.coupon_id === COUPON_500_50)?.kind).toBe(2);
  const again = await buyer.api.post<{ groups: { product: unknown[] } }>('/w1/submitOrder');
  expect(again.groups.product).toEqual([]);
});

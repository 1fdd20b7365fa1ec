/**
 * 领券中心 against the real server: a visitor is asked to log in before claiming; a buyer claims a coupon (立即领取
 * → 去使用), and 去使用 opens the listing filtered by coupon_id, whose products are all in the coupon's scope.
 */
import { expect, test } from './e2e-test';
import type { Product } from '../../src/contract/catalog';
import type { Coupon } from '../../src/contract/personal';
import { freshBuyer, siteLogin } from './cart-helpers';

/** Seeded coupon 8: 满2000享9折 for the brands of 品牌厂家周. */
const BRAND_WEEK = 8;
const BRANDS = ['999', '以岭', '云南白药', '同仁堂'];

test('a visitor is asked to log in before claiming', async ({ page }) => {
  await page.goto('/couponList');
  const card = page.getByTestId('coupon-card').filter({ hasText: '满2000享9折' });
  await card.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('请先登录后再操作');
});

test('claim → 去使用 → the listing filtered by coupon_id', async ({ page, request }) => {
  const buyer = await freshBuyer(request, 'cpc');
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto('/couponList');
  const card = page.getByTestId('coupon-card').filter({ hasText: '满2000享9折' });
  await expect(card).toHaveAttribute('data-kind', '0');
  await card.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByText('领取成功')).toBeVisible();
  await expect(card).toHaveAttribute('data-kind', '1');
  await expect(card.getByRole('button', { name: '立即领取' })).toHaveCount(0);

  await card.getByRole('button', { name: '去使用' }).click();
  await page.waitForURL(new RegExp(`/category\\?coupon_id=${BRAND_WEEK}$`));
  await expect(page.getByRole('note')).toContainText(`券号 ${BRAND_WEEK}`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  // The server's filter: only the brands of the coupon, fewer than the whole catalogue.
  const filtered = await buyer.api.get<{ list: Product[]; total: number }>('/w1/productSearch', { coupon_id: BRAND_WEEK, size: 100 });
  const all = await buyer.api.get<{ total: number }>('/w1/productSearch', {});
  expect(filtered.total).toBeGreaterThan(0);
  expect(filtered.total).toBeLessThan(all.total);
  expect(filtered.list.every((p) => BRANDS.includes(p.brand))).toBe(true);
  // Claimed once: the coupon is the buyer's, and claiming again is refused.
  const mine = await buyer.api.get<{ list: Coupon[] }>('/w1/myCoupons', { kind: 1 });
  expect(mine.list.map((c) => c.coupon_id)).toContain(BRAND_WEEK);
  await expect(buyer.api.post('/w1/receiveCoupon', { coupon_id: BRAND_WEEK })).rejects.toThrow('您已领取过该优惠券');
});

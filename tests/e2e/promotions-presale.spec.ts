/**
 * Pre-sale against the real server: a buyer opens /promotion/{id} (the 预售 tag, the pre-sale price, the shipping
 * date, the countdown), 立即预订 puts the pre-sale line into the cart, the normal checkout places the order, and the
 * order detail shows 预售 with the shipping date; once the operator ends the pre-sale, the line left in the cart is
 * disabled with the reason. The seeded pre-sales show on /groupPurchase.
 */
import { expect, test } from './e2e-test';
import type { Product } from '../../src/contract/catalog';
import type { OrderPage } from '../../src/contract/orders';
import { chinaDay, chinaStamp } from '../../src/model/date-range';
import { fenToYuan, yuanToFen } from '../../src/model/money';
import { operator } from './accounts-helpers';
import { freshBuyer, siteLogin, fillAddressIfAsked } from './cart-helpers';

const AMOXICILLIN = 1;
const MIN = 60_000;


test('the seeded pre-sales on /groupPurchase: running, upcoming and ended, each with its shipping date', async ({ page, request }) => {
  const buyer = await freshBuyer(request, 'pss');
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto('/groupPurchase');
  const section = page.getByTestId('presale-section');
  await expect(section.getByTestId('presale-card')).toHaveCount(3);
  await expect(section.locator('[data-phase="running"]')).toContainText('连花清瘟胶囊');
  await expect(section.locator('[data-phase="upcoming"]')).toHaveCount(1);
  await expect(section.locator('[data-phase="ended"]').getByRole('button', { name: '已结束' })).toBeDisabled();
  await expect(section.getByTestId('presale-ship-date').first()).toHaveText(/^预计\d{4}-\d{2}-\d{2}发货$/);
  await expect(section.getByTestId('promotion-tag').first()).toHaveText('预售');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/presale-section.png', fullPage: true });
});

test('立即预订 → the cart → the normal checkout → 预售 and the shipping date on the order; ended → refused in the cart', async ({ page, request }) => {
  test.setTimeout(120_000);
  const buyer = await freshBuyer(request, 'psl');
  const { product } = await buyer.api.get<{ product: Product }>('/w1/productDetail', { productId: AMOXICILLIN });
  const price = fenToYuan(Math.floor(yuanToFen(product.price!) / 2));
  const now = Date.now();
  const ship = chinaDay(new Date(now + 10 * 24 * 60 * MIN));
  const out = await operator('presale-create', String(AMOXICILLIN), price, '100', chinaStamp(new Date(now - MIN)), chinaStamp(new Date(now + 60 * MIN)), ship, '20', '40', '0', 'E2E预售');
  const id = Number(/#(\d+)/.exec(out)![1]);

  await siteLogin(page, buyer.username, buyer.password);
  await page.goto(`/promotion/${id}`);
  const card = page.getByTestId('presale-card');
  await expect(card).toHaveAttribute('data-phase', 'running');
  await expect(card.getByTestId('promotion-tag')).toHaveText('预售');
  await expect(page.getByTestId('presale-price')).toHaveText(`预售价 ¥${price}`);
  await expect(page.getByTestId('presale-ship-date')).toHaveText(`预计${ship}发货`);
  await expect(page.getByRole('timer')).toHaveAttribute('aria-label', /^距结束 00:5\d:\d\d$/);
  await expect(page.getByRole('heading', { name: '预售规则' })).toBeVisible();
  await page.screenshot({ path: 'test-results/presale-detail.png', fullPage: true });

  await card.getByRole('button', { name: '立即预订' }).click();
  await page.waitForURL(/\/shopCart$/);
  await page.getByRole('button', { name: '去结算' }).click();
  await page.waitForURL(/\/submitOrder$/);
  await fillAddressIfAsked(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/payNow\?orderCode=YC\d+/);
  const code = new URL(page.url()).searchParams.get('orderCode')!;

  const mine = await buyer.api.get<OrderPage>('/w1/ShowMyOrders', {});
  const placed = mine.list.find((o) => o.order_code === code)!;
  expect(placed.lines[0]).toMatchObject({ product_id: AMOXICILLIN, price });
  await page.goto(`/personal/orderDetail/${placed.id}`);
  await expect(page.getByTestId('presale-note')).toHaveText(`预售E2E预售预计${ship}发货`);
  expect(await operator('presales')).toContain('已订1/100');

  // Put it in the cart again, then the operator ends the pre-sale: the cart refuses the line with the reason.
  await page.goto(`/promotion/${id}`);
  await page.getByTestId('presale-card').getByRole('button', { name: '立即预订' }).click();
  await page.waitForURL(/\/shopCart$/);
  expect(await operator('presale-end', String(id))).toContain('已结束预售');
  await page.reload();
  await expect(page.getByText('预售已结束').first()).toBeVisible();
  await page.goto(`/promotion/${id}`);
  await expect(page.getByTestId('presale-card')).toHaveAttribute('data-phase', 'ended');
  await expect(page.getByRole('button', { name: '已结束' })).toBeDisabled();
});

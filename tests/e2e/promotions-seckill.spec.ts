/**
 * /seckillPage against the real server: a seckill created by the operator command counts down on a controlled clock
 * and is marked complete at zero; a buyer's 立即抢购 puts the seckill line in the cart at the seckill price and the
 * order goes through the normal checkout, taking one of the seckill's units.
 */
import { expect, test } from './e2e-test';
import type { Product } from '../../src/contract/catalog';
import type { SeckillList } from '../../src/contract/promotions';
import { chinaStamp } from '../../src/model/date-range';
import { fenToYuan, yuanToFen } from '../../src/model/money';
import { operator } from './accounts-helpers';
import { freshBuyer, siteLogin, fillAddressIfAsked } from './cart-helpers';

const AMOXICILLIN = 1;
const MIN = 60_000;

/** `seckill-create` through the operator command; answers the new seckill's id. */
async function createSeckill(productId: number, price: string, stock: number, startMs: number, endMs: number, limits: [number, number] = [-1, -1]): Promise<number> {
  const out = await operator('seckill-create', String(productId), price, String(stock), chinaStamp(new Date(startMs)), chinaStamp(new Date(endMs)), String(limits[0]), String(limits[1]), '0', 'E2E秒杀');
  const id = /#(\d+)/.exec(out)?.[1];
  if (!id) throw new Error(`no seckill id in: ${out}`);
  return Number(id);
}

test('the countdown ticks each second on a controlled clock and the card is marked complete at zero', async ({ page }) => {
  const now = Date.now();
  const id = await createSeckill(AMOXICILLIN, '1.00', 50, now - MIN, now + 2 * MIN);
  await page.clock.install({ time: now });
  await page.goto('/seckillPage');
  const card = page.locator(`[data-testid="seckill-card"][data-seckill-id="${id}"]`);
  await expect(card).toHaveAttribute('data-phase', 'running');
  await expect(card.getByTestId('price-hidden')).toBeVisible(); // a visitor sees no seckill price
  const timer = card.getByRole('timer');
  const before = await timer.getAttribute('aria-label');
  await page.clock.runFor(1000);
  await expect(timer).not.toHaveAttribute('aria-label', before ?? '');
  await expect(timer).toHaveAttribute('aria-label', /^距结束 00:0[12]:\d\d$/);

  await page.clock.runFor(3 * MIN);
  await expect(card).toHaveAttribute('data-phase', 'ended');
  await expect(card.getByTestId('countdown')).toHaveAttribute('data-done', '1');
  await expect(card.getByTestId('countdown')).toHaveText('已结束');
  await expect(card.getByRole('button', { name: '已结束' })).toBeDisabled();
  // Every state of the seeded campaigns is on the page.
  await expect(page.getByTestId('seckill-upcoming').getByTestId('seckill-card').first()).toBeVisible();
  await expect(page.getByTestId('seckill-ended').getByTestId('seckill-card').first()).toBeVisible();
});

test('立即抢购 → the seckill line in the cart at the seckill price → normal checkout → one unit taken', async ({ page, request }) => {
  const buyer = await freshBuyer(request, 'sk');
  const { product } = await buyer.api.get<{ product: Product }>('/w1/productDetail', { productId: AMOXICILLIN });
  const price = fenToYuan(Math.floor(yuanToFen(product.price!) / 2));
  const now = Date.now();
  const id = await createSeckill(AMOXICILLIN, price, 10, now - MIN, now + 60 * MIN, [5, 5]);

  await siteLogin(page, buyer.username, buyer.password);
  await page.goto('/seckillPage');
  const card = page.locator(`[data-testid="seckill-card"][data-seckill-id="${id}"]`);
  await expect(card.getByTestId('seckill-price')).toHaveText(`¥${price}`);
  await expect(card).toContainText('本单最多5');
  await card.getByRole('button', { name: '立即抢购' }).click();
  await page.waitForURL(/\/shopCart$/);
  const seckillGroup = page.getByTestId('group-seckill');
  await expect(seckillGroup).toContainText('阿莫西林胶囊');
  await expect(seckillGroup).toContainText(price);

  await page.getByRole('button', { name: '去结算' }).first().click();
  await page.waitForURL(/\/submitOrder$/);
  await expect(page.getByRole('table', { name: '秒杀商品' })).toContainText(price);
  await fillAddressIfAsked(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/payNow\?orderCode=YC\d+/);

  const { list } = await buyer.api.get<SeckillList>('/w1/seckillList');
  const mine = list.find((i) => i.seckill_id === id)!;
  expect(mine.seckill_sold).toBe(1);
  expect(mine.seckill_total).toBe(4); // per-client limit 5, one held by this order
});

test('the detail page of a seckill link shows the seckill price and its 立即抢购 adds the seckill line, not a quick order', async ({ page, request }) => {
  const buyer = await freshBuyer(request, 'skd');
  const { product } = await buyer.api.get<{ product: Product }>('/w1/productDetail', { productId: AMOXICILLIN });
  const price = fenToYuan(Math.floor(yuanToFen(product.price!) * 0.6));
  const now = Date.now();
  const id = await createSeckill(AMOXICILLIN, price, 10, now - MIN, now + 60 * MIN);
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto(`/productDetail/${AMOXICILLIN}?seckillId=${id}`);
  await expect(page.getByTestId('seckill-price')).toHaveText(`¥${price}`);
  await expect(page.getByTestId('product-tags').first()).toContainText('秒杀');
  await expect(page.getByRole('timer')).toHaveAttribute('aria-label', /^距秒杀结束 00:5\d:\d\d$/);
  await page.getByRole('button', { name: '立即抢购' }).click();
  await page.waitForURL(/\/shopCart$/);
  await expect(page.getByTestId('group-seckill')).toContainText(price);
});

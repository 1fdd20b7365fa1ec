/**
 * Market (control-sale) limits against the real server: the card says why and how much, and its stepper stops at
 * the limit: a larger typed quantity snaps to it, which the cart accepts.
 */
import { expect, test } from './e2e-test';
import type { Product } from '../../src/contract/catalog';
import { freshBuyer, siteLogin } from './cart-helpers';

test('a market-limited product: the message on the card, the stepper held to the limit, the cart takes it', async ({ page, request }) => {
  const buyer = await freshBuyer(request, 'mkt');
  const { list } = await buyer.api.get<{ list: Product[] }>('/w1/productSearch', { keyword: '酚麻美敏片' });
  const limited = list.find((p) => p.market_id && p.stock > 0 && p.is_failure === 0)!;
  const max = limited.whetherMarket!.maxBuyNum;
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto(`/category?keyword=${encodeURIComponent('酚麻美敏片')}`);
  const card = page.locator(`[data-testid="product-card"][data-product-id="${limited.product_id}"]`);
  await expect(card.getByTestId('market-msg')).toHaveText(limited.whetherMarket!.msg);
  const qty = card.getByLabel('购买数量');
  await qty.fill(String(max * 3));
  await qty.press('Tab');
  await expect(qty).toHaveValue(String(max));
  await card.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByTestId('added-tip')).toBeVisible();
  const cart = await buyer.api.get<{ cartList: { product: { product_id: number; amount: number }[] } }>('/w1/MyShoppingtrolley');
  expect(cart.cartList.product.find((l) => l.product_id === limited.product_id)?.amount).toBe(max);
});

/**
 * 加价购 in the cart against the real server: the offer appears with the main product, stays disabled with the spec's
 * message below the threshold, then adds the item at its add-on price, which the checkout keeps.
 */
import { expect, test } from './e2e-test';
import { freshBuyer, siteLogin } from './cart-helpers';

const AMOXICILLIN = 1;

test('add-price area: below the threshold disabled with the message; above it the add-on goes in at ¥1.00 and to checkout', async ({ page, request }) => {
  const buyer = await freshBuyer(request, 'jjg');
  await buyer.api.post('/w1/addShoppingtrolley', { list: [{ product_id: AMOXICILLIN, amount: 2 }] });
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto('/shopCart');
  const offer = page.getByTestId('add-price-offer').filter({ hasText: '医用外科口罩' });
  await expect(offer).toContainText('加价¥1.00');
  await expect(offer.getByRole('note')).toHaveText('请先购买主商品，并满200.00元');
  await expect(offer.getByRole('button', { name: '加价换购' })).toBeDisabled();

  await buyer.api.post('/w1/addShoppingtrolley', { list: [{ product_id: AMOXICILLIN, amount: 30 }] });
  await page.reload();
  await offer.getByRole('button', { name: '加价换购' }).click();
  const group = page.getByTestId('group-addPrice');
  await expect(group).toContainText('医用外科口罩');
  await expect(group).toContainText('¥1.00');
  await expect(offer.getByRole('button', { name: '已换购' })).toBeDisabled();

  await page.getByRole('button', { name: '去结算' }).first().click();
  await page.waitForURL(/\/submitOrder$/);
  await expect(page.getByRole('table', { name: '加价购商品' })).toContainText('医用外科口罩');
  await expect(page.getByRole('table', { name: '加价购商品' })).toContainText('1.00');
});

import { expect, test } from '@playwright/test';
import { addFromCard, buyableCard } from './helpers';

test('host CSS does not reach inside the widgets, and adding in yc-search moves the count in yc-cart', async ({ page }) => {
  await page.goto('/host-demo/');
  const search = page.locator('yc-search');
  const cart = page.locator('yc-cart');
  await expect(search.getByTestId('product-card').first()).toBeVisible();

  // The host's `* { color: red !important; font-family: serif !important }` stops at the shadow boundary.
  const style = await search.getByTestId('product-card').first().locator('.name').evaluate((el) => {
    const cs = getComputedStyle(el);
    return { color: cs.color, font: cs.fontFamily, transform: cs.textTransform };
  });
  expect(style.color).not.toBe('rgb(255, 0, 0)');
  expect(style.font).not.toMatch(/Times/);
  expect(style.transform).toBe('none');
  const hostButton = await page.locator('#cis-login').evaluate((el) => getComputedStyle(el).color);
  expect(hostButton).toBe('rgb(255, 0, 0)'); // the host's own page really is hostile
  const inner = await search.getByRole('button', { name: '搜索' }).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(inner).not.toBe('rgb(255, 255, 0)');

  // Styles live inside each shadow root, not in the host document.
  const styleInShadow = await search.evaluate((el) => !!el.shadowRoot?.querySelector('style#_goober'));
  expect(styleInShadow).toBe(true);

  await page.locator('#cis-account').selectOption('yaofang01');
  await page.locator('#cis-login').click();
  await expect(page.locator('#cis-status')).toContainText('已连接');
  await expect(search.getByTestId('price').first()).toBeVisible();

  const count = cart.getByTestId('cart-count');
  const before = Number(await count.textContent());
  await addFromCard(page, buyableCard(search));
  await expect(count).toHaveText(String(before + 1));
  await expect(page.locator('#log')).toContainText('yc:cart-change');
  // The host URL was never touched by the widgets.
  expect(new URL(page.url()).pathname).toBe('/host-demo/');
});

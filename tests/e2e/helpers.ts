import { expect, type Page, type Locator } from '@playwright/test';

export const PASSWORD = 'yc123456';

export async function loginAs(page: Page, username: string) {
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Click add-to-cart on a card; accept the near-expiry confirm if the product is one. */
export async function addFromCard(page: Page, card: Locator) {
  await card.getByRole('button', { name: '加入购物车' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  const tip = page.getByTestId('added-tip');
  await expect(confirm.or(tip).first()).toBeVisible();
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: '确定' }).click();
}

/** First card that can be bought (no warning badge). */
export function buyableCard(scope: Page | Locator): Locator {
  return scope.locator('[data-testid="product-card"]').filter({ has: scope.locator('button:not([disabled])', { hasText: '加入购物车' }) }).first();
}

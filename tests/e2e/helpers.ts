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
  const page = 'page' in scope && typeof scope.page === 'function' ? (scope as Locator).page() : (scope as Page);
  // The inner locator of `has` is matched inside each card, so it must start from the page, not from `scope`.
  return scope.locator('[data-testid="product-card"]').filter({ has: page.locator('button:not([disabled])', { hasText: '加入购物车' }) }).first();
}

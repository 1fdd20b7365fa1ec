/**
 * The activity tooltip on listing cards against the real server: a product in a running special price (seeded:
 * 奥美拉唑肠溶胶囊) carries the 特价 tag and 优惠活动 on its search card, even for a visitor; the dialog pictures each
 * activity and its link leads to where it is bought.
 */
import { expect, test } from './e2e-test';

test('a search card names the product\'s activities in the tooltip dialog, and its link leads there', async ({ page }) => {
  await page.goto(`/category?keyword=${encodeURIComponent('奥美拉唑肠溶胶囊')}`);
  const card = page.getByTestId('product-card').filter({ has: page.getByTestId('activity-tip') }).first();
  await expect(card.getByTestId('promotion-tag').filter({ hasText: '特价' })).toBeVisible();
  await card.getByTestId('activity-tip').click();
  // Every card with activities has its own (closed) dialog: the open one is the one clicked.
  const dialog = page.locator('dialog[data-testid="activity-tip-dialog"][open]');
  await expect(dialog).toContainText('奥美拉唑肠溶胶囊 · 优惠活动');
  await expect(dialog.getByTestId('activity-poster').first()).toBeVisible();
  await expect(dialog.getByText('特价', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/activity-tip.png' });
  await dialog.getByRole('link', { name: /去看看/ }).first().click();
  await expect(page).toHaveURL(/\/productDetail\/\d+/);
  await expect(dialog).toHaveCount(0);
});

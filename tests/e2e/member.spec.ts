/**
 * Paid member articles as a new client would meet them: the list with prices, a priced article behind its paywall,
 * buying it by the sandbox QR (the confirm page in a second tab, as a phone after scanning), then reading it, also
 * after a reload; a free article reads at once; a visitor is sent to log in.
 */
import { expect, test } from './e2e-test';
import { freshBuyer, siteLogin } from './cart-helpers';

const PAID_TITLE = 'GSP 检查前的自查清单（药店版）';
const FREE_TITLE = '慢病患者的用药管理与复购提醒';

test('a client buys a member article by QR and reads it; a free one reads at once', async ({ page, request }) => {
  const b = await freshBuyer(request, 'art');
  await siteLogin(page, b.username, b.password);
  await page.goto('/member/articleList');
  const items = page.getByTestId('article-item');
  await expect(items).toHaveCount(6);
  const paid = items.filter({ hasText: PAID_TITLE });
  await expect(paid.getByTestId('article-price')).toHaveText('¥29.90');
  await expect(items.filter({ hasText: FREE_TITLE }).getByTestId('article-price')).toHaveText('免费');

  // The free one: the whole text, no paywall.
  await page.getByRole('link', { name: FREE_TITLE }).click();
  await expect(page.getByTestId('article-body')).toContainText('用药档案');
  await expect(page.getByTestId('article-paywall')).toHaveCount(0);

  // The priced one: summary and paywall only.
  await page.goBack();
  await page.getByRole('link', { name: PAID_TITLE }).click();
  await expect(page.getByTestId('article-paywall')).toContainText('购买后可阅读全文');
  await expect(page.getByTestId('article-body')).toHaveCount(0);
  await expect(page.getByText('执业药师是否在岗')).toHaveCount(0);

  await page.getByRole('link', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/member\/payNow\/\d+$/);
  await expect(page.getByTestId('article-pay-amount')).toHaveText('¥29.90');
  await page.getByLabel('支付宝支付').check();
  await page.getByTestId('article-pay-submit').click();
  const dialog = page.getByTestId('qr-pay-dialog');
  await expect(dialog.getByTestId('qr-image')).toBeVisible();
  const [sandbox] = await Promise.all([page.waitForEvent('popup'), dialog.getByTestId('sandbox-link').click()]);
  await expect(sandbox.getByTestId('sandbox-amount')).toHaveText('¥29.90');
  await expect(sandbox.getByText('会员文章').first()).toBeVisible();
  await sandbox.getByRole('button', { name: '确认支付' }).click();
  await expect(sandbox.getByRole('status')).toHaveText('支付成功，请返回电脑查看');

  // Back on the computer: the dialog closes by itself and the article opens, readable.
  await expect(page).toHaveURL(/\/member\/details\/\d+$/);
  await expect(page.getByText('购买成功，可以阅读全文了')).toBeVisible();
  await expect(page.getByTestId('article-body')).toContainText('执业药师是否在岗');
  await page.reload();
  await expect(page.getByTestId('article-body')).toContainText('执业药师是否在岗');
  await expect(page.getByTestId('article-price')).toHaveText('已购买');

  // Not sold twice: the pay page says so and links to the text.
  await page.goto(page.url().replace('/details/', '/payNow/'));
  await expect(page.getByTestId('article-pay').getByRole('status')).toContainText('您已购买该文章');
  await expect(page.getByTestId('article-pay-submit')).toHaveCount(0);
});

test('a visitor opening a member article is asked to log in first', async ({ page }) => {
  await page.goto('/member/articleList');
  await expect(page).toHaveURL(/\/login/);
});

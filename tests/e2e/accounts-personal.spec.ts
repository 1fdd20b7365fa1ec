import { expect, test, type Page } from './e2e-test';
import { addFromCard, buyableCard, loginAs } from './helpers';

test('area dialog (xinkehu01): disabled until the parent is chosen, clearing rules, the three messages, saved', async ({ page }) => {
  await page.goto('/login');
  await loginAs(page, 'xinkehu01');
  const dialog = page.getByTestId('area-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('请选择您所在的具体区域');
  expect(await dialog.evaluate((el) => el.getBoundingClientRect().width)).toBe(400);
  const province = dialog.getByLabel('省份');
  const city = dialog.getByLabel('城市');
  const area = dialog.getByLabel('区县');
  await expect(city).toBeDisabled();
  await expect(area).toBeDisabled();

  await dialog.getByRole('button', { name: '确定' }).click();
  for (const m of ['请选择您的省份', '请选择您的城市', '请选择您的区域']) await expect(dialog.getByText(m)).toBeVisible();

  await province.selectOption({ label: '上海市' });
  await expect(dialog.getByText('请选择您的省份')).toHaveCount(0);
  await expect(city).toBeEnabled();
  await expect(area).toBeDisabled();
  await city.selectOption({ label: '上海市' });
  await expect(area).toBeEnabled();
  await area.selectOption({ label: '浦东新区' });

  // A new province clears city and area; a new city clears area.
  await province.selectOption({ label: '江苏省' });
  await expect(city).toHaveValue('');
  await expect(area).toHaveValue('');
  await expect(area).toBeDisabled();
  await city.selectOption({ label: '南京市' });
  await area.selectOption({ label: '鼓楼区' });
  await city.selectOption({ label: '苏州市' });
  await expect(area).toHaveValue('');
  await area.focus();
  await area.blur();
  await expect(dialog.getByText('请选择您的区域')).toBeVisible();
  await area.selectOption({ label: '姑苏区' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('greeting')).toContainText('新康大药房');
  await expect(page.getByTestId('area-dialog')).toBeHidden();
  await page.goto('/personal/basicInformation');
  await expect(page.getByText('江苏省 / 苏州市 / 姑苏区')).toBeVisible();
});

test('personal centre: balance and coupons, no credit entry without credit; claim a coupon and use one', async ({ page }) => {
  await page.goto('/login');
  await loginAs(page, 'yaofang01');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/personal');
  await expect(page).toHaveURL(/\/personal\/userCenter$/);
  await expect(page.getByTestId('balance')).toContainText('3280.50');
  await expect(page.getByTestId('coupon-amount')).toContainText('150.00');
  await expect(page.getByTestId('credit')).toHaveCount(0);
  await expect(page.getByTestId('personal-menu').getByRole('link', { name: '信用管理' })).toHaveCount(0);
  // The order counts per tab, each a link to that tab of 我的订单.
  const counts = page.getByTestId('order-counts');
  await expect(counts).toContainText(/\d+全部订单/);
  await expect(counts.getByRole('link', { name: /待付款/ })).toHaveAttribute('href', '/personal/myOrder?tab=1');

  await page.getByTestId('personal-menu').getByRole('link', { name: '我的优惠券' }).click();
  await expect(page.getByRole('tab', { name: /可使用（2）/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /已使用（1）/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /已过期（1）/ })).toBeVisible();
  await page.getByRole('tab', { name: /可领取/ }).click();
  const card = page.getByTestId('coupon-card').filter({ hasText: '满200减15' });
  await card.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByText('领取成功')).toBeVisible();
  await expect(page.getByRole('tab', { name: /可使用（3）/ })).toBeVisible();
  await page.getByRole('tab', { name: /已过期/ }).click();
  await expect(page.getByTestId('coupon-card')).toContainText('满300减30');
  await expect(page.getByTestId('coupon-card').getByText('已过期')).toBeVisible();
  await page.getByRole('tab', { name: /可使用/ }).click();
  await page.getByTestId('coupon-card').filter({ hasText: '满200减15' }).getByRole('button', { name: '去使用' }).click();
  await expect(page).toHaveURL(/\/category\?coupon_id=4$/);
  await page.goto('/personal/userCenter');
  await expect(page.getByTestId('coupon-amount')).toContainText('165.00');
});

test('a credit client sees its credit and the credit entry', async ({ page }) => {
  await page.goto('/login');
  await loginAs(page, 'xinyong01');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/personal/userCenter');
  await expect(page.getByTestId('credit')).toContainText('50000.00');
  await expect(page.getByTestId('personal-menu').getByRole('link', { name: '信用管理' })).toBeVisible();
});

test('a client of two companies chooses the company after login', async ({ page }) => {
  await page.goto('/login');
  await loginAs(page, 'duogongsi01');
  const chooser = page.getByTestId('company-chooser');
  await expect(chooser).toContainText('请选择采购的公司');
  await chooser.getByLabel('药采医药（江苏）有限公司').check();
  await chooser.getByRole('button', { name: '确定' }).click();
  await expect(chooser).toBeHidden();
  await page.goto('/personal/userCenter');
  await expect(page.getByTestId('user-center')).toContainText('药采医药（江苏）有限公司');
  expect((await page.context().cookies()).find((c) => c.name === 'company_id')?.value).toBe('2');
});

test('tabs: another user logging in elsewhere logs this tab out when it becomes visible; logout clears the cart', async ({ page, context }) => {
  await page.goto('/login');
  await loginAs(page, 'zongbu01');
  await expect(page.getByTestId('greeting')).toContainText('百姓缘医药连锁有限公司');

  // Second tab, same browser: same cookies, same user. Put something in the cart, then log out there.
  const other = await context.newPage();
  await other.goto('/category?keyword=阿莫西林');
  await expect(other.getByTestId('greeting')).toContainText('百姓缘医药连锁有限公司');
  await addFromCard(other, buyableCard(other));
  await other.getByTestId('added-tip').getByRole('button', { name: '继续购物' }).click();
  await expect(other.getByTestId('cart-count').first()).not.toHaveText('0');
  const logoutIn = async (p: Page) => {
    await p.getByRole('button', { name: '退出' }).click();
    await p.getByTestId('confirm-dialog').getByRole('button', { name: '确定' }).click();
    await expect(p).toHaveURL(/\/login$/);
  };
  await logoutIn(other);
  await expect(other.getByTestId('cart-count').first()).toHaveText('0');
  await expect(other.getByTestId('greeting')).toHaveText('您好，欢迎来到药采！');

  // Cookies gone while this tab was hidden: logged out with a notice.
  await becomeVisible(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('登录状态已失效，请重新登录')).toBeVisible();
  await expect(page.getByTestId('cart-count').first()).toHaveText('0');

  // Logged in again here; in the other tab someone else logs in.
  await loginAs(page, 'zongbu01');
  await expect(page.getByTestId('greeting')).toContainText('百姓缘医药连锁有限公司');
  // The other tab, left on /login, may already be going home by itself on hearing this login (shared session).
  // Its own navigation then cancels ours: Chromium reports that as "interrupted" or as net::ERR_ABORTED.
  await other.goto('/home').catch((e: unknown) => {
    if (!/interrupted by another navigation|net::ERR_ABORTED/.test(String(e))) throw e;
  });
  await expect(other).toHaveURL(/\/home$/);
  await expect(other.getByTestId('greeting')).toContainText('百姓缘医药连锁有限公司');
  await logoutIn(other);
  await loginAs(other, 'shangye01');
  await expect(other.getByTestId('greeting')).toContainText('申康医药有限公司');
  // Back on the first tab: it leaves its user and reloads home as the one stored now.
  await becomeVisible(page);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('greeting')).toContainText('申康医药有限公司');
  await expect(page.getByTestId('greeting')).not.toContainText('百姓缘');
});

/**
 * Tells the tab it is visible again. The tab may already be reacting to the other tab on its own (the session is
 * shared across tabs) and be navigating: then there is no page to tell, and nothing is lost.
 */
async function becomeVisible(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))).catch((e: unknown) => {
    if (!/Execution context was destroyed|navigation/.test(String(e))) throw e;
  });
}

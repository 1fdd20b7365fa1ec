import { expect, test } from './e2e-test';
import { loginAs } from './helpers';

async function login(page: import('@playwright/test').Page, username: string) {
  await page.goto('/login');
  await loginAs(page, username);
  await expect(page.getByTestId('greeting')).not.toHaveText('您好，欢迎来到药采！');
}

test('home shows banners, floors with cards and announcements; the category menu leads to a sub-category', async ({ page }) => {
  await page.goto('/home');
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel).toBeVisible();
  expect(await page.getByTestId('banner-slide').count()).toBeGreaterThan(1);
  // The dots switch slides.
  await carousel.hover();
  await carousel.getByRole('button', { name: /^第2张/ }).click();
  await expect(carousel.getByRole('button', { name: /^第2张/ })).toHaveAttribute('aria-current', 'true');

  const floor = page.getByTestId('home-floor').first();
  await expect(floor.getByTestId('product-card').first()).toBeVisible();
  await expect(floor.getByTestId('price-hidden').first()).toHaveText('登录后可见价格');
  await expect(floor.getByRole('link', { name: /^更多/ })).toHaveAttribute('href', /\/category/);

  const news = page.getByTestId('home-announcements');
  await expect(news.getByRole('link', { name: /更多/ })).toHaveAttribute('href', '/announcementList');
  await expect(news.locator('a[href^="/announcement/"]').first()).toBeVisible();

  await expect(page.getByRole('button', { name: /全部商品分类/ })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '商品分类' });
  await menu.getByRole('link', { name: '呼吸系统', exact: true }).hover();
  const sub = menu.getByRole('link', { name: '感冒用药', exact: true });
  await expect(sub).toBeVisible();
  await sub.click();
  await expect(page).toHaveURL(/\/category\?ClassID=\d+$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  // The nav bar's dropdown works on other pages, by keyboard too.
  const toggle = page.getByRole('button', { name: /全部商品分类/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const focusedSub = page.getByTestId('category-list').getByRole('link', { name: '全部抗感染药' });
  await expect(focusedSub).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('category-list')).toHaveCount(0);
});

test('an other-province account (waisheng01) sees no category menu on home or in the nav bar', async ({ page }) => {
  await login(page, 'waisheng01');
  await page.goto('/home');
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('home-floor').first()).toBeVisible();
  await expect(page.getByTestId('category-menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /全部商品分类/ })).toHaveCount(0);
  await page.goto('/category?keyword=板蓝根');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /全部商品分类/ })).toHaveCount(0);
});

test('detail: quantity steps by the packing size, a bad quantity is corrected, add moves the badge; sold out cannot be added', async ({ page }) => {
  // liansuo01 is used by no other spec, so product 4 is not yet in its cart.
  await login(page, 'liansuo01');
  await page.goto('/productDetail/4');
  const main = page.getByRole('region', { name: '板蓝根颗粒' });
  await expect(main.getByTestId('price')).toHaveText(/^¥\d+\.\d{2}$/);
  const qty = main.getByLabel('购买数量');
  await expect(qty).toHaveValue('10');
  await main.getByRole('button', { name: '增加' }).click();
  await expect(qty).toHaveValue('20');
  await main.getByRole('button', { name: '减少' }).click();
  await expect(qty).toHaveValue('10');
  await expect(main.getByRole('button', { name: '减少' })).toBeDisabled();
  await qty.fill('33');
  await qty.press('Tab');
  await expect(qty).toHaveValue('40');
  await expect(main.getByRole('alert')).toHaveText('购买数量须为10的倍数');

  const badge = page.getByTestId('cart-count').first();
  const before = Number(await badge.textContent());
  await main.getByRole('button', { name: '加入购物车' }).click();
  const tip = page.locator('[data-testid="added-tip"][open]');
  await expect(tip).toContainText('成功加入采购计划');
  await tip.getByRole('button', { name: '继续购物' }).click();
  await expect(badge).toHaveText(String(before + 1));

  await page.goto('/productDetail/3');
  const soldOut = page.getByTestId('product-detail');
  await expect(soldOut.getByTestId('stock-state')).toHaveText('待补货');
  await expect(soldOut.getByRole('region').first().getByRole('button', { name: '加入购物车' })).toBeDisabled();
  await expect(badge).toHaveText(String(before + 1));
});

test('detail: a visitor sees no price; an unknown product says so', async ({ page }) => {
  await page.goto('/productDetail/4');
  const main = page.getByRole('region', { name: '板蓝根颗粒' });
  await expect(main.getByTestId('price-hidden')).toHaveText('登录后可见价格');
  await expect(page.getByTestId('price')).toHaveCount(0);
  await expect(page.getByTestId('product-facts')).toContainText('国药准字');

  await page.goto('/productDetail/999999');
  await expect(page.getByText('商品不存在或已下架')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

/** Issue 18's rough edges, each one as the pharmacist met it, and the new catalogue pieces in a real browser. */
import { expect, test } from './e2e-test';
import { DEMO_PRODUCTS } from '../../src/server/db/seed/products';
import { PASSWORD, loginAs } from './helpers';

test('a wrong password is said once, inline; nothing floats over 个人中心 after the right one', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('账号').fill('yaofang01');
  await page.getByLabel('密码').fill('wrong-pass');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/personal/userCenter');
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('an unsigned clinic-system link while logged in keeps the session and says why it was refused', async ({ page }) => {
  await page.goto('/login');
  await loginAs(page, 'yaofang01');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/cisLogin?UserName=zhensuo01&action=cart&ts=1&nonce=x&partner=demo-cis&sign=00');
  await expect(page.getByTestId('cis-error')).toBeVisible();
  await expect(page.getByTestId('cis-still-logged-in')).toContainText('康宁大药房');
  await page.getByRole('link', { name: '继续使用当前账号' }).click();
  await expect(page.getByTestId('greeting')).toContainText('康宁大药房');
});

test('返回首页 on 404 and 401 is a styled button, not the browser blue link', async ({ page }) => {
  for (const path of ['/404', '/401']) {
    await page.goto(path);
    const home = page.getByTestId('back-home');
    await expect(home).toHaveText('返回首页');
    const style = await home.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, color: getComputedStyle(el).color }));
    expect(style.bg, path).toBe('rgb(15, 123, 108)');
    expect(style.color, path).toBe('rgb(255, 255, 255)');
  }
});

test('the breadcrumb quotes the keyword without spaces; the listing has an h1', async ({ page }) => {
  await page.goto('/category?keyword=%20test%20');
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('搜索“test”的结果');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('搜索“test”的结果');
});

test('生产厂家 is found by typing pinyin, and the choice lands in the URL', async ({ page }) => {
  await page.goto('/category?keyword=阿莫西林');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const box = page.getByRole('combobox', { name: '生产厂家' });
  await box.click();
  await box.fill('shiyao');
  const option = page.getByRole('option', { name: /石药集团欧意药业有限公司/ });
  await expect(option).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/manufacturer=%E7%9F%B3%E8%8D%AF/);
  await expect(box).toHaveValue('石药集团欧意药业有限公司');
  for (const maker of await page.getByTestId('product-card').locator('.meta').first().allTextContents()) expect(maker).toBe('石药集团欧意药业有限公司');
});

test('the category flyout is as wide as its columns and lists each sub-category with its best sellers', async ({ page }) => {
  await page.goto('/home');
  const menu = page.getByRole('navigation', { name: '商品分类' });
  await menu.getByRole('link', { name: '呼吸系统', exact: true }).hover();
  const flyout = menu.getByTestId('category-flyout').filter({ hasText: '全部呼吸系统' });
  await expect(flyout).toBeVisible();
  const box = await flyout.boundingBox();
  expect(box!.width).toBeLessThan(696);
  await expect(flyout.getByRole('link', { name: '感冒用药', exact: true })).toBeVisible();
  expect(await flyout.locator('a.name').count()).toBeGreaterThanOrEqual(6);
});

test('cards show a drawn box, 批准文号, 效期 and stock; the quantity hint goes away and never makes the card taller', async ({ page }) => {
  await page.goto('/category?keyword=板蓝根颗粒');
  const card = page.locator(`[data-testid="product-card"][data-product-id="${DEMO_PRODUCTS.packing10}"]`);
  await expect(card.getByRole('img', { name: /板蓝根颗粒，10g\*20袋，华润三九医药股份有限公司，乙类非处方药/ })).toBeVisible();
  await expect(card.getByTestId('approval-number')).toHaveText('国药准字Z44021940');
  await expect(card.getByTestId('validity')).toContainText('效期：');
  await expect(card.getByTestId('stock-level')).toHaveText('库存：充足');
  const before = (await card.boundingBox())!.height;
  const qty = card.getByRole('textbox', { name: '购买数量' });
  await qty.fill('15');
  await qty.press('Tab');
  await expect(card.getByRole('alert')).toBeVisible();
  expect((await card.boundingBox())!.height).toBe(before);
  await qty.fill('20');
  await expect(card.getByRole('alert')).toHaveCount(0);
});

test('logged in, cards add 零售价 and 毛利率; special-zone products carry 特价', async ({ page }) => {
  await page.goto('/login');
  await loginAs(page, 'yaofang01');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/category?keyword=阿莫西林胶囊');
  const card = page.locator(`[data-testid="product-card"][data-product-id="${DEMO_PRODUCTS.amoxicillin}"]`);
  await expect(card.getByTestId('retail')).toHaveText(/零售价 ¥12\.80\s*毛利率 33\.59%/);
  await page.goto('/specialZone');
  await expect(page.getByTestId('product-card').first().getByTestId('promotion-tag')).toHaveText('特价');
});

import { expect, test, type Page } from './e2e-test';
import { loginAs } from './helpers';

const box = (page: Page) => page.getByRole('combobox', { name: '搜索商品' });
const cards = (page: Page) => page.getByTestId('product-card');

async function searchFor(page: Page, keyword: string) {
  await box(page).fill(keyword);
  await box(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/category\\?keyword=${encodeURIComponent(keyword).replace(/[()]/g, '\\$&')}`));
  await expect(page.getByTestId('product-grid')).toHaveAttribute('aria-busy', 'false');
}

test('a buyer finds 阿莫西林胶囊 four ways: pinyin initials, full pinyin, approval number, manufacturer', async ({ page }) => {
  await page.goto('/home');

  await searchFor(page, 'amxl');
  await expect(cards(page).first()).toContainText('阿莫西林');
  // Every hit of the initials query is an amoxicillin product.
  for (const name of await cards(page).allInnerTexts()) expect(name).toContain('阿莫西林');

  await searchFor(page, 'amoxilin');
  await expect(cards(page).first()).toContainText('阿莫西林胶囊');

  await searchFor(page, '国药准字H13023964');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('阿莫西林胶囊');
  await expect(cards(page).first()).toContainText('石药集团欧意药业有限公司');

  await searchFor(page, '以岭');
  await expect(cards(page).first()).toBeVisible();
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain('以岭');

  // A typo still finds the medicine (trigram fallback).
  await searchFor(page, '阿莫西休');
  await expect(cards(page).first()).toContainText('阿莫西林');
});

test('the search box fills from the keyword on /category and visitors see no prices', async ({ page }) => {
  await page.goto('/category?keyword=%E6%9D%BF%E8%93%9D%E6%A0%B9');
  await expect(box(page)).toHaveValue('板蓝根');
  await expect(cards(page).first()).toContainText('板蓝根');
  await expect(cards(page).first()).toContainText('登录后可见价格');
  await expect(page.locator('[data-testid="product-card"] :text("¥")')).toHaveCount(0);
});

test('suggestions while typing are keyboard-driven and search the chosen keyword', async ({ page }) => {
  await page.goto('/home');
  await box(page).fill('bl');
  const list = page.getByTestId('search-suggestions');
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(list).toContainText('板蓝根');
  const first = (await list.getByRole('option').first().innerText()).split('\n')[0]!.trim();
  await box(page).press('ArrowDown');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', /.+/);
  await box(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(first)}`));
  await box(page).press('Escape');
});

test('visitor search history is kept locally and can be cleared', async ({ page }) => {
  await page.goto('/home');
  await searchFor(page, '布洛芬');
  await searchFor(page, '维生素C');
  await page.reload();
  await box(page).fill('');
  await box(page).focus();
  const list = page.getByTestId('search-suggestions');
  await expect(list).toContainText('搜索历史');
  await expect(list.getByRole('option').first()).toContainText('维生素C');
  await expect(list).toContainText('布洛芬');
  await list.getByRole('button', { name: '清空' }).click();
  await page.reload();
  await box(page).focus();
  await expect(page.locator('[data-testid="search-suggestions"]', { hasText: '布洛芬' })).toHaveCount(0);
});

test('a logged-in client keeps search history on the server across a fresh browser context', async ({ page, browser }) => {
  await page.goto('/login');
  await loginAs(page, 'zhensuo01');
  await expect(page.getByText('退出')).toBeVisible();
  await searchFor(page, '布洛芬混悬液');

  const other = await browser.newContext({ locale: 'zh-CN' });
  const second = await other.newPage();
  await second.goto('/login');
  await loginAs(second, 'zhensuo01');
  await expect(second.getByText('退出')).toBeVisible();
  await box(second).focus();
  await expect(second.getByTestId('search-suggestions')).toContainText('布洛芬混悬液');
  await second.getByTestId('search-suggestions').getByRole('button', { name: '清空' }).click();
  await second.reload();
  await box(second).focus();
  await expect(second.locator('[data-testid="search-suggestions"]', { hasText: '布洛芬混悬液' })).toHaveCount(0);
  await other.close();
});

test('the quick-order button asks a visitor to log in', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: '快速下单' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('请先登录后再操作');
  await dialog.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  // After login the buyer lands where the box sent them from, with quick order now open to them.
  await loginAs(page, 'yaofang01');
  await expect(page).toHaveURL(/\/home/);
  await page.getByRole('button', { name: '快速下单' }).click();
  await expect(page).toHaveURL(/\/quickOrder/);
});

test('filters, sort and pager live in the URL: back and forward and refresh restore them', async ({ page }) => {
  await page.goto('/category?keyword=%E7%89%87');
  await expect(page.getByTestId('product-grid')).toHaveAttribute('aria-busy', 'false');

  await page.getByLabel('仅看有货').check();
  await expect(page).toHaveURL(/in_stock=1/);
  await page.getByRole('group', { name: '药品类型' }).getByRole('button', { name: '西药/中成药' }).click();
  await expect(page).toHaveURL(/drug_type=0/);
  // Visitors cannot order by a price they are not shown.
  await expect(page.getByRole('group', { name: '排序' }).getByRole('button', { name: '价格从低到高' })).toBeDisabled();
  const sorted = page.waitForResponse((r) => r.url().includes('/productSearch') && r.url().includes('sort=sales'));
  await page.getByRole('group', { name: '排序' }).getByRole('button', { name: '销量' }).click();
  await expect(page).toHaveURL(/sort=sales/);
  await sorted;
  await expect(page.getByTestId('product-grid')).toHaveAttribute('aria-busy', 'false');
  const page1First = (await cards(page).first().textContent()) ?? "";

  const pager = page.getByRole('navigation', { name: '分页' });
  await pager.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).first()).not.toHaveText(page1First);
  // No sold-out product slips into an in-stock listing.
  await expect(page.getByTestId('product-grid')).not.toContainText('待补货');

  await page.reload();
  await expect(page.getByLabel('仅看有货')).toBeChecked();
  await expect(pager.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=sales/);
  await expect(cards(page).first()).toHaveText(page1First);

  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expect(page).not.toHaveURL(/in_stock/);
  await expect(page.getByLabel('仅看有货')).not.toBeChecked();

  await page.goForward();
  await expect(page).toHaveURL(/in_stock=1/);
  await expect(page.getByLabel('仅看有货')).toBeChecked();
});

test('page size changes go back to page 1 and a nonsense page number is ignored', async ({ page }) => {
  await page.goto('/category?keyword=%E7%89%87&page=abc&size=7');
  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(pager.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(20);
  await pager.getByRole('button', { name: '3', exact: true }).click();
  await expect(page).toHaveURL(/page=3/);
  await pager.getByLabel('每页条数').selectOption('10');
  await expect(page).toHaveURL(/size=10/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(cards(page)).toHaveCount(10);
});

test('a search with no hits says so plainly', async ({ page }) => {
  await page.goto('/category?keyword=zzzzqqqq');
  await expect(page.getByTestId('empty')).toBeVisible();
});

test('a logged-in client sorts by price, low to high and high to low', async ({ page }) => {
  await page.goto('/login');
  await loginAs(page, 'yaofang01');
  await expect(page.getByText('退出')).toBeVisible();
  await page.goto('/category?keyword=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97');
  const prices = async () => {
    await expect(page.getByTestId('product-grid')).toHaveAttribute('aria-busy', 'false');
    const texts = await cards(page).allInnerTexts();
    return texts.map((t) => Number(/¥\s*(\d+\.\d{2})/.exec(t)?.[1]));
  };
  const ascLoaded = page.waitForResponse((r) => r.url().includes('/productSearch') && r.url().includes('sort=price_asc'));
  await page.getByRole('group', { name: '排序' }).getByRole('button', { name: '价格从低到高' }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await ascLoaded;
  const up = await prices();
  expect(up.length).toBeGreaterThan(5);
  expect(up.every((p) => Number.isFinite(p))).toBe(true);
  expect(up).toEqual([...up].sort((a, b) => a - b));
  const descLoaded = page.waitForResponse((r) => r.url().includes('/productSearch') && r.url().includes('sort=price_desc'));
  await page.getByRole('group', { name: '排序' }).getByRole('button', { name: '价格从高到低' }).click();
  await expect(page).toHaveURL(/sort=price_desc/);
  await descLoaded;
  
  const down = await prices();
  expect(down).toEqual([...down].sort((a, b) => b - a));
});

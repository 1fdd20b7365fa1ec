import { expect, test, type Page } from './e2e-test';
import { loginAs } from './helpers';

const HELP = [
  ['login', '登录注册'],
  ['purchase', '采购流程'],
  ['returnRules', '退货规则'],
  ['returnFlow', '退货流程'],
  ['returnAddress', '退货地址'],
  ['bankTransfer', '银行转账'],
  ['qualification', '资质证书'],
  ['join', '免费加盟'],
  ['contact', '联系我们'],
] as const;

/** Fails the test on any dialog (the seeded hostile markup calls alert). */
function noDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.dismiss();
  });
  return seen;
}

async function openLoggedIn(page: Page, path: string, user = 'yaofang01') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, user);
  await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?') + '$'));
}

test('the seeded announcement with <script> shows its safe text and runs nothing', async ({ page }) => {
  const dialogs = noDialogs(page);
  await openLoggedIn(page, '/announcementList');
  await page.getByRole('link', { name: '客户收货须知' }).click();
  await expect(page).toHaveURL(/\/announcement\/\d+$/);
  await expect(page.getByRole('button', { name: '‹ 返回' })).toBeVisible();
  const body = page.getByTestId('rich-text');
  await expect(body).toContainText('收货时请当面核对品名、规格、数量');
  await expect(body).toContainText('冷链药品请在签收后2小时内入库冷藏');
  await page.getByText('冷链药品请在签收后2小时内入库冷藏').click();
  expect(await body.locator('script').count()).toBe(0);
  expect(await body.evaluate((el) => [...el.querySelectorAll('*')].flatMap((n) => n.getAttributeNames()).filter((a) => a.startsWith('on')))).toEqual([]);

  // The next one carries <img onerror> and a javascript: link.
  await page.getByRole('link', { name: '近效期药品特价清仓' }).click();
  await expect(page.getByRole('heading', { name: '近效期药品特价清仓' })).toBeVisible();
  await expect(page.getByTestId('rich-text')).toContainText('部分近效期药品特价清仓');
  expect(await page.locator('[data-testid="rich-text"] a[href^="javascript"], [data-testid="rich-text"] [onerror]').count()).toBe(0);
  await page.getByText('查看清单').click();
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
});

test('the browser sanitises announcement HTML itself, even when the server sends it raw', async ({ page }) => {
  const dialogs = noDialogs(page);
  await openLoggedIn(page, '/announcementList');
  await page.route('**/api/w1/announcementDetail**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.content =
      '<p>安全的正文</p><script>window.__xss = "script"</script><img src="x" onerror="window.__xss = \'onerror\'">' +
      '<p onmouseover="window.__xss = \'hover\'">悬停这里</p><a href="javascript:window.__xss=\'link\'">恶意链接</a>';
    await route.fulfill({ response, json: body });
  });
  await page.getByRole('link', { name: '关于春节期间发货安排的通知' }).click();
  await expect(page.getByTestId('rich-text')).toContainText('安全的正文');
  await page.getByText('悬停这里').hover();
  await page.getByText('恶意链接').click();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as typeof window & { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('announcement list → detail → next, and an unknown id says so', async ({ page }) => {
  await openLoggedIn(page, '/announcementList');
  const items = page.getByTestId('announcement-item');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(2);
  const firstTitle = (await items.first().getByRole('link').textContent()) ?? '';
  const secondTitle = (await items.nth(1).getByRole('link').textContent()) ?? '';
  await expect(items.first().locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await items.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
  await expect(page.getByText(/发布时间：\d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(page.getByText('上一篇：没有了')).toBeVisible();
  const firstUrl = page.url();
  await page.getByRole('link', { name: secondTitle }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondTitle);
  expect(page.url()).not.toBe(firstUrl);
  await expect(page.getByRole('link', { name: firstTitle })).toBeVisible();
  // The layout's back button returns to the previous announcement.
  await page.getByRole('button', { name: '‹ 返回' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);

  await page.goto('/announcement/999999');
  await expect(page.getByRole('heading', { name: '公告不存在' })).toBeVisible();
  await page.getByRole('link', { name: '返回消息中心' }).click();
  await expect(page).toHaveURL(/\/announcementList$/);
});

test('help: all nine topics from the list, certificates, refresh keeps the topic', async ({ page }) => {
  await page.goto('/help?name=unknown');
  await expect(page).toHaveTitle(/帮助中心/);
  await expect(page.getByRole('button', { name: '‹ 返回' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('登录注册');
  const nav = page.getByRole('navigation', { name: '帮助主题' });
  for (const [name, title] of HELP) {
    await nav.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/help\\?name=${name}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(nav.getByRole('link', { name: title, exact: true })).toHaveAttribute('aria-current', 'page');
  }

  await page.goto('/help?name=qualification');
  const certificates = page.getByTestId('certificate');
  for (const name of ['药品经营许可证', 'GSP证书', '营业执照', '互联网药品信息服务资格证书']) {
    await expect(certificates.filter({ has: page.getByRole('heading', { name, exact: true }) })).toContainText(/有效期：\d{4}-\d{2}-\d{2} 至/);
  }
  await expect(page.getByText('沪AA0210001').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('资质证书');
  await expect(certificates.first()).toBeVisible();

  // The footer's help links open the same topics.
  await page.locator('footer').getByRole('link', { name: '退货规则' }).click();
  await expect(page).toHaveURL(/\/help\?name=returnRules$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('退货规则');
});

test('famous manufacturers → a brand → its products; an unknown brand', async ({ page }) => {
  await openLoggedIn(page, '/famousManufacturer');
  const tiles = page.getByTestId('brand-tile');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBeGreaterThan(5);
  const yiling = tiles.filter({ hasText: '石家庄以岭药业股份有限公司' });
  await expect(yiling).toContainText(/\d+ 个品种/);
  await yiling.click();
  await expect(page).toHaveURL(/\/manufacturerDetail\/\d+$/);
  await expect(page.getByTestId('brand-header')).toContainText('以岭');
  await expect(page.getByTestId('brand-header')).toContainText('石家庄以岭药业股份有限公司');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('price').first()).toHaveText(/^¥\d+\.\d{2}$/);
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText(/共 \d+ 条/);

  await page.goto('/manufacturerDetail/99999');
  await expect(page.getByRole('heading', { name: '品牌不存在' })).toBeVisible();
  await page.goto('/manufacturerDetail/abc');
  await expect(page.getByRole('heading', { name: '品牌不存在' })).toBeVisible();
});

test('clinic zone → search → results with the pager; back restores the page', async ({ page }) => {
  await page.goto('/clinicZone');
  await expect(page).toHaveTitle(/诊所专区/);
  const sections = page.getByTestId('zone-section');
  await expect(sections.first()).toBeVisible();
  await expect(sections.first().getByTestId('product-card').first()).toBeVisible();
  await page.getByLabel('在诊所专区内搜索').fill('注射');
  await page.getByLabel('在诊所专区内搜索').press('Enter');
  await expect(page).toHaveURL(/\/clinicZoneSearch\?keyword=%E6%B3%A8%E5%B0%84$/);
  await expect(page.getByTestId('search-keyword')).toHaveText('注射');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toContainText('注射');

  const pager = page.getByRole('navigation', { name: '分页' });
  await pager.getByLabel('每页条数').selectOption('10');
  await expect(page).toHaveURL(/keyword=%E6%B3%A8%E5%B0%84&size=10$/);
  await expect(cards).toHaveCount(10);
  const firstOnPage1 = await cards.first().getAttribute('data-product-id');
  await pager.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2&size=10$/);
  await expect(pager.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first()).not.toHaveAttribute('data-product-id', firstOnPage1 ?? '');

  await page.goBack();
  await expect(page).toHaveURL(/keyword=%E6%B3%A8%E5%B0%84&size=10$/);
  await expect(pager.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first()).toHaveAttribute('data-product-id', firstOnPage1 ?? '');
  await expect(page.getByLabel('在诊所专区内搜索')).toHaveValue('注射');
  await page.reload();
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toHaveAttribute('data-product-id', firstOnPage1 ?? '');
});

test('special zone lists marked-down products with prices for a client', async ({ page }) => {
  await openLoggedIn(page, '/specialZone', 'zhensuo01');
  await expect(page.getByRole('heading', { name: '特价专区' })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(5);
  await expect(cards.first().getByTestId('price')).toHaveText(/^¥\d+\.\d{2}$/);
  // The price before the markdown, struck through beside it.
  await expect(cards.first().getByTestId('original-price')).toHaveText(/^¥\d+\.\d{2}$/);
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText(/共 \d+ 条/);
});

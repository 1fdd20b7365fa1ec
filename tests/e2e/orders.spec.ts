/**
 * My orders on the seeded demo orders of yaofang01 (src/server/db/seed/orders.ts): tabs with counts kept in the URL
 * through refresh and the detail's back, the date range shortcut, the detail with its GSP lines and history, cancel
 * and confirm receipt after confirming, then the comment; the personal centre's counts. Serial: later steps change
 * the orders the first ones count.
 */
import { expect, test, type Page } from './e2e-test';
import { DEMO_ORDERS } from '../../src/server/db/seed/orders';
import { siteLogin } from './cart-helpers';
import { PASSWORD } from './helpers';

test.describe.configure({ mode: 'serial' });

const MINE = DEMO_ORDERS.yaofang01!;
const cards = (page: Page) => page.getByTestId('order-card');
const cardWithStatus = (page: Page, text: string) => cards(page).filter({ has: page.getByTestId('order-status').getByText(text, { exact: true }) }).first();

test.beforeEach(async ({ page }, info) => {
  // The widget test logs in through the host demo instead.
  if (info.titlePath.some((t) => t.includes('<yc-order-list>'))) return;
  await siteLogin(page, 'yaofang01', PASSWORD);
});

test('tabs with counts; the tab stays in the URL through refresh and back from the detail', async ({ page }) => {
  await page.goto('/personal/myOrder');
  await expect(cards(page)).toHaveCount(MINE.length);
  const pending = MINE.filter((o) => [0, 10, 12].includes(o.status)).length;
  await expect(page.getByTestId('tab-count-1')).toHaveText(`(${pending})`);
  await page.getByRole('tab', { name: /待收货/ }).click();
  await expect(page).toHaveURL(/\/personal\/myOrder\?tab=2$/);
  const receiving = MINE.filter((o) => [1, 11, 2].includes(o.status)).length;
  await expect(cards(page)).toHaveCount(receiving);
  await page.reload();
  await expect(page.getByRole('tab', { name: /待收货/ })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(receiving);
  await cards(page).first().getByRole('button', { name: '订单详情' }).click();
  await expect(page).toHaveURL(/\/personal\/orderDetail\/\d+$/);
  await page.getByRole('link', { name: '‹ 返回我的订单' }).click();
  await expect(page).toHaveURL(/tab=2/);
  await expect(cards(page)).toHaveCount(receiving);
});

test('最近一周 keeps only the orders of the last 7 days; 清除 brings all back', async ({ page }) => {
  await page.goto('/personal/myOrder');
  await expect(cards(page)).toHaveCount(MINE.length);
  await page.getByRole('button', { name: '最近一周' }).click();
  await expect(page).toHaveURL(/start=.*end=/);
  const recent = MINE.filter((o) => o.daysAgo <= 6).length;
  await expect(cards(page)).toHaveCount(recent);
  const start = new URL(page.url()).searchParams.get('start')!;
  for (const text of await cards(page).locator('header span:first-child').allTextContents()) expect(text >= start).toBe(true);
  // The end day cannot be after today.
  const max = await page.getByLabel('结束日期').getAttribute('max');
  expect(max).toBe(new URL(page.url()).searchParams.get('end')!.slice(0, 10));
  await page.getByRole('button', { name: '清除' }).click();
  await expect(cards(page)).toHaveCount(MINE.length);
});

test('the detail of a shipped order: GSP lines with batch and expiry, amounts, address, history', async ({ page }) => {
  await page.goto('/personal/myOrder?tab=2');
  await cardWithStatus(page, '待收货').getByRole('button', { name: '订单详情' }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('detail-status')).toHaveText('待收货');
  const lines = detail.getByTestId('detail-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.first()).toContainText(/B\d{8}/);
  await expect(lines.first()).toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(detail).toContainText('应付金额');
  await expect(detail).toContainText('采购单号');
  await expect(page.getByTestId('order-timeline').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('order-timeline')).toContainText('已发货');

  // The title once, one way back drawn as a button, no amount row of ¥0.00, no section taller than what it holds.
  await expect(page.getByRole('heading', { name: '订单详情' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: '‹ 返回' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '‹ 返回我的订单' })).toHaveAttribute('data-variant', 'default');
  await expect(detail.locator('dd').filter({ hasText: /^-?¥0\.00$/ })).toHaveCount(0);
  const slack = await detail.locator('section').evaluateAll((sections) =>
    sections.map((s) => {
      const kids = [...s.children].map((c) => c.getBoundingClientRect());
      return Math.round(s.getBoundingClientRect().height - (Math.max(...kids.map((k) => k.bottom)) - Math.min(...kids.map((k) => k.top))));
    }),
  );
  for (const px of slack) expect(px).toBeLessThan(40);
  // On a phone the GSP table scrolls in its own box; the detail does not push the page sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await detail.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('cancel a pending order after confirming: it moves to 已取消', async ({ page }) => {
  await page.goto('/personal/myOrder?tab=1');
  const card = cardWithStatus(page, '待付款');
  const code = (await card.getByRole('button', { name: /^YC/ }).textContent())!;
  await card.getByRole('button', { name: '取消订单' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await confirm.getByRole('button', { name: '再想想' }).click();
  await expect(cardWithStatus(page, '待付款')).toBeVisible();
  await card.getByRole('button', { name: '取消订单' }).click();
  await confirm.getByRole('button', { name: '确定取消' }).click();
  await page.goto('/personal/myOrder');
  const cancelled = cards(page).filter({ hasText: code });
  await expect(cancelled.getByTestId('order-status')).toHaveText('已取消');
  await expect(cancelled.getByRole('button', { name: '取消订单' })).toHaveCount(0);
});

test('confirm receipt of a shipped order, then comment it once', async ({ page }) => {
  await page.goto('/personal/myOrder?tab=2');
  const card = cardWithStatus(page, '待收货');
  const code = (await card.getByRole('button', { name: /^YC/ }).textContent())!;
  await card.getByRole('button', { name: '确认收货' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '确认收货' }).click();
  await page.getByRole('tab', { name: /待评价/ }).click();
  const received = cards(page).filter({ hasText: code });
  await expect(received.getByTestId('order-status')).toHaveText('已完成');
  await received.getByRole('button', { name: '评价' }).click();
  await expect(page).toHaveURL(/\/personal\/orderComment\/\d+$/);
  const form = page.getByTestId('comment-form');
  await form.getByRole('button', { name: '提交评价' }).click();
  await expect(form.getByRole('alert')).toHaveText('请选择服务评分');
  await form.getByLabel('满意', { exact: true }).check();
  await expect(form.getByLabel('响应速度慢')).toHaveCount(0);
  await form.getByLabel('不满意', { exact: true }).check();
  await form.getByLabel('响应速度慢').check();
  await form.getByLabel('评价内容').fill('到货晚了两天');
  await form.getByRole('button', { name: '提交评价' }).click();
  await expect(page).toHaveURL(/\/personal\/orderDetail\/\d+$/);
  await expect(page.getByTestId('order-detail')).toContainText('服务评分：不满意；投诉原因：响应速度慢');
  await expect(page.getByTestId('order-detail').getByRole('button', { name: '评价' })).toHaveCount(0);
  await page.goto('/personal/myOrder?tab=3');
  await expect(cards(page).filter({ hasText: code })).toHaveCount(0);
});

test('the personal centre shows the order counts and links to the tab', async ({ page }) => {
  await page.goto('/personal/userCenter');
  const counts = page.getByTestId('order-counts');
  await expect(counts.getByRole('link', { name: /全部订单/ })).toContainText(String(MINE.length));
  await counts.getByRole('link', { name: /待收货/ }).click();
  await expect(page).toHaveURL(/\/personal\/myOrder\?tab=2$/);
  await expect(page.getByRole('tab', { name: /待收货/ })).toHaveAttribute('aria-selected', 'true');
});

test.describe('<yc-order-list> in the host demo', () => {
  test('a visitor is asked to log in; connected, the orders, a detail inside the element and back to the same tab', async ({ page }) => {
    await page.goto('/host-demo/');
    const widget = page.locator('yc-order-list');
    await expect(widget.getByRole('button', { name: '去登录' })).toBeVisible();
    await page.locator('#cis-account').selectOption('zhensuo01');
    await page.locator('#cis-login').click();
    await expect(page.locator('#cis-status')).toContainText('已连接');
    const theirs = DEMO_ORDERS.zhensuo01!;
    await expect(widget.getByTestId('order-card')).toHaveCount(theirs.length);
    await widget.getByRole('tab', { name: /待收货/ }).click();
    await expect(widget.getByTestId('order-card')).toHaveCount(1);
    await widget.getByTestId('order-card').getByRole('button', { name: '订单详情' }).click();
    const detail = widget.getByTestId('order-detail');
    await expect(detail.getByTestId('detail-status')).toHaveText('待收货');
    await expect(detail.getByTestId('detail-line').first()).toContainText(/B\d{8}/);
    expect(new URL(page.url()).pathname).toBe('/host-demo/');
    await widget.getByRole('button', { name: '‹ 返回订单列表' }).click();
    await expect(widget.getByRole('tab', { name: /待收货/ })).toHaveAttribute('aria-selected', 'true');
    await expect(widget.getByTestId('order-card')).toHaveCount(1);
  });
});

/**
 * Never stuck at sold out (issue 32), as a new user would try it: the home page suggests the reorder that is due;
 * the buyer subscribes to a sold-out product's 到货提醒, takes the suggested substitute into the cart (the quantity
 * rounded to its pack, and said so); the ERP reports the stock back; one message arrives, and it leads to the
 * product, now on sale.
 */
import { expect, test } from './e2e-test';
import { signedHeaders } from '../../src/server/lib/open-sign';
import { operator } from './accounts-helpers';
import { siteLogin } from './cart-helpers';
import { PASSWORD } from './helpers';
import { STORE } from './servers';
import { axeViolations } from './axe';

/** A partner's signed call to the open API, as its ERP makes it. */
async function erp(who: { keyId: string; secret: string }, path: string, body: unknown) {
  const text = JSON.stringify(body);
  const res = await fetch(`${STORE}/api${path}`, {
    method: 'POST',
    headers: { ...signedHeaders(who.keyId, who.secret, { method: 'POST', url: `/api${path}`, body: text }), 'content-type': 'application/json' },
    body: text,
  });
  const json = (await res.json()) as { code: number; data: { refused: number } };
  expect(json.code, JSON.stringify(json)).toBe(200);
  expect(json.data.refused, JSON.stringify(json)).toBe(0);
}

test('subscribe to a sold-out product, take the substitute, one message when stock is back; the home page suggests the due reorder', async ({ page }) => {
  const made = await operator('partner-create', 'e2e到货提醒');
  const who = { keyId: /密钥ID：(\S+)/.exec(made)![1]!, secret: /签名密钥：(\S+)/.exec(made)![1]! };
  const tag = Date.now().toString(36);
  const row = (code: string, maker: string, pack: number) => ({
    code, generic_name: '到货测试胶囊', spec: '0.25g*24粒', dosage_form: '胶囊剂', unit: '盒', middle_pack: pack, manufacturer: maker,
    rx_class: '甲类OTC', category: '感冒用药', price: '12.00', on_shelf: true,
  });
  const wanted = `E2E-ARR-W-${tag}`;
  const substitute = `E2E-ARR-S-${tag}`;
  await erp(who, '/open/products', { rows: [row(wanted, '甲药业', 1), row(substitute, '乙药业', 10)] });
  const batch = (quantity: number) => [{ batch_no: `B${tag}`, produced_on: '2026-01-01', expires_on: '2028-12-31', quantity }];
  await erp(who, '/open/stock', { rows: [{ code: substitute, batches: batch(500) }] });

  await siteLogin(page, 'zhensuo01', PASSWORD);
  // The home page: zhensuo01 buys 盐酸二甲双胍片 every 15 days, last 15 days ago.
  await page.goto('/home');
  const due = page.getByTestId('reorder-suggestion').filter({ hasText: '盐酸二甲双胍片' });
  await expect(due).toContainText('约每15天采购一次');
  await expect(due).toContainText(/建议采购 \d+/);
  // Start with nothing unread, whatever other tests or the licence expiry job wrote (the button is disabled while the
  // list loads, so try until the count is gone).
  await page.goto('/announcementList?tab=mine');
  const readAll = page.getByRole('button', { name: '全部标为已读' });
  await expect(async () => {
    if (await readAll.isEnabled()) await readAll.click();
    await expect(page.getByTestId('message-unread')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // The sold-out product: find it, open it, subscribe to its 到货提醒.
  await page.goto(`/category?keyword=${encodeURIComponent('到货测试胶囊')}`);
  await page.getByTestId('product-card').filter({ hasText: '甲药业' }).getByRole('link', { name: /到货测试胶囊/ }).first().click();
  await expect(page).toHaveURL(/\/productDetail\/\d+/);
  const detailUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId('stock-state')).toHaveText('待补货');
  await page.getByTestId('arrival-button').click();
  await expect(page.getByTestId('arrival-button')).toHaveText('已订阅到货提醒');

  // The substitute: same name, spec and form from another maker; its pack of 10 rounds the quantity, and says so.
  const offered = page.getByTestId('substitute').filter({ hasText: '乙药业' });
  await expect(offered).toContainText('同通用名、同规格、同剂型，不同厂家');
  await expect(offered).toContainText('按中包装10取整：1 → 10');
  await offered.getByRole('button', { name: /改买此品/ }).click();
  await expect(page.getByText('已加入购物车：到货测试胶囊 ×10盒').first()).toBeVisible();
  await page.goto('/shopCart');
  await expect(page.getByTestId('cart-row').filter({ hasText: '乙药业' })).toContainText('到货测试胶囊');

  // The ERP reports the stock back: the job tells the subscriber once, within seconds.
  await erp(who, '/open/stock', { rows: [{ code: wanted, batches: batch(30) }] });
  await expect(async () => {
    await page.goto('/home');
    await expect(page.getByTestId('message-unread')).toHaveText('1', { timeout: 1500 });
  }).toPass({ timeout: 30_000 });
  // A second report changes nothing for the subscriber (told once).
  await erp(who, '/open/stock', { rows: [{ code: wanted, batches: batch(40) }] });

  await page.getByTestId('message-link').click();
  await expect(page).toHaveURL(/\/announcementList\?tab=mine$/);
  const unread = page.getByTestId('my-message').filter({ hasText: '到货提醒：到货测试胶囊已到货' });
  await expect(unread).toHaveCount(1);
  await expect(unread).toHaveAttribute('data-read', '0');
  await unread.getByRole('button', { name: '到货提醒：到货测试胶囊已到货', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${detailUrl}$`));
  await expect(page.getByTestId('stock-state')).not.toHaveText('待补货');
  await expect(page.getByTestId('message-unread')).toHaveCount(0);
  await page.goto('/announcementList?tab=mine');
  await expect(page.getByTestId('my-message').filter({ hasText: '到货测试胶囊' })).toHaveCount(1);
  await expect(page.getByTestId('my-arrivals').getByTestId('arrival-item').filter({ hasText: '甲药业' })).toHaveAttribute('data-state', 'notified');
  // The new page is axe clean.
  expect(await axeViolations(page)).toEqual([]);
  // The tab is in the URL: the announcements and back to the messages.
  await page.getByRole('tab', { name: '平台公告' }).click();
  await expect(page).toHaveURL(/\/announcementList$/);
  await expect(page.getByTestId('announcement-item').first()).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('my-message').filter({ hasText: '到货测试胶囊' })).toHaveCount(1);

  // Back home: the due reorder is added in one click, and leaves the suggestions.
  await page.goto('/home');
  await due.getByRole('button', { name: /一键补货/ }).click();
  await expect(due).toHaveCount(0);
});

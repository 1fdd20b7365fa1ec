/**
 * Delivery in parcels (issue 29), one journey: 订单客服 ships an order in two parcels from the back office (the
 * first with 追溯码 one per pack, the second with what is left) and adds a tracking event; the buyer sees
 * 「2 个包裹」 in the list, both parcels with their events in the detail, and downloads the first parcel's
 * 电子随货同行单 (PDF) and the order's 追溯码 (.xlsx).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './e2e-test';
import { addToCart, buyableLines, freshBuyer, siteLogin } from './cart-helpers';
import { operator } from './accounts-helpers';
import { STORE } from './servers';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../src/server/demo-accounts';
import { totpNow } from '../../src/server/lib/totp';

const ADDRESS = { consignee: '王芳', phone: '13812345601', province: '上海市', city: '上海市', area: '浦东新区', detail: '张杨路1288号' };

async function staffTab(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: STORE })).newPage();
  await page.goto('/admin');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const secret = DEMO_STAFF.find((x) => x.username === username)?.totpSecret;
  if (secret) {
    await page.getByLabel('动态口令').fill(await totpNow(secret));
    await page.getByRole('button', { name: '验证并登录' }).click();
  }
  await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
  return page;
}

test('staff ship in two parcels; the buyer tracks both and downloads the delivery note and the 追溯码', async ({ browser, request, page }) => {
  test.setTimeout(90_000);
  const buyer = await freshBuyer(request, 'parcel');
  await addToCart(buyer.api, await buyableLines(buyer.api, 2));
  const placed = await buyer.api.post<{ orderCode: string; order_id: number }>('/w1/sureOrder', { idempotency_key: `e2e-parcel-${Date.now()}`, address: ADDRESS });
  await buyer.api.get('/w1/BankTransfer', { orderCode: placed.orderCode });
  await operator('confirm-transfer', placed.orderCode);
  const code = placed.orderCode;

  const staff = await staffTab(browser, 'kefu01');
  await staff.goto(`/admin/orders/${code}`);
  await expect(staff.getByRole('heading', { name: `订单 ${code}` })).toBeVisible();
  const form = staff.getByRole('form', { name: '发货' });
  await form.getByLabel(/分包裹发货/).check();
  const [first, second] = [form.getByRole('group').nth(0), form.getByRole('group').nth(1)];
  await first.getByLabel('批号').fill('PB-E2E-1');
  await first.getByLabel('有效期至').fill('2028-06-30');
  const packs = Number(await first.getByLabel('数量').inputValue());
  const codes = Array.from({ length: packs }, (_, i) => `84${String(Date.now()).slice(-9)}${String(i).padStart(9, '0')}`);
  await first.getByLabel(/追溯码/).fill(codes.join('\n'));
  await second.getByLabel('数量').fill('0');
  await form.getByLabel('运单号').fill('SF-E2E-0001');
  await form.getByRole('button', { name: '确认发货' }).click();
  await expect(staff.getByTestId('order-status')).toHaveText('待收货');

  const parcels = staff.getByTestId('admin-parcels');
  await expect(parcels.getByRole('listitem', { name: /包裹 1：顺丰速运 SF-E2E-0001/ })).toBeVisible();
  await parcels.getByLabel('地点').fill('上海转运中心');
  await parcels.getByLabel('物流动态', { exact: true }).fill('已到达，正在分拣');
  await parcels.getByRole('button', { name: '添加物流动态' }).click();
  await expect(parcels.getByRole('list', { name: '物流动态（最新在前）' })).toContainText('已到达，正在分拣');

  const more = staff.getByRole('form', { name: '再发一个包裹' });
  await expect(more.getByRole('group')).toHaveCount(1);
  await more.getByLabel('批号').fill('PB-E2E-2');
  await more.getByLabel('有效期至').fill('2028-09-30');
  await more.getByLabel('物流公司').selectOption('京东物流');
  await more.getByLabel('运单号').fill('JD-E2E-0002');
  await more.getByRole('button', { name: '确认发货' }).click();
  await expect(parcels.getByRole('listitem', { name: /包裹 2：京东物流 JD-E2E-0002/ })).toBeVisible();
  await expect(staff.getByTestId('ship-all-sent')).toHaveText('全部商品已发出');

  await siteLogin(page, buyer.username, buyer.password);
  await page.goto('/personal/myOrder?tab=2');
  const card = page.getByTestId('order-card').filter({ hasText: code });
  await expect(card.getByTestId('order-parcels')).toContainText('2 个包裹 · ');
  await expect(card.getByTestId('order-parcels')).toContainText('上海转运中心 已到达，正在分拣');
  await card.getByRole('button', { name: '订单详情' }).click();
  const shown = page.getByTestId('parcels');
  await expect(shown.getByTestId('parcel')).toHaveCount(2);
  await expect(shown.getByTestId('parcel').nth(0)).toContainText('SF-E2E-0001');
  await expect(shown.getByTestId('parcel').nth(0)).toContainText(`追溯码 ${packs} 个`);
  await expect(shown.getByTestId('parcel').nth(1)).toContainText('JD-E2E-0002');

  const [note] = await Promise.all([page.waitForEvent('download'), shown.getByTestId('parcel').nth(0).getByRole('button', { name: '随货同行单（PDF）' }).click()]);
  expect(note.suggestedFilename()).toBe(`随货同行单_${code}_SF-E2E-0001.pdf`);
  const pdf = await (await note.createReadStream()).toArray();
  expect(Buffer.concat(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  const [sheet] = await Promise.all([page.waitForEvent('download'), shown.getByRole('button', { name: '下载追溯码（Excel）' }).click()]);
  expect(sheet.suggestedFilename()).toBe(`追溯码_${code}.xlsx`);
});

/**
 * Invoices (issue 29), one journey: a new buyer enters 专票 details (a wrong 税号 check digit is refused as it leaves
 * the field), orders with 专用发票, 财务 uploads the invoice's number and PDF on the order in the back office, and the
 * buyer sees 已开票 in the order list and detail and downloads the file.
 */
import type { Browser } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './e2e-test';
import { addToCart, buyableLines, fillAddressIfAsked, freshBuyer, siteLogin } from './cart-helpers';
import { staffTab } from './admin-helpers';
import { demoInvoicePdf } from '../../src/server/db/seed/invoices';

const financeTab = (browser: Browser) => staffTab(browser, 'caiwu01');

test('专票 details → order with 专用发票 → 财务 uploads the invoice → the buyer downloads it', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const buyer = await freshBuyer(request, 'inv');
  await addToCart(buyer.api, await buyableLines(buyer.api, 1));
  await siteLogin(page, buyer.username, buyer.password);

  // 发票信息 on 基本信息: the check digit is checked as the field is left; then the 专票 details are saved.
  await page.goto('/personal/basicInformation#invoice');
  const form = page.getByRole('form', { name: '发票信息' });
  await expect(form.getByRole('radio', { name: '增值税专用发票' })).toBeChecked();
  await form.getByLabel('发票抬头').fill('仁心诊所有限公司');
  await form.getByLabel('税号').fill('91440300708461136X');
  await form.getByLabel('开户银行').click();
  await expect(form.getByRole('alert')).toHaveText('税号校验位不正确，请核对统一社会信用代码');
  await form.getByLabel('税号').fill('91440300708461136T');
  await form.getByLabel('开户银行').fill('招商银行深圳分行');
  await form.getByLabel('银行账号').fill('755912345678901');
  await form.getByLabel('注册地址').fill('深圳市南山区科技园1号');
  await form.getByLabel('注册电话').fill('0755-86001234');
  await form.getByRole('button', { name: '保存发票信息' }).click();
  await expect(page.getByText('发票信息已保存')).toBeVisible();

  // Checkout with 专用发票: the details it will keep are shown.
  await page.goto('/submitOrder');
  await fillAddressIfAsked(page);
  await page.getByRole('radiogroup', { name: '发票' }).getByRole('radio', { name: '专用发票' }).check();
  await expect(page.getByTestId('invoice-facts')).toContainText('抬头：仁心诊所有限公司');
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/payNow\?orderCode=YC\d+/);
  const code = new URL(page.url()).searchParams.get('orderCode')!;
  const { list } = await buyer.api.get<{ list: { id: number; order_code: string }[] }>('/w1/ShowMyOrders', {});
  const id = list.find((o) => o.order_code === code)!.id;
  await page.goto(`/personal/orderDetail/${id}`);
  await expect(page.getByTestId('invoice-status')).toHaveText('待开票');

  // 财务 sees the request and uploads number and PDF on the order.
  const finance = await financeTab(browser);
  await finance.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '发票申请' }).click();
  await finance.getByRole('link', { name: code }).click();
  const card = finance.getByTestId('admin-invoice');
  await expect(card.getByTestId('admin-invoice-status')).toHaveText('待开票');
  await expect(card).toContainText('招商银行深圳分行 755912345678901');
  await card.getByLabel('发票号码').fill('24440000000000000001');
  await card.getByLabel('发票文件').setInputFiles({ name: '发票.pdf', mimeType: 'application/pdf', buffer: demoInvoicePdf('e2e invoice') });
  await card.getByRole('button', { name: '上传发票' }).click();
  await expect(card.getByTestId('admin-invoice-status')).toHaveText('已开票');
  await finance.context().close();

  // The buyer: 已开票 in the list and the detail, and the PDF downloads.
  await page.goto('/personal/myOrder');
  await expect(page.getByRole('article', { name: `订单 ${code}` }).getByTestId('order-invoice-badge')).toContainText('发票：已开票');
  await page.goto(`/personal/orderDetail/${id}`);
  await expect(page.getByTestId('invoice-status')).toHaveText('已开票');
  await expect(page.getByTestId('invoice-no')).toHaveText('24440000000000000001');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载发票（PDF）' }).click()]);
  expect(download.suggestedFilename()).toBe(`发票_${code}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

/**
 * 资料下载 as a pharmacist uses it (issue 29): searches the page by a batch of an order it received and downloads
 * that batch's 药检报告 (a PDF); the order's detail links the same report on its line; the product page shows the
 * 说明书 as paragraphs. Demo data: the seed's reports for the batches of the demo orders, and the leaflets of the
 * first products.
 */
import { expect, test } from './e2e-test';
import { apiAs, siteLogin } from './cart-helpers';
import { PASSWORD } from './helpers';

type Line = { product_id: number; ty_name: string; batch_no: string | null };
type Orders = { list: { id: number; lines: Line[] }[] };

test('search 资料下载 by batch and download its report; the order line links it; the product shows its 说明书', async ({ page, request }) => {
  const api = await apiAs(request, 'yaofang01', PASSWORD);
  const orders = await api.get<Orders>('/w1/ShowMyOrders', { tab: 0, size: 50 });
  const order = orders.list.find((o) => o.lines.some((l) => l.batch_no))!;
  const line = order.lines.find((l) => l.batch_no)!;
  const batch = line.batch_no!;

  await siteLogin(page, 'yaofang01', PASSWORD);
  await page.goto('/personal/dataDownload');
  await expect(page.getByTestId('licence-documents')).toContainText('药品经营许可证');
  await page.getByRole('searchbox', { name: '批号', exact: true }).fill(batch);
  await page.getByRole('button', { name: '查询' }).click();
  const table = page.getByTestId('product-documents');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText(batch);
  await expect(table).toContainText('药检报告');
  const [file] = await Promise.all([page.waitForEvent('download'), table.getByRole('button', { name: /下载药检报告/ }).click()]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`^药检报告_.*_${batch}_.*\\.pdf$`));

  await page.goto(`/personal/orderDetail/${order.id}`);
  const link = page.getByRole('button', { name: `批号 ${batch} 的药检报告` }).first();
  await expect(link).toBeVisible();
  const [again] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(again.suggestedFilename()).toContain(batch);

  await page.goto('/productDetail/1');
  const leaflet = page.getByTestId('product-leaflet');
  await expect(leaflet.locator('p').first()).toContainText('【');
  expect(await leaflet.locator('p').count()).toBeGreaterThan(1);
});

/**
 * The back office's catalogue (issue 28, 运营): 运营 finds a product, opens its prices, is told in Chinese what is
 * wrong with a bad agreed price, then sets an agreed price for one new client: that client sees it, another client
 * does not; 运营 creates a seckill from the form with its preview and /seckillPage shows it; 运营 is refused the
 * orders desk; 运营 imports a product sheet on 商品导入 and reads the per-row report. axe on each page.
 */
import { expect, test } from './e2e-test';
import { buyableLines, freshBuyer } from './cart-helpers';
import { axeViolations } from './axe';
import { DEMO_PASSWORD } from '../../src/server/demo-accounts';
import type { Product } from '../../src/contract/catalog';
import { chinaStamp } from '../../src/model/date-range';
import ExcelJS from 'exceljs';
import { ROW_REASONS } from '../../src/model/erp-rows';
import { SHEET_COLUMNS } from '../../src/server/services/open/product-sheet';

test('运营 sets an agreed price for one client (only it sees it) and creates a seckill the seckill page shows', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [chosen, other] = await Promise.all([freshBuyer(request, 'agr'), freshBuyer(request, 'oth')]);
  const [line] = await buyableLines(chosen.api, 1);
  const priceOf = async (api: typeof chosen.api) => (await api.get<{ product: Product }>('/w1/productDetail', { productId: line!.product_id })).product;
  const before = await priceOf(chosen.api);
  const agreed = (Math.max(0.01, Number(before.price) - 0.37)).toFixed(2);

  await page.goto('/admin');
  await page.getByLabel('用户名').fill('yunying01');
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '商品与价格' }).click();
  await expect(page.getByRole('heading', { name: '商品管理', level: 1 })).toBeVisible();
  await page.getByLabel('名称、编码、厂家或批准文号').fill(before.product_code);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByTestId('products').locator('tbody tr')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: /^价格：/ }).click();
  await expect(page.getByRole('heading', { name: /^商品价格：/ })).toBeVisible();

  const form = page.getByRole('form', { name: '设置客户协议价' });
  await form.getByLabel('客户账号').fill(chosen.username);
  await form.getByLabel('协议价（元）').fill('1.234');
  await form.getByRole('button', { name: '保存协议价' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await form.getByLabel('协议价（元）').fill(agreed);
  await form.getByRole('button', { name: '保存协议价' }).click();
  await expect(page.locator(`[data-username="${chosen.username}"]`)).toContainText(agreed);
  await expect(page.locator(`[data-username="${chosen.username}"]`)).toContainText('生效中');
  expect(await axeViolations(page)).toEqual([]);

  expect((await priceOf(chosen.api)).price).toBe(agreed);
  expect((await priceOf(other.api)).price).toBe(before.price);

  // 运营 creates a seckill from the form (a bad window refused first), sees the buyer's preview, and the seckill
  // page shows it.
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '秒杀活动' }).click();
  await expect(page.getByRole('heading', { name: '秒杀活动', level: 1 })).toBeVisible();
  const title = `后台秒杀${Date.now().toString().slice(-6)}`;
  const local = (ms: number) => chinaStamp(new Date(ms)).replace(' ', 'T');
  const seckill = page.getByRole('form', { name: '新建秒杀' });
  await seckill.getByLabel('商品ID').fill(String(line!.product_id));
  await seckill.getByLabel('活动名称（可选）').fill(title);
  await seckill.getByLabel('秒杀价（元）').fill('0.01');
  await seckill.getByLabel('秒杀数量').fill('30');
  await seckill.getByLabel('每单限购（可选）').fill('3');
  await seckill.getByLabel('开始时间（北京时间）').fill(local(Date.now() + 3_600_000));
  await seckill.getByLabel('结束时间（北京时间）').fill(local(Date.now() - 60_000));
  await seckill.getByRole('button', { name: '创建秒杀' }).click();
  await expect(seckill.getByRole('alert')).toHaveText('结束时间须晚于开始时间');
  await seckill.getByLabel('开始时间（北京时间）').fill(local(Date.now() - 60_000));
  await seckill.getByLabel('结束时间（北京时间）').fill(local(Date.now() + 3_600_000));
  const preview = page.getByTestId('seckill-preview');
  await expect(preview).toContainText(title);
  await expect(preview).toContainText('¥0.01');
  await expect(preview).toContainText('每单限购 3 件');
  await expect(preview).toContainText('抢购中');
  expect(await axeViolations(page)).toEqual([]);
  await seckill.getByRole('button', { name: '创建秒杀' }).click();
  const row = page.getByTestId('seckills').locator('tbody tr').filter({ hasText: title });
  await expect(row).toContainText('抢购中');
  const id = await row.getAttribute('data-seckill');
  await page.goto('/seckillPage');
  await expect(page.locator(`[data-testid="seckill-card"][data-seckill-id="${id}"]`)).toHaveAttribute('data-phase', 'running');

  // 运营 is refused the orders desk: not in the menu, the page says so, the API answers 403.
  await page.goto('/admin/seckills');
  await expect(page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '订单管理' })).toHaveCount(0);
  const token = await page.evaluate(() => sessionStorage.getItem('yaocai.admin.token') ?? '');
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: '无权访问' })).toBeVisible();
  const answer = await page.request.get('/api/admin/orders', { headers: { token } });
  expect(await answer.json()).toMatchObject({ code: 403, msg: '当前账号无权进行此操作' });

  // 商品导入: a sheet with a new product and a refused row; the report says which and why.
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '商品导入' }).click();
  await expect(page.getByRole('heading', { name: '商品导入', level: 1 })).toBeVisible();
  const code = `E2E-IMP-${Date.now()}`;
  const base: Record<string, string> = { 通用名: '维生素C片', 规格: '0.1g*100片', 单位: '瓶', 生产厂家: '东北制药', 处方分类: '甲类OTC', 商品分类: '解热镇痛药', 基础价: '3.50' };
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('商品资料');
  ws.addRow(SHEET_COLUMNS.map((c) => c.header));
  for (const over of [{ 商品编码: code }, { 商品编码: `${code}-X`, 处方分类: '保健品' }]) ws.addRow(SHEET_COLUMNS.map((c) => (over as Record<string, string>)[c.header] ?? base[c.header] ?? ''));
  await page.getByLabel('商品资料表格（.xlsx）').setInputFiles({ name: 'import.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await wb.xlsx.writeBuffer()) });
  await page.getByRole('button', { name: '开始导入' }).click();
  const report = page.getByTestId('import-report');
  await expect(report.getByRole('list', { name: '导入合计' })).toContainText('新建1');
  await expect(page.locator('[data-row="3"]')).toContainText(ROW_REASONS.bad_rx_class);
  await page.getByLabel('显示的行').selectOption('all');
  await expect(page.locator('[data-row="2"]')).toContainText('新建');
  expect(await axeViolations(page)).toEqual([]);
});

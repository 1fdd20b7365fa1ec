/**
 * The back office's orders desk (issue 28), one journey across the roles: a buyer pays by bank transfer; 财务
 * follows the dashboard's to-do, confirms the transfer; 订单客服 finds the order by its code and ships it with
 * its batch typed by hand, one 追溯码 per pack, carrier and waybill (the buyer's history and detail show them); the buyer asks for a refund; 财务 approves it. Each role
 * is refused the other's steps (no button, and 403 from the API), and 订单客服 the catalogue. axe on every page.
 */
import { expect, test } from './e2e-test';
import { addToCart, buyableLines, freshBuyer } from './cart-helpers';
import { axeViolations } from './axe';
import { confirmStep, openOrder, staffTab, tokenOf } from './admin-helpers';

const ADDRESS = { consignee: '王芳', phone: '13812345601', province: '上海市', city: '上海市', area: '浦东新区', detail: '张杨路1288号' };

test('财务 confirms a transfer, 订单客服 ships it with a waybill, 财务 approves its refund; each refused the other’s steps', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const buyer = await freshBuyer(request, 'desk');
  await addToCart(buyer.api, await buyableLines(buyer.api, 1));
  const placed = await buyer.api.post<{ orderCode: string; order_id: number }>('/w1/sureOrder', { idempotency_key: `e2e-desk-${Date.now()}`, address: ADDRESS });
  await buyer.api.get('/w1/BankTransfer', { orderCode: placed.orderCode });
  const code = placed.orderCode;

  // 财务: the dashboard's to-do opens the transfers waiting; the order is there; confirm it.
  const finance = await staffTab(browser, 'caiwu01');
  await expect(finance.getByTestId('todo-transfers')).toHaveText(/^[1-9]\d*$/);
  expect(await axeViolations(finance)).toEqual([]);
  await finance.getByRole('link', { name: '去确认转账' }).click();
  await expect(finance.getByLabel('订单状态')).toHaveValue('10');
  await expect(finance.locator(`[data-code="${code}"]`)).toBeVisible();
  // Sorting is the server's: by amount, then back.
  await finance.getByRole('button', { name: /金额/ }).click();
  await expect(finance.getByRole('columnheader', { name: /金额/ })).toHaveAttribute('aria-sort', 'descending');
  await finance.getByRole('button', { name: /金额/ }).click();
  await expect(finance.getByRole('columnheader', { name: /金额/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(await axeViolations(finance)).toEqual([]);
  await finance.getByRole('link', { name: `查看订单 ${code}` }).click();
  await expect(finance.getByTestId('order-status')).toHaveText('待审核');
  await expect(finance.getByRole('button', { name: '审核通过' })).toHaveCount(0);
  await expect(finance.getByRole('form', { name: '发货' })).toHaveCount(0);
  expect(await axeViolations(finance)).toEqual([]);
  await finance.getByRole('button', { name: '确认转账到账' }).click();
  await confirmStep(finance);
  await expect(finance.getByTestId('order-status')).toHaveText('已审核');
  const financeToken = await tokenOf(finance);
  const refusedShip = await finance.request.post('/api/admin/orderShip', { headers: { token: financeToken }, data: { order_code: code, carrier: '顺丰速运', waybill_no: 'SF0001', lines: [{ line_id: 1, batches: [{ batch_no: 'B1', expires_on: '2028-01-01', quantity: 1 }] }] } });
  expect(await refusedShip.json()).toMatchObject({ code: 403 });

  // 订单客服: finds the order by its code and ships it; no money buttons, and the API refuses them.
  const service = await staffTab(browser, 'kefu01');
  await openOrder(service, code);
  await expect(service.getByRole('button', { name: '确认转账到账' })).toHaveCount(0);
  // The seeded product has no batch on record: the line's batch is typed by hand, with one 追溯码 per pack.
  const line = service.getByRole('form', { name: '发货' }).getByRole('group').first();
  await service.getByRole('button', { name: '确认发货' }).click();
  await expect(service.getByRole('alert')).toContainText('请选择或填写批号');
  await line.getByLabel('批号').fill('B2026E2E');
  await line.getByLabel('有效期至').fill('2028-06-30');
  const packs = Number(await line.getByLabel('数量').inputValue());
  const codes = Array.from({ length: packs }, (_, i) => `81${String(Date.now()).slice(-9)}${String(i).padStart(9, '0')}`);
  await line.getByLabel(/追溯码/).fill([...codes, '8100000000000000001'].join('\n'));
  await service.getByRole('button', { name: '确认发货' }).click();
  await expect(service.getByRole('alert')).toContainText('须一码一件');
  await line.getByLabel(/追溯码/).fill(codes.join('\n'));
  await expect(line.getByText(`已录入 ${packs} / ${packs}`)).toBeVisible();
  await service.getByRole('button', { name: '确认发货' }).click();
  await expect(service.getByRole('alert')).toContainText('请填写运单号');
  await service.getByLabel('物流公司').selectOption('顺丰速运');
  await service.getByLabel('运单号').fill('SF1234567890');
  expect(await axeViolations(service)).toEqual([]);
  await service.getByRole('button', { name: '确认发货' }).click();
  await expect(service.getByTestId('order-status')).toHaveText('待收货');
  await expect(service.getByTestId('order-waybill')).toHaveText('顺丰速运 SF1234567890');
  await expect(service.getByRole('table', { name: '商品明细' })).toContainText('B2026E2E');
  const refusedRefund = await service.request.post('/api/admin/refund', { headers: { token: await tokenOf(service) }, data: { order_code: code, action: 'approve' } });
  expect(await refusedRefund.json()).toMatchObject({ code: 403 });

  // The buyer sees the waybill in the order's history, and asks for a refund.
  const detail = await buyer.api.get<{ events: { reason: string }[]; lines: { batches?: { batch_no: string; expires_on: string; trace_codes: string[] }[] }[] }>('/w1/getOrderDetailInfo', { id: placed.order_id });
  expect(detail.events.map((e) => e.reason).join(' ')).toContain('顺丰速运 SF1234567890');
  expect(detail.lines[0]!.batches).toEqual([{ batch_no: 'B2026E2E', expires_on: '2028-06-30', quantity: packs, trace_codes: codes }]);
  await buyer.api.post('/w1/clientRefundCommit', { id: placed.order_id, reason: '包装破损' });

  // 财务 approves the refund by offline transfer.
  await openOrder(finance, code);
  await expect(finance.getByTestId('order-status')).toHaveText('退款审核中');
  await expect(finance.getByTestId('refund-requests')).toContainText('包装破损');
  await finance.getByRole('button', { name: '同意退款（线下转账）' }).click();
  await confirmStep(finance);
  await expect(finance.getByTestId('order-status')).toHaveText('退款成功');

  // 订单客服 freezes the buyer (its session ends at once); 财务 raises its credit line.
  await service.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '客户管理' }).click();
  await service.getByLabel('账号、名称、联系人或手机号').fill(buyer.username);
  await service.getByRole('button', { name: '查询' }).click();
  await service.getByRole('link', { name: new RegExp(`^查看客户 .*（${buyer.username}）$`) }).click();
  await service.getByRole('button', { name: '冻结', exact: true }).click();
  await service.getByLabel('冻结原因（写入操作日志）').fill('多次恶意退款');
  await service.getByRole('button', { name: '确认冻结' }).click();
  await expect(service.getByTestId('customer-status')).toHaveText('已冻结');
  expect(await axeViolations(service)).toEqual([]);
  await expect(buyer.api.get('/w1/clientInfo')).rejects.toThrow();
  await finance.goto(service.url());
  await finance.getByLabel('授信额度（元）').fill('2000');
  await finance.getByRole('button', { name: '保存授信额度' }).click();
  await expect(finance.getByText('¥2000.00 / ¥0.00')).toBeVisible();

  // 订单客服 is refused the catalogue: not in the menu, the page says so.
  await expect(service.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '商品与价格' })).toHaveCount(0);
  await service.goto('/admin/products');
  await expect(service.getByRole('heading', { name: '无权访问' })).toBeVisible();
});

/**
 * Returns by line (issue 29), one journey: a buyer pays an order of two products from its balance and it is
 * shipped; on the order detail it returns one unit of one line (退货退款, 破损); the list shows 售后中; 财务 approves
 * it in the back office and receives the goods as sellable: the balance gets the line's share back and the stock
 * of that product goes up by the unit.
 */
import { expect, test } from './e2e-test';
import { addToCart, buyableLines, freshBuyer, siteLogin } from './cart-helpers';
import { confirmStep, openOrder, staffTab } from './admin-helpers';
import { operator } from './accounts-helpers';

const ADDRESS = { consignee: '王芳', phone: '13812345601', province: '上海市', city: '上海市', area: '浦东新区', detail: '张杨路1288号' };
const yuan = (s: string) => Math.round(Number(s) * 100);

test('a buyer returns one unit of a delivered order; 财务 approves and receives it sellable: balance refunded, stock back', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const buyer = await freshBuyer(request, 'ret');
  // Money in: a sandbox top-up, then a payment password by SMS code, then the order paid from the balance.
  const topUp = await buyer.api.post<{ code_url: string }>('/w1/WxpayRecharge', { money: 1000 });
  const phone = await page.context().newPage();
  await phone.goto(new URL(topUp.code_url).pathname);
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByRole('status')).toHaveText('支付成功，请返回电脑查看');
  await phone.close();
  const { code } = await buyer.api.post<{ code?: string }>('/w1/payPasswordCode', {});
  await buyer.api.post('/w1/savePayPassword', { code, pay_password: '135790' });
  // Products from a later page of the catalogue, which the other journeys do not buy.
  const lines = await buyableLines(buyer.api, 2, 3);
  await addToCart(buyer.api, lines);
  const placed = await buyer.api.post<{ orderCode: string; order_id: number }>('/w1/sureOrder', { idempotency_key: `e2e-ret-${Date.now()}`, address: ADDRESS });
  await buyer.api.post('/w1/AccountPay', { orderCode: placed.orderCode, pay_password: '135790' });
  await operator('ship', placed.orderCode, 'B2026RET', '2028-06-30');
  const stockOf = async () => (await buyer.api.get<{ product: { stock: number } }>('/w1/productDetail', { productId: lines[0]!.product_id })).product.stock;
  const balance = async () => yuan((await buyer.api.get<{ balance: string }>('/w1/accountIndex', {})).balance);
  const [stock0, balance0] = [await stockOf(), await balance()];

  // The buyer: one unit of the first line, 退货退款 for 破损.
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto(`/personal/orderDetail/${placed.order_id}`);
  const section = page.getByTestId('order-returns');
  await expect(section.getByTestId('return-line')).toHaveCount(2);
  await section.getByTestId('return-line').first().getByRole('button', { name: '申请退货/退款' }).click();
  const dialog = page.getByTestId('return-dialog');
  const units = dialog.getByRole('spinbutton').first();
  await units.fill('1');
  await dialog.getByLabel('退货原因').selectOption({ label: '破损' });
  await dialog.getByLabel('补充说明').fill('外盒压坏一盒');
  await expect(dialog.getByTestId('return-preview')).toHaveText(/^¥\d+\.\d{2}$/);
  const preview = (await dialog.getByTestId('return-preview').textContent())!.slice(1);
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog).toBeHidden();
  const item = section.getByTestId('return-item');
  await expect(item).toContainText('退货退款');
  await expect(item).toContainText('待审核');
  await expect(item).toContainText(`¥${preview}`);
  await expect(item).toContainText('破损：外盒压坏一盒');
  await page.goto('/personal/myOrder');
  await expect(page.locator(`[aria-label="订单 ${placed.orderCode}"]`).getByTestId('order-return-badge')).toHaveText('售后中');

  // 财务: approve, then the goods arrive sellable: the money goes back.
  const finance = await staffTab(browser, 'caiwu01');
  await openOrder(finance, placed.orderCode);
  const desk = finance.getByTestId('order-returns');
  await expect(desk).toContainText('外盒压坏一盒');
  await desk.getByRole('button', { name: '同意' }).click();
  await confirmStep(finance);
  await expect(desk).toContainText('已同意，待退货');
  await desk.getByRole('button', { name: '已收货（可销售）' }).click();
  await confirmStep(finance);
  await expect(desk).toContainText(`已退回 ¥${preview}`);
  await expect(desk).toContainText('可销售，已入库');

  expect(await balance()).toBe(balance0 + yuan(preview));
  expect(await stockOf()).toBe(stock0 + 1);
  await page.goto(`/personal/orderDetail/${placed.order_id}`);
  await expect(page.getByTestId('return-item')).toContainText('已退款');
});

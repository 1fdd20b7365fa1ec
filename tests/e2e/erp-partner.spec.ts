/**
 * Issue 27's "done when", as docs/erp.md walks a new partner through it: the reference ERP simulator
 * (src/server/cli/erp-demo.ts, `npm run erp-demo`) makes its key through the operator API and pushes its catalogue;
 * in chromium two buyers see their own price of the same product (yaofang01 its 协议价, a new buyer the base price);
 * the new buyer orders and pays; the simulator pulls the order and ships it (`--ship-only`); the buyer's order shows
 * the batch, its expiry, the waybill and the 追溯码.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './e2e-test';
import { freshBuyer, siteLogin } from './cart-helpers';
import { PASSWORD } from './helpers';
import { STORE } from './servers';
import type { Product } from '../../src/contract/catalog';

const ADDRESS = { consignee: '王芳', phone: '13812345601', province: '上海市', city: '上海市', area: '浦东新区', detail: '张杨路1288号' };

/** The simulator as `npm run erp-demo [--ship-only]` runs it against this worker's store; answers what it printed. */
async function erpDemo(...args: string[]): Promise<string> {
  const { main } = await import('../../src/server/cli/erp-demo');
  const printed: string[] = [];
  const log = console.log;
  console.log = (...parts: unknown[]) => printed.push(parts.join(' '));
  try {
    expect(await main(args)).toBe(0);
  } finally {
    console.log = log;
  }
  return printed.join('\n');
}

test('the simulator pushes a catalogue, two buyers see their own prices, one orders, the simulator ships it: batch, expiry, waybill, 追溯码', async ({ page, request }) => {
  process.env.YAOCAI_URL = STORE;
  process.env.YAOCAI_ERP_STATE = join(mkdtempSync(join(tmpdir(), 'yc-erp-')), 'erp-demo.json');
  // --no-ship: the worker's other specs expect the demo's paid orders still unshipped.
  const pushed = await erpDemo('--no-ship');
  expect(pushed).toContain('签名验证通过');
  expect(pushed).toContain('商品资料：处理 5 行，拒绝 0 行');

  const buyer = await freshBuyer(request, 'erp');
  const found = await buyer.api.get<{ list: Product[] }>('/w1/productSearch', { keyword: '阿莫西林胶囊', size: 50 });
  const amoxil = found.list.find((p) => p.product_code === 'ERPDEMO-001')!;
  expect(amoxil.price).toBe('15.80');

  // Two clients, two prices of the same product, in the browser: the agreed price and the base price.
  await siteLogin(page, 'yaofang01', PASSWORD);
  await page.goto(`/productDetail/${amoxil.product_id}`);
  await expect(page.getByTestId('price').first()).toContainText('12.00');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto(`/productDetail/${amoxil.product_id}`);
  await expect(page.getByTestId('price').first()).toContainText('15.80');

  // The new buyer orders two boxes and pays from a sandbox top-up.
  const topUp = await buyer.api.post<{ code_url: string }>('/w1/WxpayRecharge', { money: 100 });
  const phone = await page.context().newPage();
  await phone.goto(new URL(topUp.code_url).pathname);
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByRole('status')).toContainText('支付成功');
  await phone.close();
  const { code } = await buyer.api.post<{ code?: string }>('/w1/payPasswordCode', {});
  await buyer.api.post('/w1/savePayPassword', { code, pay_password: '135790' });
  await buyer.api.post('/w1/addShoppingtrolley', { list: [{ product_id: amoxil.product_id, amount: 2 }] });
  const placed = await buyer.api.post<{ orderCode: string; order_id: number }>('/w1/sureOrder', { idempotency_key: `e2e-erp-${Date.now()}`, address: ADDRESS });
  await buyer.api.post('/w1/AccountPay', { orderCode: placed.orderCode, pay_password: '135790' });

  // The order feed shows a change 5 s after it (docs/erp.md §4): the simulator pulls until it has shipped this one,
  // and only this one.
  await expect(async () => expect(await erpDemo('--ship-only', `--order=${placed.orderCode}`)).toContain(`已发货：${placed.orderCode}`)).toPass({ intervals: [1_000], timeout: 15_000 });

  await page.goto(`/personal/orderDetail/${placed.order_id}`);
  const detail = page.getByTestId('order-detail');
  await expect(detail).toContainText('顺丰速运 运单号 SF');
  const batches = detail.getByTestId('line-batches').first();
  await expect(batches).toContainText(/001-A（有效期至 \d{4}-\d{2}-\d{2}）× 2/);
  await batches.getByText('追溯码（2）').click();
  await expect(batches.getByTestId('trace-codes')).toHaveText(/^8\d{19}、8\d{19}$/);
});

/**
 * The cart screens against the real server: step-strict quantities on /shopCart, select-all past a disabled line,
 * the add-on threshold message (when an offer exists), the badge at 120 kinds, the side cart's open/close rules,
 * and one cart shared by the site and the <yc-cart> widget in another tab.
 */
import { expect, test, type Page, type Request } from './e2e-test';
import type { CartLine } from '../../src/contract/cart';
import { addFromCard, buyableCard } from './helpers';
import { addToCart, buyableLines, freshBuyer, siteLogin } from './cart-helpers';

/** Demo products (src/server/db/seed/products.ts): 板蓝根颗粒 has a packing size of 10; 连花清瘟胶囊 is sold out. */
const PACK_10 = 4;
const SOLD_OUT = 3;

const rows = (page: Page) => page.getByTestId('cart-row');
const rowOf = (page: Page, name: string) => rows(page).filter({ hasText: name });
const bodyOf = (r: Request) => r.postDataJSON() as { product: number[]; checked: 0 | 1 };

test('step-strict quantities: a typed quantity is corrected to the pack with the reason, and that is what the server keeps', async ({ page, request }) => {
  const buyer = await freshBuyer(request, 'cartq');
  await addToCart(buyer.api, [{ product_id: PACK_10, amount: 10 }]);
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto('/shopCart');
  const row = rowOf(page, '板蓝根颗粒');
  const qty = row.getByLabel('板蓝根颗粒 购买数量');
  await expect(qty).toHaveValue('10');
  await expect(row.getByRole('button', { name: '减少' })).toBeDisabled();

  const saved = page.waitForResponse((r) => r.url().includes('/w1/setShoppingtrolley'));
  await qty.fill('33');
  await qty.press('Tab');
  await expect(qty).toHaveValue('40');
  await expect(row.getByRole('alert')).toHaveText('购买数量须为10的倍数');
  expect((await saved).request().postDataJSON()).toMatchObject({ amount: 40 });
  await expect(page.getByTestId('checked-total')).toHaveText('¥480.00');

  await row.getByRole('button', { name: '增加' }).click();
  await expect(qty).toHaveValue('50');
  await qty.fill('0');
  await qty.press('Enter');
  await expect(qty).toHaveValue('10');
  await expect(row.getByRole('alert')).toHaveText('请输入正确的购买数量');

  // What the server kept: never an amount off the pack.
  await expect(page.getByTestId('checked-total')).toHaveText('¥120.00');
  await page.reload();
  await expect(rowOf(page, '板蓝根颗粒').getByLabel('板蓝根颗粒 购买数量')).toHaveValue('10');
  // The server refuses an off-pack amount sent by anything else, with the reason.
  await expect(buyer.api.post('/w1/setShoppingtrolley', { id: Number(await rowOf(page, '板蓝根颗粒').getAttribute('data-line')), amount: 15 })).rejects.toThrow(/10/);
});

test('select-all skips a disabled line, which stays unchecked with its reason; 去结算 needs a checked line', async ({ page, request }) => {
  const buyer = await freshBuyer(request, 'carts');
  const lines = await buyableLines(buyer.api, 2, 3);
  const { cartList } = await addToCart(buyer.api, lines);
  // A line that cannot be bought any more. The server refuses to add a sold-out product and this suite cannot
  // change stock, so the sold-out line is added to the server's answers here, shaped as the server marks one
  // (disabledChecked, warnTip). What is tested is the page: it must never check or send that line.
  const base = cartList.product[0]!;
  const soldOut: CartLine = {
    ...base, id: 2_000_000_000, product_id: SOLD_OUT, ty_name: '连花清瘟胶囊', stock: 0, is_failure: 2, checked: 0,
    disabledChecked: true, warnTip: '已售罄',
  };
  await page.route('**/api/w1/**', async (route) => {
    const response = await route.fetch();
    const env = await response.json().catch(() => null);
    if (!env?.data?.cartList) return route.fulfill({ response });
    env.data.cartList.product.push(soldOut);
    await route.fulfill({ response, json: env });
  });
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto('/shopCart');
  await expect(rows(page)).toHaveCount(3);
  const disabled = rowOf(page, '连花清瘟胶囊');
  await expect(disabled.getByRole('checkbox')).toBeDisabled();
  await expect(disabled.getByRole('checkbox')).not.toBeChecked();
  await expect(disabled.getByTestId('warn-tip')).toHaveText('已售罄');

  const selectAll = page.getByTestId('cart-summary').getByRole('checkbox', { name: '全选' });
  await expect(selectAll).toBeChecked();
  const off = page.waitForRequest((r) => r.url().includes('/w1/updateChecked'));
  await selectAll.click();
  expect(bodyOf(await off)).toEqual(expect.objectContaining({ checked: 0 }));
  await expect(page.getByTestId('checked-total')).toHaveText('¥0.00');
  await expect(page.getByRole('button', { name: '去结算' })).toBeDisabled();
  await expect(page.getByText('请先勾选要结算的商品')).toBeVisible();

  const on = page.waitForRequest((r) => r.url().includes('/w1/updateChecked'));
  await selectAll.click();
  const sent = bodyOf(await on);
  expect(sent.checked).toBe(1);
  expect(sent.product.sort()).toEqual(cartList.product.map((l) => l.id).sort());
  await expect(selectAll).toBeChecked();
  await expect(disabled.getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByTestId('checked-kinds')).toHaveText('2');

  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/submitOrder$/);
  // The checkout page's own requests may still be in the route above when the test ends: they must not fail the next.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('badge shows 99 at 120 kinds on the site and in <yc-cart>; the side cart closes on Escape and outside, and stays open across pages', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const buyer = await freshBuyer(request, 'cartb');
  const { count } = await addToCart(buyer.api, await buyableLines(buyer.api, 120));
  expect(count).toBe(120);
  await siteLogin(page, buyer.username, buyer.password);
  await expect(page.getByTestId('cart-count').first()).toHaveText('99');
  await expect(page.getByTestId('side-cart-count')).toHaveText('99');

  const toggle = page.getByTestId('side-cart-toggle');
  const panel = page.getByTestId('side-cart');
  await toggle.click();
  await expect(panel.getByRole('heading', { name: '结算窗口' })).toBeVisible();
  await expect(panel.getByTestId('side-cart-kinds')).toHaveText('共120种商品');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  await toggle.click();
  await expect(panel.getByTestId('cart-line')).toHaveCount(120);
  await panel.screenshot({ path: test.info().outputPath('side-cart.png') });
  await page.goto('/category');
  await expect(panel).toBeVisible();
  await page.reload();
  await expect(panel).toBeVisible();
  await page.locator('main').click({ position: { x: 10, y: 10 } });
  await expect(panel).toHaveCount(0);

  await toggle.click();
  await panel.getByRole('button', { name: '去购物车结算' }).click();
  await expect(page).toHaveURL(/\/shopCart$/);
  await expect(page.getByTestId('cart-kinds')).toHaveText('共120种商品');
  await page.screenshot({ path: test.info().outputPath('shop-cart.png') });

  const host = await context.newPage();
  await host.goto('/host-demo/');
  await host.evaluate(([u, p]) => (window as any).YaoCai.login(u, p), [buyer.username, buyer.password]);
  await expect(host.locator('yc-cart').getByTestId('cart-count')).toHaveText('99');
});

test('one cart in the site and in <yc-cart> on the host page: changes show in the other tab; checkout asks the host', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const buyer = await freshBuyer(request, 'cartw');
  await addToCart(buyer.api, await buyableLines(buyer.api, 3, 5));
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto('/shopCart');
  await expect(rows(page)).toHaveCount(3);

  const host = await context.newPage();
  await host.goto('/host-demo/');
  await host.evaluate(([u, p]) => (window as any).YaoCai.login(u, p), [buyer.username, buyer.password]);
  const widget = host.locator('yc-cart');
  const badge = widget.getByTestId('cart-count');
  await expect(badge).toHaveText('3');

  // Added in the widget → the site's open cart page shows it without a reload.
  const search = host.locator('yc-search');
  await addFromCard(host, buyableCard(search));
  await expect(badge).toHaveText('4');
  await expect(rows(page)).toHaveCount(4);

  // Deleted on the site → the widget's badge follows.
  await rows(page).first().getByRole('button', { name: /^删除：/ }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '确定' }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(badge).toHaveText('3');

  // The widget's side cart: Escape and a press on the host page close it.
  await widget.getByRole('button', { name: /购物车/ }).click();
  const panel = widget.getByTestId('side-cart');
  await expect(panel.getByTestId('side-cart-kinds')).toHaveText('共3种商品');
  await host.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await widget.getByRole('button', { name: /购物车/ }).click();
  await panel.getByTestId('cart-line').first().click();
  await expect(panel).toBeVisible();
  await host.locator('#patients-title').click();
  await expect(panel).toHaveCount(0);

  // 去结算: a host that cancels the request keeps the buyer where he is and gets the lines.
  await host.locator('#veto-checkout').check();
  await widget.getByRole('button', { name: /购物车/ }).click();
  await panel.getByRole('button', { name: '去结算' }).click();
  await expect(host.locator('#log')).toContainText('yc:checkout-request');
  await expect(host.locator('#purchase-order')).toContainText('已转入本院采购单');
  expect(new URL(host.url()).pathname).toBe('/host-demo/');

  // Not cancelled and nobody takes yc:navigate: the store's checkout opens inside the element, with the same cart.
  await host.locator('#veto-checkout').uncheck();
  await widget.getByRole('button', { name: /购物车/ }).click();
  await panel.getByRole('button', { name: '去结算' }).click();
  await expect(widget.getByTestId('widget-checkout')).toBeVisible();
  await expect(widget.getByTestId('widget-checkout').getByText('提交订单').first()).toBeVisible();
  expect(new URL(host.url()).pathname).toBe('/host-demo/');
});

test('移入暂存 parks a line outside the cart, and it comes back; 清除失效 is offered only with failed lines', async ({ page, request }) => {
  const buyer = await freshBuyer(request, 'cartp');
  await addToCart(buyer.api, await buyableLines(buyer.api, 2, 7));
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto('/shopCart');
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: '清除失效' })).toHaveCount(0);
  const name = (await rows(page).first().getByRole('link').textContent())!;
  await rows(page).first().getByRole('button', { name: `移入暂存：${name}` }).click();
  await expect(rows(page)).toHaveCount(1);
  const parked = page.getByTestId('additional');
  await parked.getByRole('button', { name: /暂存清单/ }).click();
  await expect(parked.getByTestId('additional-line')).toHaveCount(1);
  await page.reload();
  await page.getByTestId('additional').getByRole('button', { name: /暂存清单/ }).click();
  await expect(parked.getByTestId('additional-line')).toContainText(name);
  await parked.getByRole('button', { name: '移回购物车' }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(parked.getByTestId('additional-line')).toHaveCount(0);
});

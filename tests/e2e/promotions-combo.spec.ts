/**
 * Special prices and combinations against the real server: a special price created by the operator command shows
 * on the detail page with its 特价 tag, its line goes through the cart and the normal checkout at the discount
 * price; a combination is added from the detail page's slider (3 cards of 232 px in an 812 × 304 box, slid by the
 * arrow keys), sits in the cart's 套餐商品 group with its products, and its order shows every component.
 */
import { expect, test } from './e2e-test';
import type { AddCartLine } from '../../src/contract/cart';
import type { Product } from '../../src/contract/catalog';
import { chinaStamp } from '../../src/model/date-range';
import { fenToYuan, yuanToFen } from '../../src/model/money';
import { operator } from './accounts-helpers';
import { buyableLines, freshBuyer, siteLogin, type StoreApi, fillAddressIfAsked } from './cart-helpers';

const HOUR = 3_600_000;
const window = () => [chinaStamp(new Date(Date.now() - HOUR)), chinaStamp(new Date(Date.now() + HOUR))];
const idIn = (out: string) => {
  const id = /#(\d+)/.exec(out)?.[1];
  if (!id) throw new Error(`no id in: ${out}`);
  return Number(id);
};

/** Products with a step of 1 (so one set is a valid quantity of each), from a page other specs do not use. */
async function plainProducts(api: StoreApi, n: number): Promise<(AddCartLine & { product: Product })[]> {
  const lines = await buyableLines(api, n * 4, 4);
  const out: (AddCartLine & { product: Product })[] = [];
  for (const l of lines) {
    const { product } = await api.get<{ product: Product }>('/w1/productDetail', { productId: l.product_id });
    if (product.zhongbaozhuang_num === 1 && product.stock > 50 && !product.special_id && Number(product.price) >= 1) out.push({ ...l, product });
    if (out.length === n) break;
  }
  if (out.length < n) throw new Error('not enough plain products');
  return out;
}


test('a special price: 特价 on the detail page, the line through cart and checkout at the discount price', async ({ page, request }) => {
  test.setTimeout(90_000);
  const buyer = await freshBuyer(request, 'spe');
  const [target] = await plainProducts(buyer.api, 1);
  const p = target!.product;
  const price = fenToYuan(Math.floor(yuanToFen(p.price!) * 0.7));
  const specialId = idIn(await operator('special-create', String(p.product_id), price, '30', ...window(), '5', 'E2E特价'));
  try {
    await siteLogin(page, buyer.username, buyer.password);
    await page.goto(`/productDetail/${p.product_id}`);
    await expect(page.getByTestId('special-price')).toHaveText(`¥${price}`);
    await expect(page.getByTestId('product-tags').first().getByTestId('promotion-tag').first()).toHaveText('特价');
    await page.screenshot({ path: 'test-results/combo-special-detail.png' });
    await page.getByRole('button', { name: '加入购物车' }).first().click();
    await expect(page.getByText('成功加入采购计划')).toBeVisible();

    await page.goto('/shopCart');
    const row = page.getByTestId('group-product').getByTestId('cart-row');
    await expect(row).toContainText(p.ty_name);
    await expect(row).toContainText(`¥${price}`);
    await page.getByRole('button', { name: '去结算' }).first().click();
    await page.waitForURL(/\/submitOrder$/);
    await expect(page.getByRole('table', { name: '普通商品' })).toContainText(price);
    await fillAddressIfAsked(page);
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/payNow\?orderCode=YC\d+/);
    expect(await operator('specials')).toMatch(new RegExp(`#${specialId} .*已售1/30`));
  } finally {
    await operator('special-end', String(specialId));
  }
});

test('a combination: added from the slider (3 × 232 in 812 × 304, arrow keys), the cart group, the order with its components', async ({ page, request }) => {
  // Four operator commands (a process each) before the page work.
  test.setTimeout(120_000);
  const buyer = await freshBuyer(request, 'cmb');
  const [a, b] = await plainProducts(buyer.api, 2);
  const own = yuanToFen(a!.product.price!) * 2 + yuanToFen(b!.product.price!);
  const price = fenToYuan(Math.floor(own * 0.8));
  const items = `${a!.product_id}:2,${b!.product_id}:1`;
  // Four combinations holding product a, so the slider has one more than it shows.
  const ids: number[] = [];
  for (const name of ['E2E组合一', 'E2E组合二', 'E2E组合三', 'E2E组合四']) ids.push(idIn(await operator('combo-create', name, price, items, '20', ...window(), '5')));
  try {
    await siteLogin(page, buyer.username, buyer.password);
    await page.goto(`/productDetail/${a!.product_id}`);
    const slider = page.getByTestId('combination-slider');
    await expect(slider).toBeVisible();
    const box = (await slider.boundingBox())!;
    expect(Math.round(box.width)).toBe(812);
    expect(Math.round(box.height)).toBe(304);
    const cards = slider.getByTestId('combination-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    expect(Math.round((await cards.first().boundingBox())!.width)).toBe(232);
    await expect(cards.nth(3)).toHaveAttribute('aria-hidden', 'true');
    await slider.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/combo-slider.png' });

    // The arrow keys slide it: the first card leaves, the fourth comes in.
    await slider.getByRole('region').focus();
    await page.keyboard.press('ArrowRight');
    await expect(cards.first()).toHaveAttribute('aria-hidden', 'true');
    await expect(cards.nth(3)).toHaveAttribute('aria-hidden', 'false');
    await page.keyboard.press('ArrowLeft');
    await expect(cards.first()).toHaveAttribute('aria-hidden', 'false');

    const card = slider.locator(`[data-combination="${ids[0]}"]`);
    await expect(card.getByTestId('combination-price')).toHaveText(`¥${price}`);
    await expect(card.getByTestId('combination-total')).toContainText(fenToYuan(own));
    await expect(card).toContainText(`${a!.product.ty_name}`);
    await card.getByLabel(/购买套数/).fill('2');
    await card.getByLabel(/购买套数/).blur();
    await card.getByRole('button', { name: '加入购物车' }).click();
    await expect(page.getByText('成功加入采购计划')).toBeVisible();

    await page.goto('/shopCart');
    const group = page.getByTestId('group-combination');
    await expect(group).toContainText('E2E组合一');
    await expect(group).toContainText(a!.product.ty_name);
    await expect(group).toContainText(b!.product.ty_name);
    await expect(group).toContainText(`¥${price}`);
    await expect(group.getByLabel(/购买数量/)).toHaveValue('2');
    await page.screenshot({ path: 'test-results/combo-cart.png', fullPage: true });

    await page.getByRole('button', { name: '去结算' }).first().click();
    await page.waitForURL(/\/submitOrder$/);
    await expect(page.getByRole('table', { name: '套餐商品' })).toContainText('E2E组合一');
    await fillAddressIfAsked(page);
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/payNow\?orderCode=YC\d+/);
    const code = new URL(page.url()).searchParams.get('orderCode');

    const { list } = await buyer.api.get<{ list: { id: number; order_code: string }[] }>('/w1/ShowMyOrders');
    const order = list.find((o) => o.order_code === code)!;
    await page.goto(`/personal/orderDetail/${order.id}`);
    await expect(page.getByText(a!.product.ty_name).first()).toBeVisible();
    await expect(page.getByText(b!.product.ty_name).first()).toBeVisible();
    // Each component's line says which combination it came in.
    await expect(page.getByTestId('detail-line').getByTestId('activity-note')).toHaveText(['套餐E2E组合一', '套餐E2E组合一']);
    // The components' own prices less the set price are the order's promotion discount.
    await expect(page.locator('body')).toContainText(`促销优惠-¥${fenToYuan(2 * own - 2 * Math.floor(own * 0.8))}`);
    await page.screenshot({ path: 'test-results/combo-order.png', fullPage: true });
    expect(await operator('combos')).toMatch(new RegExp(`#${ids[0]} .*已售2/20套`));
  } finally {
    for (const id of ids) await operator('combo-end', String(id));
  }
});

/**
 * Quick order, batch upload and buy now against the real server: a list typed by keyboard only and added to the
 * cart; spreadsheet rows pasted into the grid; a CSV mixing good and bad rows uploaded, a rejected row fixed and a
 * candidate picked, then added; buy now from the detail page reaching the quick checkout.
 */
import { expect, test, type Page } from './e2e-test';
import type { FastLine } from '../../src/contract/quick-order';
import { freshBuyer, siteLogin } from './cart-helpers';

/** Demo products (src/server/db/seed/products.ts): YC000001 阿莫西林, YC000004 板蓝根颗粒 packs 10, YC000003 连花清瘟 sold out, YC000007 口罩 at most 50, 2 布洛芬 near expiry. */
const AMOXICILLIN = 1;
const PACK_10 = 4;
const SOLD_OUT = 3;

const cell = (page: Page, row: number, what: '商品' | '数量') =>
  what === '商品' ? page.getByRole('combobox', { name: `第${row}行 商品` }) : page.getByRole('textbox', { name: `第${row}行 数量` });

test('quick order by keyboard only: type, ↓, Enter, quantity, Enter, next row; then all into the cart', async ({ page, request }) => {
  const buyer = await freshBuyer(request, 'qok');
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto('/quickOrder');
  await cell(page, 1, '商品').focus();

  await page.keyboard.type('amxl');
  await expect(page.getByRole('option').first()).toContainText('阿莫西林');
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 1, '商品')).toHaveAttribute('aria-activedescendant', /opt-0$/);
  await page.keyboard.press('Enter');
  await expect(cell(page, 1, '数量')).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(cell(page, 2, '商品')).toBeFocused();

  await page.keyboard.type('板蓝根颗粒');
  await expect(page.getByRole('option').first()).toContainText('板蓝根颗粒');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(cell(page, 2, '数量')).toBeFocused();
  // Packing size 10, so at least 10: a quantity below it is corrected in the box itself, with why, and 件数 agrees.
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(cell(page, 2, '数量')).toHaveValue('10');
  await expect(page.getByTestId('qo-qty-note')).toHaveText(/^最小起订量10.*，已调整为10$/);
  await expect(cell(page, 3, '商品')).toBeFocused();
  await expect(page.getByTestId('qo-pieces')).toHaveText('13');
  // Off the pack: rounded up to it in the box, and saved.
  await cell(page, 2, '数量').fill('15');
  await cell(page, 2, '数量').press('Enter');
  await expect(cell(page, 2, '数量')).toHaveValue('20');
  await expect(page.getByTestId('qo-qty-note')).toHaveText(/的倍数购买，已调整为20$/);
  await expect(page.getByTestId('qo-pieces')).toHaveText('23');

  await expect(page.getByTestId('qo-lines')).toHaveText('2');
  // Nothing is lost on refresh: the list is the server's.
  await page.reload();
  await expect(cell(page, 1, '商品')).toHaveValue(/阿莫西林/);
  await expect(cell(page, 1, '数量')).toHaveValue('3');
  await expect(cell(page, 2, '数量')).toHaveValue('20');

  await page.getByRole('button', { name: '全部加入购物车' }).click();
  await expect(page.getByTestId('added-tip')).toBeVisible();
  await expect(page.getByTestId('added-count')).toHaveText('2');
  await expect(page.getByTestId('cart-count').first()).toHaveText('2');
  const { cartList } = await buyer.api.get<{ cartList: { product: { amount: number }[] } }>('/w1/MyShoppingtrolley');
  expect(cartList.product.map((l) => l.amount).sort((a, b) => a - b)).toEqual([3, 20]);
});

test('rows pasted from a spreadsheet are matched; problems show per row and a candidate can be picked', async ({ page, request }) => {
  const buyer = await freshBuyer(request, 'qop');
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto('/quickOrder');
  await cell(page, 1, '商品').focus();
  await page.evaluate(() => {
    const dt = new DataTransfer();
    dt.setData('text/plain', '商品编码\t数量\nYC000004\t33\n阿莫西林胶囊\t2\n不存在的药品\t1\n');
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  });
  await expect(page.getByText('已按中包装10调整为40（原数量33）')).toBeVisible();
  await expect(page.getByTestId('qo-problem')).toHaveText([/请选择/, '未找到该商品']);
  const candidates = page.getByRole('group', { name: '第2行 候选商品' });
  await candidates.getByRole('button').first().click();
  await expect(page.getByTestId('qo-problem')).toHaveText(['未找到该商品']);
  await expect(page.getByTestId('qo-lines')).toHaveText('2');
  const { list } = await buyer.api.get<{ list: FastLine[] }>('/w1/fastOrder');
  expect(list.map((l) => [l.product.ty_name, l.amount])).toEqual([
    ['板蓝根颗粒', 40],
    ['阿莫西林胶囊', 2],
  ]);
});

test('batch upload: a CSV mixing good and bad rows, one rejected row fixed and a candidate picked, then added', async ({ page, request }) => {
  const buyer = await freshBuyer(request, 'qob');
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto('/quickOrder');
  await page.getByRole('button', { name: '批量采购' }).click();
  const dialog = page.getByTestId('batch-upload');
  await expect(dialog.getByTestId('batch-limit')).toContainText('每次最多500行');
  // A wrong file type is refused before anything is sent.
  await dialog.getByLabel('选择采购清单文件').setInputFiles({ name: '清单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
  await expect(dialog.getByTestId('batch-error')).toHaveText('文件格式不正确，仅支持 .xlsx 和 .csv 文件');

  const csv = ['商品编码/批准文号,商品名称,采购数量', 'YC000001,,5', 'YC000004,,33', ',阿莫西林胶囊,2', 'YC000003,,2', 'YC000007,,80', ',不存在的药品,1'].join('\n');
  await dialog.getByLabel('选择采购清单文件').setInputFiles({ name: '采购清单.csv', mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${csv}`) });
  await expect(dialog.getByTestId('batch-summary')).toHaveText('共6行，可加入2行，需处理4行');
  const row = (n: number) => dialog.locator(`[data-testid="batch-row"][data-row="${n}"]`);
  await expect(row(3).getByTestId('batch-reason')).toHaveText('已按中包装10调整为40（原数量33）');
  await expect(row(5).getByTestId('batch-reason')).toContainText('已售罄');
  await expect(row(6).getByTestId('batch-reason')).toHaveText('最多购买50');
  await expect(row(7).getByTestId('batch-reason')).toHaveText('未找到该商品');

  // Fix the quantity of the rejected row, and pick one of the candidates of the ambiguous one.
  await row(6).getByLabel('第6行 数量').fill('50');
  await row(6).getByLabel('第6行 数量').press('Enter');
  await expect(row(6)).toHaveAttribute('data-status', 'fixed');
  // A candidate other than YC000001 (row 2's product, which the cart would merge with it).
  await row(4).getByRole('radio', { name: /^(?!.*石药集团欧意)/ }).first().check();
  await expect(row(4)).toHaveAttribute('data-status', 'fixed');
  await expect(dialog.getByTestId('batch-summary')).toHaveText('共6行，可加入4行，需处理2行');

  await dialog.getByRole('button', { name: '加入购物车（4行）' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('added-tip')).toBeVisible();
  await page.getByTestId('added-tip').getByRole('button', { name: '去购物车' }).click();
  await expect(page).toHaveURL(/\/shopCart$/);
  await expect(page.getByTestId('cart-row')).toHaveCount(4);
  await expect(page.getByTestId('cart-row').filter({ hasText: '板蓝根颗粒' }).getByLabel('板蓝根颗粒 购买数量')).toHaveValue('40');
  await expect(page.getByTestId('cart-row').filter({ hasText: '医用外科口罩' }).getByLabel('医用外科口罩 购买数量')).toHaveValue('50');
});

test('buy now from the detail page reaches the quick checkout with the product kept', async ({ page, request }) => {
  const buyer = await freshBuyer(request, 'qon');
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto(`/productDetail/${PACK_10}`);
  const buyBox = page.getByRole('region', { name: '板蓝根颗粒' });
  await buyBox.getByRole('button', { name: '增加' }).click();
  const checked = page.waitForResponse((r) => r.url().includes('/w1/fastCheck'));
  await buyBox.getByRole('button', { name: '立即购买' }).click();
  expect((await checked).request().postDataJSON()).toMatchObject({ list: [{ product_id: PACK_10, amount: 20 }] });
  await expect(page).toHaveURL(/\/submitOrder\?isQuick=1$/);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('quickOrderList') ?? '[]') as FastLine[]);
  expect(kept.map((l) => [l.product_id, l.amount])).toEqual([[PACK_10, 20]]);

  // From a product card too.
  await page.goto(`/category?keyword=${encodeURIComponent('板蓝根颗粒')}`);
  await page.getByTestId('product-card').filter({ has: page.locator('button:not([disabled])', { hasText: '立即购买' }) }).first().getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/submitOrder\?isQuick=1$/);

  // A near-expiry product asks first; cancelling goes nowhere.
  await page.goto('/productDetail/2');
  await page.getByRole('region', { name: '布洛芬缓释胶囊' }).getByRole('button', { name: '立即购买' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(/该商品为近效期药品（有效期至\d{4}-\d{2}-\d{2}），确定要购买吗？/);
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/productDetail\/2$/);
});

test('the quick-order list is one list: the site page and <yc-quick-order> in another tab follow each other', async ({ page, context, request }) => {
  const buyer = await freshBuyer(request, 'qow');
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto('/quickOrder');
  await cell(page, 1, '商品').focus();
  await page.keyboard.type('板蓝根颗粒');
  await expect(page.getByRole('option').first()).toContainText('板蓝根颗粒');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('qo-lines')).toHaveText('1');

  const host = await context.newPage();
  await host.goto('/host-demo/');
  await host.waitForFunction(() => typeof window.YaoCai?.login === 'function');
  await host.evaluate(([u, p]) => window.YaoCai.login(u!, p!), [buyer.username, buyer.password]);
  const widget = host.locator('yc-quick-order');
  await expect(widget.getByRole('combobox', { name: '第1行 商品' })).toHaveValue('板蓝根颗粒');

  // Added in the widget → the site's page (another tab) shows it without a reload.
  await widget.getByRole('combobox', { name: '第2行 商品' }).focus();
  await host.keyboard.type('amxl');
  await expect(widget.getByRole('option').first()).toContainText('阿莫西林');
  await host.keyboard.press('Enter');
  await expect(widget.getByTestId('qo-lines')).toHaveText('2');
  await expect(page.getByTestId('qo-lines')).toHaveText('2');
  await expect(cell(page, 2, '商品')).toHaveValue(/阿莫西林/);
});

test('frequently bought: items flagged when they cannot be bought, the whole list reordered in one click', async ({ page, request }) => {
  const buyer = await freshBuyer(request, 'qok');
  await buyer.api.post('/w1/addOftenbuy', { product_ids: [AMOXICILLIN, PACK_10, SOLD_OUT] });
  await siteLogin(page, buyer.username, buyer.password);
  await page.goto('/personal/keepList');
  const items = page.getByTestId('keep-item');
  await expect(items).toHaveCount(3);
  const soldOut = items.filter({ hasText: '连花清瘟胶囊' });
  await expect(soldOut.getByTestId('keep-refusal')).toContainText('已售罄');
  await expect(soldOut.getByRole('button', { name: '加入购物车' })).toBeDisabled();
  await expect(items.filter({ hasText: '板蓝根颗粒' }).getByLabel('板蓝根颗粒 购买数量')).toHaveValue('10');

  await page.getByRole('button', { name: '全部加入购物车' }).click();
  await expect(page.getByTestId('keep-outcome')).toContainText('已加入2种商品，1种未加入');
  await expect(page.getByTestId('keep-outcome')).toContainText('连花清瘟胶囊已售罄');
  await expect(page.getByTestId('cart-count').first()).toHaveText('2');

  await items.filter({ hasText: '板蓝根颗粒' }).getByRole('button', { name: '移除板蓝根颗粒' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '确定' }).click();
  await expect(items).toHaveCount(2);
  await page.reload();
  await expect(items).toHaveCount(2);
});

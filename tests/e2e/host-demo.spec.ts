import { expect, test } from './e2e-test';
import { PASSWORD, addFromCard, buyableCard } from './helpers';
import { buyerPerFile, widgetLogin } from './widgets-helpers';
import { axeViolations } from './axe';

const buyers = buyerPerFile('whost');

test('host CSS does not reach inside the widgets, adding in yc-search moves the count in yc-cart, 消息 N opens the message centre', async ({ page, request }) => {
  const buyer = await buyers.withEmptyCart(request);
  // A top-up paid on the sandbox's confirm page: one unread 支付 message for the buyer.
  const topUp = await buyer.api.post<{ code_url: string }>('/w1/WxpayRecharge', { money: 1000 });
  const phone = await page.context().newPage();
  await phone.goto(new URL(topUp.code_url).pathname);
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByRole('status')).toHaveText('支付成功，请返回电脑查看');
  await phone.close();
  await page.goto('/host-demo/');
  const search = page.locator('yc-search');
  const cart = page.locator('yc-cart');
  await expect(search.getByTestId('product-card').first()).toBeVisible();

  // The host's `* { color: red !important; font-family: serif !important }` stops at the shadow boundary.
  const style = await search.getByTestId('product-card').first().locator('.name').evaluate((el) => {
    const cs = getComputedStyle(el);
    return { color: cs.color, font: cs.fontFamily, transform: cs.textTransform };
  });
  expect(style.color).not.toBe('rgb(255, 0, 0)');
  expect(style.font).not.toMatch(/Times/);
  expect(style.transform).toBe('none');
  const hostButton = await page.locator('#cis-login').evaluate((el) => getComputedStyle(el).color);
  expect(hostButton).toBe('rgb(255, 0, 0)'); // the host's own page really is hostile
  const inner = await search.getByRole('button', { name: '搜索' }).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(inner).not.toBe('rgb(255, 255, 0)');

  // Styles live inside each shadow root, not in the host document.
  const styleInShadow = await search.evaluate((el) => !!el.shadowRoot?.querySelector('style#_goober'));
  expect(styleInShadow).toBe(true);

  await widgetLogin(page, buyer.username, buyer.password);
  await expect(page.locator('#cis-status')).toContainText('已连接');
  await expect(search.getByTestId('price').first()).toBeVisible();

  const count = cart.getByTestId('cart-count');
  await expect(count).toHaveText('0');
  await addFromCard(page, buyableCard(search));
  await expect(count).toHaveText('1');
  // The side cart changes the quantity with the cart page's stepper: + adds one middle pack, kept by the server.
  await cart.getByRole('button', { name: /购物车/ }).click();
  const box = cart.getByTestId('side-cart').getByRole('textbox', { name: /购买数量$/ });
  const before = Number(await box.inputValue());
  await cart.getByTestId('side-cart').getByRole('button', { name: '增加' }).click();
  await expect(box).not.toHaveValue(String(before));
  const after = Number(await box.inputValue());
  expect(after).toBeGreaterThan(before);
  await expect.poll(async () => (await buyer.api.get<{ cartList: { product: { amount: number }[] } }>('/w1/MyShoppingtrolley')).cartList.product[0]?.amount).toBe(after);
  await page.keyboard.press('Escape');
  await expect(page.locator('#log')).toContainText('yc:cart-change');
  // The host URL was never touched by the widgets.
  expect(new URL(page.url()).pathname).toBe('/host-demo/');

  // The unread message shows in both headers (one count); 消息 opens the store's message centre.
  const pill = cart.getByTestId('widget-unread');
  await expect(pill).toHaveText('消息 1');
  await expect(page.locator('yc-order-list').getByTestId('widget-unread')).toHaveText('消息 1');
  expect(await axeViolations(page, 'yc-cart')).toEqual([]);
  await pill.click();
  await expect(page).toHaveURL(/\/announcementList\?tab=mine$/);
  await expect(page.getByTestId('my-message').filter({ hasText: '充值成功：¥1000.00' })).toHaveAttribute('data-read', '0');
});

test('on the store origin the widgets and the site are one login, in both directions, across tabs', async ({ page, context, request }) => {
  const buyer = await buyers.get(request);
  const site = await context.newPage();
  await site.goto('/home');
  await expect(site.getByTestId('product-card').first()).toBeVisible();
  await expect(site.getByTestId('price')).toHaveCount(0);

  await page.goto('/host-demo/');
  await expect(page.locator('yc-search').getByTestId('product-card').first()).toBeVisible();
  await widgetLogin(page, buyer.username, buyer.password);
  await expect(page.locator('#cis-status')).toContainText('已连接');
  // The site tab follows the widget's login (SPEC §4 tab rule: it reloads as the new user).
  await expect(site.getByTestId('price').first()).toBeVisible();

  // Logging out in the widget logs the site out; logging in on the site logs the widgets in.
  await page.locator('#cis-logout').click();
  await expect(site).toHaveURL(/\/login/);
  await site.getByLabel('账号').fill(buyer.username);
  await site.getByLabel('密码').fill(buyer.password);
  await site.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator('#cis-status')).toContainText('已连接');
  await expect(page.locator('yc-search').getByTestId('price').first()).toBeVisible();
});

const ELEMENTS = ['yc-cart', 'yc-search', 'yc-quick-order', 'yc-order-list', 'yc-store', 'yc-salesman-console'];

test('320 px 窄栏: every element lays itself out by its own width, nothing sideways, 44 px targets, axe clean; the console tells a buyer it is for salesmen', async ({ page }) => {
  await page.goto('/host-demo/');
  await page.getByLabel(/320 px 窄栏/).check();
  await widgetLogin(page, 'zhensuo01', PASSWORD);
  await page.reload(); // a buyer's session from the start: the salesman console raises no yc:auth-required
  const el = (tag: string) => page.locator(tag);
  await expect(el('yc-search').getByTestId('product-card').first()).toBeVisible();
  await expect(el('yc-order-list').getByTestId('order-card').first()).toBeVisible();
  await expect(el('yc-quick-order').getByTestId('quick-order')).toBeVisible();
  await expect(el('yc-store').getByTestId('banner-slide').first()).toBeVisible();
  await expect(el('yc-salesman-console').getByTestId('salesman-only')).toContainText('业务员工作台仅供业务员使用');
  await expect(page.locator('#log')).toContainText('yc:ready');
  await expect(page.locator('#log')).not.toContainText('yc:auth-required');

  for (const tag of ELEMENTS) {
    const box = await el(tag).evaluate((host) => {
      const root = host.shadowRoot!.querySelector('.yc-root') as HTMLElement;
      return { width: host.clientWidth, host: host.scrollWidth > host.clientWidth, root: root.scrollWidth > root.clientWidth };
    });
    expect(box, tag).toEqual({ width: 320, host: false, root: false });
  }
  // Text keeps its words (an order line's name is not squeezed to one character a line); touch targets 44 px.
  expect((await el('yc-order-list').getByTestId('order-card').first().locator('li > div').first().boundingBox())!.width).toBeGreaterThan(100);
  expect((await el('yc-search').getByRole('button', { name: '搜索' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect((await el('yc-quick-order').getByRole('textbox', { name: '第1行 数量' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // One element at a time, as a host with one of them sees it (two elements each hold a 商品搜索 search landmark).
  for (const tag of ELEMENTS) expect(await axeViolations(page, tag), tag).toEqual([]);
});

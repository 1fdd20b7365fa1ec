/**
 * Keyboard-only use of the elements on the partner's page, and axe inside every shadow root with the themes.
 */
import { expect, test, type Page } from './e2e-test';
import { openHost, widgetLogin } from './widgets-helpers';
import { THEMES } from '../../widgets/themes';
import { axeViolations } from './axe';

/** The focused element inside `tag`'s shadow root, as `localName.class` / its text. */
const focusIn = (page: Page, tag: string) =>
  page.evaluate((t) => {
    const a = document.querySelector(t)?.shadowRoot?.activeElement as HTMLElement | null | undefined;
    return a ? { name: a.localName, cls: a.className, text: a.textContent?.trim() ?? '', role: a.getAttribute('role') ?? '' } : null;
  }, tag);

async function tabUntil(page: Page, tag: string, ok: (f: NonNullable<Awaited<ReturnType<typeof focusIn>>>) => boolean, max = 40) {
  for (let i = 0; i < max; i++) {
    const f = await focusIn(page, tag);
    if (f && ok(f)) return f;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus never reached the target in ${tag}`);
}

test('keyboard only: search, open a product and come back; the cart opens and Escape returns focus; the store navigates', async ({ page }) => {
  await openHost(page);
  // A demo account (no registration: the e2e run shares the store's SMS limit); at most a line of its quick-order
  // list changes, which no spec reads.
  await widgetLogin(page, 'zhensuo01', 'yc123456');

  // <yc-search>: type, Enter, Tab to a product name, Enter opens the detail, Enter on 返回 comes back to it.
  const search = page.locator('yc-search');
  await search.getByRole('combobox', { name: '搜索商品' }).focus();
  await page.keyboard.type('阿莫西林');
  await page.keyboard.press('Enter');
  await expect(search.getByTestId('product-card').first()).toContainText('阿莫西林');
  const link = await tabUntil(page, 'yc-search', (f) => f.name === 'a' && /name/.test(String(f.cls)));
  await page.keyboard.press('Enter');
  await expect(search.getByTestId('widget-product-detail')).toBeVisible();
  expect((await focusIn(page, 'yc-search'))?.text).toBe('‹ 返回搜索结果');
  await page.keyboard.press('Enter');
  await expect(search.getByTestId('widget-product-detail')).toBeHidden();
  expect((await focusIn(page, 'yc-search'))?.text).toBe(link.text);

  // <yc-cart>: Enter opens the side cart, Tab reaches 去结算, Escape closes it and focus is back on the badge.
  const cart = page.locator('yc-cart');
  await cart.getByRole('button', { name: /购物车/ }).focus();
  await page.keyboard.press('Enter');
  await expect(cart.getByTestId('side-cart')).toBeVisible();
  // The host styles the documented part: host.css has `yc-cart::part(panel) { box-shadow: 0 0 0 3px #003366 }`.
  expect(await cart.locator('[part="panel"]').evaluate((el) => getComputedStyle(el).boxShadow)).toContain('rgb(0, 51, 102)');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(cart.getByTestId('side-cart')).toBeHidden();
  expect((await focusIn(page, 'yc-cart'))?.text).toMatch(/购物车/);

  // <yc-store>: the navigation by Tab and Enter.
  const store = page.locator('yc-store');
  await store.getByRole('link', { name: '首页' }).focus();
  await page.keyboard.press('Tab');
  expect((await focusIn(page, 'yc-store'))?.text).toBe('全部商品');
  await page.keyboard.press('Enter');
  await expect(store.getByRole('navigation', { name: '药采商城导航' }).getByRole('link', { name: '全部商品' })).toHaveAttribute('aria-current', 'page');

  // <yc-quick-order>: type, ↓, Enter picks the product and moves to its quantity.
  const quick = page.locator('yc-quick-order');
  await quick.getByRole('combobox', { name: '第1行 商品' }).focus();
  await page.keyboard.type('amxl');
  await expect(quick.getByRole('option').first()).toContainText('阿莫西林');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(quick.getByRole('textbox', { name: '第1行 数量' })).toBeFocused();

  // <yc-order-list>: a status tab by Enter.
  const orders = page.locator('yc-order-list');
  await orders.getByRole('tab', { name: /待付款/ }).focus();
  await page.keyboard.press('Enter');
  await expect(orders.getByRole('tab', { name: /待付款/ })).toHaveAttribute('aria-selected', 'true');

  // <yc-salesman-console>: a buyer is told it is for salesmen (no login form); logged out, its login form by keyboard
  // alone.
  const console_ = page.locator('yc-salesman-console');
  await expect(console_.getByTestId('salesman-only')).toBeVisible();
  await expect(console_.getByLabel('账号')).toHaveCount(0);
  await page.evaluate(() => window.YaoCai.logout());
  await console_.getByLabel('账号').focus();
  await page.keyboard.type('ywy01');
  await page.keyboard.press('Tab');
  await page.keyboard.type('yc123456');
  await page.keyboard.press('Enter');
  await expect(console_.getByText('我的客户').first()).toBeVisible();
});

/**
 * A theme sets colour variables and a corner radius only (widgets/themes.ts), so the default theme is judged by every
 * rule (as a visitor: tests/e2e/a11y.spec.ts judges the elements logged in) and the others by the colour rules: the
 * structure they would judge again is the same markup.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

for (const theme of ['default', 'clinic', 'contrast']) {
  test(`axe inside every element's shadow root, theme ${theme}`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('cis-theme', t), theme);
    await openHost(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('yc-store').getByTestId('product-card').first()).toBeVisible();
    // A variable the host sets on the element wins over the theme's (layer 2 over layer 1).
    await page.locator('yc-cart').evaluate((el) => (el as HTMLElement).style.setProperty('--yc-price', 'rgb(120, 0, 0)'));
    const badge = await page.locator('yc-cart').getByTestId('cart-count').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(badge).toBe('rgb(120, 0, 0)');
    for (const tag of ['yc-search', 'yc-cart', 'yc-quick-order', 'yc-order-list', 'yc-store', 'yc-salesman-console']) {
      expect(await page.locator(tag).getAttribute('theme'), tag).toBe(theme);
      const primary = await page.locator(tag).evaluate((el) => getComputedStyle(el).getPropertyValue('--yc-primary').trim());
      expect(primary, tag).toBe(THEMES[theme]!['--yc-primary'] ?? '');
      expect.soft(await axeViolations(page, tag, theme === 'default' ? undefined : COLOUR_RULES), tag).toEqual([]);
    }
  });
}

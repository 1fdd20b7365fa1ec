/**
 * The widgets on a partner's page of another origin (the host demo from scripts/host-origin-server.mjs): CORS,
 * hostile CSS, a strict CSP with a nonce, the bundle loaded twice, events on document, the promise API, punchout
 * and checkout handed to the host or placed inside the element.
 */
import { expect, test } from './e2e-test';
import { addFromCard, buyableCard } from './helpers';
import { HOST, STORE, buyerPerFile, cartCount, openHost, watchProblems, widgetLogin } from './widgets-helpers';

const buyers = buyerPerFile('wori');

test('a partner page on another origin: yc:ready reaches a capture listener set before the script, the signed handshake connects, and a reload keeps the clinic name', async ({ page }) => {
  const problems = watchProblems(page);
  await openHost(page);
  expect(new URL(page.url()).origin).toBe(HOST);
  const heard = await page.evaluate(() => (window as typeof window & { __ycHeard: { version: string; session: object }[] }).__ycHeard);
  expect(heard).toEqual([{ version: expect.any(String), session: {} }]);
  await page.locator('#cis-account').selectOption('zhensuo01');
  await page.locator('#cis-login').click();
  await expect(page.locator('#cis-status')).toHaveText('已连接：仁和综合门诊部');
  await expect(page.locator('yc-search').getByTestId('price').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('#cis-status')).toHaveText('已连接：仁和综合门诊部');
  const again = await page.evaluate(() => (window as typeof window & { __ycHeard: { session: { clinicName?: string } }[] }).__ycHeard);
  expect(again[0]!.session.clinicName).toBe('仁和综合门诊部');
  // The session lives in the host origin's storage under yaocai:, never in a cookie.
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/token/);
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k === 'yaocai:token'))).toBe(true);
  await page.locator('#cis-logout').click();
  await expect(page.locator('#cis-status')).toHaveText('未连接药采');
  expect(problems).toEqual([]);
});

test('the store API answers the partner origin only; the widget files load anywhere', async ({ request }) => {
  const allowed = await request.fetch(`${STORE}/api/w1/publicHeader`, { headers: { origin: HOST } });
  expect(allowed.headers()['access-control-allow-origin']).toBe(HOST);
  expect(allowed.headers()['access-control-allow-credentials']).toBeUndefined();
  const other = await request.fetch(`${STORE}/api/w1/publicHeader`, { headers: { origin: 'https://evil.example' } });
  expect(other.headers()['access-control-allow-origin']).toBeUndefined();
  const bundle = await request.fetch(`${STORE}/widgets/yaocai.js`, { headers: { origin: 'https://evil.example' } });
  expect(bundle.headers()['access-control-allow-origin']).toBe('*');
});

test('hostile CSS — `* { color: red !important; font-size: 41px !important }` — stops at the element under a strict CSP with a nonce', async ({ page }) => {
  const problems = watchProblems(page);
  const res = await page.goto(`${HOST}/?csp=strict&hostile=max`);
  expect(res?.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'; style-src 'self' 'nonce-/);
  const search = page.locator('yc-search');
  await expect(search.getByTestId('product-card').first()).toBeVisible();
  // The host page itself really is hostile…
  expect(await page.locator('#patients-title').evaluate((el) => getComputedStyle(el).fontSize)).toBe('41px');
  // …but neither the element nor its root wrapper inherit it, nor the text inside.
  for (const tag of ['yc-search', 'yc-cart', 'yc-quick-order', 'yc-order-list', 'yc-salesman-console']) {
    const s = await page.locator(tag).evaluate((el) => {
      const root = el.shadowRoot!.querySelector('.yc-root')!;
      const host = getComputedStyle(el);
      const inner = getComputedStyle(root);
      return [host.color, host.fontSize, inner.color, inner.fontSize, inner.fontFamily];
    });
    expect(s.slice(0, 4), tag).toEqual(['rgb(31, 35, 40)', '14px', 'rgb(31, 35, 40)', '14px']);
    expect(s[4], tag).not.toMatch(/Times/);
  }
  const name = await search.getByTestId('product-card').first().locator('.name').evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).fontSize]);
  expect(name).toEqual(['rgb(31, 35, 40)', '15px']);
  // Every style tag the widgets wrote carries the page's nonce (goober's and the :host reset).
  const nonces = await search.evaluate((el) => [...el.shadowRoot!.querySelectorAll('style')].map((s) => s.nonce));
  expect(nonces.length).toBeGreaterThan(1);
  expect(nonces.every((n) => n && n.length > 10)).toBe(true);
  expect(problems).toEqual([]);
});

test('the bundle loaded twice (ESM + IIFE): nothing throws, one yc:ready, one session and one cart', async ({ page, request }) => {
  const problems = watchProblems(page);
  const buyer = await buyers.withEmptyCart(request);
  await openHost(page, '?bundle=twice');
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('script[src*="yaocai"]').length)).toBe(2);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as typeof window & { __ycHeard: unknown[] }).__ycHeard.length)).toBe(1);
  const session = await widgetLogin(page, buyer.username, buyer.password);
  expect(session.client_id).toBeGreaterThan(0);
  const search = page.locator('yc-search');
  await expect(search.getByTestId('price').first()).toBeVisible();
  await addFromCard(page, buyableCard(search));
  await expect(cartCount(page)).toHaveText('1');
  expect(problems).toEqual([]);
});

test('two versions on one page (0.2.0 and a newer 0.3.0 copy): nothing throws, the first to run stays in charge, one session and cart', async ({ page, request }) => {
  const problems = watchProblems(page);
  const buyer = await buyers.withEmptyCart(request);
  // The second copy the demo loads is served as a newer release: the same bundle with another version stamp.
  await page.route(/\/widgets\/yaocai\.iife\.js\?copy=2$/, async (route) => {
    const original = await route.fetch();
    const text = await original.text();
    expect(text.match(/"0\.2\.0"/g)).toHaveLength(1);
    await route.fulfill({ response: original, body: text.replace('"0.2.0"', '"0.3.0"'), headers: { ...original.headers(), 'content-encoding': '' } });
  });
  await openHost(page, '?bundle=twice');
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('script[src*="yaocai"]').length)).toBe(2);
  await page.waitForLoadState('networkidle');
  // Whichever copy ran first (the two load in parallel) owns window.YaoCai and said yc:ready, once; the other is inert.
  const { version, heard } = await page.evaluate(() => {
    const w = window as typeof window & { __ycHeard: { version: string }[] };
    return { version: w.YaoCai.version, heard: w.__ycHeard.map((d) => d.version) };
  });
  expect(['0.2.0', '0.3.0']).toContain(version);
  expect(heard).toEqual([version]);
  const defined = await page.evaluate(() => ['yc-search', 'yc-cart', 'yc-store'].map((t) => !!customElements.get(t)));
  expect(defined).toEqual([true, true, true]);
  const session = await widgetLogin(page, buyer.username, buyer.password);
  expect(session.client_id).toBeGreaterThan(0);
  const search = page.locator('yc-search');
  await addFromCard(page, buyableCard(search));
  await expect(cartCount(page)).toHaveText('1');
  expect(problems).toEqual([]);
});

test('events on document: a host cancels an add (nothing added); the promise API adds and reads the cart', async ({ page, request }) => {
  const buyer = await buyers.withEmptyCart(request);
  await openHost(page);
  await widgetLogin(page, buyer.username, buyer.password);
  const search = page.locator('yc-search');
  await expect(search.getByTestId('price').first()).toBeVisible();
  await page.evaluate(() => {
    document.addEventListener('yc:add-to-cart', (e) => {
      (window as typeof window & { __vetoed: unknown }).__vetoed = (e as CustomEvent).detail;
      e.preventDefault();
    }, { once: true });
  });
  await buyableCard(search).getByRole('button', { name: '加入购物车' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: '确定' }).click();
  await expect.poll(() => page.evaluate(() => (window as typeof window & { __vetoed?: { lines: unknown[] } }).__vetoed?.lines.length)).toBe(1);
  await expect(cartCount(page)).toHaveText('0');
  const productId = await buyableCard(search).getAttribute('data-product-id');
  const kinds = await page.evaluate((id) => window.YaoCai.addToCart([{ product_id: Number(id), amount: 1 }]).catch(() => -1), productId);
  expect(kinds).toBeGreaterThanOrEqual(0);
  const cart = await page.evaluate(() => window.YaoCai.getCart());
  expect(cart.product.map((l) => l.product_id)).toContain(Number(productId));
  await expect(cartCount(page)).toHaveText('1');
  await expect(page.locator('#log')).toContainText('yc:cart-change');

  // A refusal of the store reaches the host as yc:error (and is shown in the element as well).
  const refused = await page.evaluate(() => window.YaoCai.addToCart([{ product_id: 99999999, amount: 1 }]).then(() => 'added', (e: Error) => e.message));
  expect(refused).not.toBe('added');
  // It carries the store's own code (SPEC §8), not a placeholder.
  await expect(page.locator('#log')).toContainText(`"message":"${refused}","source":"api","kind":"business"}`);
  const logged = /yc:error \{"code":(\d+)/.exec((await page.locator('#log').textContent()) ?? '');
  expect(Number(logged?.[1])).toBeGreaterThan(0);
});

test('reorder what is low: the needs list fills the cart rounded to the pack; checkout goes to the clinic, or is placed inside and the order comes back', async ({ page, request }) => {
  const problems = watchProblems(page);
  const buyer = await buyers.withEmptyCart(request);
  await openHost(page, '?csp=strict');
  await widgetLogin(page, buyer.username, buyer.password);
  await page.getByRole('button', { name: '补货：采购低库存药品' }).click();
  const result = page.locator('#reorder-result');
  await expect(result).toContainText('盐酸二甲双胍片 × 30（需求 26，按中包装取整）');
  await expect(result).toContainText('奥美拉唑肠溶胶囊 × 10（需求 8，按中包装取整）');
  await expect(cartCount(page)).not.toHaveText('0');

  // The clinic takes checkout into its own purchase order: the lines come with names, prices and its notes.
  await page.locator('#veto-checkout').check();
  const cart = page.locator('yc-cart');
  await cart.getByRole('button', { name: /购物车/ }).click();
  await cart.getByRole('button', { name: '去结算' }).click();
  await expect(page.locator('#purchase-order')).toContainText('已转入本院采购单');
  await expect(page.locator('#purchase-order')).toContainText('盐酸二甲双胍片 × 30');
  await expect(page.locator('#purchase-order')).toContainText('药房 B-03 补货');
  await expect(cart.getByTestId('widget-checkout')).toBeHidden();

  // Not taken: the store's checkout opens inside the element (the host URL never changes) and the order comes back.
  await page.locator('#veto-checkout').uncheck();
  await cart.getByRole('button', { name: /购物车/ }).click();
  await cart.getByRole('button', { name: '去结算' }).click();
  const dialog = cart.getByTestId('widget-checkout');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('采购单号').fill('KN-2026-118');
  await dialog.getByRole('button', { name: '提交订单' }).click();
  await expect(cart.getByTestId('widget-order-placed')).toBeVisible();
  await expect(page.locator('#purchase-order')).toContainText('药采订单');
  await expect(page.locator('#purchase-order')).toContainText('药房 B-03 补货');
  await expect(page.locator('#log')).toContainText('"po_number":"KN-2026-118"');
  expect(new URL(page.url()).pathname).toBe('/');
  expect(problems).toEqual([]);
});

test('single sign-on with getToken: no login form, nothing kept on the host origin, asked again when the store refuses the token', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto(`${HOST}/token.html`);
  await expect(page.locator('#cis-status')).toHaveText('已连接：仁和综合门诊部');
  const search = page.locator('yc-search');
  await expect(search.getByTestId('price').first()).toBeVisible();
  expect(await page.evaluate(() => (window as typeof window & { __getTokenCalls: number }).__getTokenCalls)).toBe(1);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('yaocai:')))).toEqual([]);

  // The store refuses the token once (10001, e.g. it was revoked): the widgets ask the host again and stay in.
  await page.route(`${STORE}/api/w1/productSearch**`, (route) => route.fulfill({ json: { code: 10001, msg: 'token失效', data: null }, headers: { 'access-control-allow-origin': HOST } }), { times: 1 });
  await search.getByRole('combobox', { name: '搜索商品' }).fill('布洛芬');
  await search.getByRole('combobox', { name: '搜索商品' }).press('Enter');
  await expect.poll(() => page.evaluate(() => (window as typeof window & { __getTokenCalls: number }).__getTokenCalls)).toBe(2);
  await expect(page.locator('#cis-status')).toHaveText('已连接：仁和综合门诊部');
  await search.getByRole('combobox', { name: '搜索商品' }).press('Enter');
  await expect(search.getByTestId('price').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('one element on its own: elements/yc-cart.js defines <yc-cart> only and loads no other element\'s code', async ({ page }) => {
  const problems = watchProblems(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${STORE}/widgets/`)) scripts.push(new URL(r.url()).pathname.replace('/widgets/', ''));
  });
  await page.route(`${HOST}/fw/plain.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "document.getElementById('app').innerHTML = '<yc-cart></yc-cart><yc-search></yc-search>';" }),
  );
  await page.goto(`${HOST}/fw/plain.html?script=elements/yc-cart.js`);
  await expect(page.locator('yc-cart').getByTestId('cart-count')).toHaveText('0');
  expect(await page.evaluate(() => [!!customElements.get('yc-cart'), !!customElements.get('yc-search'), typeof window.YaoCai.addToCart])).toEqual([true, false, 'function']);
  expect(scripts.some((s) => /^yc-cart-/.test(s))).toBe(true);
  expect(scripts.filter((s) => /^(yc-search|yc-store|yc-salesman|yc-quick|yc-order)/.test(s))).toEqual([]);
  expect(problems).toEqual([]);
});

test('strict CSP with a nonce: the salesman console loads its chart chunk and styles without a violation', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto(`${HOST}/?csp=strict`);
  const console_ = page.locator('yc-salesman-console');
  await console_.getByLabel('账号').fill('ywy01');
  await console_.getByLabel('密码').fill('yc123456');
  await console_.getByRole('button', { name: '登录', exact: true }).click();
  await console_.getByRole('link', { name: '销售报表' }).click();
  await expect(console_.getByTestId('chart').first()).toBeVisible();
  await expect.poll(() => console_.evaluate((el) => !!el.shadowRoot!.querySelector('[data-testid="chart"] canvas'))).toBe(true);
  const chartStyle = await console_.evaluate((el) => [...el.shadowRoot!.querySelectorAll('figure style')].map((s) => (s as HTMLStyleElement).nonce));
  expect(chartStyle.length).toBeGreaterThan(0);
  expect(chartStyle.every((n) => !!n)).toBe(true);
  expect(problems).toEqual([]);
});

/**
 * WCAG 2.1 AA with axe on every page, as a visitor and logged in, and inside every widget's shadow root (axe walks
 * open shadow roots itself). Every rule axe runs by default: the WCAG 2.0/2.1 A and AA rules and the best
 * practices (one h1, headings in order, landmarks), so the page structure is checked too. A page is checked once
 * its content has loaded: no skeleton, no pending request.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from './e2e-test';
import { findRoute, ROUTES } from '../../src/model/route-table';
import { DEMO_PRODUCTS } from '../../src/server/db/seed/products';
import { BASE, PNG } from './accounts-helpers';
import { addToCart, buyableLines, freshBuyer, siteLogin, type StoreApi } from './cart-helpers';
import { loginAs, PASSWORD } from './helpers';
import { axeViolations } from './axe';
import { goInApp, quiet, requestsInFlight } from './in-app';

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Toasts fade out; what stays on screen is what we judge.
  await page.waitForTimeout(300);
}

const VISITOR_PAGES = [
  '/home',
  '/category',
  '/category?keyword=阿莫西林',
  `/productDetail/${DEMO_PRODUCTS.amoxicillin}`,
  `/productDetail/${DEMO_PRODUCTS.nearExpiry}`,
  '/productDetail/99999999',
  '/clinicZone',
  '/help',
  '/couponList',
  '/seckillPage',
  '/clinicZoneSearch?keyword=头孢',
  '/rotaryRaffle',
  '/login',
  '/register',
  '/cisLogin',
  '/404',
  '/401',
  '/500',
  '/promotion/1',
  '/no/such/page',
];

/** The help and error pages are the same logged in (bar the header, judged on every page here): visitors' list only. */
const CLIENT_PAGES = [
  '/home',
  '/category',
  '/category?keyword=感冒',
  `/productDetail/${DEMO_PRODUCTS.amoxicillin}`,
  `/productDetail/${DEMO_PRODUCTS.limited}`,
  '/clinicZone',
  '/specialZone',
  '/famousManufacturer',
  '/manufacturerDetail/1',
  '/groupPurchase',
  '/announcementList',
  '/announcement/1',
  '/member/articleList',
  '/shopCart',
  '/quickOrder',
  '/personal/userCenter',
  '/personal/basicInformation',
  '/personal/keepList',
  '/personal/myOrder',
  '/personal/myCoupon',
  '/personal/cash',
  '/personal/creditManagement',
  '/personal/changePsd',
  '/personal/dataDownload',
  '/personal/licences',
  '/personal/purchasers',
  '/personal/purchaseRecords',
  '/personal/orderDetail/1',
  '/couponList',
  '/seckillPage',
  '/rotaryRaffle',
  '/clinicZoneSearch?keyword=头孢',
  '/promotion/1',
  '/member/details/1',
  '/member/payNow/1',
  '/cisLogin',
];

/**
 * The pages in a few runs of one browser page each, spread over the workers: a page of its own per path (a new
 * context, a renderer compiling the bundle and loading the CJK font again) cost several times the check itself.
 * Every path is checked even when an earlier one fails (expect.soft), and named in the failure.
 */
const RUNS = 3;
const runsOf = (paths: string[]) => Array.from({ length: RUNS }, (_, i) => paths.filter((_p, j) => j % RUNS === i));

/**
 * The first path is loaded, the next ones reached as a buyer reaches them: by the router (history.pushState, which
 * wouter follows), so the bundle is not parsed and the session not fetched again for each page: these six tests took
 * 76 CPU seconds against 99 with a full load of each path (side by side on a busy machine). What is judged is the page
 * once its data has arrived, the same either way.
 */
async function checkEach(page: Page, paths: string[]) {
  test.setTimeout(30_000 * paths.length);
  const inFlight = requestsInFlight(page);
  for (const [i, path] of paths.entries()) {
    if (i === 0) await page.goto(path);
    else await goInApp(page, path);
    await quiet(page, inFlight);
    expect.soft(await axeViolations(page), path).toEqual([]);
  }
}

test.describe('axe as a visitor', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const paths of runsOf(VISITOR_PAGES)) {
    test(`${paths.join(' ')}: no WCAG 2.1 AA violation`, async ({ page }) => {
      await checkEach(page, paths);
    });
  }
});

/** Logs yaofang01 in once and keeps the cookies and local storage for every logged-in page. */
async function clientState(browser: Browser): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'yc-a11y-')), 'state.json');
  const page = await browser.newPage({ baseURL: BASE, locale: 'zh-CN' });
  await page.goto('/login');
  await loginAs(page, 'yaofang01');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.context().storageState({ path: file });
  await page.close();
  return file;
}

test.describe('axe logged in', () => {
  test.describe.configure({ mode: 'parallel' });
  let state: string;
  test.beforeAll(async ({ browser }) => {
    state = await clientState(browser);
  });

  for (const paths of runsOf(CLIENT_PAGES)) {
    test(`${paths.join(' ')}: no WCAG 2.1 AA violation`, async ({ browser }) => {
      const context = await browser.newContext({ storageState: state, baseURL: BASE, locale: 'zh-CN' });
      await checkEach(await context.newPage(), paths);
      await context.close();
    });
  }
});

// As a visitor, in each theme: tests/e2e/widgets-keyboard.spec.ts.
test('axe inside every widget on the host demo, logged in', async ({ page }) => {
  await page.goto('/host-demo/');
  await expect(page.locator('yc-search').getByTestId('product-card').first()).toBeVisible();
  await page.locator('#cis-account').selectOption('yaofang01');
  await page.locator('#cis-login').click();
  await expect(page.locator('#cis-status')).toContainText('已连接');
  await expect(page.locator('yc-search').getByTestId('price').first()).toBeVisible();
  await settled(page);
  const tags = await page.evaluate(() => [...new Set([...document.querySelectorAll('*')].map((e) => e.localName).filter((n) => n.startsWith('yc-')))]);
  expect(tags.length).toBeGreaterThanOrEqual(3);
  for (const tag of tags) expect.soft(await axeViolations(page, tag), tag).toEqual([]);
});

/** Pages reached by a flow below (a cart, an order, a dialog), by their route pattern. */
const FLOW_ROUTES = [
  '/submitOrder',
  '/payNow',
  '/personal/orderComment/:orderId',
  '/register',
  '/quickOrder',
  '/shopCart',
  '/personal/creditManagement',
];
const SALESMAN_ELSEWHERE = /^\/salesman\//;

test('every route of the route table is checked by axe here (the salesman area by its own spec)', () => {
  const covered = new Set(
    [...VISITOR_PAGES, ...CLIENT_PAGES].map((p) => findRoute(p.split('?')[0]!)?.path).filter((p): p is string => !!p),
  );
  for (const p of FLOW_ROUTES) covered.add(p);
  const missing = ROUTES.map((r) => r.path).filter((p) => !SALESMAN_ELSEWHERE.test(p) && !covered.has(p));
  expect(missing).toEqual([]);
});

const ADDRESS = { consignee: '王芳', phone: '13812345601', province: '上海市', city: '上海市', area: '浦东新区', detail: '张杨路1288号' };

/** A new buyer with an unpaid order and three lines in the cart; pages of the order flow as that buyer would see them. */
test.describe('axe on the order flow with real data', () => {
  test.describe.configure({ mode: 'serial' });
  let buyer: { username: string; password: string; api: StoreApi };
  let orderCode = '';

  test.beforeAll(async ({ request }) => {
    test.setTimeout(90_000);
    buyer = await freshBuyer(request, 'axe');
    await addToCart(buyer.api, await buyableLines(buyer.api, 2));
    ({ orderCode } = await buyer.api.post<{ orderCode: string }>('/w1/sureOrder', {
      idempotency_key: `e2e-axe-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
      address: ADDRESS,
    }));
    await addToCart(buyer.api, await buyableLines(buyer.api, 3, 2));
  });

  test.beforeEach(async ({ page }) => {
    await siteLogin(page, buyer.username, buyer.password);
  });

  test('/shopCart with lines, then the side cart open on /category', async ({ page }) => {
    await page.goto('/shopCart');
    await expect(page.getByTestId('cart-row').first()).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/category');
    await settled(page);
    await page.getByTestId('side-cart-toggle').click();
    await expect(page.getByTestId('side-cart').getByTestId('cart-line').first()).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/submitOrder with the cart', async ({ page }) => {
    await page.goto('/shopCart');
    await page.getByRole('button', { name: '去结算' }).first().click();
    await page.waitForURL(/\/submitOrder$/);
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/payNow of an unpaid order, and with the WeChat and the Alipay QR open', async ({ page }) => {
    await page.goto(`/payNow?orderCode=${orderCode}`);
    await expect(page.getByTestId('pay-total')).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    for (const way of ['pay-wechat', 'pay-alipay']) {
      await page.getByTestId(way).getByRole('radio').check();
      await page.getByTestId('pay-submit').click();
      const dialog = page.getByTestId('qr-pay-dialog');
      await expect(dialog.getByTestId('qr-image')).toBeVisible();
      await settled(page);
      expect(await axeViolations(page), way).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('/quickOrder with rows, then the batch upload dialog with its result', async ({ page }) => {
    await page.goto('/quickOrder');
    await page.getByRole('combobox', { name: '第1行 商品' }).focus();
    await page.keyboard.type('amxl');
    await expect(page.getByRole('option').first()).toContainText('阿莫西林');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.type('15');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('qo-lines')).toHaveText('1');
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '批量采购' }).click();
    const dialog = page.getByTestId('batch-upload');
    await settled(page);
    expect(await axeViolations(page), 'dialog open').toEqual([]);
    const csv = ['商品编码/批准文号,商品名称,采购数量', 'YC000001,,5', 'YC000004,,33', 'YC000003,,2', ',不存在的药品,1'].join('\n');
    await dialog.getByLabel('选择采购清单文件').setInputFiles({ name: '采购清单.csv', mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${csv}`) });
    await expect(dialog.getByTestId('batch-summary')).toBeVisible();
    await settled(page);
    expect(await axeViolations(page), 'dialog with rows').toEqual([]);
  });
});

test.describe('axe on yaofang01\'s orders', () => {
  test.beforeEach(async ({ page }) => {
    await siteLogin(page, 'yaofang01', PASSWORD);
  });

  test('the detail of a shipped order and the comment form of a received one', async ({ page }) => {
    await page.goto('/personal/myOrder?tab=2');
    await page.getByTestId('order-card').first().getByRole('button', { name: '订单详情' }).click();
    await expect(page.getByTestId('order-detail').getByTestId('detail-line').first()).toBeVisible();
    await settled(page);
    expect(await axeViolations(page), 'detail').toEqual([]);

    await page.goto('/personal/myOrder');
    await page.getByRole('tab', { name: /待评价/ }).click();
    await page.getByTestId('order-card').first().getByRole('button', { name: '评价' }).click();
    await page.waitForURL(/\/personal\/orderComment\/\d+$/);
    await expect(page.getByTestId('comment-form')).toBeVisible();
    await settled(page);
    expect(await axeViolations(page), 'comment').toEqual([]);
    // With the form's error shown.
    await page.getByTestId('comment-form').getByRole('button', { name: '提交评价' }).click();
    await expect(page.getByTestId('comment-form').getByRole('alert')).toBeVisible();
    expect(await axeViolations(page), 'comment with error').toEqual([]);
  });
});

test.describe('axe on the special accounts', () => {
  test('/personal/creditManagement and the personal centre of a credit client (xinyong01)', async ({ page }) => {
    await siteLogin(page, 'xinyong01', PASSWORD);
    for (const path of ['/personal/creditManagement', '/personal/userCenter', '/personal/cash']) {
      await page.goto(path);
      await settled(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  test('the area dialog after login (xinkehu01)', async ({ page }) => {
    await page.goto('/login');
    await loginAs(page, 'xinkehu01');
    const dialog = page.getByTestId('area-dialog');
    await expect(dialog).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请选择您的省份')).toBeVisible();
    expect(await axeViolations(page), 'with its messages').toEqual([]);
  });

  test('the company chooser after login (duogongsi01)', async ({ page }) => {
    await page.goto('/login');
    await loginAs(page, 'duogongsi01');
    await expect(page.getByTestId('company-chooser')).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a wrong password on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('账号').fill('yaofang01');
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('the register steps: type, the form with its messages, the licences', async ({ page }) => {
  await page.goto('/register');
  await page.getByTestId('client-type-1').click();
  await settled(page);
  expect(await axeViolations(page), 'step 1 chosen').toEqual([]);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('登录账号').fill('1ab');
  await page.getByLabel('登录账号').blur();
  await expect(page.getByText('账号须为4-20位字母、数字或下划线，且以字母开头')).toBeVisible();
  await settled(page);
  expect(await axeViolations(page), 'step 2 with a message').toEqual([]);

  const stamp = Date.now().toString().slice(-7);
  await page.getByLabel('登录账号').fill(`axe${stamp}`);
  await page.getByLabel('登录密码').fill('abc12345');
  await page.getByLabel('确认密码').fill('abc12345');
  await page.getByLabel('单位名称').fill('浦江康民大药房');
  await page.getByLabel('省份').selectOption({ label: '上海市' });
  await page.getByLabel('城市').selectOption({ label: '上海市' });
  await page.getByLabel('区县').selectOption({ label: '闵行区' });
  await page.getByLabel('详细地址').fill('浦江镇三鲁公路100号');
  await page.getByLabel('联系人姓名').fill('张明');
  await page.getByLabel('手机号码').fill(`137${stamp}8`.slice(0, 11));
  await page.getByRole('button', { name: '获取验证码' }).click();
  const hint = page.getByText(/演示环境短信验证码：\d{6}/);
  await expect(hint).toBeVisible();
  await page.getByLabel('短信验证码').fill((await hint.textContent())!.match(/\d{6}/)![0]!);
  await page.getByLabel('采购人身份证').fill('310112199001011234');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.locator('[data-testid^="licence-"]').first()).toBeVisible();
  await page.getByTestId('licence-business').locator('input[type=file]').setInputFiles({ name: 'l.png', mimeType: 'image/png', buffer: PNG });
  await settled(page);
  expect(await axeViolations(page), 'step 3 licences').toEqual([]);
});

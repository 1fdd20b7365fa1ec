/**
 * The salesman's working day (issue 15): ywy01 logs in and lands on his console with figures; finds a customer in
 * 我的客户; acts for it (top bar 客户名（业务员名）, survives a refresh); buys for it (cart, checkout, paid from the
 * customer's balance); the customer's order names the salesman, his 客户订单 lists it and today's figures count it;
 * 结束代客. Also the guard (a client on his pages, `/` for him, purchase orders before choosing a customer, adding
 * to the cart for himself), `<yc-salesman-console>` on the host demo, and axe on every console page.
 */
import { expect, test, type APIRequestContext, type Page } from './e2e-test';
import { WEB_APP_ID } from '../../src/model/constants';
import { DEMO_PAY_PASSWORD } from '../../src/server/demo-accounts';
import { SALESMAN_PAGES } from '../../src/model/salesman-ui-menu';
import { addFromCard, buyableCard, PASSWORD } from './helpers';
import { siteLogin, fillAddressIfAsked } from './cart-helpers';
import { axeViolations } from './axe';
import { goInApp, quiet, requestsInFlight } from './in-app';

test.describe.configure({ mode: 'serial' });

/** One of ywy01's seeded customers with a cash balance, used by no other spec. */
const CUSTOMER = '嘉定众康诊所';
const SALESMAN = '张伟';

const todayOrders = async (page: Page) => {
  await page.goto('/salesman/index');
  const figure = page.getByTestId('salesman-index').locator('dl div').filter({ hasText: '今日订单' }).locator('dd');
  return Number(await figure.textContent());
};

/** One of ywy01's customers' id, asked from the API as ywy01 (a session of its own). */
async function customerIdOf(request: APIRequestContext, name: string): Promise<number> {
  const token = (await (await request.post('/api/w1/GetWebToken', { data: { appid: WEB_APP_ID } })).json()).data.api_token as string;
  const login = (await (await request.post('/api/w1/login', { data: { username: 'ywy01', password: PASSWORD }, headers: { token } })).json()).data;
  const found = await request.get('/api/w1/salesmanCustomers', { params: { keyword: name, salesman_id: login.salesman_id }, headers: { token: login.api_token } });
  return (await found.json()).data.list[0].client_id as number;
}

test('a working day: console → my customers → act for one → cart → pay from its balance → its order names the salesman → figures → 结束代客', async ({ page }) => {
  test.setTimeout(150_000);
  await siteLogin(page, 'ywy01', PASSWORD);
  await expect(page).toHaveURL(/\/salesman\/index$/);
  await expect(page.getByTestId('greeting')).toContainText(SALESMAN);
  await expect(page.getByTestId('salesman-header')).toBeVisible();
  await expect(page.getByTestId('salesman-index')).toContainText('今日销售额');
  const before = await todayOrders(page);

  // Purchase orders before choosing a customer: the spec's message and on to my customers.
  await page.getByTestId('purchase-orders').click();
  await expect(page.getByText('请先代客下单才能查看')).toBeVisible();
  await expect(page).toHaveURL(/\/salesman\/myCustomer$/);

  // Search, then act for the customer.
  await page.getByRole('searchbox', { name: '客户名称/拼音/联系人/电话' }).fill('嘉定众康');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyword=/);
  const card = page.getByTestId('customer-card').filter({ hasText: CUSTOMER });
  await expect(page.getByTestId('customer-card')).toHaveCount(1);
  await expect(card).toContainText('账户余额');
  await card.getByTestId('act-for').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('greeting')).toContainText(`${CUSTOMER}（${SALESMAN}）`);
  await page.reload();
  await expect(page.getByTestId('greeting')).toContainText(`${CUSTOMER}（${SALESMAN}）`);

  // Buy for it.
  await page.goto('/category?keyword=阿莫西林');
  await addFromCard(page, buyableCard(page));
  await page.goto('/shopCart');
  await page.getByRole('button', { name: '去结算' }).first().click();
  await page.waitForURL(/\/submitOrder$/);
  await fillAddressIfAsked(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/payNow\?orderCode=YC\d+/);
  const code = new URL(page.url()).searchParams.get('orderCode')!;
  await page.getByTestId('pay-balance').getByRole('radio').check();
  await page.getByTestId('pay-submit').click();
  // The customer's payment password (the demo's, which the customer gives him), as for any balance payment.
  const ask = page.getByTestId('pay-password-dialog');
  await ask.getByLabel('支付密码（6位数字）').fill(DEMO_PAY_PASSWORD);
  await ask.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByTestId('pay-success')).toContainText('支付成功');

  // The customer's orders (header 采购订单 while acting) name the salesman.
  await page.goto('/salesman/index');
  await page.getByTestId('purchase-orders').click();
  await expect(page).toHaveURL(/\/personal\/myOrder$/);
  const mine = page.getByTestId('order-card').filter({ hasText: code });
  await expect(mine.getByTestId('order-salesman')).toHaveText(`代下单业务员：${SALESMAN}`);

  // His customer orders list it, read-only, with the customer's name; its detail too.
  await page.goto(`/salesman/customerOrder?keyword=${code}`);
  const theirs = page.getByTestId('order-card').filter({ hasText: code });
  await expect(theirs.getByTestId('order-customer')).toHaveText(`客户：${CUSTOMER}`);
  await expect(theirs.getByTestId('order-salesman')).toHaveText(`代下单业务员：${SALESMAN}`);
  await expect(theirs.getByRole('button', { name: '取消订单' })).toHaveCount(0);
  await theirs.getByRole('button', { name: '订单详情' }).click();
  await expect(page.getByTestId('detail-salesman')).toHaveText(`代下单业务员：${SALESMAN}`);

  // Today's figures count it; the report by customer lists the customer.
  expect(await todayOrders(page)).toBe(before + 1);
  await page.goto('/salesman/salesReport');
  await page.getByRole('button', { name: '最近7天' }).click();
  await page.getByRole('tab', { name: '按客户' }).click();
  await expect(page.getByTestId('report-customers')).toContainText(CUSTOMER);

  // 结束代客: the salesman alone again, back at his customers.
  await page.getByTestId('end-acting').first().click();
  await expect(page).toHaveURL(/\/salesman\/myCustomer$/);
  await expect(page.getByTestId('greeting')).toHaveText(`您好，${SALESMAN}，欢迎来到药采！`);
  await page.reload();
  await expect(page.getByTestId('greeting')).toHaveText(`您好，${SALESMAN}，欢迎来到药采！`);
});

test('the guard: `/` is his console; client-only pages send him to his customers; adding to the cart for himself is refused', async ({ page }) => {
  await siteLogin(page, 'ywy01', PASSWORD);
  await page.goto('/');
  await expect(page).toHaveURL(/\/salesman\/index$/);
  await page.goto('/personal/userCenter');
  await expect(page).toHaveURL(/\/salesman\/myCustomer$/);
  await expect(page.getByText('业务员请先代客户下单，正在前往客户列表')).toBeVisible();
  await page.goto('/category?keyword=阿莫西林');
  await page.getByTestId('product-card').first().getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('业务员只能代客户下单').first()).toBeVisible();
});

test('a client on a salesman page goes home', async ({ page }) => {
  await siteLogin(page, 'zhensuo01', PASSWORD);
  await page.goto('/salesman/index');
  await expect(page).toHaveURL(/\/home$/);
});

test('<yc-salesman-console> on the host demo: login prompt, figures, acting for a customer heard by the host, customer-id', async ({ page, request }) => {
  await page.goto('/host-demo/');
  const el = page.locator('yc-salesman-console');
  const form = el.getByTestId('salesman-login');
  await expect(form).toBeVisible();
  await form.getByLabel('账号').fill('ywy01');
  await form.getByLabel('密码').fill(PASSWORD);
  await form.getByRole('button', { name: '登录' }).click();
  await expect(el.getByTestId('salesman-index')).toContainText('今日订单');
  await el.getByRole('link', { name: '我的客户' }).click();
  await expect(el.getByRole('heading', { name: '我的客户' })).toBeVisible();
  await expect(page).toHaveURL(/\/host-demo\/$/);
  await el.getByTestId('customer-card').filter({ hasText: '康宁大药房' }).getByTestId('act-for').click();
  await expect(el.getByTestId('acting-banner')).toContainText('康宁大药房');
  await expect(page.locator('#log')).toContainText('yc:acting-start');
  await el.getByTestId('acting-banner').getByTestId('end-acting').click();
  await expect(el.getByTestId('acting-banner')).toHaveCount(0);
  await expect(page.locator('#log')).toContainText('yc:acting-end');

  // customer-id set by the host acts for that customer.
  const customerId = await customerIdOf(request, '嘉定众康诊所');
  expect(customerId).toBeGreaterThan(0);
  await el.evaluate((node, id) => node.setAttribute('customer-id', String(id)), customerId!);
  await expect(el.getByTestId('acting-banner')).toContainText('嘉定众康诊所');

  // axe inside the element, logged in.
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, 'yc-salesman-console')).toEqual([]);
});

test('axe: every console page as ywy01 has no violations', async ({ page }) => {
  test.setTimeout(120_000);
  const inFlight = requestsInFlight(page);
  await siteLogin(page, 'ywy01', PASSWORD);
  for (const [i, slug] of SALESMAN_PAGES.entries()) {
    if (i === 0) await page.goto(`/salesman/${slug}`);
    else await goInApp(page, `/salesman/${slug}`);
    await expect(page.getByTestId('salesman-layout')).toBeVisible();
    await quiet(page, inFlight);
    expect.soft(await axeViolations(page), slug).toEqual([]);
  }
});

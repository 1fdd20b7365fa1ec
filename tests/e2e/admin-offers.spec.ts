/**
 * The back office's promotion forms (issue 28, 运营): 运营 creates a group purchase from the generic form (a
 * schema refusal first, the buyer's preview beside it) and a coupon; the buyer then sees the group on its page and
 * the coupon in the coupon centre. 订单客服 is refused the page and its API. axe on the page.
 */
import { expect, test } from './e2e-test';
import { apiAs, buyableLines } from './cart-helpers';
import { axeViolations } from './axe';
import { sidewaysOverflowAt1024 } from './admin-width';
import { DEMO_PASSWORD } from '../../src/server/demo-accounts';
import { chinaStamp } from '../../src/model/date-range';

const signIn = async (page: import('@playwright/test').Page, username: string) => {
  await page.goto('/admin');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
};

test('运营 creates a group purchase and a coupon from the forms; the buyer sees both; 订单客服 is refused', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  // A product any buyer can buy (read only: the seeded buyer's cart is not touched).
  const [line] = await buyableLines(await apiAs(request, 'yaofang01', DEMO_PASSWORD), 1);
  const local = (ms: number) => chinaStamp(new Date(ms)).replace(' ', 'T');
  const tag = Date.now().toString().slice(-6);

  await signIn(page, 'yunying01');
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '促销活动' }).click();
  await expect(page.getByRole('heading', { name: '促销活动', level: 1 })).toBeVisible();
  const group = page.getByRole('form', { name: '新建团购' });
  await group.getByLabel('商品ID').fill(String(line!.product_id));
  await group.getByLabel('活动名称（可选）').fill(`后台团购${tag}`);
  await group.getByLabel('团购价（元）').fill('0.01');
  await group.getByLabel('成团数量').fill('5');
  await group.getByLabel('开始时间（北京时间）').fill(local(Date.now() - 60_000));
  await group.getByLabel('截团时间（北京时间）').fill(local(Date.now() + 3_600_000));
  await group.getByRole('button', { name: '保存团购' }).click();
  await expect(group.getByRole('alert')).toHaveText('请求参数有误：团购数量不能为空');
  await group.getByLabel('团购数量').fill('50');
  const preview = page.getByTestId('offer-preview');
  await expect(preview).toContainText(`后台团购${tag}`);
  await expect(preview).toContainText('团购价 ¥0.01');
  await expect(preview).toContainText('5 件成团，限量 50 件');
  expect(await axeViolations(page)).toEqual([]);
  expect(await sidewaysOverflowAt1024(page)).toBe(0);
  await group.getByRole('button', { name: '保存团购' }).click();
  const row = page.getByTestId('offers-groups').locator('tbody tr').filter({ hasText: `后台团购${tag}` });
  await expect(row).toContainText('拼团中');
  const groupId = await row.getAttribute('data-offer');

  await page.getByRole('navigation', { name: '活动类型' }).getByRole('link', { name: '优惠券' }).click();
  const coupon = page.getByRole('form', { name: '新建优惠券' });
  await coupon.getByLabel('活动名称（可选）').fill(`后台券${tag}`);
  await coupon.getByLabel('减免金额（元，满减券）').fill('7');
  await coupon.getByLabel('最低消费（元，0 为无门槛）').fill('99');
  await coupon.getByLabel('发放数量').fill('10');
  await coupon.getByLabel('开始时间（北京时间）').fill(local(Date.now() - 60_000));
  await coupon.getByLabel('结束时间（北京时间）').fill(local(Date.now() + 3_600_000));
  await expect(preview).toContainText('满99减7');
  await coupon.getByRole('button', { name: '保存优惠券' }).click();
  await expect(page.getByTestId('offers-coupons').locator('tbody tr').filter({ hasText: '满99减7' }).first()).toContainText('进行中');

  // The buyer sees both: the group on its page, the coupon in the coupon centre.
  await page.goto(`/promotion/${groupId}`);
  await expect(page.getByTestId('group-card')).toHaveAttribute('data-phase', 'open');
  await page.goto('/couponList');
  await expect(page.getByTestId('coupon-card').filter({ hasText: `后台券${tag}` })).toBeVisible();

  // 订单客服: no menu entry, the page refused, the API 403.
  const other = await browser.newPage();
  await signIn(other, 'kefu01');
  await expect(other.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '订单管理' })).toBeVisible();
  await expect(other.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '促销活动' })).toHaveCount(0);
  await other.goto('/admin/offers/coupons');
  await expect(other.getByRole('heading', { name: '无权访问' })).toBeVisible();
  const token = await other.evaluate(() => sessionStorage.getItem('yaocai.admin.token') ?? '');
  expect(await (await other.request.get('/api/admin/offers/coupons', { headers: { token } })).json()).toMatchObject({ code: 403 });
  await other.close();
});

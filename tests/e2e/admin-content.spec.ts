/**
 * The back office's content (issue 28, 运营): 运营 publishes an announcement (the body sanitised) and a banner with
 * an uploaded picture (a wrong file refused first); the visitor's home page shows both (carousel with the picture,
 * latest announcements); 运营 rewrites a help topic and /help shows it. axe on the page.
 */
import { expect, test } from './e2e-test';
import { axeViolations } from './axe';
import { sidewaysOverflowAt1024 } from './admin-width';
import { DEMO_PASSWORD } from '../../src/server/demo-accounts';
import { PNG } from './accounts-helpers';

test('运营 publishes an announcement, a banner with its picture and a help page that appear on the site', async ({ page }) => {
  test.setTimeout(60_000);
  const tag = Date.now().toString().slice(-6);
  await page.goto('/admin');
  await page.getByLabel('用户名').fill('yunying01');
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '内容管理' }).click();
  await expect(page.getByRole('heading', { name: '内容管理', level: 1 })).toBeVisible();

  const notice = page.getByRole('form', { name: '发布公告' });
  await notice.getByLabel('公告标题').fill(`后台公告${tag}`);
  await notice.getByRole('button', { name: '发布公告' }).click();
  await expect(notice.getByRole('alert')).toHaveText('请求参数有误：公告正文过短');
  await notice.getByLabel(/^公告正文/).fill('<p>五一放假安排</p><script>alert(1)</script>');
  await notice.getByRole('button', { name: '发布公告' }).click();
  await expect(page.getByTestId('announcements').locator('tbody tr').first()).toContainText(`后台公告${tag}`);

  const banner = page.getByRole('form', { name: '新建轮播图' });
  await banner.getByLabel('标题', { exact: true }).fill(`后台轮播${tag}`);
  await banner.getByLabel(/^链接/).fill('https://evil.example/');
  await banner.getByLabel('配色').selectOption('purple');
  await expect(page.getByTestId('banner-preview')).toContainText(`后台轮播${tag}`);
  await banner.getByRole('button', { name: '保存轮播图' }).click();
  await expect(banner.getByRole('alert')).toHaveText('请求参数有误：链接含有不允许的字符');
  await banner.getByLabel(/^链接/).fill('/seckillPage');
  await banner.getByLabel(/^轮播图片/).setInputFiles({ name: 'banner.txt', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(banner.getByRole('alert')).toHaveText('请上传正确格式的图片');
  await banner.getByLabel(/^轮播图片/).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('banner-preview')).toHaveAttribute('data-picture', /^\/api\/contentPicture\/.+\.png$/);
  await banner.getByRole('button', { name: '保存轮播图' }).click();
  await expect(page.getByTestId('banners').locator('tbody tr', { hasText: `后台轮播${tag}` }).getByRole('img')).toBeVisible();

  // 帮助中心: the built-in 退货规则 rewritten (a script dropped by the sanitiser).
  await page.getByRole('button', { name: '修改帮助页面 退货规则' }).click();
  const help = page.getByRole('form', { name: '修改帮助页面 returnRules' });
  await help.getByLabel(/^页面正文/).fill(`<p>后台退货规则${tag}</p><script>alert(1)</script>`);
  await help.getByRole('button', { name: '保存页面' }).click();
  await expect(page.locator('[data-name="returnRules"]')).toContainText('已修改');
  expect(await axeViolations(page)).toEqual([]);
  expect(await sidewaysOverflowAt1024(page)).toBe(0);

  // The visitor's home page: the new slide in the carousel, the announcement among the latest.
  await page.goto('/');
  await expect(page.getByText(`后台轮播${tag}`).first()).toBeAttached();
  await expect(page.getByTestId('banner-slide').filter({ hasText: `后台轮播${tag}` })).toHaveAttribute('style', /url\("\/api\/contentPicture\//);
  await expect(page.getByText(`后台公告${tag}`).first()).toBeVisible();
  await page.goto('/help?name=returnRules');
  await expect(page.getByTestId('help-article')).toContainText(`后台退货规则${tag}`);
});

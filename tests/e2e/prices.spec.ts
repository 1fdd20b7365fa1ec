/**
 * Per-client prices on the site (issue 27): the demo seed gives yaofang01 an agreed price (协议价) for 联苯苄唑乳膏,
 * ¥7.20 instead of its ¥9.00; liansuo01, a chain store without one, sees ¥9.00 for the very same product, in the
 * listing and on its page, at the same time in another browser.
 */
import { expect, test, type Browser, type Page } from './e2e-test';
import { loginAs } from './helpers';
import { DEMO_AGREED_PRICE } from '../../src/server/db/seed/prices';

const NAME = DEMO_AGREED_PRICE.name;

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await loginAs(page, username);
  await expect(page.getByTestId('greeting')).not.toHaveText('您好，欢迎来到药采！');
  return page;
}

const listing = (page: Page) => page.goto(`/category?keyword=${encodeURIComponent(NAME)}`);
const detailPrice = (page: Page) => page.getByRole('region', { name: NAME, exact: true }).getByTestId('price');

test('two clients see their own price for the same product: the agreed one and the base one', async ({ browser }) => {
  const agreed = await signedIn(browser, DEMO_AGREED_PRICE.username);
  const plain = await signedIn(browser, 'liansuo01');

  // The agreed client's listing: exactly one card at its agreed price; its link names the product.
  await listing(agreed);
  const card = agreed.getByTestId('product-card').filter({ has: agreed.getByTestId('price').filter({ hasText: /^¥7\.20$/ }) });
  await expect(card).toHaveCount(1);
  const href = await card.locator('a.name').getAttribute('href');
  expect(href).toMatch(/^\/productDetail\/\d+$/);

  // The same product in the other client's listing, at the base price.
  await listing(plain);
  const same = plain.getByTestId('product-card').filter({ has: plain.locator(`a.name[href="${href}"]`) });
  await expect(same.getByTestId('price')).toHaveText('¥9.00');
  await expect(plain.getByTestId('price').filter({ hasText: /^¥7\.20$/ })).toHaveCount(0);

  // And on the product's page, each its own.
  await agreed.goto(href!);
  await expect(detailPrice(agreed)).toHaveText('¥7.20');
  await plain.goto(href!);
  await expect(detailPrice(plain)).toHaveText('¥9.00');

  await agreed.context().close();
  await plain.context().close();
});

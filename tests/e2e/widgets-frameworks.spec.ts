/**
 * The widgets inside a React host (the host's own React 19 tree) and a Vue 3 host, on the partner origin: one React
 * of ours beside whatever the host runs, attributes from the host's state, events into the host's handlers.
 * The host apps are bundled here with esbuild (tests/e2e/fixtures) and served on the partner origin by route.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { expect, test, type Page } from './e2e-test';
import { addFromCard, buyableCard } from './helpers';
import { HOST, buyerPerFile, watchProblems, widgetLogin } from './widgets-helpers';

const buyers = buyerPerFile('wfw');

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;

/** The page itself is the partner origin's bare framework page (scripts/host-origin-server.mjs); its app by route. */
async function serve(p: Page, files: Record<string, { body: string | Buffer; type: string }>) {
  await p.route(`${HOST}/fw/*.js`, (route) => {
    const file = files[new URL(route.request().url()).pathname];
    return file ? route.fulfill({ body: file.body, contentType: file.type }) : route.fulfill({ status: 404, body: 'not found' });
  });
}

test('inside a React host: its own React tree, refs and events; unmount and remount keep working', async ({ page: p, request }) => {
  const problems = watchProblems(p);
  const out = await build({ entryPoints: [fixture('react-host.tsx')], bundle: true, write: false, format: 'esm', jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent' });
  await serve(p, {
    '/fw/react-host.js': { body: Buffer.from(out.outputFiles[0]!.contents), type: 'text/javascript' },
  });
  const buyer = await buyers.withEmptyCart(request);
  await p.goto(`${HOST}/fw/react-host.html`);
  await expect(p.getByTestId('host-react')).toContainText('React 19');
  const search = p.locator('yc-search');
  await expect(search.getByTestId('product-card').first()).toContainText('阿莫西林');
  await widgetLogin(p, buyer.username, buyer.password);
  await expect(search.getByTestId('price').first()).toBeVisible();
  const before = Number(await p.getByTestId('cart-changes').textContent());
  await addFromCard(p, buyableCard(search));
  await expect(p.locator('yc-cart').getByTestId('cart-count')).toHaveText('1');
  await expect.poll(async () => Number(await p.getByTestId('cart-changes').textContent())).toBeGreaterThan(before);
  await expect(p.getByTestId('lines-added')).toHaveText('1');
  // The host's React unmounts and remounts the element.
  await p.getByRole('button', { name: '收起采购' }).click();
  await expect(search).toHaveCount(0);
  await p.getByRole('button', { name: '展开采购' }).click();
  await expect(p.locator('yc-search').getByTestId('price').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('inside a Vue host: attributes bound to Vue state, events through v-on', async ({ page: p, request }) => {
  const problems = watchProblems(p);
  const vue = readFileSync(createRequire(import.meta.url).resolve('vue/dist/vue.esm-browser.prod.js'));
  await serve(p, {
    '/fw/vue-host.js': { body: readFileSync(fixture('vue-host.js')), type: 'text/javascript' },
    '/fw/vue.esm-browser.prod.js': { body: vue, type: 'text/javascript' },
  });
  const buyer = await buyers.withEmptyCart(request);
  await p.goto(`${HOST}/fw/vue-host.html`);
  const search = p.locator('yc-search');
  await expect(search.getByTestId('product-card').first()).toContainText('布洛芬');
  await p.getByTestId('vue-keyword').fill('阿莫西林');
  await expect(p.locator('yc-search').getByTestId('product-card').first()).toContainText('阿莫西林');
  await widgetLogin(p, buyer.username, buyer.password);
  await expect(p.locator('yc-search').getByTestId('price').first()).toBeVisible();
  await addFromCard(p, buyableCard(p.locator('yc-search')));
  await expect(p.locator('yc-cart').getByTestId('cart-count')).toHaveText('1');
  await expect(p.getByTestId('lines-added')).toHaveText('1');
  expect(problems).toEqual([]);
});

test('a web font the host configures is declared in the page and used inside the shadow roots', async ({ page: p }) => {
  // Any real font file will do: Playwright's trace viewer ships one.
  const viewer = join(dirname(createRequire(import.meta.url).resolve('playwright-core')), 'lib/vite/traceViewer');
  const font = readFileSync(join(viewer, readdirSync(viewer).find((f) => f.endsWith('.ttf'))!));
  await serve(p, {
    '/fw/font-host.js': {
      body: "YaoCai.configure({ font: { family: 'YcHostFont', src: 'url(/fw/host-font.ttf) format(\"truetype\")' } }); document.getElementById('app').innerHTML = '<yc-search></yc-search>';",
      type: 'text/javascript',
    },
  });
  await p.route(`${HOST}/fw/host-font.ttf`, (route) => route.fulfill({ body: font, contentType: 'font/ttf' }));
  await p.goto(`${HOST}/fw/font-host.html`);
  const search = p.locator('yc-search');
  await expect(search.getByTestId('product-card').first()).toBeVisible();
  const family = await search.getByTestId('product-card').first().locator('.name').evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toMatch(/^"?YcHostFont"?,/);
  await expect.poll(() => p.evaluate(async () => (await document.fonts.load('16px YcHostFont')).length)).toBeGreaterThan(0);
  expect(await p.evaluate(() => document.fonts.check('16px YcHostFont'))).toBe(true);
});

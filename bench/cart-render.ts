/**
 * A 300-line cart in real chromium (Debian's, through Playwright): time from navigation to the 300th row on screen,
 * and from a click on one line's "+" to the repainted total (the next animation frame after the DOM shows the new
 * total). Optimistic updates mean the repaint does not wait for the server. Target: within one frame (16.7 ms).
 */
import { chromium } from '@playwright/test';
import type { Product } from '../src/contract/catalog';
import { DEMO_PASSWORD } from '../src/server/demo-accounts';
import { isPurchasable, quantityRule } from '../src/model/product-rules';
import { percentile } from './table';

const LINES = 300;

async function post(base: string, token: string, path: string, body: unknown) {
  const res = await fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', token }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: number; msg: string; data: any };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

async function fillCart(base: string, token: string) {
  const lines: { product_id: number; amount: number }[] = [];
  for (let page = 1; lines.length < LINES && page <= 30; page++) {
    const res = await fetch(`${base}/api/w1/productSearch?page=${page}&size=100`, { headers: { token } });
    const { data } = (await res.json()) as { data: { list: Product[] } };
    for (const p of data.list) {
      const rule = quantityRule(p);
      if (!isPurchasable(p) || p.near_expiration_date === 1 || rule.max < rule.min + rule.step) continue;
      lines.push({ product_id: p.product_id, amount: rule.min });
      if (lines.length === LINES) break;
    }
  }
  await post(base, token, '/w1/adds', { list: lines });
  return lines.length;
}

export async function cartRenderBench(base: string, webToken: string, username = 'yaofang01') {
  const login = await post(base, webToken, '/w1/login', { username, password: DEMO_PASSWORD });
  const token: string = login.api_token ?? webToken;
  const filled = await fillCart(base, token);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${base}/login`);
    await page.getByLabel('账号').fill(username);
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    const loads: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = Date.now();
      await page.goto(`${base}/shopCart`);
      await page.getByTestId('cart-row').nth(filled - 1).waitFor();
      loads.push(Date.now() - t0);
    }
    const repaints: number[] = [];
    for (let i = 0; i < 10; i++) {
      const row = page.getByTestId('cart-row').nth(i * 7);
      await row.scrollIntoViewIfNeeded();
      const before = await page.getByTestId('checked-total').textContent();
      // Measured inside the page: click → a mutation changes the total → the next frame is painted.
      const ms = await row.getByRole('button', { name: '增加' }).evaluate(
        (button, old) =>
          new Promise<number>((resolve) => {
            const total = document.querySelector('[data-testid="checked-total"]') as HTMLElement;
            const t0 = performance.now();
            const seen = new MutationObserver(() => {
              if (total.textContent === old) return;
              seen.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - t0));
            });
            seen.observe(total, { characterData: true, childList: true, subtree: true });
            (button as HTMLButtonElement).click();
          }),
        before,
      );
      repaints.push(ms);
      await page.waitForTimeout(150); // let the server answer before the next change
    }
    repaints.sort((a, b) => a - b);
    loads.sort((a, b) => a - b);
    return {
      lines: filled,
      loadMedianMs: loads[1] ?? loads[0] ?? 0,
      repaintP50: percentile(repaints, 50),
      repaintMax: repaints[repaints.length - 1] ?? 0,
    };
  } finally {
    await browser.close();
  }
}

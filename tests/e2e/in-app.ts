/**
 * Reaching pages as a buyer does, by the site's router, and waiting for them to settle: a full load per page parses
 * the bundle and fetches the session again, which cost the axe runs about a quarter of their time.
 */
import { expect, type Page } from './e2e-test';

/** How many of the page's requests are on their way (scripts, data, pictures). */
export function requestsInFlight(page: Page): () => number {
  let open = 0;
  page.on('request', () => (open += 1));
  page.on('requestfinished', () => (open -= 1));
  page.on('requestfailed', () => (open -= 1));
  return () => open;
}

/** No request for 300 ms (what networkidle means for a load, here after an in-app navigation) and no skeleton. */
export async function quiet(page: Page, inFlight: () => number) {
  let since = Date.now();
  while (Date.now() - since < 300) {
    if (inFlight() > 0) since = Date.now();
    await page.waitForTimeout(50);
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/** In-app navigation: history.pushState, which wouter follows (it patches pushState to tell its routes). */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => history.pushState(null, '', to), path);
}

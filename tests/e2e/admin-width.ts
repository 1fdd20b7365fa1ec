import { test, type Page } from '@playwright/test';

/**
 * The back office is desktop first but usable at 1024 px: the page itself never scrolls sideways there. The
 * screenshot at that width is kept with the test's output (test-results) to look at.
 */
export async function sidewaysOverflowAt1024(page: Page): Promise<number> {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: test.info().outputPath('at-1024.png'), fullPage: true });
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

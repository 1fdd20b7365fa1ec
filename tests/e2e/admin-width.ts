import type { Page } from '@playwright/test';

/** The back office is desktop first but usable at 1024 px: the page itself never scrolls sideways there. */
export async function sidewaysOverflowAt1024(page: Page): Promise<number> {
  await page.setViewportSize({ width: 1024, height: 768 });
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

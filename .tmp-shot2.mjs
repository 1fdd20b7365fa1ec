import { chromium } from '@playwright/test';
const [,, url, out, width = '1366'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium-headless-shell', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale: 'zh-CN' });
await page.goto('http://127.0.0.1:4100' + url);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: false });
await browser.close();

import { defineConfig, devices } from '@playwright/test';

const CI = !!process.env.CI;
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE = `http://127.0.0.1:${PORT}`;

/**
 * E2E against the real server (scripts/e2e-server.mjs: builds site + widgets if needed, starts on port 3100
 * with a throwaway PGlite dir), driving Debian's chromium since `playwright install` cannot download here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Not test-results/: Playwright empties its outputDir, which would delete the vitest report next to it.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  workers: CI ? 1 : 2,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: BASE,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--headless',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${BASE}/api/w1/publicHeader`,
    reuseExistingServer: !CI,
    timeout: 300_000,
  },
});

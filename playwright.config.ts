import { rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './scripts/ensure-chromium.mjs';
import { storeOrigin, storePort } from './tests/e2e/servers';

const CI = !!process.env.CI;

/**
 * How many workers, and so how many servers: `--workers`/`-j` on the command line (as Playwright reads it), else
 * E2E_WORKERS, else 3: on this 2-core machine a test often waits on its server or on a timer, and a third worker
 * fills those gaps (the whole suite in 9.1 min on 3).
 */
function workerCount(): number {
  const argv = process.argv;
  let value = process.env.E2E_WORKERS ?? '3';
  for (let i = 0; i < argv.length; i++) {
    const flag = /^(?:--workers|-j)(?:=(.*))?$/.exec(argv[i]!);
    if (flag) value = flag[1] ?? argv[i + 1] ?? value;
  }
  const n = value.endsWith('%') ? Math.floor((cpus().length * parseInt(value, 10)) / 100) : parseInt(value, 10);
  return Math.max(1, Number.isFinite(n) ? n : 1);
}
const WORKERS = workerCount();
// For tests/e2e/e2e-test.ts in the workers (they inherit this process's environment): a worker without a server fails.
if (!process.env.TEST_WORKER_INDEX) {
  process.env.YC_E2E_SERVERS = String(WORKERS);
  // The run's seeded database, which the servers copy (scripts/e2e-server.mjs); removed when the run ends.
  if (!process.env.YC_E2E_TEMPLATE) {
    const template = join(tmpdir(), `yaocai-e2e-template-${process.pid}`);
    process.env.YC_E2E_TEMPLATE = template;
    process.on('exit', () => {
      for (const path of [template, `${template}.lock`, `${template}.partial`, `${template}.failed`]) rmSync(path, { recursive: true, force: true });
    });
  }
}

/**
 * E2E against the real server, one per worker (tests/e2e/servers.ts): worker i drives its own store on
 * E2E_PORT (default 3100) + 10·i with its own throwaway PGlite database and its own partner page on the next port
 * (scripts/e2e-server.mjs), so tests on different workers cannot meet; the tests of one worker run one after
 * another, as they did on the single server. Specs take `test` from tests/e2e/e2e-test.ts, whose `baseURL` is the
 * worker's store. Drives Debian's chromium headless shell (scripts/ensure-chromium.mjs) since `playwright install` cannot download here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Not test-results/: Playwright empties its outputDir, which would delete the vitest report next to it.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: false,
  forbidOnly: CI,
  // CI retries a failed test once, and the JSON report counts it as flaky (scripts/test.mjs prints the flaky ones): on
  // this 2-core machine a landing was lost to one timing failure of a test that passes alone. Local runs never retry.
  retries: CI ? 1 : 0,
  workers: WORKERS,
  // Three times Playwright's defaults (30 s a test, 5 s an assertion). Each worker's browser and server share the 2
  // cores with the other worker's, and with whatever else runs on the machine: at a load of 10-15 a page that settles
  // in a second alone took 6-8 s and an axe pass over 30 s. A passing test is not slowed by a longer timeout; a test
  // that sets its own (test.setTimeout) keeps it.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Waits until every server answers (they start side by side, see webServer).
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Recording a trace costs every test about a quarter of its time (a screencast and DOM snapshots at each step),
    // measured on the cart, checkout and orders specs: 104 s with, 78 s without. CI prints the failure, its
    // screenshot and error context; run locally to get the trace.
    trace: CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
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
  // Playwright starts these one after another and waits for each. The first builds the site and the widgets if
  // needed, then prints its start line; only then is the next one launched (and finds the build fresh), so the build
  // runs once. Waiting for that line instead of the URL lets the servers seed their databases side by side; the
  // global setup then waits for all of them. SIGTERM lets each remove its database directory.
  webServer: Array.from({ length: WORKERS }, (_, i) => ({
    name: `store ${i}`,
    command: 'node scripts/e2e-server.mjs',
    env: { E2E_PORT: String(storePort(i)) },
    url: `${storeOrigin(i)}/api/w1/publicHeader`,
    wait: { stdout: /^\[e2e-server\] starting/m },
    reuseExistingServer: !CI,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    timeout: 300_000,
  })),
});

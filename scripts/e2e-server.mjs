// One server the Playwright suite drives (playwright.config.ts starts one per worker, each with its own E2E_PORT):
// a fresh embedded database in a temp dir, the store on E2E_PORT (default 3100), its partner page on E2E_PORT + 1.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { bundleServer } from './server-bundle.mjs';
import { startHostOrigin } from './host-origin-server.mjs';
import { ensureTemplate } from './e2e-template.mjs';

buildIfNeeded();
// playwright.config.ts launches the next server when it reads this line, so the build above runs once.
const port = Number(process.env.E2E_PORT ?? 3100);
console.log(`[e2e-server] starting the store on ${port}`);
const dir = mkdtempSync(join(tmpdir(), 'yaocai-e2e-'));
const ROOT = new URL('..', import.meta.url).pathname;

/**
 * The run's seeded database (YC_E2E_TEMPLATE, set by playwright.config.ts or by npm test): each server starts on its
 * own copy (scripts/e2e-template.mjs seeds it once). Seeding three side by side took most of the suite's first 40 s.
 * Without a template (or when seeding it failed) a server seeds its own.
 */
async function copyOfTemplate(target) {
  const template = process.env.YC_E2E_TEMPLATE;
  if (template && (await ensureTemplate(template))) cpSync(template, target, { recursive: true });
}
await copyOfTemplate(join(dir, 'pglite'));
// The host demo as a partner's page on a second origin (E2E_PORT + 1), which the store allows by CORS.
const hostOrigin = `http://127.0.0.1:${port + 1}`;
startHostOrigin(port + 1, `http://127.0.0.1:${port}`);
const child = spawn(process.execPath, [await bundleServer()], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port), DATABASE_URL: `file://${join(dir, 'pglite')}`, YAOCAI_DEMO_MODE: '1', YAOCAI_CHECK_RESPONSES: '1',
    // Behind the suite's own proxy header: helpers that stand for different clinics send their own X-Forwarded-For.
    TRUST_PROXY: '1', YAOCAI_PARTNER_ORIGINS: hostOrigin,
    // A test server: passwords hashed at the suites' low cost (src/server/lib/password.ts passwordCost).
    NODE_ENV: 'test', YAOCAI_PASSWORD_COST: 'test',
    // Back-in-stock alerts delivered within 2 s (the job's default is 10 s), so the journey waits little.
    YAOCAI_ARRIVAL_SECONDS: '2' },
});
const stop = (sig) => {
  child.kill(sig);
};
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(sig));
child.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

// The server the Playwright suite drives: fresh embedded database in a temp dir, port 3100.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
const dir = mkdtempSync(join(tmpdir(), 'yaocai-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: new URL('..', import.meta.url).pathname,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.E2E_PORT ?? '3100', DATABASE_URL: `file://${join(dir, 'pglite')}`, YAOCAI_DEMO_MODE: '1', YAOCAI_CHECK_RESPONSES: '1' },
});
const stop = (sig) => {
  child.kill(sig);
};
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(sig));
child.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

// The e2e run's seeded database (YC_E2E_TEMPLATE): whoever takes its lock first seeds it, the others wait for it.
// `npm test` seeds it in its first step, beside the lint and the build, so Playwright's servers only copy it;
// run alone, the first e2e server seeds it (scripts/e2e-server.mjs). `node scripts/e2e-template.mjs <dir>`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { bundleServer } from './server-bundle.mjs';

const ROOT = new URL('..', import.meta.url).pathname;

/** True once `template` holds the seeded database; false when seeding failed or took over 5 minutes. */
export async function ensureTemplate(template) {
  const failed = `${template}.failed`;
  let mine = false;
  try {
    mkdirSync(`${template}.lock`);
    mine = true;
  } catch {
    // another process is seeding it
  }
  if (mine) {
    const partial = `${template}.partial`;
    const seeded = spawnSync(process.execPath, [await bundleServer('tests/e2e/seed-template.ts'), partial], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'test', YAOCAI_PASSWORD_COST: 'test' },
    });
    if (seeded.status === 0) renameSync(partial, template);
    else writeFileSync(failed, '');
  }
  const deadline = Date.now() + 300_000;
  while (!existsSync(template) && !existsSync(failed) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  return existsSync(template);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node scripts/e2e-template.mjs <dir>');
  process.exit((await ensureTemplate(dir)) ? 0 : 1);
}

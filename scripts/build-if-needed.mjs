// Builds the site, the back office and the widget bundle when an output is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { precompress } from './precompress.mjs';

const root = new URL('..', import.meta.url).pathname;

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'server') t = Math.max(t, newest(p));
    } else t = Math.max(t, statSync(join(root, p)).mtimeMs);
  }
  return t;
}

function stale(output, sources) {
  const out = join(root, output);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return sources.some((s) => (existsSync(join(root, s)) ? (statSync(join(root, s)).isDirectory() ? newest(s) : statSync(join(root, s)).mtimeMs) > built : false));
}

function run(label, args) {
  console.log(`[build] ${label}…`);
  const [bin, ...rest] = args;
  const local = join(root, 'node_modules', '.bin', bin);
  const r = existsSync(local) ? spawnSync(local, rest, { cwd: root, stdio: 'inherit' }) : spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`[build] ${label} failed`);
    process.exit(r.status ?? 1);
  }
}

export function buildIfNeeded({ force = false } = {}) {
  const common = ['src/model', 'src/contract', 'src/api', 'src/stores', 'src/ui', 'src/features', 'package.json', 'scripts/browser-contract.mjs'];
  if (force || stale('dist/site/index.html', [...common, 'src/site', 'vite.config.ts'])) {
    run('site (vite)', ['vite', 'build', '--logLevel', 'warn']);
    precompress(join(root, 'dist/site'));
  }
  if (force || stale('dist/admin/index.html', [...common, 'src/admin', 'vite.admin.config.ts', 'vite.config.ts'])) {
    run('back office (vite)', ['vite', 'build', '--config', 'vite.admin.config.ts', '--logLevel', 'warn']);
    precompress(join(root, 'dist/admin'));
  }
  if (force || stale('dist/widgets/yaocai.iife.js', [...common, 'widgets', 'tsup.config.ts'])) {
    run('widgets (tsup)', ['tsup', '--silent']);
    run('widget types', ['tsx', 'widgets/build/types.ts']);
    precompress(join(root, 'dist/widgets'));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded({ force: process.argv.includes('--force') });

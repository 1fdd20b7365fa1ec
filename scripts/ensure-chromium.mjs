#!/usr/bin/env node
/**
 * Make sure Debian's Chromium is installed for Playwright (`npx playwright install` cannot download here).
 * Usable as a module (ensureChromium()) or as a script. Exit code 1 with a clear message when it cannot.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function run(cmd, args) {
  console.log(`[ensure-chromium] $ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (r.error) return `${cmd}: ${r.error.message}`;
  return r.status === 0 ? null : `${[cmd, ...args].join(' ')} exited with ${r.status}`;
}

/** @returns {boolean} true when the browser is there (already, or after installing it). */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) {
    console.log(`[ensure-chromium] found ${CHROMIUM_PATH}`);
    return true;
  }
  if (process.env.CHROMIUM_PATH) {
    console.error(`[ensure-chromium] CHROMIUM_PATH=${CHROMIUM_PATH} does not exist; not installing anything.`);
    return false;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = isRoot ? [] : ['sudo', '-n'];
  console.log(`[ensure-chromium] ${CHROMIUM_PATH} missing: installing Debian's chromium with apt-get${isRoot ? '' : ' (via sudo)'}`);
  const steps = [
    // Wait for a dpkg lock held by a parallel install instead of failing at once.
    ['apt-get', '-o', 'DPkg::Lock::Timeout=300', 'update'],
    // A CJK font so failure screenshots show Chinese text instead of empty boxes.
    ['apt-get', '-o', 'DPkg::Lock::Timeout=300', 'install', '-y', 'chromium', 'fonts-wqy-zenhei'],
  ];
  for (const step of steps) {
    const full = [...prefix, ...step];
    const err = run(full[0], full.slice(1));
    if (err) {
      console.error(
        `[ensure-chromium] cannot install chromium (${err}). Install it yourself: ` +
          `apt-get update && apt-get install -y chromium, or set CHROMIUM_PATH to a Chromium binary.`,
      );
      return false;
    }
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`[ensure-chromium] apt-get finished but ${CHROMIUM_PATH} is still missing.`);
    return false;
  }
  console.log(`[ensure-chromium] installed ${CHROMIUM_PATH}`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(ensureChromium() ? 0 : 1);
}

#!/usr/bin/env node
/**
 * Make sure Debian's Chromium headless shell is installed for Playwright (`npx playwright install` cannot download
 * here). The shell is the same engine without the desktop browser around it, as Playwright's own headless runs use:
 * the e2e suite spent a quarter less time on it (cart, checkout and orders specs, one worker: 81 s with
 * /usr/bin/chromium, 61 s with the shell). Usable as a module (ensureChromium()) or as a script. Exit code 1 with a
 * clear message when it cannot.
 */
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell';

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
  // A CJK font so failure screenshots show Chinese text instead of empty boxes.
  const err = aptInstall('ensure-chromium', ['chromium-headless-shell', 'fonts-wqy-zenhei']);
  if (err) {
    console.error(
      `[ensure-chromium] cannot install chromium (${err}). Install it yourself: ` +
        `apt-get update && apt-get install -y chromium-headless-shell, or set CHROMIUM_PATH to a Chromium binary.`,
    );
    return false;
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

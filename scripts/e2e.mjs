#!/usr/bin/env node
/** `npm run test:e2e -- [playwright args]`: make sure chromium is there, then run Playwright. */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

if (!ensureChromium()) process.exit(1);
const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
if (r.error) console.error(`[e2e] cannot start playwright: ${r.error.message}`);
process.exit(r.status ?? 1);

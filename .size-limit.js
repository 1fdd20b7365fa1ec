/**
 * Size budgets (gzip), checked by `npm test` on dist/ after the build (scripts/test.mjs), printed by `npm run bench`.
 *
 * The site's first load of /home is the entry chunk and every chunk it imports statically, read from vite's
 * manifest, so the budget follows whatever the bundler decides instead of a list of chunk names. Its limit is
 * issue 14's: the React floor (react + react-dom alone, 67.3 kB gzip, bench/sizes.ts) + 60 kB.
 */
import { existsSync, readFileSync } from 'node:fs';

const SITE = 'dist/site';
const MANIFEST = `${SITE}/.vite/manifest.json`;

/** The files the browser loads before the home renders: the entry and its static imports, recursively. */
function firstLoad() {
  if (!existsSync(MANIFEST)) return [`${SITE}/assets/index-*.js`];
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  };
  walk(entry);
  return [...seen].map((k) => `${SITE}/${manifest[k].file}`);
}

export default [
  {
    name: 'site first load of /home (entry + its static imports; React floor 67.3 kB + 60 kB)',
    path: firstLoad(),
    gzip: true,
    limit: '127 kB',
  },
  {
    name: 'site, every chunk (every screen included)',
    path: `${SITE}/assets/*.js`,
    gzip: true,
    limit: '293 kB',
  },
  {
    name: 'widgets, ESM as a host loads it (yaocai.js + the chunks it imports; the chart chunk is lazy)',
    path: ['dist/widgets/yaocai.js', 'dist/widgets/chunk-*.js'],
    gzip: true,
    limit: '175 kB',
  },
  {
    name: 'widgets, IIFE (dist/widgets/yaocai.iife.js)',
    path: 'dist/widgets/yaocai.iife.js',
    gzip: true,
    limit: '205 kB',
  },
];

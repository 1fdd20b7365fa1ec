/**
 * Size budgets per element (package.json "size-limit"): after the ESM build, writes dist/widget-sizes/<tag>.js, the
 * files a page holding only that element loads (the entry, the chunks it imports, the element's chunk and the chunks
 * that imports; for <yc-store> also its first page, the home), concatenated, and all-elements.js (every element;
 * the chunks loaded later — the charts, the checkout on 去结算, yc-store's other pages — aside). Outside
 * dist/widgets, so never served.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STATIC_IMPORT = /(?:import|export)\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g;

export function writeElementClosures(dir = 'dist/widgets', out = 'dist/widget-sizes'): Record<string, string[]> {
  const text = (f: string) => readFileSync(join(dir, f), 'utf8');
  const closure = (f: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(f)) return seen;
    seen.add(f);
    for (const m of text(f).matchAll(STATIC_IMPORT)) closure(m[1]!, seen);
    return seen;
  };
  const core = closure('yaocai.js');
  const elements = readdirSync(dir).filter((f) => /^yc-[a-z-]+-[A-Z0-9]+\.js$/.test(f));
  const sets: Record<string, string[]> = {};
  const all = new Set(core);
  const home = readdirSync(dir).find((f) => /^home-[A-Z0-9]+\.js$/.test(f));
  for (const f of elements) {
    const files = closure(f, new Set(core));
    if (f.startsWith('yc-store-') && home) closure(home, files);
    sets[f.replace(/-[A-Z0-9]+\.js$/, '')] = [...files];
    for (const x of files) all.add(x);
  }
  sets['all-elements'] = [...all];
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const [name, files] of Object.entries(sets)) writeFileSync(join(out, `${name}.js`), files.map(text).join('\n'));
  return sets;
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md is the map a newcomer follows: every backticked repository path in it (src/…, tests/…, scripts/…,
 * bench/…, docs/…, widgets/…) must exist, so a moved or deleted file cannot leave the map pointing nowhere.
 * `{a,b}` expands to each alternative; `*` in the last part matches any characters of one file name.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const PREFIX = /^(src|tests|scripts|bench|docs|widgets)\//;

/** Every backticked span of the text that is a repository path (no spaces, no placeholders). */
export function backtickedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => (m[1] ?? '').trim());
  return [...new Set(spans.filter((s) => PREFIX.test(s) && !/[\s<>]/.test(s)))];
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (nested braces expand left to right). */
export function expandBraces(path: string): string[] {
  const m = /\{([^{}]*)\}/.exec(path);
  if (!m) return [path];
  return (m[1] ?? '').split(',').flatMap((alt) => expandBraces(path.slice(0, m.index) + alt + path.slice(m.index + m[0].length)));
}

function exists(path: string): boolean {
  const clean = path.replace(/\/$/, '');
  const name = clean.slice(clean.lastIndexOf('/') + 1);
  if (!name.includes('*')) return existsSync(join(ROOT, clean));
  const dir = join(ROOT, clean.slice(0, clean.lastIndexOf('/')));
  const pattern = new RegExp(`^${name.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return existsSync(dir) && readdirSync(dir).some((f) => pattern.test(f));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
}

describe('ARCHITECTURE.md paths', () => {
  it('finds paths, expands braces and matches globs', () => {
    expect(backtickedPaths('see `src/model/a.ts`, `npm test`, `tests/x <y>.ts` and `src/model/a.ts`')).toEqual([
      'src/model/a.ts',
    ]);
    expect(expandBraces('tests/{a,b}/c{1,2}.ts')).toEqual(['tests/a/c1.ts', 'tests/a/c2.ts', 'tests/b/c1.ts', 'tests/b/c2.ts']);
    expect(exists('tests/unit/docs/architecture-*.test.ts')).toBe(true);
    expect(exists('tests/unit/docs/nothing-*.test.ts')).toBe(false);
  });

  it('names only paths that exist', () => {
    const text = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');
    const paths = backtickedPaths(text);
    expect(paths.length).toBeGreaterThan(100);
    const missing = paths.flatMap(expandBraces).filter((p) => !exists(p));
    expect(missing).toEqual([]);
  });

  it('links only to headings it has (the contents and the where-to-find list)', () => {
    const text = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');
    expect(anchorOf('ERP / open API')).toBe('erp--open-api');
    const anchors = new Set([...text.matchAll(/^#{2,4} (.+)$/gm)].map((m) => anchorOf(m[1] ?? '')));
    const links = [...text.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1] ?? '');
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((l) => !anchors.has(l))).toEqual([]);
  });
});

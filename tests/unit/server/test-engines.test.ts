/** The engine lists of the server tests (tests/server/engines.ts) hold: no sensitive file drops to one engine silently. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOTH_ENGINES, ONE_ENGINE, POSTGRES_ONLY, engineProblem } from '../../server/engines';

const DIR = path.resolve(__dirname, '../../server');
const files = readdirSync(DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.test.ts'));

describe('server test engines', () => {
  it('names only files that exist', () => {
    const named = [...Object.keys(BOTH_ENGINES), ...Object.keys(POSTGRES_ONLY), ...Object.keys(ONE_ENGINE)];
    expect(named.filter((f) => !existsSync(path.join(DIR, f)))).toEqual([]);
  });

  it('classifies every file touching stock, money, coupons, sessions or locks, and runs every PostgreSQL part', () => {
    const problems = files.map((f) => engineProblem(f, readFileSync(path.join(DIR, f), 'utf8'))).filter(Boolean);
    expect(problems).toEqual([]);
  });

  it('refuses an unlisted file about stock, and a PostgreSQL part in a one-engine file', () => {
    expect(engineProblem('cart/new-stock-rule.test.ts', 'expect(p.stock).toBe(3)')).toMatch(/BOTH_ENGINES/);
    expect(engineProblem('cart/cart.test.ts', "onBothEngines('cart', suite)")).toMatch(/would never run there/);
    expect(engineProblem('static/static.test.ts', 'expect(html).toContain("<div")')).toBeNull();
  });
});

/** The isolation list of the server tests (tests/server/isolation.ts) holds: no file leaks its settings into another. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWN_PROCESS, isolationProblem } from '../../server/isolation';
import { scopedEnv } from '../../server/scoped-env';
import { CHANGES_THE_PROCESS, UNIT_OWN_PROCESS } from '../isolation';

const DIR = path.resolve(__dirname, '../../server');
const read = (f: string) => (existsSync(path.join(DIR, f)) ? readFileSync(path.join(DIR, f), 'utf8') : undefined);
const files = readdirSync(DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.test.ts'));

describe('server test isolation', () => {
  it('names only files that exist', () => {
    expect(Object.keys(OWN_PROCESS).filter((f) => !existsSync(path.join(DIR, f)))).toEqual([]);
  });

  it('runs every file that changes the process (itself or through a helper) in a process of its own', () => {
    expect(files.map((f) => isolationProblem(f, read)).filter(Boolean)).toEqual([]);
  });

  it('refuses an unlisted file that sets an environment variable, mocks a module or imports a helper that does', () => {
    const fake: Record<string, string> = {
      'cart/new.test.ts': "process.env.YAOCAI_DEMO_MODE = '1';",
      'cart/mock.test.ts': "vi.mock('../../../src/server/app');",
      'cart/via.test.ts': "import { x } from './helper';",
      'cart/helper.ts': "delete process.env.YAOCAI_DEMO_MODE;",
      'cart/plain.test.ts': "import { x } from './other';\nexpect(process.env.YAOCAI_DEMO_MODE === '1').toBe(false);",
      'cart/other.ts': 'export const x = 1;',
      'cart/scoped.test.ts': "import { scopedEnv } from '../scoped-env';\nenv.set('YAOCAI_DEMO_MODE', '1');",
      'scoped-env.ts': 'if (value === undefined) delete process.env[name];\nelse process.env[name] = value;',
    };
    const r = (f: string) => fake[f];
    expect(isolationProblem('cart/new.test.ts', r)).toMatch(/OWN_PROCESS/);
    expect(isolationProblem('cart/mock.test.ts', r)).toMatch(/OWN_PROCESS/);
    expect(isolationProblem('cart/via.test.ts', r)).toMatch(/through cart\/helper\.ts/);
    expect(isolationProblem('cart/plain.test.ts', r)).toBeNull();
    // scoped-env.ts puts back what it sets after each test: its users share processes.
    expect(isolationProblem('cart/scoped.test.ts', r)).toBeNull();
  });
});

describe('scopedEnv', () => {
  const env = scopedEnv();
  const before = process.env.YAOCAI_MIN_ORDER_FEN;
  it('sets a server setting for the test it is called in', () => {
    env.set('YAOCAI_MIN_ORDER_FEN', '123');
    env.set('YAOCAI_MIN_ORDER_FEN', '456');
    expect(process.env.YAOCAI_MIN_ORDER_FEN).toBe('456');
  });
  it('and puts back what was there before it, after it', () => {
    expect(process.env.YAOCAI_MIN_ORDER_FEN).toBe(before);
  });
});

describe('unit test isolation', () => {
  const UNIT = path.resolve(__dirname, '..');
  const unitFiles = readdirSync(UNIT, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.test.ts'));

  it('runs every unit file that mocks, stubs or fakes timers in a process of its own, and lists only such files', () => {
    const changing = unitFiles.filter((f) => CHANGES_THE_PROCESS.test(readFileSync(path.join(UNIT, f), 'utf8'))).map((f) => `tests/unit/${f}`);
    expect(changing.sort()).toEqual([...UNIT_OWN_PROCESS].sort());
  });

  it('recognises what changes a process, and not a comparison', () => {
    expect(CHANGES_THE_PROCESS.test("vi.mock('x')")).toBe(true);
    expect(CHANGES_THE_PROCESS.test('vi.useFakeTimers()')).toBe(true);
    expect(CHANGES_THE_PROCESS.test("process.env.YAOCAI_X = '1'")).toBe(true);
    expect(CHANGES_THE_PROCESS.test("process.env.YAOCAI_X === '1'")).toBe(false);
  });
});

/** YAOCAI_WORKERS: how many instances `npm start` runs, and when it refuses (issue 26). */
import { describe, expect, it } from 'vitest';
import { MAX_WORKERS, startPlan } from '../../../src/server/start/plan';

const PG = 'postgres://yc@db.internal/yaocai';

describe('startPlan', () => {
  it('runs one instance by default, on either database', () => {
    expect(startPlan({})).toEqual({ workers: 1 });
    expect(startPlan({ YAOCAI_WORKERS: '', DATABASE_URL: PG })).toEqual({ workers: 1 });
    expect(startPlan({ YAOCAI_WORKERS: '1' })).toEqual({ workers: 1 });
  });

  it('runs N instances on PostgreSQL', () => {
    expect(startPlan({ YAOCAI_WORKERS: '4', DATABASE_URL: PG })).toEqual({ workers: 4 });
    expect(startPlan({ YAOCAI_WORKERS: ' 2 ', DATABASE_URL: 'postgresql://x/y' })).toEqual({ workers: 2 });
  });

  it('refuses several instances on the embedded database, in Chinese and English', () => {
    for (const DATABASE_URL of [undefined, '', 'file:///srv/pglite', 'memory://']) {
      const plan = startPlan({ YAOCAI_WORKERS: '2', DATABASE_URL });
      expect(plan).toHaveProperty('refuse');
      const text = 'refuse' in plan ? plan.refuse : '';
      expect(text).toContain('内置数据库（PGlite）只能由一个进程打开');
      expect(text).toContain('several instances need PostgreSQL');
    }
  });

  it('refuses a count that is not a whole number from 1 to the maximum', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '1e3', String(MAX_WORKERS + 1), '9'.repeat(40)]) {
      const plan = startPlan({ YAOCAI_WORKERS: bad, DATABASE_URL: PG });
      expect(plan, bad).toHaveProperty('refuse');
      expect('refuse' in plan && plan.refuse).toMatch(/实例数应为 1 到 64 之间的整数[\s\S]*whole number from 1 to 64/);
    }
  });
});

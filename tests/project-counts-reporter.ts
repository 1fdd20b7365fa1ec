/**
 * A vitest reporter for scripts/test.mjs: one JSON line per project of the run (its passed and failed tests, and the
 * seconds its files took, summed), since `npm test` runs every project in one vitest call and vitest's JSON report
 * does not say which project a file ran in (a server file runs in both engines' projects).
 * Written to test-results/vitest-projects.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const OUT = join(process.cwd(), 'test-results', 'vitest-projects.json');

export default class ProjectCountsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const out: Record<string, { passed: number; failed: number; seconds: number; files: number }> = {};
    for (const m of modules) {
      const name = m.project.name.replace(/-own$/, '');
      const c = (out[name] ??= { passed: 0, failed: 0, seconds: 0, files: 0 });
      c.files += 1;
      c.seconds += m.diagnostic().duration / 1000;
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') c.passed += 1;
        else if (state === 'failed') c.failed += 1;
      }
    }
    mkdirSync(dirname(OUT), { recursive: true });
    writeFileSync(OUT, JSON.stringify(out, null, 1));
  }
}

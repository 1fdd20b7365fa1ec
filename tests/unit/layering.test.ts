import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * `npm run check:layers` must not pass by accident (a rule with a typo matches nothing): the same config, run on a
 * fixture tree with known forbidden imports, has to report exactly those.
 */
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
  options: ICruiseOptions;
};
const FIXTURE = fileURLToPath(new URL('./fixtures/layering', import.meta.url));

async function violationsOf(): Promise<string[]> {
  const { output } = await cruise(['src'], {
    ...config.options,
    baseDir: FIXTURE,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    outputType: 'json',
  });
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('layering rules (.dependency-cruiser.cjs)', () => {
  it('reports the forbidden imports of the fixture and nothing else', async () => {
    expect(await violationsOf()).toEqual([
      'admin-not-features-site-server-widgets: src/admin/page.ts → src/features/a/index.ts',
      'browser-calls-through-api-areas: src/features/c/direct.ts → src/api/call.ts',
      'browser-calls-through-api-areas: src/features/c/direct.ts → src/contract/orders.ts',
      'feature-through-its-index: src/features/b/page.ts → src/features/a/internal.ts',
      'model-imports-nothing-of-ours: src/model/price.ts → src/api/prices.ts',
      'no-circular: src/stores/first.ts → src/stores/second.ts',
    ]);
  }, 30_000);
});

describe('server services by area', () => {
  it('keeps every service in an area folder: no loose file in src/server/services', () => {
    const dir = fileURLToPath(new URL('../../src/server/services', import.meta.url));
    const loose = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
    expect(loose).toEqual([]);
  });
});

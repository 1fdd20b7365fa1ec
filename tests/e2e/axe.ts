/**
 * axe over a page or one element, as `rule: count (first target) help` lines, so a failure names what to fix.
 * Every rule axe runs by default (WCAG 2.0/2.1 A and AA and the best practices); axe walks open shadow roots itself.
 *
 * A page without frames: axe is put into the page once per document and run there (`axe.run`, what
 * @axe-core/playwright's legacy mode runs). That builder evaluates axe's 550 kB source twice on every call; a page
 * checked path after path through the router, or element after element, paid it at each check (host demo, six
 * elements on a busy machine: 19–27 s with the builder, 17.5 s with axe put in once). The default mode, which goes
 * into frames, stays with the builder for a page that has one: it opens a second page for axe's last step and costs
 * two to three times as much (idle: 2.4 s against 1.1 s on /404, 12 s against 4.7 s on /home).
 *
 * Only violations are gathered (`resultTypes`): axe still runs every rule on every node, but stops collecting each
 * passing and inapplicable node, which was half its time (idle: /home 3.8 s → 1.7 s, /404 1.1 s → 0.65 s).
 */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

const OPTIONS: axe.RunOptions = { resultTypes: ['violations'] };
const optionsFor = (rules?: readonly string[]): axe.RunOptions => (rules ? { ...OPTIONS, runOnly: { type: 'rule', values: [...rules] } } : OPTIONS);

async function inPage(page: Page, include?: string, rules?: readonly string[]): Promise<Violation[]> {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) {
    await page.evaluate(axe.source);
    await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.configure({ branding: { application: 'playwright' } }));
  }
  return page.evaluate(
    async ({ include, options }) => {
      const run = (window as unknown as { axe: typeof axe }).axe;
      const result = await run.run(include ? { include: [include] } : document, options);
      // Only what the lines below read crosses back to the test.
      return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target as unknown[] })) }));
    },
    { include, options: optionsFor(rules) },
  );
}

async function withFrames(page: Page, include?: string, rules?: readonly string[]): Promise<Violation[]> {
  let builder = new AxeBuilder({ page }).options(optionsFor(rules));
  if (include) builder = builder.include(include);
  return (await builder.analyze()).violations;
}

/** `rules`: only these axe rules (a theme changes colours only, so its other runs judge colours alone). */
export async function axeViolations(page: Page, include?: string, rules?: readonly string[]): Promise<string[]> {
  const violations = page.frames().length === 1 ? await inPage(page, include, rules) : await withFrames(page, include, rules);
  return violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target.join(' ') ?? ''}) ${v.help}`);
}

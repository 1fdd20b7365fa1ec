/**
 * Inside a widget the width that lays a feature out is the element's: ui/styled's forContainer turns a component's
 * `@media` width rules into `@container` rules (the root is the query container, widgets/WidgetRoot), once per
 * template, and leaves every other media rule alone.
 */
import { describe, expect, it } from 'vitest';
import { forContainer } from '../../../src/ui/styled';

const tpl = (strings: TemplateStringsArray, ..._values: unknown[]) => strings;

describe('forContainer', () => {
  it('turns max-width and min-width media rules into container rules, keeping the rest of the CSS', () => {
    const t = tpl`a { color: red; } @media (max-width: 720px) { .x { display: none; } } @media (min-width: ${0}px) { b { gap: 0 } }`;
    const out = forContainer(t);
    expect(out[0]).toBe('a { color: red; } @container (max-width: 720px) { .x { display: none; } } @container (min-width: ');
    expect(out[1]).toBe('px) { b { gap: 0 } }');
    expect(out.raw).toEqual([...out]);
  });
  it('leaves motion, pointer and print rules to the screen, and answers the same array for the same template', () => {
    const t = tpl`@media (prefers-reduced-motion: reduce) { a { transition: none } } @media print { a { color: #000 } }`;
    expect(forContainer(t)[0]).toBe(t[0]);
    expect(forContainer(t)).toBe(forContainer(t));
  });
});

/** widgets/README.md's reference is generated from the code (widgets/reference.ts): it may not fall behind. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withReference } from '../../../widgets/build/reference-md';
import { ELEMENTS } from '../../../widgets/elements';
import { EVENT_DOCS } from '../../../widgets/reference';
import { TAGS } from '../../../widgets/tags';

describe('widgets README reference', () => {
  const readme = readFileSync(new URL('../../../widgets/README.md', import.meta.url), 'utf8');
  it('is what the generator writes (run `npx tsx widgets/build/reference-md.ts --write`)', () => {
    expect(withReference(readme)).toBe(readme);
  });
  it('the tag list (entries, fonts) is the elements defined', () => {
    expect([...TAGS].sort()).toEqual(Object.keys(ELEMENTS).sort());
  });

  it('names every element, attribute and event', () => {
    for (const [tag, spec] of Object.entries(ELEMENTS)) {
      expect(readme).toContain(`\`<${tag}>\``);
      for (const prop of Object.keys(spec.attrs)) expect(readme).toContain(`\`${prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}\``);
    }
    for (const name of Object.keys(EVENT_DOCS)) expect(readme).toContain(`\`${name}\``);
  });
});

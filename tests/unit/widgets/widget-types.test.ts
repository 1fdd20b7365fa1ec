/**
 * dist/widgets/yaocai.d.ts as a TypeScript host gets it: built from widgets/public-types.ts, self-contained (no
 * import of anything else), and a host page using the API, the typed events and the elements' properties compiles
 * under strict, while a wrong payload field, property or event name does not.
 */
import { mkdtempSync, readFileSync, copyFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeWidgetTypes } from '../../../widgets/build/types';

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'yc-types-'));
  await writeWidgetTypes(join(dir, 'yaocai.d.ts'));
  copyFileSync(new URL('./fixtures/host-usage.ts', import.meta.url), join(dir, 'host-usage.ts'));
}, 60_000);

function errorsOf(file: string): string[] {
  const program = ts.createProgram([join(dir, file)], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('yaocai.d.ts', () => {
  it('imports nothing: a host needs no other package', () => {
    const text = readFileSync(join(dir, 'yaocai.d.ts'), 'utf8');
    expect(text).not.toMatch(/^import /m);
    expect(text).toContain('interface DocumentEventMap');
  });

  it('a host page using the API, the events and the elements compiles under strict', () => {
    expect(errorsOf('host-usage.ts')).toEqual([]);
  }, 60_000);

  it('a wrong payload field, element property or API argument is an error', () => {
    writeFileSync(
      join(dir, 'host-wrong.ts'),
      [
        "import './yaocai';",
        "document.addEventListener('yc:cart-change', (e) => e.detail.total);",
        "document.createElement('yc-search').keyword = 12;",
        "void window.YaoCai.addToCart([{ product_id: '1', amount: 2 }]);",
      ].join('\n'),
    );
    const errors = errorsOf('host-wrong.ts');
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain("Property 'total' does not exist");
  }, 60_000);
});

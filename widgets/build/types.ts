/**
 * dist/widgets/yaocai.d.ts: the widgets' public types (widgets/public-types.ts) as one self-contained file. The
 * contract's TypeBox declarations it reaches are inlined too (`respectExternal`), so a TypeScript host adds the
 * file and installs nothing. Run by `npm run build:widgets` after tsup.
 */
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

export async function writeWidgetTypes(outFile = 'dist/widgets/yaocai.d.ts'): Promise<void> {
  const bundle = await rollup({
    input: 'widgets/public-types.ts',
    plugins: [dts({ respectExternal: true, compilerOptions: { skipLibCheck: true } })],
  });
  await bundle.write({ file: outFile, format: 'es' });
  await bundle.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await writeWidgetTypes();
  console.log(`[types] dist/widgets/yaocai.d.ts in ${Date.now() - started} ms`);
}

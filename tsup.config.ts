import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';
import ts from 'typescript';
import { defineConfig, type Options } from 'tsup';
import { writeElementClosures } from './widgets/build/closures';
import { TAGS } from './widgets/tags';

/** What the browser reads of an endpoint declaration (api/call.ts, api/download.ts); the rest is the server's. */
const BROWSER_KEYS = new Set(['method', 'path', 'auth', 'multipart', 'file', 'identityCheck']);

/** `endpoint({ method, path, query: …, response: … })` → `endpoint({ method, path })`. */
function endpointsWithoutSchemas(source: string, file: string): string {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const strip: ts.TransformerFactory<ts.SourceFile> = (ctx) => {
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'endpoint') {
        const [arg] = node.arguments;
        if (arg && ts.isObjectLiteralExpression(arg)) {
          const kept = arg.properties.filter((p) => p.name && ts.isIdentifier(p.name) && BROWSER_KEYS.has(p.name.text));
          return ctx.factory.updateCallExpression(node, node.expression, node.typeArguments, [ctx.factory.updateObjectLiteralExpression(arg, kept)]);
        }
      }
      return ts.visitEachChild(node, visit, ctx);
    };
    return (root) => ts.visitNode(root, visit) as ts.SourceFile;
  };
  const out = ts.transform(sf, [strip]);
  const printed = ts.createPrinter().printFile(out.transformed[0]!);
  out.dispose();
  return printed;
}

/**
 * Contract schemas are the server's; the browser only reads an endpoint's method and path. So in the widget bundle
 * each `endpoint({…})` keeps only what the browser reads, @sinclair/typebox is a stub whose builders return {}
 * (widgets/build/typebox-lite.ts), and every call in a contract module (`Type.Object(…)`, `Str(…)`…) is marked
 * pure, so the schema constants nothing reads any more are dropped. The comments are stripped first (esbuild
 * transform) so the marking never lands inside one.
 */
const contractLite: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'contract-lite',
  setup(build) {
    build.onResolve({ filter: /^@sinclair\/typebox$/ }, () => ({ path: new URL('./widgets/build/typebox-lite.ts', import.meta.url).pathname }));
    build.onLoad({ filter: /[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/ }, async (args) => {
      const { code } = await transform(endpointsWithoutSchemas(await readFile(args.path, 'utf8'), args.path), { loader: 'ts' });
      return { loader: 'js', contents: code.replace(/(?<![\w.$])((?:Type\.)?[A-Z]\w*|endpoint)\(/g, '/* @__PURE__ */ $1(') };
    });
  },
};

const common: Options = {
  entry: { yaocai: 'widgets/index.ts' },
  outDir: 'dist/widgets',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  sourcemap: true,
  noExternal: [/.*/],
  treeshake: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuildPlugins: [contractLite],
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
};

/**
 * Two builds of the same entry:
 * - ESM `yaocai.js`: the API and the elements' shell; each element's feature is its own chunk (`yc-search-*.js`,
 *   …), loaded when the first such element mounts; shared code in `chunk-*.js`. One React for all elements.
 *   `elements/<tag>.js` define one element each (same chunks, so several of them still share one React).
 * - IIFE `yaocai.iife.js`: the same as one classic script (a page without modules), everything inlined.
 */
export default defineConfig([
  {
    ...common,
    // One entry per element as well (dist/widgets/elements/<tag>.js), sharing the same chunks.
    entry: { ...(common.entry as Record<string, string>), ...Object.fromEntries(TAGS.map((t) => [`elements/${t}`, `widgets/entries/${t}.ts`])) },
    format: ['esm'],
    clean: true,
    splitting: true,
    onSuccess: async () => {
      writeElementClosures();
    },
  },
  { ...common, format: ['iife'], clean: false, outExtension: () => ({ js: '.iife.js' }) },
]);

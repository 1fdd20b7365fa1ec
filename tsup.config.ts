import { defineConfig, type Options } from 'tsup';
import { browserContractEsbuildPlugin } from './scripts/browser-contract.mjs';
import { writeElementClosures } from './widgets/build/closures';
import { TAGS } from './widgets/tags';

/**
 * The widgets run our React components on preact/compat (ARCHITECTURE.md "Widgets and the clinic-system handshake"): an embed pays for its
 * runtime on every partner page, and react-dom alone is 60 kB gzip, four times what a page with one element may add.
 * The site keeps React; the components are the same source, tested under React (vitest) and, built this way, in
 * the widget e2e specs.
 */
const PREACT_COMPAT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': './widgets/runtime/preact-client.ts',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
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
  // The contract as the browser needs it: endpoints reduced to their routing fields, no TypeBox (scripts/browser-contract.mjs).
  esbuildPlugins: [browserContractEsbuildPlugin()],
  esbuildOptions(options) {
    options.jsx = 'automatic';
    options.alias = { ...options.alias, ...PREACT_COMPAT };
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

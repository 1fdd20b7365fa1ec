import { defineConfig } from 'tsup';

/** The widget bundle: one file per format, React and everything else inlined, minified. */
export default defineConfig({
  entry: { yaocai: 'widgets/index.ts' },
  format: ['esm', 'iife'],
  outDir: 'dist/widgets',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  sourcemap: true,
  clean: true,
  noExternal: [/.*/],
  treeshake: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  outExtension: ({ format }) => ({ js: format === 'iife' ? '.iife.js' : '.js' }),
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
});

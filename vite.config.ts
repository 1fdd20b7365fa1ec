import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { browserContractPlugin } from './scripts/browser-contract.mjs';

const api = process.env.YAOCAI_API ?? 'http://127.0.0.1:3000';

/** The standalone site. `npm run dev` proxies the API, widgets and host demo to the real server. */
export default defineConfig({
  root: 'src/site',
  plugins: [browserContractPlugin(), react()],
  build: {
    outDir: '../../dist/site',
    emptyOutDir: true,
    sourcemap: true,
    // .size-limit.js reads the entry's static imports from it: the first load of /home.
    manifest: true,
    rollupOptions: {
      output: {
        // A feature's lazy screens chunk is named for its feature (features/<name>/screens.ts → <name>-<hash>.js).
        chunkFileNames: (chunk) => {
          const feature = /\/src\/features\/([^/]+)\/screens\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return `assets/${feature ?? '[name]'}-[hash].js`;
        },
        // The first load is the entry, `vendor` (libraries) and `core` (our building blocks), each holding only what
        // the entry imports statically ($initial); a module only lazy screens use (the QR encoder, uPlot, DOMPurify,
        // the salesman console's contract) stays with those screens or in a chunk they share.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            { name: 'core', test: /[\\/]src[\\/](ui|model|stores|api|contract)[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/widgets': api, '/host-demo': api },
  },
});

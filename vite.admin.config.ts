import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { browserContractPlugin } from './scripts/browser-contract.mjs';

const api = process.env.YAOCAI_API ?? 'http://127.0.0.1:3000';

/**
 * The back office (/admin, issue 28): the same codebase as the site, built apart into dist/admin with its own
 * chunks, so nothing of it is ever in the buyer's first load or the widget bundle. The server serves it at /admin/
 * (server/plugins/static.ts). `npx vite --config vite.admin.config.ts` serves it in development.
 */
export default defineConfig({
  root: 'src/admin',
  base: '/admin/',
  plugins: [browserContractPlugin(), react()],
  build: {
    outDir: '../../dist/admin',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
  },
  server: {
    port: 5174,
    proxy: { '/api': api },
  },
});

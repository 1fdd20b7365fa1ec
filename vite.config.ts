import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.YAOCAI_API ?? 'http://127.0.0.1:3000';

/** The standalone site. `npm run dev` proxies the API, widgets and host demo to the real server. */
export default defineConfig({
  root: 'src/site',
  plugins: [react()],
  build: {
    outDir: '../../dist/site',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Named chunks so the size budget can tell the first load (entry + vendor + core) from the screens
        // loaded on first visit (one chunk per lazy feature).
        manualChunks(id) {
          // The payment QR encoder is needed only by the pay and cash pages, uPlot only by the salesman's reports:
          // they stay with those screens, not in the first load.
          if (/\/node_modules\/(qrcode|dijkstrajs|uplot)\//.test(id)) return undefined;
          if (id.includes('/node_modules/')) return 'vendor';
          // The salesman console's contract, calls and rules load with its screens (SPEC §2.9 pages are lazy).
          if (/\/src\/(api\/salesman|contract\/salesman|model\/salesman-(report|ui-rules))\./.test(id)) return undefined;
          // Likewise the promotions pages' contract, calls and rules (what the detail page and the cart use of them
          // is shaken into their chunks).
          if (/\/src\/(api\/promotions|contract\/promotions|model\/promotion-rules)\./.test(id)) return undefined;
          if (/\/src\/(ui|model|stores|api|contract)\//.test(id)) return 'core';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/widgets': api, '/host-demo': api },
  },
});

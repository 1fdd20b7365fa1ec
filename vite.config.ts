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
          // The payment QR encoder is needed only by the pay and cash pages: it stays with them, not in the first load.
          if (/\/node_modules\/(qrcode|dijkstrajs)\//.test(id)) return undefined;
          if (id.includes('/node_modules/')) return 'vendor';
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

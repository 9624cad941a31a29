import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Where `pnpm dev` sends API, media and sandbox requests (the reference server of `npm start`). */
const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`;

/**
 * The reference storefront. The workspace packages resolve to their TypeScript sources (no
 * package build needed); each route is its own chunk (React Router's `lazy`). Production
 * files go to dist/, which `npm start` serves from the API's origin (SITE_DIR).
 */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@storefront-kit/source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/sandbox': apiTarget,
    },
  },
});

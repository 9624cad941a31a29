import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * React Router's production build: its package exports only the development build (with its
 * warnings), whatever the mode.
 */
const routerProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Where `pnpm dev` sends API, media and sandbox requests (the reference server of `npm start`). */
const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`;

/**
 * The reference storefront. The workspace packages resolve to their TypeScript sources (no
 * package build needed); each route is its own chunk (React Router's `lazy`). Production
 * files go to dist/, which `npm start` serves from the API's origin (SITE_DIR), with the
 * manifest (dist/.vite/manifest.json) that the server renderer reads to preload a route's
 * chunks. `vite build --ssr src/entry-server.tsx --outDir dist/.server` builds that renderer.
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react()],
  resolve: {
    conditions: ['@storefront-kit/source', ...defaultClientConditions],
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: routerProduction }] : [],
  },
  // The renderer is self-contained (React, React Router and the packages inside), so a built
  // dist/ runs wherever it is copied, without node_modules.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  ssr: {
    noExternal: true,
    resolve: { conditions: ['@storefront-kit/source', ...defaultServerConditions] },
  },
  build: {
    manifest: true,
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The renderer's build (dist/.server) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/sandbox': apiTarget,
    },
  },
}));

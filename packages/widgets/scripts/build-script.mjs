#!/usr/bin/env node
// Builds the script-tag bundle into dist/script/: the loader `storefront-kit.js` (a classic
// script, no imports) and one ES chunk per widget group that the loader imports on demand,
// with React replaced by preact/compat (about 9 kB instead of 67 kB).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(packageDir, 'dist', 'script');
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const chunksDir = join(packageDir, 'src', 'script', 'chunks');

// Resolved to files (ES builds of preact), so every importer shares one copy.
const esm = (specifier) => fileURLToPath(import.meta.resolve(specifier));
const preact = {
  'react-dom/client': esm('preact/compat/client'),
  'react-dom': esm('preact/compat'),
  'react/jsx-runtime': esm('preact/jsx-runtime'),
  'react/jsx-dev-runtime': esm('preact/jsx-runtime'),
  react: esm('preact/compat'),
  '@preact/signals-react/runtime': join(packageDir, 'src', 'script', 'signalsRuntime.ts'),
};
const shared = {
  configFile: false,
  logLevel: 'warn',
  root: packageDir,
  define: { 'process.env.NODE_ENV': '"production"', __VERSION__: JSON.stringify(version) },
  resolve: {
    conditions: ['@storefront-kit/source', 'module', 'browser', 'production'],
    alias: Object.entries(preact).map(([find, replacement]) => ({
      find: new RegExp(`^${find.replace(/[/.]/g, '\\$&')}$`),
      replacement,
    })),
  },
};

// 1. The loader: one classic script.
await build({
  ...shared,
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2020',
    minify: true,
    lib: {
      entry: join(packageDir, 'src', 'script', 'storefront-kit.ts'),
      formats: ['iife'],
      name: 'StorefrontKitLoader',
      fileName: () => 'storefront-kit.js',
    },
  },
});

// 2. The widget chunks: ES modules sharing their common code.
const entries = existsSync(chunksDir)
  ? Object.fromEntries(
      readdirSync(chunksDir)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => [name.replace(/\.ts$/, ''), join(chunksDir, name)]),
    )
  : {};
if (Object.keys(entries).length) {
  await build({
    ...shared,
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2020',
      minify: true,
      modulePreload: false,
      rollupOptions: {
        input: entries,
        preserveEntrySignatures: 'exports-only',
        // Radix marks its modules "use client" for React Server Components; irrelevant here.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          // What at least four of the six widget chunks share goes into one file, instead of a
          // file per combination of importers (fewer requests, better compression).
          advancedChunks: { groups: [{ name: 'shared', minShareCount: 4 }] },
        },
      },
    },
  });
}
console.log(`script bundle: ${readdirSync(outDir).join(', ')}`);

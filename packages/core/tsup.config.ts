import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  // Dev-only warnings are guarded by process.env.NODE_ENV and stripped by the consumer's bundler.
  define: {},
});

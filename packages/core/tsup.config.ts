import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * ESM keeps one output file per source module (imports rewritten to `.js`), so a consumer's
 * bundler drops whole unused modules (`sideEffects: false`). In a single flattened file it
 * could not: module-level schema definitions are calls, which a bundler must keep.
 */
const preserveModules: Plugin = {
  name: 'preserve-modules',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      return { path: `${args.path.replace(/\.ts$/, '')}.js`, external: true };
    });
  },
};

export default defineConfig([
  {
    entry: ['src/**/*.ts', '!src/**/*.test.ts'],
    format: ['esm'],
    bundle: true,
    esbuildPlugins: [preserveModules],
    dts: { entry: { index: 'src/index.ts' } },
    sourcemap: true,
    clean: true,
    target: 'es2022',
  },
  {
    // CommonJS consumers (Node's require) get one bundled file; size is not their concern.
    entry: { index: 'src/index.ts' },
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
  },
]);

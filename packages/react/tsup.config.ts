import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/** ESM keeps one file per module (see packages/core/tsup.config.ts for why). */
const preserveModules: Plugin = {
  name: 'preserve-modules',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      return { path: `${args.path.replace(/\.tsx?$/, '')}.js`, external: true };
    });
  },
};

export default defineConfig([
  {
    entry: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/**/*.stories.tsx'],
    format: ['esm'],
    bundle: true,
    esbuildPlugins: [preserveModules],
    dts: { entry: { index: 'src/index.ts', server: 'src/server.ts' } },
    // Types of @storefront-kit/core come from its build, not its sources (a 100 s slower build).
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    clean: true,
    target: 'es2022',
  },
  {
    entry: { index: 'src/index.ts', server: 'src/server.ts' },
    format: ['cjs'],
    dts: true,
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    target: 'es2022',
  },
]);

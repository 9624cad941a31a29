import { readFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { holdsSheets, minifyCssTemplates } from './scripts/minifyCss.mjs';

// The npm entries: React components (`.`) and custom elements (`./elements`). The script-tag
// bundle (Preact in place of React, a loader plus lazy chunks) is built by
// scripts/build-script.mjs.
export default defineConfig({
  entry: { index: 'src/index.ts', elements: 'src/elements.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@preact/signals-react', /^@storefront-kit\//],
  esbuildPlugins: [
    {
      name: 'storefront-kit:minify-sheets',
      setup(build) {
        build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
          if (!holdsSheets(path)) return undefined;
          const code = await readFile(path, 'utf8');
          return { contents: minifyCssTemplates(code), loader: path.endsWith('x') ? 'tsx' : 'ts' };
        });
      },
    },
  ],
});

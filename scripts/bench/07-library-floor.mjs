#!/usr/bin/env node
// The floor under the size budgets: what the runtime libraries the issues require weigh on
// their own, min+gzip, before a single line of storefront-kit's code, measured as each budget
// is (core with size-limit, as `pnpm size` measures core's main entry; the script tag with the
// script bundle's own Vite build):
// - core: ky (the client is built on it), zod/mini with every schema function and check core
//   calls, and @preact/signals-core with the functions core imports;
// - the script tag: the same, plus Preact standing in for React (every React API the react and
//   widgets packages import, createRoot and the JSX runtime, from the bundle's React layer
//   packages/widgets/src/script/preactReact.ts, which replaced preact/compat, with the components'
//   signal tracking of signalsRuntime.ts, which replaced @preact/signals).
// The lists are read from the sources (not written here), so the floor follows the code.
// A budget below its floor cannot be met with these libraries; above it, the difference is
// what is left for the project's own code. Run after `pnpm install` (no build needed).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import sizeLimitPreset from '@size-limit/preset-small-lib';
import sizeLimit from 'size-limit';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const coreDir = join(root, 'packages', 'core');
const widgetsDir = join(root, 'packages', 'widgets');
const targets = JSON.parse(
  readFileSync(join(root, 'scripts', 'bench', 'size-targets.json'), 'utf8'),
);

/** Non-test TypeScript sources below `dir`. */
const sources = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => readFileSync(join(dir, file), 'utf8'));

/** The value names imported from `specifier` (static `import {…}` and awaited `import()`). */
function importedNames(texts, specifier) {
  const names = new Set();
  const quoted = specifier.replace(/[/.]/g, '\\$&');
  const patterns = [
    new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${quoted}'`, 'g'),
    new RegExp(`const\\s*\\{([^}]*)\\}\\s*=\\s*await import\\('${quoted}'\\)`, 'g'),
  ];
  for (const text of texts)
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern))
        for (const part of match[1].split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0];
          if (name && !name.startsWith('type ')) names.add(name);
        }
  return [...names].sort();
}

const coreSources = sources(join(coreDir, 'src'));
const zodFunctions = [
  ...new Set(
    coreSources.flatMap((text) => [...text.matchAll(/\bz\.([a-zA-Z]+)\(/g)].map((m) => m[1])),
  ),
].sort();
const signalsCore = importedNames(coreSources, '@preact/signals-core');
const kyNames = importedNames(coreSources, 'ky').filter((name) => name !== 'KyInstance');
const reactApis = importedNames(
  [...sources(join(root, 'packages', 'react', 'src')), ...sources(join(widgetsDir, 'src'))],
  'react',
);

const coreEntry = [
  `import ky${kyNames.length ? `, { ${kyNames.join(', ')} }` : ''} from 'ky';`,
  `import * as z from 'zod/mini';`,
  `export { ${signalsCore.join(', ')} } from '@preact/signals-core';`,
  `export const kyUsed = [ky${kyNames.map((name) => `, ${name}`).join('')}];`,
  `export const zodUsed = [${zodFunctions.map((name) => `z.${name}`).join(', ')}];`,
].join('\n');

/**
 * Bundles `files['entry.js']`, written in a folder of `packageDir` (so its dependencies
 * resolve), and returns its min+gzip bytes: with size-limit (esbuild) or Vite.
 */
async function floor(packageDir, files, bundler) {
  const dir = mkdtempSync(join(packageDir, '.library-floor-'));
  try {
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
    if (bundler === 'size-limit') {
      const [check] = await sizeLimit(sizeLimitPreset, {
        checks: [{ files: [join(dir, 'entry.js')], gzip: true }],
      });
      return check.size;
    }
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: packageDir,
      define: { 'process.env.NODE_ENV': '"production"' },
      resolve: { conditions: ['module', 'browser', 'production'] },
      build: {
        write: false,
        target: 'es2022',
        minify: true,
        lib: { entry: join(dir, 'entry.js'), formats: ['es'], fileName: 'floor' },
        rollupOptions: { output: { minify: true, comments: false } },
      },
    });
    const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    const code = chunks
      .filter((c) => c.type === 'chunk')
      .map((c) => c.code)
      .join('\n');
    return gzipSync(code, { level: 9 }).length;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const coreFloor = await floor(coreDir, { 'entry.js': coreEntry }, 'size-limit');
// The script tag's floor imports core's libraries through a module in core's folder.
const coreLibs = mkdtempSync(join(coreDir, '.library-floor-'));
let scriptFloor;
try {
  writeFileSync(join(coreLibs, 'libs.js'), coreEntry);
  scriptFloor = await floor(
    widgetsDir,
    {
      'entry.js': [
        `export * from ${JSON.stringify(join(coreLibs, 'libs.js'))};`,
        `export { ${reactApis.join(', ')}, createRoot } from ${JSON.stringify(join(widgetsDir, 'src', 'script', 'preactReact.ts'))};`,
        `export { jsx, jsxs, Fragment as JsxFragment } from 'preact/jsx-runtime';`,
      ].join('\n'),
    },
    'vite',
  );
} finally {
  rmSync(coreLibs, { recursive: true, force: true });
}

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const verdict = (budget, floorBytes) =>
  budget < floorBytes
    ? `below the floor by ${kb(floorBytes - budget)}: cannot be met with these libraries`
    : `leaves ${kb(budget - floorBytes)} for all of the project's own code`;
const coreBudget =
  Number.parseFloat(targets['core: main entry (client + cart + session + search)']) * 1000;

console.log('Required libraries alone, before any storefront-kit code (min+gzip, one file):');
console.log(
  `  core: ky, zod/mini (${zodFunctions.length} functions core calls), @preact/signals-core (${signalsCore.join(', ')}): ${kb(coreFloor)}`,
);
console.log(
  `    core main entry budget ${kb(coreBudget)} as one file: ${verdict(coreBudget, coreFloor)} (on first load with code splitting ky and zod wait for the first request: scripts/core-first-load.mjs)`,
);
console.log(
  `  script tag: those, and Preact with the bundle's React layer (${reactApis.length} React APIs, createRoot, JSX runtime, signal tracking): ${kb(scriptFloor)}`,
);
// The script tag's budgets above the loader alone (which holds none of these libraries).
for (const [name, goal] of Object.entries(targets)) {
  if (!name.startsWith('script tag: ') || name === 'script tag: loader') continue;
  const budget = Number.parseFloat(goal) * 1000;
  console.log(`    ${name.slice(12)} budget ${kb(budget)}: ${verdict(budget, scriptFloor)}`);
}

#!/usr/bin/env node
// Builds the script-tag bundle into dist/script/: the loader `storefront-kit.js` (a classic
// script, no imports) and one ES chunk per widget group that the loader imports on demand,
// with React replaced by Preact (src/script/preactReact.ts).
//
// Served as it is by any static server or CDN: every chunk's name carries its content hash (cache
// it for a year, `immutable`); only `storefront-kit.js` and `manifest.json` keep their names
// (cache them briefly). The loader carries the build's manifest (which files each widget needs),
// so it preloads a widget's shared chunks with its entry instead of discovering them one import
// after another. `storefront-kit-<hash>.js` is the same loader under a name that never changes
// content, for a tag pinned with Subresource Integrity (`manifest.json` gives its `integrity`).
// Every file also gets a `.br` and a `.gz` next to it, for servers that send precompressed files.
//
// `--report` builds the chunks in memory (dist/ untouched) and prints, per chunk, its min+gzip
// size, its static imports and what each module contributes (minified bytes before gzip).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { build } from 'vite';
import { holdsSheets, minifyCssTemplates } from './minifyCss.mjs';

const report = process.argv.includes('--report');
// The bundle as it ships, whoever runs this: under NODE_ENV=test (vitest's browser tests build
// it too) Vite builds a different bundle, 4 kB larger.
process.env.NODE_ENV = 'production';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(packageDir, 'dist', 'script');
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const chunksDir = join(packageDir, 'src', 'script', 'chunks');
const LOADER = 'storefront-kit.js';

// Resolved to files (ES builds of preact), so every importer shares one copy. React's API is
// src/script/preactReact.ts: Preact with what the widgets use of React, not all of preact/compat.
const esm = (specifier) => fileURLToPath(import.meta.resolve(specifier));
const reactOnPreact = join(packageDir, 'src', 'script', 'preactReact.ts');
const preact = {
  'react-dom/client': reactOnPreact,
  'react-dom': reactOnPreact,
  'react/jsx-runtime': esm('preact/jsx-runtime'),
  'react/jsx-dev-runtime': esm('preact/jsx-runtime'),
  react: reactOnPreact,
  '@preact/signals-react/runtime': join(packageDir, 'src', 'script', 'signalsRuntime.ts'),
};
const shared = {
  configFile: false,
  plugins: [
    {
      name: 'storefront-kit:minify-sheets',
      transform: (code, id) => (holdsSheets(id) ? minifyCssTemplates(code) : undefined),
    },
  ],
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

// 1. The widget chunks: ES modules sharing their common code.
const entries = existsSync(chunksDir)
  ? Object.fromEntries(
      readdirSync(chunksDir)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => [name.replace(/\.ts$/, ''), join(chunksDir, name)]),
    )
  : {};

/**
 * The lazily imported chunks a widget loads as soon as it renders, not on use: the product card
 * reads its product at once (the catalogue's methods, and `earlyAnswer`, which checks the
 * loader's early answer against the schema without core's transport), so the loader preloads
 * them with the entry instead of discovering them after it. The transport (ky) loads with the
 * page's first request of its own (a search, a card the loader did not ask for, an answer that
 * was not a success).
 */
const FIRST_RENDER = {
  'product-card': ['core/src/http/earlyAnswer.ts', 'core/src/api/catalogApi.ts'],
};
/** The lazily loaded chunks FIRST_RENDER names (by their module's name), before grouping. */
const FIRST_RENDER_CHUNKS = new Set(
  Object.values(FIRST_RENDER)
    .flat()
    .map((file) => file.replace(/^.*\//, '').replace(/\.tsx?$/, '')),
);

// Shared code goes into six files instead of one per combination of importers (fewer
// requests, better compression), without making a page with the search box, the cart and
// product cards download code those do not use before their first interaction (the budgets):
// - `shared`: what the search box uses and another widget or dialog too (the runtime
//   libraries, the client's shell, the session, the mount layer), and core's error classes;
// - `api`: what the API code core loads on first use (ky with `createHttp`, a group's methods
//   and schemas) shares: zod, the common schemas; and the product card's FIRST_RENDER code;
// - `common`: what the cart or the product card shares with another (the cart store, the query
//   cache, the dialog, the sign-in request…);
// - `drawer`: the cart drawer and what it shares with the other dialogs and the checkout;
// - `account`: what the sign-in button shares with the forms;
// - `forms`: what the checkout, quote and sign-in widgets and the lazily loaded dialogs share
//   (form fields and styles, validation, the checkout's strings…), except what a dialog of
//   those three widgets uses (the product card's quick view), which stays small.
// Code of one widget or dialog stays in its own file. Who uses a module comes from a first,
// in-memory build with one chunk per combination of importers (after tree shaking, which the
// module graph alone, through core's barrel file, does not show): each widget's entry and each
// lazily loaded chunk, with the chunks they import.
function sharedChunkGroups(firstBuild) {
  const chunks = new Map(firstBuild.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
  const roots = [...chunks.values()].filter((c) => c.isEntry || c.isDynamicEntry);
  const reach = new Map();
  for (const root of roots) {
    const stack = [root.fileName];
    const seen = new Set();
    while (stack.length) {
      const chunk = chunks.get(stack.pop());
      if (!chunk || seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const id of Object.keys(chunk.modules))
        reach.set(id, (reach.get(id) ?? new Set()).add(root.name));
      stack.push(...chunk.imports);
    }
  }
  const reached = (id) => reach.get(id) ?? new Set();
  const sharedBy = (id) => reached(id).size > 1;
  const entryNamed = (name) => roots.find((chunk) => chunk.isEntry && chunk.name === name);
  const budgetDialogs = new Set(
    ['search-box', 'cart', 'product-card'].flatMap(
      (name) => entryNamed(name)?.dynamicImports.map((file) => chunks.get(file)?.name) ?? [],
    ),
  );
  // The API layer core loads on first use (`createHttp`: ky and zod's parser; `catalogApi`…:
  // a group's methods and schemas): what they share (zod, the common schemas) in one file, which
  // a widget that imports a part of it statically (the cart's schemas) imports too, so that a
  // search box's first query downloads no cart code.
  const apiLayer = new Set(
    roots
      .filter(
        (chunk) => chunk.isDynamicEntry && /^(createHttp|earlyAnswer|[a-z]+Api)$/.test(chunk.name),
      )
      .map((chunk) => chunk.name),
  );
  // Earlier groups first: a group takes the modules its modules import, unless taken already.
  return [
    // With it, core's error classes that the API layer throws (`ResponseValidationError`): a
    // widget that tells errors apart (the cart) does so without downloading that layer (zod).
    {
      name: 'shared',
      test: (id) =>
        sharedBy(id) &&
        (reached(id).has('search-box') ||
          (/\/core\/src\/errors\//.test(id) && [...reached(id)].some((r) => apiLayer.has(r)))),
    },
    // With them, the code a product card fetches as it shows (the catalogue's methods, the reader
    // of the loader's early answers: FIRST_RENDER), so a page of cards asks for one file, not
    // three (0.3 kB less, compressed together), while a search box's first query loads it too.
    {
      name: 'api',
      test: (id) =>
        (sharedBy(id) && [...reached(id)].some((r) => apiLayer.has(r))) ||
        (reached(id).size > 0 && [...reached(id)].every((r) => FIRST_RENDER_CHUNKS.has(r))),
    },
    {
      name: 'common',
      test: (id) => sharedBy(id) && (reached(id).has('cart') || reached(id).has('product-card')),
    },
    // What the cart drawer (loaded on its first opening) shares with the other dialogs and the
    // checkout: its lines, quantity steppers, coupon box and the dialog itself, in one file.
    // The drawer's own module goes there too: one file to fetch on the first opening.
    {
      name: 'drawer',
      test: (id) =>
        reached(id).has('CartDrawerPanel') && (sharedBy(id) || /CartDrawerPanel\.tsx$/.test(id)),
    },
    // What the sign-in button shares with the forms (the session hook, the auth feature, the
    // sign-in form's strings): a guest's button downloads these, not the forms' file (address
    // fields, GST states, the checkout's strings), which comes with the modal.
    {
      name: 'account',
      test: (id) => sharedBy(id) && reached(id).has('sign-in'),
    },
    {
      name: 'forms',
      test: (id) => sharedBy(id) && ![...reached(id)].some((root) => budgetDialogs.has(root)),
    },
  ].map((group, index, groups) => ({ ...group, priority: groups.length - index }));
}

const buildChunks = (write, groups) =>
  build({
    ...shared,
    build: {
      outDir,
      emptyOutDir: write,
      write,
      target: 'es2022',
      minify: true,
      // Library mode: no module-preload helper (Vite's `__vitePreload` wrapper around every
      // dynamic import, ~1.3 kB gzip of code for <link rel=modulepreload> this bundle never uses).
      lib: { entry: entries, formats: ['es'] },
      rollupOptions: {
        preserveEntrySignatures: 'exports-only',
        // Radix marks its modules "use client" for React Server Components; irrelevant here.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        output: {
          format: 'es',
          // Library mode keeps whitespace and /*#__PURE__*/ comments for a consumer's bundler;
          // these files are served as they are, so minify them in full.
          minify: true,
          comments: false,
          entryFileNames: '[name]-[hash].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          codeSplitting: groups ? { groups } : undefined,
        },
      },
    },
  }).then((result) => (Array.isArray(result) ? result : [result]).flatMap((r) => r.output ?? []));

let output = [];
if (Object.keys(entries).length) {
  output = await buildChunks(!report, sharedChunkGroups(await buildChunks(false)));
}

/**
 * Which files each widget entry needs before it shows: the entry, then every chunk it imports
 * statically (transitively) and those of FIRST_RENDER, keyed by entry name (`search-box` →
 * `['search-box-<hash>.js', 'chunks/shared-<hash>.js', …]`). Other lazily imported chunks
 * (dialogs, the search box's transport) are left to load on use.
 */
function entryManifest(items) {
  const chunks = new Map(items.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
  const holding = (file) => {
    const chunk = [...chunks.values()].find((c) =>
      Object.keys(c.modules).some((id) => id.endsWith(`/packages/${file}`)),
    );
    if (!chunk) throw new Error(`build-script: no chunk holds ${file}`);
    return chunk.fileName;
  };
  const manifest = {};
  for (const entry of [...chunks.values()].filter((chunk) => chunk.isEntry)) {
    const files = [];
    const visit = (file) => {
      if (files.includes(file)) return;
      files.push(file);
      for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
    };
    visit(entry.fileName);
    for (const file of FIRST_RENDER[entry.name] ?? []) visit(holding(file));
    manifest[entry.name] = files;
  }
  return Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
}

const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

if (!report) {
  // 2. The loader: one classic script, with the manifest of the chunks built above.
  const manifest = entryManifest(output);
  await build({
    ...shared,
    define: { ...shared.define, __SK_MANIFEST__: JSON.stringify(manifest) },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: join(packageDir, 'src', 'script', 'storefront-kit.ts'),
        formats: ['iife'],
        name: 'StorefrontKitLoader',
        fileName: () => LOADER,
      },
    },
  });
  // The loader's reservation sheet as a file (reserve.css), for the README's snippet and for
  // pages that inline it: built in memory from src/script/reserveCss.ts and evaluated.
  const reserve = await build({
    ...shared,
    build: {
      write: false,
      minify: false,
      lib: { entry: join(packageDir, 'src', 'script', 'reserveCss.ts'), formats: ['es'] },
    },
  });
  const reserveModule = (Array.isArray(reserve) ? reserve : [reserve])[0].output[0].code;
  const { RESERVE_CSS } = await import(
    `data:text/javascript;base64,${Buffer.from(reserveModule).toString('base64')}`
  );
  writeFileSync(join(outDir, 'reserve.css'), `${RESERVE_CSS}\n`);
  // 3. The pinned loader (a name per content, for Subresource Integrity) and manifest.json.
  const loader = readFileSync(join(outDir, LOADER));
  const pinned = `storefront-kit-${createHash('sha256').update(loader).digest('hex').slice(0, 10)}.js`;
  writeFileSync(join(outDir, pinned), loader);
  writeFileSync(
    join(outDir, 'manifest.json'),
    `${JSON.stringify({ version, loader: LOADER, pinnedLoader: pinned, integrity: sri(loader), chunks: manifest }, null, 2)}\n`,
  );
  // 4. Precompressed copies of every file, for servers and CDNs that send them as they are.
  const files = readdirSync(outDir, { recursive: true })
    .map(String)
    .filter((file) => /\.(js|json)$/.test(file));
  for (const file of files) {
    const body = readFileSync(join(outDir, file));
    writeFileSync(join(outDir, `${file}.gz`), gzipSync(body, { level: 9 }));
    writeFileSync(
      join(outDir, `${file}.br`),
      brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
  }
}

if (report) {
  const short = (id) =>
    id
      .replace(/^.*\/node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
      .replace(/^.*\/packages\//, '');
  for (const chunk of output.filter((item) => item.type === 'chunk')) {
    const gzip = gzipSync(chunk.code, { level: 9 }).length;
    console.log(`\n${chunk.fileName}: ${chunk.code.length} B min, ${gzip} B min+gzip`);
    if (chunk.imports.length) console.log(`  imports ${chunk.imports.join(', ')}`);
    if (chunk.dynamicImports.length) console.log(`  lazy ${chunk.dynamicImports.join(', ')}`);
    const modules = Object.entries(chunk.modules)
      .filter(([, module]) => module.renderedLength > 0)
      .sort(([, a], [, b]) => b.renderedLength - a.renderedLength);
    for (const [id, module] of modules)
      console.log(`  ${String(module.renderedLength).padStart(7)}  ${short(id)}`);
  }
} else {
  const built = readdirSync(outDir, { recursive: true }).map(String);
  console.log(`script bundle: ${built.filter((file) => /\.(js|json)$/.test(file)).join(', ')}`);
}

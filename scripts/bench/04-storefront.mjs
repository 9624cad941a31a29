#!/usr/bin/env node
// The reference storefront's JavaScript per route, min+gzip: what a visitor downloads before a
// route first renders (the entry, its static imports, and the route's lazily loaded chunk with
// its static imports). Chunks loaded later, on interaction (the cart drawer, the mega-menu
// panels), are listed apart. Builds the site with Vite's manifest into a temporary folder.
// Exits 1 on a build failure, and with `--strict` when a route is over the 150 kB budget.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildSite } from '../lib/siteBuild.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const site = join(root, 'examples', 'storefront');
/** The budget for the first route's JavaScript. */
const BUDGET_BYTES = 150_000;

const outDir = mkdtempSync(join(tmpdir(), 'sk-storefront-bench-'));
try {
  try {
    buildSite(outDir, { ssr: false });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const gzipped = new Map();
  const gz = (file) => {
    if (!gzipped.has(file)) {
      gzipped.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
    }
    return gzipped.get(file);
  };
  /** The JS files a manifest entry needs at once: itself and its static imports, transitively. */
  const staticClosure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
    return seen;
  };
  const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);

  const entryFiles = staticClosure('index.html');
  // Which route loads which module: the `path` (or `index`) and `lazyRoute('./…')` pairs of
  // src/routes.tsx. A route whose path starts with '/' is a layout (the site's shell, the
  // dashboard's shell): the routes after it are its children, so they carry its path and load its
  // module too.
  const table = readFileSync(join(site, 'src', 'routes.tsx'), 'utf8');
  const routes = [];
  const pattern = /(?:path:\s*'([^']+)'|index:\s*true)[^{}]*?lazyRoute\(\s*'\.\/([^']+)'/g;
  let layout = null;
  for (const match of table.matchAll(pattern)) {
    const module = `src/${match[2]}`;
    if (match[1]?.startsWith('/')) {
      layout = { path: match[1].replace(/\/$/, ''), module };
      continue;
    }
    const own = match[1] ? `/${match[1]}` : '';
    routes.push(
      layout
        ? { path: `${layout.path}${own}` || '/', module, layout: layout.module }
        : { path: own || '/', module },
    );
  }
  if (routes.length === 0) throw new Error('No lazy routes found in src/routes.tsx');

  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log('Storefront JavaScript per route (min+gzip, gzip level 9):');
  console.log(`  entry and its static imports: ${kb(sum(entryFiles))} (${entryFiles.size} files)`);
  let worst = 0;
  for (const route of routes) {
    if (!manifest[route.module]) throw new Error(`${route.module} is not in the build`);
    const files = staticClosure(route.module, new Set(entryFiles));
    if (route.layout) staticClosure(route.layout, files);
    const total = sum(files);
    worst = Math.max(worst, total);
    const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
    console.log(
      `  ${route.path.padEnd(32)} ${kb(total).padStart(9)}  ${verdict} the ${kb(BUDGET_BYTES)} budget`,
    );
  }
  const routeModules = new Set(
    routes.flatMap((route) => [route.module, route.layout ?? []]).flat(),
  );
  const later = (manifest['index.html'].dynamicImports ?? []).filter((m) => !routeModules.has(m));
  for (const module of later) {
    const files = [...staticClosure(module)].filter((file) => !entryFiles.has(file));
    console.log(`  after the first paint (idle or interaction): ${module} ${kb(sum(files))}`);
  }
  if (process.argv.includes('--strict') && worst > BUDGET_BYTES) process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

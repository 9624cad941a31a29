// `npm start`: the Commerce API on the embedded database with the storefront (examples/storefront)
// on the same origin, and the distributor page (examples/embed) on its own origin using the
// script-tag widgets. The site and the widget bundle are built first when stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain ES module without types (examples/embed/serve.mjs).
import { startEmbedServer } from '../examples/embed/serve.mjs';
import { buildSiteIfStale, SITE_DIST, siteIsStale } from '../examples/storefront/scripts/buildSite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8787);
const embedPort = Number(process.env.EMBED_PORT ?? 8788);
const embedOrigins = [`http://localhost:${embedPort}`, `http://127.0.0.1:${embedPort}`];

/** The newest modification time under `dir` (sources of the bundle). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const bundle = join(root, 'packages/widgets/dist/script/storefront-kit.js');
const sources = ['packages/core/src', 'packages/react/src', 'packages/widgets/src'].map((dir) =>
  newest(join(root, dir)),
);
if (!existsSync(bundle) || statSync(bundle).mtimeMs < Math.max(...sources)) {
  console.log('  building the script-tag widgets…');
  const built = spawnSync(process.execPath, ['scripts/build-script.mjs'], {
    cwd: join(root, 'packages/widgets'),
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The storefront, served by the API at `/` (SITE_DIR set by hand serves another build).
if (!process.env.SITE_DIR) {
  try {
    if (siteIsStale()) {
      console.log('  building the storefront…');
      buildSiteIfStale({ quiet: true });
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  process.env.SITE_DIR = SITE_DIST;
}

// The widget bundle at the API's /widgets/, the URL of the README's tag.
process.env.WIDGETS_DIR ??= dirname(bundle);
// The distributor page calls the API from its own origin. Without CORS_ORIGINS the API allows
// every local origin (a distributor's own test page too); a configured list gets this page added.
if (process.env.CORS_ORIGINS) {
  process.env.CORS_ORIGINS = [process.env.CORS_ORIGINS, ...embedOrigins].join(',');
}
await import('../packages/server/src/main');
const apiOrigin = `http://localhost:${port}`;
await startEmbedServer({
  port: embedPort,
  host: 'localhost',
  apiUrl: process.env.EMBED_API_URL ?? `${apiOrigin}/api/v1`,
  // The page uses the tag exactly as the README gives it: the widgets from the API's origin.
  widgetsUrl: process.env.WIDGETS_URL ?? `${apiOrigin}/widgets`,
});
console.log(
  `  distributor page    http://localhost:${embedPort}/  (the script-tag widgets from ${apiOrigin}/widgets/, another origin)\n`,
);

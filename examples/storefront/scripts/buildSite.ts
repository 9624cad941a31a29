// Builds the storefront's production bundle (examples/storefront/dist, with its server renderer
// in dist/.server) when it is missing or older than its sources: the site's own files and the
// packages it is built from. Used by `npm start`, the browser tests' global setup and the benches.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const siteRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(siteRoot, '..', '..');

/** The built site: what the server's SITE_DIR points at. */
export const SITE_DIST = join(siteRoot, 'dist');

const SOURCES = [
  join(siteRoot, 'src'),
  join(siteRoot, 'public'),
  join(siteRoot, 'index.html'),
  join(siteRoot, 'vite.config.ts'),
  join(siteRoot, 'package.json'),
  join(siteRoot, 'scripts', 'buildSite.ts'),
  join(repoRoot, 'packages/core/src'),
  join(repoRoot, 'packages/react/src'),
];

/** The newest modification time of a file, or of anything under a folder (0 when missing). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** The server renderer in a build folder (built by `buildSite`). */
export const SITE_RENDERER = join('.server', 'entry-server.js');

/** Whether dist/ (the site or its server renderer) is missing or older than a source. */
export function siteIsStale(): boolean {
  const built = [join(SITE_DIST, 'index.html'), join(SITE_DIST, SITE_RENDERER)];
  if (!built.every((file) => existsSync(file))) return true;
  const oldest = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return oldest < Math.max(...SOURCES.map(newest));
}

/**
 * Builds the site for production into `outDir`: the browser's files (with the manifest), then
 * the server renderer into `outDir/.server`. Throws with Vite's output when a build fails.
 */
export function buildSite(options: { outDir?: string; quiet?: boolean } = {}): void {
  const outDir = options.outDir ?? SITE_DIST;
  const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const steps = [
    ['build', '--outDir', outDir, '--emptyOutDir'],
    [
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      join(outDir, '.server'),
      '--emptyOutDir',
    ],
  ];
  for (const args of steps) {
    const built = spawnSync(process.execPath, [vite, ...args, '--logLevel', 'warn'], {
      cwd: siteRoot,
      // The production build whatever the caller's NODE_ENV (vitest sets 'test', which would
      // give React's development build and StrictMode's double effects).
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      stdio: options.quiet ? 'pipe' : 'inherit',
    });
    if (built.status !== 0) {
      throw new Error(`The storefront build failed:\n${built.stdout ?? ''}${built.stderr ?? ''}`);
    }
  }
}

/** Builds dist/ when it is stale. Returns whether it built. */
export function buildSiteIfStale(options: { quiet?: boolean } = {}): boolean {
  if (!siteIsStale()) return false;
  buildSite(options);
  return true;
}

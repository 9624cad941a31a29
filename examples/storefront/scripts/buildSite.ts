// Builds the storefront's production bundle (examples/storefront/dist) when it is missing or
// older than its sources: the site's own files and the packages it is built from. Used by
// `npm start` and by the browser tests' global setup.
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

/** Whether dist/ is missing or older than a source. */
export function siteIsStale(): boolean {
  const index = join(SITE_DIST, 'index.html');
  return !existsSync(index) || statSync(index).mtimeMs < Math.max(...SOURCES.map(newest));
}

/**
 * Runs `vite build` for the site when it is stale. Throws with Vite's output when the build
 * fails. Returns whether it built.
 */
export function buildSiteIfStale(options: { quiet?: boolean } = {}): boolean {
  if (!siteIsStale()) return false;
  const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
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
  return true;
}

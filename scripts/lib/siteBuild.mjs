// The reference storefront's production build for the benches, into a folder of their own: the
// browser's files with Vite's manifest, then (unless `ssr: false`) the server renderer into
// `outDir/.server`, as examples/storefront/scripts/buildSite.ts does for `npm start`.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SITE_ROOT = join(root, 'examples', 'storefront');

/** Builds the site into `outDir`; throws with Vite's output when a build fails. */
export function buildSite(outDir, { ssr = true } = {}) {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const steps = [['build', '--outDir', outDir, '--emptyOutDir', '--manifest']];
  if (ssr)
    steps.push(['build', '--ssr', 'src/entry-server.tsx', '--outDir', join(outDir, '.server')]);
  for (const args of steps) {
    const build = spawnSync(process.execPath, [vite, ...args, '--logLevel', 'error'], {
      cwd: SITE_ROOT,
      encoding: 'utf8',
      // The production build whatever the caller's NODE_ENV.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) {
      throw new Error(`The storefront build failed:\n${build.stdout}${build.stderr}`);
    }
  }
}

#!/usr/bin/env node
// Runs pnpm with the version pinned in package.json#packageManager, on a machine that
// only has Node.js and npm: `npm start` and `npm test` go through here. Installs the
// workspace from the lockfile first when node_modules is missing or older than the lockfile.
//
//   node scripts/pnpm.mjs run <script>   install if needed, then `pnpm run <script>`
//   node scripts/pnpm.mjs --exec <cmd…>  install if needed, then run <cmd…> directly (no pnpm
//                                        start-up cost: `npm start` launches the server this way)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const args = process.argv.slice(2);

const execPath = process.env.npm_execpath ?? '';
const underPnpm = /pnpm/.test(execPath);
const pnpm = underPnpm
  ? { cmd: process.execPath, pre: [execPath] }
  : { cmd: process.platform === 'win32' ? 'npx.cmd' : 'npx', pre: ['--yes', packageManager] };

function run(argv) {
  const result = spawnSync(pnpm.cmd, [...pnpm.pre, ...argv], { cwd: root, stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const marker = join(root, 'node_modules', '.modules.yaml');
const lockfile = join(root, 'pnpm-lock.yaml');
const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lockfile).mtimeMs;
if (stale) {
  console.log(
    `[storefront-kit] installing dependencies with ${packageManager} (from the lockfile)…`,
  );
  const code = run(['install', '--frozen-lockfile']);
  if (code !== 0) process.exit(code);
}
if (args[0] === '--exec') {
  const [command, ...rest] = args.slice(1);
  const result = spawnSync(command, rest, { cwd: root, stdio: 'inherit' });
  if (result.error) throw result.error;
  process.exit(result.status ?? 1);
}
process.exit(run(args));

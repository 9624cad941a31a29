#!/usr/bin/env node
// Bundle sizes, min+gzip, from size-limit's measurement of the built packages, then core's first
// load in a Vite app (scripts/core-first-load.mjs).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const budgets = require(join(root, '.size-limit.cjs'));
const targets = require('./size-targets.json');
const bin = join(root, 'node_modules', '.bin', 'size-limit');
const run = spawnSync(bin, ['--json'], { cwd: root, encoding: 'utf8' });
let results;
try {
  results = JSON.parse(run.stdout);
} catch {
  console.error(run.stdout, run.stderr);
  console.error('size-limit failed: build the packages first (pnpm build).');
  process.exit(1);
}
const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
console.log('Bundle sizes (minified + gzipped, with all dependencies):');
for (const result of results) {
  const budget = budgets.find((b) => b.name === result.name);
  const goal = targets[result.name];
  const goalBytes = goal ? Number.parseFloat(goal) * 1000 : undefined;
  const verdict = [
    result.passed ? 'within the CI limit' : 'OVER THE CI LIMIT',
    goalBytes === undefined ? '' : result.size <= goalBytes ? 'target met' : 'target NOT met',
  ].filter(Boolean);
  console.log(
    `  ${result.name}: ${kb(result.size)} (limit ${budget?.limit}${goal ? `, target ${goal}` : ''}: ${verdict.join(', ')})`,
  );
}
// Core's first load with code splitting (what the issues' goal for core's own entry counts).
const firstLoad = spawnSync(process.execPath, [join(root, 'scripts', 'core-first-load.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(results.every((r) => r.passed) && firstLoad.status === 0 ? 0 : 1);

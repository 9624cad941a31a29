#!/usr/bin/env node
// `pnpm bench`: prints the project's performance figures. Each section is a script that
// prints its own figures; this runs them in order and fails if one fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const benches = readdirSync(join(root, 'scripts', 'bench'))
  .filter((name) => name.endsWith('.mjs'))
  .sort()
  .map((name) => join(root, 'scripts', 'bench', name));

// Package benches (e.g. packages/server/bench/*.mjs) join when their packages exist.
for (const dir of ['packages/server/bench']) {
  const full = join(root, dir);
  if (existsSync(full)) {
    for (const name of readdirSync(full)
      .filter((n) => n.endsWith('.mjs'))
      .sort()) {
      benches.push(join(full, name));
    }
  }
}

let failed = false;
for (const file of benches) {
  console.log(`\n== ${file.slice(root.length + 1)}`);
  const result = spawnSync(process.execPath, [file, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// The script-tag bundle's sizes per download set (packages/widgets/scripts/script-size.mjs).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = spawnSync(process.execPath, ['packages/widgets/scripts/script-size.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);

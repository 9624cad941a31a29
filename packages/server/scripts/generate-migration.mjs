#!/usr/bin/env node
// Generates a migration with drizzle-kit, then removes the `"public".` qualifier it writes
// into foreign keys, so the migrations run in whatever schema `search_path` names (the test
// suite gives every test file its own PostgreSQL schema; a deployment may use a non-public one).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const result = spawnSync(
  join(import.meta.dirname, '..', 'node_modules', '.bin', 'drizzle-kit'),
  ['generate', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
if (result.status !== 0) process.exit(result.status ?? 1);
const folder = join(import.meta.dirname, '..', 'drizzle');
for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
  const path = join(folder, file);
  const sql = readFileSync(path, 'utf8');
  const fixed = sql.replaceAll('REFERENCES "public".', 'REFERENCES ');
  if (fixed !== sql) writeFileSync(path, fixed);
}

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../src/db/database';

const require = createRequire(import.meta.url);
let snapshot: Promise<Blob> | undefined;

/**
 * A new PGlite database takes seconds to create (initdb in WebAssembly), and every test file
 * starts one or more. This is the data directory of one created and migrated once: a tarball in
 * the system's temp folder, named by a hash of the migrations and PGlite's version so a change
 * to either makes a new one. Tests start their databases from it (`pgliteSnapshot`), still real
 * PGlite; the migrations run again over it and find nothing to apply. Read once per test file.
 */
export function migratedPgliteSnapshot(): Promise<Blob> {
  snapshot ??= loadOrCreate();
  return snapshot;
}

async function loadOrCreate(): Promise<Blob> {
  const hash = createHash('sha256');
  // PGlite's package.json (not among its exports): beside the dist/ folder of its entry.
  const entry = require.resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json')));
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  const path = join(tmpdir(), `sk-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    const client = new PGlite();
    await migrate(drizzle(client) as never, { migrationsFolder });
    const tarball = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed, so a parallel worker never reads half a file.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(partial, path);
    return tarball;
  }
}

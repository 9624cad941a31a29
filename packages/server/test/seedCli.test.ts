import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { products, users } from '../src/db/schema';
import { DATABASES } from './helpers/testServer';

const run = promisify(execFile);
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `pnpm --filter @storefront-kit/server seed` the way the script does (tsx). */
const seedCli = (env: Record<string, string>, ...args: string[]) =>
  run(
    join(packageDir, 'node_modules', '.bin', 'tsx'),
    ['--conditions=@storefront-kit/source', 'src/cli/seed.ts', ...args],
    { cwd: packageDir, env: { ...process.env, SCRYPT_N: '1024', ...env }, timeout: 240_000 },
  );

describe.each(DATABASES)('seed command on %s', (kind) => {
  // PGlite: a fresh data folder. PostgreSQL: a fresh database on the same server.
  const name = `sk_seed_cli_${randomBytes(4).toString('hex')}`;
  const dataDir = `/tmp/${name}`;
  const adminUrl = process.env.DATABASE_URL ?? '';
  const url =
    kind === 'postgres' ? Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href : '';
  const env: Record<string, string> =
    kind === 'postgres' ? { DATABASE_URL: url } : { DATA_DIR: dataDir, DATABASE_URL: '' };

  beforeAll(async () => {
    if (kind !== 'postgres') return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  });
  afterAll(async () => {
    if (kind !== 'postgres') {
      rmSync(dataDir, { recursive: true, force: true });
      return;
    }
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('seeds --products 5000 into an empty database, then leaves it alone', async () => {
    const first = await seedCli(env, '--products', '5000');
    expect(first.stdout).toMatch(/^Seeded (PGlite|PostgreSQL) .+ in \d+\.\d s:\n/);
    expect(first.stdout).toMatch(/\n {2}products {11}5,000\n/);
    expect(first.stdout).toContain('Demo customer: demo@storefront-kit.dev / Demo@12345');

    const second = await seedCli(env, '--products', '5000');
    expect(second.stdout).toMatch(/already holds data: nothing seeded\.\n$/);

    const database = await openDatabase(kind === 'postgres' ? { url } : { dataDir });
    try {
      const [total] = await database.db.select({ n: count() }).from(products);
      expect(total?.n).toBe(5000);
      const [customers] = await database.db.select({ n: count() }).from(users);
      expect(customers?.n).toBe(9);
    } finally {
      await database.close();
    }
    // Two runs of the command, each a process that starts tsx and PGlite: a safety bound for a
    // busy CI machine (one took over 30 s there), not a measure of speed (`pnpm bench` has that).
  }, 300_000);
});

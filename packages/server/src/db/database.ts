import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The Drizzle database, the same type on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Where it lives, for logs: the PGlite folder, 'memory', or the PostgreSQL host/db. */
  readonly location: string;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without it, PGlite. */
  url?: string;
  /** PGlite's folder, or 'memory'. */
  dataDir?: string;
  /**
   * PostgreSQL only: use (and create) this schema instead of `public`, e.g. one per test
   * file so parallel tests do not see each other's rows.
   */
  pgSchema?: string;
  /** PostgreSQL only: drop `pgSchema` on close (tests). */
  dropSchemaOnClose?: boolean;
  /** PostgreSQL pool size. @default 10 */
  poolSize?: number;
  /**
   * PGlite in memory only: start from this data directory (a `PGlite#dumpDataDir()` tarball,
   * e.g. of a database already migrated) instead of creating one with initdb, which takes
   * seconds. The migrations still run, and apply only what the tarball lacks.
   */
  pgliteSnapshot?: Blob;
}

/** The Drizzle migrations (packages/server/drizzle). */
export const migrationsFolder = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'drizzle',
);
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Opens the database and brings its schema up to date with the migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const schemaName = options.pgSchema;
    if (schemaName && !SCHEMA_NAME.test(schemaName))
      throw new Error(`Bad schema name ${schemaName}`);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
    });
    if (schemaName) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schemaName}`);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migratePg(db as never, { migrationsFolder, migrationsSchema: schemaName ?? 'drizzle' });
    const url = new URL(options.url);
    return {
      db,
      kind: 'postgres',
      location: `${url.host}${url.pathname}${schemaName ? ` (schema ${schemaName})` : ''}`,
      async close() {
        if (schemaName && options.dropSchemaOnClose) {
          await pool.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
        }
        await pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory';
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const client =
    dataDir === 'memory'
      ? new PGlite(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {})
      : new PGlite(join(dataDir, 'pglite'));
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    location: dataDir === 'memory' ? 'memory' : join(dataDir, 'pglite'),
    close: () => client.close(),
  };
}

/** A transaction of `Database`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a query can run: the database or an open transaction. */
export type Executor = Database | Transaction;

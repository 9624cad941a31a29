// The server side of bench/latency.mjs, run as a child process (through tsx): prepares a
// database with BENCH_PRODUCTS products (PGlite in a temp folder, or a dedicated PostgreSQL
// schema when BENCH_DATABASE_URL is set), reusing it when it is already there, then starts
// the API on a free port and reports { url, products, source, prepareMs, startMs } over IPC.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';
import { products, settings } from '../../src/db/schema';
import { seedIfEmpty } from '../../src/seed/seedDatabase';
import { startServer } from '../../src/server';
import { generateCatalog, insertCatalog } from './generateCatalog';

const MARKER = 'bench_catalog';
/** Bump when the generated catalogue changes, so old bench databases are rebuilt. */
const GENERATOR_VERSION = 1;

const wanted = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const url = process.env.BENCH_DATABASE_URL || undefined;
const pgSchema = url ? `bench_${wanted}` : undefined;
const dataDir = url
  ? 'memory'
  : join(tmpdir(), 'storefront-kit-bench', `pglite-${wanted}-v${GENERATOR_VERSION}`);

const report = (message: Record<string, unknown>) => process.send?.(message);

async function productCount(database: DatabaseHandle): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

async function wipe(database: DatabaseHandle): Promise<DatabaseHandle> {
  await database.close();
  if (pgSchema) {
    const dropping = await openDatabase({ url, pgSchema, dropSchemaOnClose: true });
    await dropping.close();
  } else {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return openDatabase({ url, dataDir, pgSchema });
}

/**
 * Opens the bench database and, unless a finished catalogue is there, creates one: with the
 * project's seed when it seeds the products, else (on a clean database) with the generator.
 */
async function prepare(): Promise<string> {
  let database = await openDatabase({ url, dataDir, pgSchema });
  try {
    const [marker] = await database.db.select().from(settings).where(eq(settings.key, MARKER));
    if (marker && (await productCount(database)) >= wanted) return `${marker.value}, reused`;
    if (marker || (await productCount(database)) > 0) database = await wipe(database);
    await seedIfEmpty(database.db, { products: wanted, scryptN: 1024 });
    const seeded = await productCount(database);
    let source = `seedIfEmpty (${seeded} products)`;
    if (seeded < wanted) {
      database = await wipe(database);
      await insertCatalog(database.db, generateCatalog(wanted));
      source = `bench generator (seedIfEmpty gave ${seeded} of ${wanted} products)`;
    }
    await database.db.insert(settings).values({ key: MARKER, value: source });
    return `${source}, created now`;
  } finally {
    await database.close();
  }
}

async function main() {
  const started = performance.now();
  const source = await prepare();
  const prepared = performance.now();
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT: '0',
    SCRYPT_N: '1024',
    DATA_DIR: dataDir,
    UPLOAD_DIR: join(tmpdir(), 'storefront-kit-bench', 'uploads'),
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const server = await startServer(config, {
    seed: false,
    database: pgSchema ? { pgSchema } : undefined,
  });
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
  report({
    url: server.url,
    products: server.ctx.catalog.size,
    source,
    location: server.database.location,
    prepareMs: Math.round(prepared - started),
    startMs: Math.round(performance.now() - prepared),
  });
}

main().catch((error: unknown) => {
  report({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});

// The server side of the benches (bench/latency.mjs, bench/mixedLoad.mjs), run as a child
// process (through tsx): prepares a database with BENCH_PRODUCTS products (PGlite in a temp
// folder, or a dedicated PostgreSQL schema when BENCH_DATABASE_URL is set), reusing it when it
// is already there, then starts the API on a free port and reports { url, products, source,
// location, pgSchema, prepareMs, startMs } over IPC (pgSchema: the PostgreSQL schema, else null).
//
// BENCH_FRESH=1: a database of this run's own (a new temp folder or schema), seeded, and removed
// when the server stops. BENCH_SCENARIO=mixed-load (with BENCH_WAVES): also the mixed load's
// products and coupons and a snapshot before it (mixedLoadDatabase.ts); the message
// { type: 'check', given, verified } then stops the server, checks the database and answers
// { type: 'checked', figures, problems }.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';
import { products, settings } from '../../src/db/schema';
import { seedIfEmpty } from '../../src/seed/seedDatabase';
import { startServer } from '../../src/server';
import { createDevMailer } from '../../src/services/mailer';
import { generateCatalog, insertCatalog } from './generateCatalog';
import type { ClientLedger, LoadSnapshot, MixedLoadFixture } from './mixedLoadDatabase';

const MARKER = 'bench_catalog';
/** Bump when the generated catalogue changes, so old bench databases are rebuilt. */
const GENERATOR_VERSION = 1;

const wanted = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const url = process.env.BENCH_DATABASE_URL || undefined;
const fresh = process.env.BENCH_FRESH === '1';
const mixedLoad = process.env.BENCH_SCENARIO === 'mixed-load';
const pgSchema = url ? (fresh ? `bench_run_${process.pid}` : `bench_${wanted}`) : undefined;
const dataDir = url
  ? 'memory'
  : fresh
    ? mkdtempSync(join(tmpdir(), 'storefront-kit-bench-run-'))
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

/** Removes this run's own database (BENCH_FRESH): its schema or its temp folder. */
async function removeFresh(): Promise<void> {
  if (pgSchema) {
    const dropping = await openDatabase({ url, pgSchema, dropSchemaOnClose: true });
    await dropping.close();
  } else {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The mixed load's own products and coupons, and the database as it was before the load. */
let load:
  | {
      module: typeof import('./mixedLoadDatabase');
      fixture: MixedLoadFixture;
      before: LoadSnapshot;
    }
  | undefined;

/**
 * Opens the bench database and, unless a finished catalogue is there, creates one: with the
 * project's seed when it seeds the products, else (on a clean database) with the generator.
 * BENCH_FRESH: always a new database, with the project's seed.
 */
async function prepare(): Promise<string> {
  if (fresh) await removeFresh(); // a schema left by an earlier process with this pid
  let database = await openDatabase({ url, dataDir, pgSchema });
  try {
    if (fresh) {
      await seedIfEmpty(database.db, { products: wanted, scryptN: 1024 });
      if (mixedLoad) {
        const module = await import('./mixedLoadDatabase');
        const fixture = await module.prepareMixedLoad(
          database.db,
          Number(process.env.BENCH_WAVES ?? 8),
        );
        load = { module, fixture, before: await module.snapshot(database.db) };
      }
      return `seedIfEmpty (${await productCount(database)} products), a fresh database`;
    }
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
    // BENCH_LOG_LEVEL: 'error' shows the stack of a 500 (the mixed load's setting).
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'silent',
    RATE_LIMIT: '0',
    READ_RATE_LIMIT: '0',
    SCRYPT_N: '1024',
    DATA_DIR: dataDir,
    UPLOAD_DIR: join(tmpdir(), 'storefront-kit-bench', 'uploads'),
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const server = await startServer(config, {
    seed: false,
    database: pgSchema ? { pgSchema } : undefined,
  });
  // The development mailer writes each e-mail (a sign-up's welcome) to stdout unless LOG_LEVEL is
  // 'silent': the benches' output is their figures and the server's errors.
  Object.assign(server.ctx, { mailer: createDevMailer({ from: config.mailFrom }) });
  let stopping: Promise<void> | undefined;
  /** Stops the server once (whoever asks first), then removes a fresh database. */
  const stopServer = () => {
    stopping ??= server.close().then(() => (fresh ? removeFresh() : undefined));
    return stopping;
  };
  const stop = async () => {
    await stopServer();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
  process.on('message', (message: { type?: string } & Partial<ClientLedger>) => {
    if (message.type !== 'check' || !load) return;
    const { module, before } = load;
    const ledger = { given: message.given ?? [], verified: message.verified ?? [] };
    // Nothing runs while the database is checked: no HTTP server, no reconcile job.
    stopping ??= server
      .close()
      .then(async () => {
        const database = await openDatabase({ url, dataDir, pgSchema });
        try {
          report({
            type: 'checked',
            ...(await module.checkIntegrity(database.db, before, ledger)),
          });
        } finally {
          await database.close();
          if (fresh) await removeFresh();
        }
      })
      .catch((error: unknown) => {
        report({
          type: 'checked',
          figures: [],
          problems: [`the check failed: ${error instanceof Error ? error.stack : String(error)}`],
        });
      });
  });
  report({
    url: server.url,
    products: server.ctx.catalog.size,
    source,
    location: server.database.location,
    pgSchema: pgSchema ?? null,
    prepareMs: Math.round(prepared - started),
    startMs: Math.round(performance.now() - prepared),
    ...(load ? { fixture: load.fixture } : {}),
  });
}

main().catch(async (error: unknown) => {
  report({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  if (fresh) await removeFresh().catch(() => undefined);
  process.exit(1);
});

import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { fileBodyStore, memoryBodyStore } from './catalog/bodyStore';
import { type CatalogChangeFeed, startCatalogChangeFeed } from './catalog/catalogChangeFeed';
import { createProductIndex } from './catalog/createProductIndex';
import { readSearchVocabulary } from './catalog/searchVocabulary';
import type { ServerConfig } from './config';
import { type AppContext, createContext } from './context';
import { type DatabaseHandle, type OpenDatabaseOptions, openDatabase } from './db/database';
import { loadJwtKey } from './http/auth';
import { seedIfEmpty } from './seed/seedDatabase';
import { startReconcileJob } from './services/reconcilePayments';

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly ctx: AppContext;
  readonly database: DatabaseHandle;
  /** e.g. `http://127.0.0.1:8787` */
  readonly url: string;
  readonly seeded: boolean;
  /**
   * On PostgreSQL, what keeps this instance's catalogue in step with changes made by other
   * instances or directly in the database (undefined on PGlite, which one process owns).
   */
  readonly catalogFeed: CatalogChangeFeed | undefined;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Extra database options (tests: an isolated PostgreSQL schema). */
  database?: Omit<OpenDatabaseOptions, 'url' | 'dataDir'>;
  /** Seed an empty database. @default true */
  seed?: boolean;
  /** Listen on the configured port. @default true */
  listen?: boolean;
  now?: () => Date;
}

/** Opens the database, seeds it when empty, loads the catalogue and starts the API. */
export async function startServer(
  config: ServerConfig,
  options: StartOptions = {},
): Promise<RunningServer> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    ...options.database,
  });
  let catalogFeed: CatalogChangeFeed | undefined;
  let closeCatalog = async () => {};
  // The feed's log goes to the app's logger once there is one.
  let feedLog = (message: string, error?: unknown) =>
    console.error(`[catalog feed] ${message}`, error ?? '');
  try {
    const { seeded } =
      options.seed === false
        ? { seeded: false }
        : await seedIfEmpty(database.db, {
            products: config.seedProducts,
            scryptN: config.scryptN,
            demo: config.demo,
          });
    // Listening starts before the catalogue loads, so no change committed meanwhile is missed.
    if (database.kind === 'postgres' && config.databaseUrl) {
      catalogFeed = await startCatalogChangeFeed({
        url: config.databaseUrl,
        pgSchema: options.database?.pgSchema,
        log: (message, error) => feedLog(message, error),
      });
    }
    const vocabulary = config.searchVocabularyFile
      ? readSearchVocabulary(config.searchVocabularyFile)
      : undefined;
    const catalog = await createProductIndex(database.db, vocabulary, {
      bodies: config.catalogBodies === 'file' ? () => fileBodyStore() : memoryBodyStore,
    });
    closeCatalog = () => catalog.close();
    catalogFeed?.attach(catalog);
    const ctx = createContext({
      config,
      db: database.db,
      dbKind: database.kind,
      catalog,
      jwtKey: await loadJwtKey(database.db, config.jwtSecret),
      now: options.now,
    });
    const app = await buildApp(ctx);
    feedLog = (message, error) => app.log.error({ err: error }, message);
    // Payments captured but never verified, lapsed reservations, refunds to retry.
    const stopReconcile =
      config.reconcileIntervalSeconds > 0
        ? startReconcileJob(ctx, config.reconcileIntervalSeconds, (message, error) =>
            error ? app.log.error({ err: error }, message) : app.log.info(message),
          )
        : async () => {};
    let url = '';
    if (options.listen !== false) {
      url = await app.listen({ port: config.port, host: config.host });
    } else {
      await app.ready();
    }
    return {
      app,
      ctx,
      database,
      url,
      seeded,
      catalogFeed,
      async close() {
        await stopReconcile();
        await app.close();
        await catalogFeed?.close();
        await closeCatalog();
        await database.close();
      },
    };
  } catch (error) {
    await catalogFeed?.close();
    await closeCatalog();
    await database.close();
    throw error;
  }
}

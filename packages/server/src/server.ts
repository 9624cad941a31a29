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
  /**
   * Stops taking requests, lets the ones in flight finish (for up to `SHUTDOWN_GRACE` seconds,
   * then their connections are cut), and closes the change feed, the catalogue and the database.
   * A step that takes longer than `SHUTDOWN_STEP_NOTICE_MS` is reported to the shutdown log
   * (the app's logger, or `StartOptions.shutdownLog`) by name, so a stuck shutdown says where.
   */
  close(): Promise<void>;
}

/** After this long on one shutdown step, the step is named in the shutdown log (and again). */
export const SHUTDOWN_STEP_NOTICE_MS = 5_000;

export interface StartOptions {
  /** Extra database options (tests: an isolated PostgreSQL schema). */
  database?: Omit<OpenDatabaseOptions, 'url' | 'dataDir'>;
  /** Seed an empty database. @default true */
  seed?: boolean;
  /** Listen on the configured port. @default true */
  listen?: boolean;
  now?: () => Date;
  /**
   * Where close() reports a slow step (default: the app's logger, at `warn`). Tests pass one
   * that writes to stderr, since their logger is silent.
   */
  shutdownLog?: (message: string) => void;
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
        const log = options.shutdownLog ?? ((message: string) => app.log.warn(message));
        const step = (name: string, run: () => Promise<unknown>) => shutdownStep(name, run, log);
        await step('the reconcile job', stopReconcile);
        // Idle keep-alive connections close at once (Fastify's default); a request still being
        // answered gets SHUTDOWN_GRACE seconds, then its connection is cut, so a client that
        // stalls mid-request or never reads its answer cannot hold the shutdown.
        const graceMs = config.shutdownGraceSeconds * 1000;
        const cut = setTimeout(() => {
          log(`shutdown: cutting the connections still open after ${graceMs} ms`);
          app.server.closeAllConnections();
        }, graceMs);
        try {
          await step('the HTTP server', () => app.close());
        } finally {
          clearTimeout(cut);
        }
        await step('the catalogue change feed', async () => catalogFeed?.close());
        await step('the catalogue', closeCatalog);
        await step('the database', () => database.close());
      },
    };
  } catch (error) {
    await catalogFeed?.close();
    await closeCatalog();
    await database.close();
    throw error;
  }
}

/** Runs one step of close(), naming it in the log every `noticeMs` it takes. */
export async function shutdownStep(
  name: string,
  run: () => Promise<unknown>,
  log: (message: string) => void,
  noticeMs = SHUTDOWN_STEP_NOTICE_MS,
): Promise<void> {
  const started = Date.now();
  const notice = setInterval(
    () => log(`shutdown: still closing ${name} after ${Date.now() - started} ms`),
    noticeMs,
  );
  notice.unref();
  try {
    await run();
  } finally {
    clearInterval(notice);
  }
}

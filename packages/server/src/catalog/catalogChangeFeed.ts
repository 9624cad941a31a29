import pg from 'pg';
import type { ProductIndex } from './types';

/** The channel of migration 0004's triggers: payloads '<schema>|<product id>' or '<schema>|*'. */
export const CATALOG_CHANNEL = 'sk_catalog';

export interface CatalogChangeFeedOptions {
  /** The PostgreSQL URL of the instance's database. */
  url: string;
  /** The schema the instance uses (`search_path`), when not the default. */
  pgSchema?: string | undefined;
  /** Changes arriving within this many milliseconds are applied in one reload. @default 20 */
  batchMs?: number;
  /** First and longest wait between reconnection attempts. @default [250, 5000] */
  retryMs?: readonly [number, number];
  /** Told about lost connections and failed reloads. */
  log?: (message: string, error?: unknown) => void;
}

/** The running feed: attach the catalogue once loaded; close on shutdown. */
export interface CatalogChangeFeed {
  /**
   * Starts applying changes to `catalog`, first those announced since the feed started
   * listening (so nothing committed while the catalogue loaded is missed).
   */
  attach(catalog: Pick<ProductIndex, 'reload'>): void;
  /** Resolves once every change received so far has been applied (tests). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Keeps an instance's in-memory catalogue in step with the database, whoever changes it (another
 * instance, an ERP writing to PostgreSQL directly): LISTENs on the triggers' channel and reloads
 * just the announced products, a burst at a time; a change of names many products show (brands,
 * categories, solutions) reloads the whole catalogue. A lost connection is retried with backoff,
 * and on reconnection the catalogue is reloaded whole, since announcements made meanwhile are lost.
 *
 * Listen before loading the catalogue, then `attach` it, so no change falls in between.
 */
export async function startCatalogChangeFeed(
  options: CatalogChangeFeedOptions,
): Promise<CatalogChangeFeed> {
  const batchMs = options.batchMs ?? 20;
  const [firstRetry, maxRetry] = options.retryMs ?? [250, 5000];
  const log = options.log ?? (() => undefined);
  let target: Pick<ProductIndex, 'reload'> | undefined;
  let schema = '';
  let pendingIds = new Set<string>();
  let pendingAll = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let applying: Promise<void> = Promise.resolve();
  let closed = false;
  let client: pg.Client | undefined;

  const flush = () => {
    timer = undefined;
    if (!target || (!pendingAll && pendingIds.size === 0)) return;
    const catalog = target;
    const all = pendingAll;
    const ids = [...pendingIds];
    pendingAll = false;
    pendingIds = new Set();
    applying = applying
      .then(() => (all ? catalog.reload() : catalog.reload(ids)))
      .catch((error: unknown) => {
        log('The catalogue could not apply a change from the database; reloading it whole', error);
        pendingAll = true;
        schedule();
      });
  };
  const schedule = () => {
    if (!timer && !closed) timer = setTimeout(flush, batchMs);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: options.url,
      // Names the connection in pg_stat_activity (an operator's view, and the tests').
      application_name: `sk-catalog-feed${options.pgSchema ? `:${options.pgSchema}` : ''}`,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    next.on('notification', (message) => {
      const payload = message.payload ?? '';
      const bar = payload.indexOf('|');
      if (message.channel !== CATALOG_CHANNEL || payload.slice(0, bar) !== schema) return;
      const id = payload.slice(bar + 1);
      if (id === '*') pendingAll = true;
      else pendingIds.add(id);
      schedule();
    });
    next.on('error', (error) => {
      // 'end' follows, which reconnects; the error only needs saying.
      log('The catalogue change feed lost its database connection', error);
    });
    next.on('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      void reconnect();
    });
    await next.connect();
    try {
      const { rows } = await next.query<{ schema: string }>('SELECT current_schema() AS schema');
      schema = rows[0]?.schema ?? 'public';
      await next.query(`LISTEN ${CATALOG_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };

  const reconnect = async () => {
    let wait = firstRetry;
    while (!closed) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (closed) return;
      try {
        await connect();
        // What was announced while nobody listened is lost: resynchronise whole.
        pendingAll = true;
        schedule();
        return;
      } catch (error) {
        log('The catalogue change feed could not reconnect; retrying', error);
        wait = Math.min(wait * 2, maxRetry);
      }
    }
  };

  await connect();

  return {
    attach(catalog) {
      target = catalog;
      schedule();
    },
    async settled() {
      if (!target) return;
      while (timer || pendingAll || pendingIds.size > 0) {
        if (timer) {
          clearTimeout(timer);
          flush();
        }
        await applying;
      }
      await applying;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
      await applying;
    },
  };
}

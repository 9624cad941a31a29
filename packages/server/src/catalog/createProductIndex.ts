import { and, asc, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { products, relatedProducts } from '../db/schema';
import { type BodyStore, type BodyStoreFactory, memoryBodyStore } from './bodyStore';
import { toSuggestion } from './catalogJson';
import { loadCatalogNames } from './catalogNames';
import { type CatalogSnapshot, createCatalogSnapshot } from './catalogSnapshot';
import { type CatalogLayers, layerCatalog } from './layeredCatalog';
import { createSearchAnalyzer } from './searchTerms';
import type { SearchVocabulary } from './searchVocabulary';
import {
  BODY_FIELDS,
  type ProductRow,
  releaseBody,
  storeBody,
  toCatalogProduct,
} from './toCatalogProduct';
import type { CatalogProduct, ProductIndex } from './types';

export { toCatalogProduct } from './toCatalogProduct';

/** Where the index reads products from: the database, or a fake in unit tests. */
export interface CatalogSource {
  /**
   * Every active product; `each`, when given, is called with each product as it is read (the
   * index stores its body there, so a whole catalogue's bodies are never on the heap at once).
   */
  loadAll(each?: (product: CatalogProduct) => void): Promise<CatalogProduct[]>;
  /** The given products that exist and are active. */
  loadSome(ids: readonly string[]): Promise<CatalogProduct[]>;
}

/**
 * Rows read at a time when every product is loaded: each batch's rows are dropped once they
 * are catalogue products, so the rows of the whole catalogue are never in memory at once.
 */
export const LOAD_BATCH = 5000;

type RelatedRow = typeof relatedProducts.$inferSelect;

/** Each product's related products' ids, in their sort order. */
function relatedIdsOf(rows: RelatedRow[]): Map<string, string[]> {
  const relatedIds = new Map<string, string[]>();
  for (const row of rows.sort((a, b) => a.sortOrder - b.sortOrder)) {
    const list = relatedIds.get(row.productId);
    if (list) list.push(row.relatedId);
    else relatedIds.set(row.productId, [row.relatedId]);
  }
  return relatedIds;
}

/** Reads products, their related products and the names they refer to from the database. */
export function databaseCatalogSource(db: Database): CatalogSource {
  async function loadSome(ids: readonly string[]) {
    const [known, rows, related] = await Promise.all([
      loadCatalogNames(db),
      db
        .select()
        .from(products)
        .where(inArray(products.id, [...ids])),
      db
        .select()
        .from(relatedProducts)
        .where(inArray(relatedProducts.productId, [...ids])),
    ]);
    const relatedIds = relatedIdsOf(related);
    return rows
      .filter((row) => row.isActive)
      .map((row) => toCatalogProduct(row, known, relatedIds.get(row.id) ?? []));
  }

  /**
   * The active products after `after` in id order, `LOAD_BATCH` of them, with the related rows
   * of their id range (one range query, not a list of 5,000 ids).
   */
  async function readBatch(
    after: string | undefined,
  ): Promise<{ rows: ProductRow[]; related: RelatedRow[] }> {
    const rows = await db
      .select()
      .from(products)
      .where(
        after === undefined
          ? eq(products.isActive, true)
          : and(eq(products.isActive, true), gt(products.id, after)),
      )
      .orderBy(asc(products.id))
      .limit(LOAD_BATCH);
    const related = rows.length
      ? await db
          .select()
          .from(relatedProducts)
          .where(
            and(
              gte(relatedProducts.productId, rows[0]!.id),
              lte(relatedProducts.productId, rows[rows.length - 1]!.id),
            ),
          )
      : [];
    return { rows, related };
  }

  /**
   * Every active product, in batches of `LOAD_BATCH` in id order. The next batch is read while
   * this one becomes catalogue products, so the database and the conversion overlap.
   */
  async function loadAll(each?: (product: CatalogProduct) => void) {
    const names = await loadCatalogNames(db);
    const all: CatalogProduct[] = [];
    let next: ReturnType<typeof readBatch> | null = readBatch(undefined);
    while (next) {
      const batch: { rows: ProductRow[]; related: RelatedRow[] } = await next;
      const { rows, related } = batch;
      next = rows.length === LOAD_BATCH ? readBatch(rows[rows.length - 1]!.id) : null;
      // Settled by the next turn's await; a failure meanwhile is not left unhandled.
      next?.catch(() => undefined);
      const relatedIds = relatedIdsOf(related);
      for (const row of rows) {
        const product = toCatalogProduct(row, names, relatedIds.get(row.id) ?? []);
        each?.(product);
        all.push(product);
      }
    }
    return all;
  }

  return {
    loadAll,
    loadSome: (ids) => (ids.length ? loadSome(ids) : Promise.resolve([])),
  };
}

/**
 * The catalogue read model (see `ProductIndex`) over the database: every active product in
 * memory with precomputed sort orders, facet postings and a word dictionary (see
 * `createCatalogSnapshot`), so listing and search never scan or sort the whole catalogue.
 */
export function createProductIndex(
  db: Database,
  vocabulary?: SearchVocabulary,
  options?: ProductIndexOptions,
): Promise<ProductIndex> {
  return createProductIndexFrom(databaseCatalogSource(db), vocabulary, options);
}

const sameValue = (a: unknown, b: unknown): boolean =>
  a === b ||
  (Array.isArray(a) &&
    Array.isArray(b) &&
    a.length === b.length &&
    a.every((value, i) => value === b[i]));

/** Whether two reads of a product hold the same: every field, and its wire JSON. */
function sameProduct(a: CatalogProduct | undefined, b: CatalogProduct): boolean {
  if (a === undefined || !a.wireJson.equals(b.wireJson)) return false;
  for (const key of Object.keys(b) as (keyof CatalogProduct)[]) {
    if (!BODY_FIELDS.has(key) && !sameValue(a[key], b[key])) return false;
  }
  return true;
}

/** Options of the catalogue read model. */
export interface ProductIndexOptions {
  /**
   * Most changed products the small layer holds (see `layerCatalog`) before the catalogue is
   * rebuilt in one piece. Default: `DEFAULT_MAX_DELTA`.
   */
  maxDelta?: number;
  /**
   * Where the products' wire JSON is kept (see `BodyStore`): a new store at start, at each
   * full build from the database and at each compaction. Default: `memoryBodyStore`.
   */
  bodies?: BodyStoreFactory;
  /**
   * Whether to compact the body store after a reload, given its live and garbage bytes.
   * Default: when the garbage outgrows both the live bytes and `COMPACT_MIN_GARBAGE`.
   */
  compactWhen?: (live: number, garbage: number) => boolean;
}

/**
 * The body store is compacted (its live bodies copied into a new one, the old one freed) when
 * its garbage outgrows both its live bytes and this.
 */
export const COMPACT_MIN_GARBAGE = 64 << 20;

/** Bodies copied between two turns of the event loop while compacting. */
const COMPACT_BATCH = 5000;

/**
 * Rebuilding the small layer costs about 50 µs a product here (50 ms at this size, on the
 * event loop), against seconds for the whole catalogue at 100,000 products.
 */
export const DEFAULT_MAX_DELTA = 1000;

/** The catalogue read model over any source, searching with `vocabulary` (or the defaults). */
export async function createProductIndexFrom(
  source: CatalogSource,
  vocabulary?: SearchVocabulary,
  options: ProductIndexOptions = {},
): Promise<ProductIndex> {
  const analyzer = createSearchAnalyzer(vocabulary);
  const maxDelta = options.maxDelta ?? DEFAULT_MAX_DELTA;
  const newStore = options.bodies ?? memoryBodyStore;
  const compactWhen =
    options.compactWhen ??
    ((live: number, garbage: number) => garbage > Math.max(live, COMPACT_MIN_GARBAGE));
  let fullBuilds = 0;
  let compactions = 0;
  const build = (products: readonly CatalogProduct[]) => createCatalogSnapshot(products, analyzer);
  const buildAll = (products: readonly CatalogProduct[]) => {
    fullBuilds++;
    return build(products);
  };
  let bodies: BodyStore = newStore();
  /** The snapshot built from every product at start (or at the last fold), less the changed. */
  let base: CatalogSnapshot;
  try {
    const all = await source.loadAll((product) => storeBody(product, bodies));
    for (const product of all) storeBody(product, bodies);
    base = buildAll(all);
  } catch (error) {
    bodies.close();
    throw error;
  }
  /** The changed products as they are now (structural changes, new and revived products). */
  const changed = new Map<string, CatalogProduct>();
  let delta: CatalogSnapshot | null = null;
  let reads: CatalogLayers = base;
  let closed = false;

  function setLayers(nextBase: CatalogSnapshot, nextDelta: CatalogSnapshot | null) {
    base = nextBase;
    delta = nextDelta;
    reads = delta && delta.size > 0 ? layerCatalog(base, delta) : base;
  }

  async function reloadNow(ids?: readonly string[]) {
    if (closed) return;
    if (!ids) {
      // A whole resync (a reconnection, a renamed brand …) applies only what differs.
      const all = await source.loadAll();
      const fresh = new Map(all.map((p) => [p.id, p]));
      const differing = all.filter((p) => !sameProduct(reads.get(p.id), p)).map((p) => p.id);
      for (const p of reads.products()) if (!fresh.has(p.id)) differing.push(p.id);
      if (differing.length > maxDelta) {
        // Every body goes to a new store, and the old store with the old products.
        const next = newStore();
        for (const product of all) storeBody(product, next);
        changed.clear();
        setLayers(buildAll(all), null);
        bodies.close();
        bodies = next;
        return;
      }
      apply(differing, fresh);
    } else {
      const unique = [...new Set(ids)];
      apply(unique, new Map((await source.loadSome(unique)).map((p) => [p.id, p])));
    }
    if (compactWhen(bodies.live, bodies.garbage)) await compact();
  }

  /**
   * Copies the bodies of the products held into a new store, a batch at a time between turns
   * of the event loop, then frees the old store. Each product reads from wherever its body is
   * at that moment, so reads meanwhile are answered as before; reloads wait in the queue.
   */
  async function compact() {
    const next = newStore();
    const held = reads.products();
    for (let i = 0; i < held.length; i += COMPACT_BATCH) {
      for (const product of held.slice(i, i + COMPACT_BATCH)) storeBody(product, next);
      await new Promise((resolve) => setImmediate(resolve));
      if (closed) {
        next.close();
        return;
      }
    }
    bodies.close();
    bodies = next;
    compactions++;
  }

  /** Brings the products `ids` to `fresh` (absent there: gone from the catalogue). */
  function apply(ids: readonly string[], fresh: ReadonlyMap<string, CatalogProduct>) {
    let deltaChanged = false;
    for (const id of ids) {
      const product = fresh.get(id);
      const previous = reads.get(id);
      if (product) storeBody(product, bodies);
      if (previous && previous !== product) releaseBody(previous, bodies);
      if (changed.has(id)) {
        // Already in the small layer: in place when it can, else that layer is rebuilt.
        if (product) changed.set(id, product);
        else changed.delete(id);
        if (!product || !delta?.update(product)) deltaChanged = true;
        continue;
      }
      if (product && base.update(product)) continue;
      base.remove(id);
      if (product) {
        changed.set(id, product);
        deltaChanged = true;
      }
    }
    if (!deltaChanged) return;
    if (changed.size > maxDelta) {
      // Folded together: one snapshot over every product again.
      const all = reads.products().filter((p) => !changed.has(p.id));
      const merged = buildAll([...all, ...changed.values()]);
      changed.clear();
      setLayers(merged, null);
      return;
    }
    setLayers(base, changed.size ? build([...changed.values()]) : null);
  }

  // One reload at a time, in call order, so an older read never overwrites a newer one.
  let queue: Promise<void> = Promise.resolve();

  return {
    get: (id) => reads.get(id),
    get size() {
      return reads.size;
    },
    reload(ids) {
      const next = queue.then(() => reloadNow(ids));
      queue = next.catch(() => undefined);
      return next;
    },
    list: (query) => {
      const { items, total, facets } = reads.list(query);
      return facets ? { items, total, facets } : { items, total };
    },
    search(text, limit) {
      const { hits, total } = reads.search(text, limit);
      return { suggestions: hits.map(({ product, score }) => toSuggestion(product, score)), total };
    },
    searchHits: (text, limit) => reads.search(text, limit),
    bestSelling: (limit) => reads.bestSelling(0, limit).items,
    bestSellingPage: (offset, limit) => reads.bestSelling(offset, limit),
    deals: () => reads.deals(),
    layers: () => ({
      products: reads.size,
      changed: changed.size,
      fullBuilds,
    }),
    bodies: () => ({
      kind: bodies.kind,
      live: bodies.live,
      garbage: bodies.garbage,
      compactions,
    }),
    async close() {
      closed = true;
      await queue;
      bodies.close();
    },
  };
}

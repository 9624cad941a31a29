import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { products, relatedProducts } from '../db/schema';
import { toSuggestion } from './catalogJson';
import { type CatalogNames, loadCatalogNames } from './catalogNames';
import { type CatalogSnapshot, createCatalogSnapshot } from './catalogSnapshot';
import { type CatalogLayers, layerCatalog } from './layeredCatalog';
import { createSearchAnalyzer } from './searchTerms';
import type { SearchVocabulary } from './searchVocabulary';
import { toCatalogProduct } from './toCatalogProduct';
import type { CatalogProduct, ProductIndex } from './types';

export { toCatalogProduct } from './toCatalogProduct';

/** Where the index reads products from: the database, or a fake in unit tests. */
export interface CatalogSource {
  /** Every active product. */
  loadAll(): Promise<CatalogProduct[]>;
  /** The given products that exist and are active. */
  loadSome(ids: readonly string[]): Promise<CatalogProduct[]>;
}

/**
 * Rows read at a time when every product is loaded: each batch's rows are dropped once they
 * are catalogue products, so the rows of the whole catalogue are never in memory at once.
 */
export const LOAD_BATCH = 5000;

/** Reads products, their related products and the names they refer to from the database. */
export function databaseCatalogSource(db: Database): CatalogSource {
  async function load(ids: readonly string[], names?: CatalogNames) {
    const [known, rows, related] = await Promise.all([
      names ?? loadCatalogNames(db),
      db
        .select()
        .from(products)
        .where(inArray(products.id, [...ids])),
      db
        .select()
        .from(relatedProducts)
        .where(inArray(relatedProducts.productId, [...ids])),
    ]);
    const relatedIds = new Map<string, string[]>();
    for (const row of related.sort((a, b) => a.sortOrder - b.sortOrder)) {
      const list = relatedIds.get(row.productId);
      if (list) list.push(row.relatedId);
      else relatedIds.set(row.productId, [row.relatedId]);
    }
    return rows
      .filter((row) => row.isActive)
      .map((row) => toCatalogProduct(row, known, relatedIds.get(row.id) ?? []));
  }

  /** Every active product, in batches of `LOAD_BATCH` in id order. */
  async function loadAll() {
    const names = await loadCatalogNames(db);
    const all: CatalogProduct[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await db
        .select({ id: products.id })
        .from(products)
        .where(
          after === undefined
            ? eq(products.isActive, true)
            : and(eq(products.isActive, true), gt(products.id, after)),
        )
        .orderBy(asc(products.id))
        .limit(LOAD_BATCH);
      if (!page.length) break;
      for (const product of await load(
        page.map((row) => row.id),
        names,
      ))
        all.push(product);
      if (page.length < LOAD_BATCH) break;
      after = page[page.length - 1]!.id;
    }
    return all;
  }

  return {
    loadAll,
    loadSome: (ids) => (ids.length ? load(ids) : Promise.resolve([])),
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
    if (key !== 'wireJson' && !sameValue(a[key], b[key])) return false;
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
}

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
  let fullBuilds = 0;
  const build = (products: readonly CatalogProduct[]) => createCatalogSnapshot(products, analyzer);
  const buildAll = (products: readonly CatalogProduct[]) => {
    fullBuilds++;
    return build(products);
  };
  /** The snapshot built from every product at start (or at the last fold), less the changed. */
  let base: CatalogSnapshot = buildAll(await source.loadAll());
  /** The changed products as they are now (structural changes, new and revived products). */
  const changed = new Map<string, CatalogProduct>();
  let delta: CatalogSnapshot | null = null;
  let reads: CatalogLayers = base;

  function setLayers(nextBase: CatalogSnapshot, nextDelta: CatalogSnapshot | null) {
    base = nextBase;
    delta = nextDelta;
    reads = delta && delta.size > 0 ? layerCatalog(base, delta) : base;
  }

  async function reloadNow(ids?: readonly string[]) {
    if (!ids) {
      // A whole resync (a reconnection, a renamed brand …) applies only what differs.
      const all = await source.loadAll();
      const fresh = new Map(all.map((p) => [p.id, p]));
      const differing = all.filter((p) => !sameProduct(reads.get(p.id), p)).map((p) => p.id);
      for (const p of reads.products()) if (!fresh.has(p.id)) differing.push(p.id);
      if (differing.length > maxDelta) {
        changed.clear();
        setLayers(buildAll(all), null);
        return;
      }
      apply(differing, fresh);
      return;
    }
    const unique = [...new Set(ids)];
    apply(unique, new Map((await source.loadSome(unique)).map((p) => [p.id, p])));
  }

  /** Brings the products `ids` to `fresh` (absent there: gone from the catalogue). */
  function apply(ids: readonly string[], fresh: ReadonlyMap<string, CatalogProduct>) {
    let deltaChanged = false;
    for (const id of ids) {
      const product = fresh.get(id);
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
  };
}

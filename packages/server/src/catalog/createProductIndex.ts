import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { products, relatedProducts } from '../db/schema';
import { toSuggestion } from './catalogJson';
import { loadCatalogNames } from './catalogNames';
import { type CatalogSnapshot, createCatalogSnapshot } from './catalogSnapshot';
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

/** Reads products, their related products and the names they refer to from the database. */
export function databaseCatalogSource(db: Database): CatalogSource {
  async function load(ids?: readonly string[]) {
    const [names, rows, related] = await Promise.all([
      loadCatalogNames(db),
      db
        .select()
        .from(products)
        .where(ids ? inArray(products.id, [...ids]) : eq(products.isActive, true)),
      db
        .select()
        .from(relatedProducts)
        .where(ids ? inArray(relatedProducts.productId, [...ids]) : undefined),
    ]);
    const relatedIds = new Map<string, string[]>();
    for (const row of related.sort((a, b) => a.sortOrder - b.sortOrder)) {
      const list = relatedIds.get(row.productId);
      if (list) list.push(row.relatedId);
      else relatedIds.set(row.productId, [row.relatedId]);
    }
    return rows
      .filter((row) => row.isActive)
      .map((row) => toCatalogProduct(row, names, relatedIds.get(row.id) ?? []));
  }
  return {
    loadAll: () => load(),
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
): Promise<ProductIndex> {
  return createProductIndexFrom(databaseCatalogSource(db), vocabulary);
}

/** The catalogue read model over any source, searching with `vocabulary` (or the defaults). */
export async function createProductIndexFrom(
  source: CatalogSource,
  vocabulary?: SearchVocabulary,
): Promise<ProductIndex> {
  const analyzer = createSearchAnalyzer(vocabulary);
  const build = (products: readonly CatalogProduct[]) => createCatalogSnapshot(products, analyzer);
  let snapshot: CatalogSnapshot = build(await source.loadAll());

  async function reloadNow(ids?: readonly string[]) {
    if (!ids) {
      snapshot = build(await source.loadAll());
      return;
    }
    const unique = [...new Set(ids)];
    const fresh = new Map((await source.loadSome(unique)).map((p) => [p.id, p]));
    const current = snapshot;
    let rebuild = false;
    for (const id of unique) {
      const product = fresh.get(id);
      if (product ? !current.update(product) : current.get(id) !== undefined) rebuild = true;
    }
    if (rebuild) {
      const changed = new Set(unique);
      const kept = current.products().filter((p) => !changed.has(p.id));
      snapshot = build([...kept, ...fresh.values()]);
    }
  }

  // One reload at a time, in call order, so an older read never overwrites a newer one.
  let queue: Promise<void> = Promise.resolve();

  return {
    get: (id) => snapshot.get(id),
    get size() {
      return snapshot.size;
    },
    reload(ids) {
      const next = queue.then(() => reloadNow(ids));
      queue = next.catch(() => undefined);
      return next;
    },
    list: (query) => snapshot.list(query),
    search(text, limit) {
      const { hits, total } = snapshot.search(text, limit);
      return { suggestions: hits.map(({ product, score }) => toSuggestion(product, score)), total };
    },
    searchHits: (text, limit) => snapshot.search(text, limit),
    bestSelling: (limit) => snapshot.bestSelling(0, limit).items,
    bestSellingPage: (offset, limit) => snapshot.bestSelling(offset, limit),
    deals: () => snapshot.deals(),
  };
}

import type { SortOption } from '@storefront-kit/core';
import {
  type CatalogSnapshot,
  type ListPage,
  PRICE_BANDS,
  priceKeyOf,
  ratingKeyOf,
  type SearchHits,
  type StartsModel,
} from './catalogSnapshot';
import { compareKeys, nameSortKey } from './compareProductNames';
import { relevanceRankKey } from './searchEngine';
import { searchTokens } from './searchTerms';
import type { CatalogListQuery, CatalogProduct, SearchFacets } from './types';

/**
 * The catalogue as two layers: `base`, the large snapshot built at start, with the products
 * that changed since taken out of it, and `delta`, a small snapshot of those products as they
 * are now (renamed, recategorised, new or brought back). Every read asks both and merges their
 * answers in the catalogue's own orders, so the pair answers exactly as one snapshot over the
 * same products would, while a change costs a rebuild of the small layer only (see
 * `createProductIndex`, which folds the layers together when the delta grows large).
 */
export type CatalogLayers = Omit<
  CatalogSnapshot,
  'update' | 'remove' | 'startsModel' | 'searchWalks'
>;

type Compare = (a: CatalogProduct, b: CatalogProduct) => number;

const nameKeys = new WeakMap<CatalogProduct, string>();
const nameKeyOf = (p: CatalogProduct) => {
  let key = nameKeys.get(p);
  if (key === undefined) {
    key = nameSortKey(p.name);
    nameKeys.set(p, key);
  }
  return key;
};

/** Name order, as a snapshot's positions run. */
export const compareNames: Compare = (a, b) => compareKeys(nameKeyOf(a), a.id, nameKeyOf(b), b.id);

const onRequest = (p: CatalogProduct) => (priceKeyOf(p) > 0 ? 0 : 1);

/** The snapshot's sort orders (see `createCatalogSnapshot`), over products. */
const SORTS: Record<SortOption, Compare> = {
  name_asc: compareNames,
  name_desc: (a, b) => compareNames(b, a),
  price_asc: (a, b) =>
    onRequest(a) - onRequest(b) || priceKeyOf(a) - priceKeyOf(b) || compareNames(a, b),
  price_desc: (a, b) =>
    onRequest(a) - onRequest(b) || priceKeyOf(b) - priceKeyOf(a) || compareNames(a, b),
  rating: (a, b) =>
    ratingKeyOf(b) - ratingKeyOf(a) || b.reviewCount - a.reviewCount || compareNames(a, b),
  newest: (a, b) => b.createdAt - a.createdAt || compareNames(a, b),
};

const bySold: Compare = (a, b) => b.soldCount - a.soldCount || compareNames(a, b);

interface Scored {
  product: CatalogProduct;
  score: number;
}

const rankOf = ({ product: p, score }: Scored) =>
  relevanceRankKey(score, p.inStock, p.soldCount, ratingKeyOf(p), p.reviewCount);

/** Relevance order: score, then stock, units sold, rating, reviews, then name order. */
const byRelevance = (a: Scored, b: Scored) =>
  rankOf(b) - rankOf(a) || compareNames(a.product, b.product);

/** Merges two lists, each sorted by `compare`, into one. */
function merge<T>(a: readonly T[], b: readonly T[], compare: (x: T, y: T) => number): T[] {
  if (!b.length) return [...a];
  if (!a.length) return [...b];
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(compare(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

function sumCounts(
  a: readonly { value: string; count: number }[],
  b: readonly { value: string; count: number }[],
) {
  const counts = new Map<string, number>();
  for (const { value, count } of [...a, ...b]) counts.set(value, (counts.get(value) ?? 0) + count);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((x, y) => y.count - x.count || x.value.localeCompare(y.value));
}

function mergeFacets(a: SearchFacets | undefined, b: SearchFacets | undefined) {
  if (!a || !b) return a ?? b;
  const bands = new Map<number, { min: number; max: number | null; count: number }>();
  for (const band of [...a.price, ...b.price]) {
    const known = bands.get(band.min);
    if (known) known.count += band.count;
    else bands.set(band.min, { ...band });
  }
  return {
    brand: sumCounts(a.brand, b.brand),
    category: sumCounts(a.category, b.category),
    in_stock: {
      in_stock: a.in_stock.in_stock + b.in_stock.in_stock,
      out_of_stock: a.in_stock.out_of_stock + b.in_stock.out_of_stock,
    },
    price: PRICE_BANDS.flatMap((min) => bands.get(min) ?? []),
  };
}

/** The reads of `base` and `delta` as one catalogue (see `CatalogLayers`). */
export function layerCatalog(base: CatalogSnapshot, delta: CatalogSnapshot): CatalogLayers {
  const joins: StartsModel = (text) => base.startsModel(text) || delta.startsModel(text);

  function list(query: CatalogListQuery): ListPage {
    const perPage = query.per_page ?? 20;
    const offset = perPage === -1 ? 0 : ((query.page_no ?? 1) - 1) * perPage;
    // Each layer's first `offset + perPage` in order hold the merged page.
    const head: CatalogListQuery =
      perPage === -1 ? query : { ...query, page_no: 1, per_page: offset + perPage };
    const a = base.list(head, joins);
    const b = delta.list(head, joins);
    const end = perPage === -1 ? undefined : offset + perPage;
    const searching = query.search !== undefined && searchTokens(query.search).length > 0;
    const total = a.total + b.total;
    const facets = mergeFacets(a.facets, b.facets);
    const extra = facets ? { facets } : {};
    if (searching && (query.sort_by === undefined || query.sort_by === 'relevance')) {
      const scored = (page: ListPage): Scored[] =>
        page.items.map((product, k) => ({ product, score: page.scores?.[k] ?? 0 }));
      const page = merge(scored(a), scored(b), byRelevance).slice(offset, end);
      return {
        items: page.map((hit) => hit.product),
        total,
        scores: page.map((hit) => hit.score),
        ...extra,
      };
    }
    const sort = SORTS[query.sort_by && query.sort_by !== 'relevance' ? query.sort_by : 'name_asc'];
    return { items: merge(a.items, b.items, sort).slice(offset, end), total, ...extra };
  }

  function search(text: string, limit: number): SearchHits {
    const a = base.search(text, limit, joins);
    const b = delta.search(text, limit, joins);
    return { hits: merge(a.hits, b.hits, byRelevance).slice(0, limit), total: a.total + b.total };
  }

  return {
    get size() {
      return base.size + delta.size;
    },
    get: (id) => delta.get(id) ?? base.get(id),
    products: () => merge(base.products(), delta.products(), compareNames),
    list,
    search,
    bestSelling(offset, limit) {
      const a = base.bestSelling(0, offset + limit);
      const b = delta.bestSelling(0, offset + limit);
      return {
        items: merge(a.items, b.items, bySold).slice(offset, offset + limit),
        total: a.total + b.total,
      };
    },
    deals: () => merge(base.deals(), delta.deals(), compareNames),
  };
}

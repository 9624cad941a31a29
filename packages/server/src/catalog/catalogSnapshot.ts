import { type SortOption, toPaise, toRupees } from '@storefront-kit/core';
import { type Bitset, bitsetOf, clearBit, createBitset, hasBit, setBit } from './bitset';
import { compareKeys, nameSortKey } from './compareProductNames';
import { createSearchEngine, relevanceRankKey } from './searchEngine';
import { buildSearchIndex } from './searchIndex';
import {
  createSearchAnalyzer,
  foldText,
  type SearchAnalyzer,
  searchTokens,
  TIER_MODEL,
} from './searchTerms';
import {
  createPageScratch,
  type PositionFilter,
  passesAll,
  selectPage,
  TEST_BITS,
  TEST_RANK,
  TEST_STAMP,
} from './selectPage';
import {
  createIdentityOrder,
  createSortOrder,
  partitionPoint,
  reposition,
  type SortOrder,
} from './sortOrder';
import type { CatalogListQuery, CatalogProduct, SearchFacets } from './types';

/** `type` values that choose what the listing page shows rather than filter products. */
export const LISTING_VIEW_TYPES: readonly string[] = ['product', 'brand', 'solution'];

/** The best matches of a search (score 0..100, best first) and how many products match. */
export interface SearchHits {
  hits: { product: CatalogProduct; score: number }[];
  total: number;
}

/** Decides whether words typed apart join into a part number (see `createSearchEngine`). */
export type StartsModel = (text: string) => boolean;

/** A page of a listing; `scores` (each item's `relevance_score`) when ranked by relevance. */
export interface ListPage {
  items: CatalogProduct[];
  total: number;
  facets?: SearchFacets;
  scores?: number[];
}

/**
 * The catalogue's in-memory structures over one set of active products. Products can be
 * taken out (`remove`) without rebuilding: they are skipped from then on.
 */
export interface CatalogSnapshot {
  /** Products held (not removed). */
  readonly size: number;
  get(id: string): CatalogProduct | undefined;
  /** Every product, in name order. */
  products(): CatalogProduct[];
  /**
   * With a search: relevance order unless `sort_by` is given, and the results' facets.
   * `startsModel`: the catalogue-wide answer when this snapshot is one layer of several.
   */
  list(query: CatalogListQuery, startsModel?: StartsModel): ListPage;
  search(text: string, limit: number, startsModel?: StartsModel): SearchHits;
  /** Whether a product held here has a model number starting with `text` (folded). */
  startsModel(text: string): boolean;
  /** Takes a product out; false when it is not held. */
  remove(id: string): boolean;
  /** Products with units sold, most first. */
  bestSelling(offset: number, limit: number): { items: CatalogProduct[]; total: number };
  deals(): CatalogProduct[];
  /**
   * Applies a change of price, stock, rating, units sold, deal flag or display fields in
   * place. Returns false, changing nothing, when the product is not held or a name, category,
   * brand, solution, badge, type or date changed: those need another layer (see
   * `createProductIndex`) or a new snapshot.
   */
  update(product: CatalogProduct): boolean;
  /**
   * Searches that walked the popularity order and those of them that gave up: of one word
   * (`topOfOne`) and of several (`topOfMany`).
   */
  searchWalks(): { walked: number; givenUp: number; walkedSeveral: number; givenUpSeveral: number };
}

type FacetKind =
  | 'type'
  | 'category'
  | 'subcategory'
  | 'subsubcategory'
  | 'brand'
  | 'solution'
  | 'badge';

interface Facet {
  /** Positions, ascending. */
  readonly ids: Uint32Array;
  bits: Bitset | null;
}

const facetKey = (kind: FacetKind, value: string) => `${kind}:${value.toLowerCase()}`;

/** Price used by the price sorts and `price_range` (paise): 0 for 'Price on Request' (0 or less). */
export const priceKeyOf = (p: CatalogProduct) => Math.max(0, p.sellingPrice);

/** Rating used by the rating sort and `min_rating`: products without reviews have none (-1). */
export const ratingKeyOf = (p: CatalogProduct) =>
  p.reviewCount > 0 && p.rating !== null ? p.rating : -1;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** Whether a change touches what the facets, the search words or the name/date orders hold. */
function isStructuralChange(a: CatalogProduct, b: CatalogProduct): boolean {
  return (
    a.name !== b.name ||
    a.modelNumber !== b.modelNumber ||
    a.brand !== b.brand ||
    a.category !== b.category ||
    a.subcategory !== b.subcategory ||
    a.subsubcategory !== b.subsubcategory ||
    a.type !== b.type ||
    a.createdAt !== b.createdAt ||
    a.specText !== b.specText ||
    !sameList(a.solutions, b.solutions) ||
    !sameList(a.badges, b.badges)
  );
}

const DEFAULT_ANALYZER = createSearchAnalyzer();

/**
 * Price bands of the search facets, rupees: each counts products priced from `min` up to,
 * not including, the next band's `min` ('Price on Request' products in none).
 */
export const PRICE_BANDS: readonly number[] = [0, 1000, 5000, 10_000, 50_000, 100_000];

/** Builds the structures (sorts, postings, the word dictionary) over the active products. */
export function createCatalogSnapshot(
  active: readonly CatalogProduct[],
  analyzer: SearchAnalyzer = DEFAULT_ANALYZER,
): CatalogSnapshot {
  // Positions are ranks in name order, so any ascending list of positions is in name order.
  const keyed = active.map((product) => ({ product, key: nameSortKey(product.name) }));
  keyed.sort((a, b) => compareKeys(a.key, a.product.id, b.key, b.product.id));
  const items = keyed.map(({ product }) => product);
  const size = items.length;
  const byId = new Map(items.map((p, i) => [p.id, i]));

  const price = new Float64Array(size);
  const ratingKey = new Float64Array(size);
  const reviews = new Uint32Array(size);
  const created = new Float64Array(size);
  const sold = new Uint32Array(size);
  /** 1 for a product on request, 0 for a priced one (the price sorts' first key). */
  const onRequest = (i: number) => (price[i]! > 0 ? 0 : 1);
  const inStock = createBitset(size);
  let inStockCount = 0;
  const dealIds: number[] = [];
  const facetLists = new Map<string, number[]>();
  const addFacet = (kind: FacetKind, value: string | null, i: number) => {
    if (value === null) return;
    const key = facetKey(kind, value);
    const list = facetLists.get(key);
    if (!list) facetLists.set(key, [i]);
    else if (list[list.length - 1] !== i) list.push(i);
  };
  items.forEach((p, i) => {
    price[i] = priceKeyOf(p);
    ratingKey[i] = ratingKeyOf(p);
    reviews[i] = p.reviewCount;
    created[i] = p.createdAt;
    sold[i] = p.soldCount;
    if (p.inStock) {
      setBit(inStock, i);
      inStockCount++;
    }
    if (p.dealOfTheDay) dealIds.push(i);
    addFacet('type', p.type, i);
    addFacet('category', p.category, i);
    addFacet('subcategory', p.subcategory, i);
    addFacet('subsubcategory', p.subsubcategory, i);
    addFacet('brand', p.brand, i);
    for (const s of p.solutions) addFacet('solution', s, i);
    for (const b of p.badges) addFacet('badge', b, i);
  });
  const facets = new Map<string, Facet>();
  for (const [key, list] of facetLists)
    facets.set(key, { ids: Uint32Array.from(list), bits: null });

  const sorts: Record<SortOption, SortOrder> = {
    name_asc: createIdentityOrder(size, false),
    name_desc: createIdentityOrder(size, true),
    // 'Price on Request' (price 0) has no price to compare: last in both price orders.
    price_asc: createSortOrder(
      size,
      (a, b) => onRequest(a) - onRequest(b) || price[a]! - price[b]! || a - b,
    ),
    price_desc: createSortOrder(
      size,
      (a, b) => onRequest(a) - onRequest(b) || price[b]! - price[a]! || a - b,
    ),
    rating: createSortOrder(
      size,
      (a, b) => ratingKey[b]! - ratingKey[a]! || reviews[b]! - reviews[a]! || a - b,
    ),
    newest: createSortOrder(size, (a, b) => created[b]! - created[a]! || a - b),
  };
  const bestSellers = createSortOrder(size, (a, b) => sold[b]! - sold[a]! || a - b);
  const words = buildSearchIndex(size, (i) => analyzer.productTerms(items[i]!));
  const modelLength = new Uint8Array(size);
  const brandOf = new Uint16Array(size);
  const categoryOf = new Uint16Array(size);
  const brandNames: string[] = [''];
  const categoryNames: string[] = [''];
  const numbering = (names: string[]) => {
    const numbers = new Map<string, number>();
    return (name: string | null) => {
      if (!name) return 0;
      let n = numbers.get(name);
      if (n === undefined) {
        n = names.length;
        names.push(name);
        numbers.set(name, n);
      }
      return n;
    };
  };
  const brandNumber = numbering(brandNames);
  const categoryNumber = numbering(categoryNames);
  items.forEach((p, i) => {
    modelLength[i] = Math.min(
      255,
      foldText(p.modelNumber ?? '').replace(/[^\p{L}\p{N}]+/gu, '').length,
    );
    brandOf[i] = brandNumber(p.brand);
    categoryOf[i] = categoryNumber(p.category);
  });
  /** The order equally relevant products rank in (see `RankFacts.popular`). */
  const tieKeyOf = (i: number) =>
    relevanceRankKey(0, hasBit(inStock, i), sold[i]!, ratingKey[i]!, reviews[i]!);
  const tieKeys = new Float64Array(size);
  for (let i = 0; i < size; i++) tieKeys[i] = tieKeyOf(i);
  const popular: SortOrder = {
    ...createSortOrder(size, (a, b) => tieKeys[b]! - tieKeys[a]! || a - b),
    compare: (a, b) => tieKeyOf(b) - tieKeyOf(a) || a - b,
  };
  const engine = createSearchEngine(words, analyzer, {
    size,
    popular: popular.order,
    modelLength,
    inStock: (i) => hasBit(inStock, i),
    sold: (i) => sold[i]!,
    rating: (i) => ratingKey[i]!,
    reviews: (i) => reviews[i]!,
  });

  const scratch = createPageScratch(size);
  // Membership of the badge filter: a position is in when its stamp equals the
  // set's current stamp, so nothing needs clearing between requests.
  const badgeStamps = createStampSet(size);

  const pick = (positions: readonly number[]) => positions.map((i) => items[i]!);

  // Removed products: `alive` (made at the first removal) holds the others.
  let alive: Bitset | null = null;
  let removed = 0;
  /** The removed products' positions. */
  const removedPositions: number[] = [];
  /** Removed products with units sold (they stand in the best sellers' order). */
  let removedSold = 0;
  const isAlive = (i: number) => alive === null || hasBit(alive, i);
  /** The filter of held products, when some were removed. */
  const aliveFilter = (): PositionFilter | null =>
    alive && removed > 0
      ? { size: size - removed, list: null, test: TEST_BITS, data: alive, lo: 0, hi: 0 }
      : null;

  function startsModel(text: string): boolean {
    const posting = words.lookup(text);
    const end = posting.ends[TIER_MODEL]!;
    if (removed === 0) return end > 0;
    for (let k = 0; k < end; k++) if (isAlive(posting.ids[k]!)) return true;
    return false;
  }

  function facetFilter(facet: Facet): PositionFilter {
    facet.bits ??= bitsetOf(size, facet.ids);
    return {
      size: facet.ids.length,
      list: facet.ids,
      test: TEST_BITS,
      data: facet.bits,
      lo: 0,
      hi: 0,
    };
  }

  function rankFilter(sort: SortOrder, lo: number, hi: number): PositionFilter {
    const list = sort.order.subarray(lo, hi);
    return { size: hi - lo, list, test: TEST_RANK, data: sort.rank, lo, hi };
  }

  /** The filters of a listing query; null when one of them matches nothing. */
  function filtersOf(query: CatalogListQuery): PositionFilter[] | null {
    const filters: PositionFilter[] = [];
    const type = query.type?.toLowerCase();
    const text: [FacetKind, string | undefined][] = [
      ['type', type && !LISTING_VIEW_TYPES.includes(type) ? type : undefined],
      ['category', query.category],
      ['subcategory', query.subcategory],
      ['subsubcategory', query.subsubcategory],
      ['brand', query.brand],
      ['solution', query.solution],
    ];
    for (const [kind, value] of text) {
      if (!value) continue;
      const facet = facets.get(facetKey(kind, value));
      if (!facet) return null;
      filters.push(facetFilter(facet));
    }
    if (query.badges?.length) {
      const found = query.badges.flatMap((b) => facets.get(facetKey('badge', b)) ?? []);
      if (!found.length) return null;
      if (found.length === 1) filters.push(facetFilter(found[0]!));
      else {
        const stamp = badgeStamps.next();
        const data = badgeStamps.data;
        const union: number[] = [];
        for (const facet of found) {
          for (const id of facet.ids) {
            if (data[id] === stamp) continue;
            data[id] = stamp;
            union.push(id);
          }
        }
        const list = Uint32Array.from(union);
        filters.push({ size: list.length, list, test: TEST_STAMP, data, lo: stamp, hi: 0 });
      }
    }
    if (query.in_stock) {
      filters.push({
        size: inStockCount,
        list: null,
        test: TEST_BITS,
        data: inStock,
        lo: 0,
        hi: 0,
      });
    }
    if (query.price_range) {
      const [min, max] = query.price_range;
      const minPaise = toPaise(min);
      const maxPaise = toPaise(max);
      if (minPaise > 0) {
        // Priced products only: a run of the low-to-high order, before those on request.
        const sort = sorts.price_asc;
        const lo = partitionPoint(sort, (i) => onRequest(i) === 0 && price[i]! < minPaise);
        const hi = Math.max(
          lo,
          partitionPoint(sort, (i) => onRequest(i) === 0 && price[i]! <= maxPaise),
        );
        filters.push(rankFilter(sort, lo, hi));
      } else {
        // From 0: products on request (price 0) too, the tail of the high-to-low order.
        const sort = sorts.price_desc;
        const lo = partitionPoint(sort, (i) => price[i]! > maxPaise);
        filters.push(rankFilter(sort, lo, size));
      }
    }
    if (query.min_rating) {
      const min = query.min_rating;
      filters.push(
        rankFilter(
          sorts.rating,
          0,
          partitionPoint(sorts.rating, (i) => ratingKey[i]! >= min),
        ),
      );
    }
    const held = aliveFilter();
    if (held) filters.push(held);
    return filters;
  }

  /** A listing with a search: matches passing the filters, facets, then a page of them. */
  function searchList(
    query: CatalogListQuery,
    filters: PositionFilter[] | null,
    offset: number,
    limit: number,
    joins: StartsModel,
  ): ListPage & { facets: SearchFacets } {
    const found = engine.run(query.search ?? '', joins);
    const ids = found.ids;
    const scores = found.scores;
    let total = 0;
    if (filters) {
      for (let k = 0; k < found.count; k++) {
        const id = ids[k]!;
        if (!passesAll(filters, id)) continue;
        ids[total] = id;
        scores[total] = scores[k]!;
        total++;
      }
    }
    const facets = facetsOf(ids, total);
    if (offset >= total) return { items: [], total, facets };
    const sortBy = query.sort_by ?? 'relevance';
    let positions: number[];
    if (sortBy === 'relevance') {
      const best = engine.best(ids, scores, total, offset + limit).slice(offset);
      return {
        items: best.map((hit) => items[hit.id]!),
        total,
        facets,
        scores: best.map((hit) => hit.score),
      };
    } else {
      const { order, rank } = sorts[sortBy];
      const keys = scratch.keys.subarray(0, total);
      for (let k = 0; k < total; k++) keys[k] = rank[ids[k]!]!;
      keys.sort();
      positions = Array.from(
        keys.subarray(offset, Math.min(total, offset + limit)),
        (r) => order[r]!,
      );
    }
    return { items: pick(positions), total, facets };
  }

  /** Counts of the matches by brand, category, stock and price band. */
  function facetsOf(ids: Uint32Array, count: number): SearchFacets {
    const brandCounts = new Uint32Array(brandNames.length);
    const categoryCounts = new Uint32Array(categoryNames.length);
    const bandCounts = new Uint32Array(PRICE_BANDS.length);
    const bandStarts = PRICE_BANDS.map(toPaise);
    let stocked = 0;
    for (let k = 0; k < count; k++) {
      const id = ids[k]!;
      brandCounts[brandOf[id]!]!++;
      categoryCounts[categoryOf[id]!]!++;
      if (hasBit(inStock, id)) stocked++;
      const paise = price[id]!;
      if (paise <= 0) continue;
      let band = bandStarts.length - 1;
      while (band > 0 && paise < bandStarts[band]!) band--;
      bandCounts[band]!++;
    }
    const counted = (names: readonly string[], counts: Uint32Array) =>
      names
        .flatMap((value, n) => (n > 0 && counts[n]! > 0 ? [{ value, count: counts[n]! }] : []))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    return {
      brand: counted(brandNames, brandCounts),
      category: counted(categoryNames, categoryCounts),
      in_stock: { in_stock: stocked, out_of_stock: count - stocked },
      price: PRICE_BANDS.flatMap((min, band) => {
        const next = PRICE_BANDS[band + 1];
        const n = bandCounts[band]!;
        if (n === 0) return [];
        return [{ min, max: next === undefined ? null : toRupees(toPaise(next) - 1), count: n }];
      }),
    };
  }

  function updateDeal(i: number, isDeal: boolean) {
    let lo = 0;
    let hi = dealIds.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (dealIds[mid]! < i) lo = mid + 1;
      else hi = mid;
    }
    const present = dealIds[lo] === i;
    if (isDeal && !present) dealIds.splice(lo, 0, i);
    if (!isDeal && present) dealIds.splice(lo, 1);
  }

  const indexOf = (id: string) => {
    const i = byId.get(id);
    return i !== undefined && isAlive(i) ? i : undefined;
  };

  return {
    get size() {
      return size - removed;
    },
    get: (id) => {
      const i = indexOf(id);
      return i === undefined ? undefined : items[i];
    },
    products: () => (removed === 0 ? [...items] : items.filter((_, i) => isAlive(i))),
    startsModel,
    remove(id) {
      const i = indexOf(id);
      if (i === undefined) return false;
      if (!alive) {
        alive = createBitset(size).fill(0xffffffff);
        if (size & 31) alive[alive.length - 1] = 2 ** (size & 31) - 1;
      }
      clearBit(alive, i);
      removed++;
      removedPositions.push(i);
      if (sold[i]! > 0) removedSold++;
      if (hasBit(inStock, i)) {
        clearBit(inStock, i);
        inStockCount--;
        reposition(popular, i);
      }
      updateDeal(i, false);
      return true;
    },
    list(query, joins = startsModel) {
      const perPage = query.per_page ?? 20;
      const page = query.page_no ?? 1;
      const offset = perPage === -1 ? 0 : (page - 1) * perPage;
      const limit = perPage === -1 ? size : perPage;
      const searching = query.search !== undefined && searchTokens(query.search).length > 0;
      const filters = filtersOf(query);
      if (searching) return searchList(query, filters, offset, limit, joins);
      if (!filters) return { items: [], total: 0 };
      const sort =
        sorts[query.sort_by && query.sort_by !== 'relevance' ? query.sort_by : 'name_asc'];
      const { positions, total } = selectPage(filters, sort, offset, limit, scratch);
      return { items: pick(positions), total };
    },
    search(text, limit, joins = startsModel) {
      if (limit <= 0) return { hits: [], total: 0 };
      const { top, count } = engine.search(text, limit, joins, isAlive, removedPositions);
      return {
        hits: top.map(({ id, score }) => ({ product: items[id]!, score })),
        total: count,
      };
    },
    bestSelling(offset, limit) {
      const ranked = partitionPoint(bestSellers, (i) => sold[i]! > 0);
      const total = ranked - removedSold;
      const end = Math.min(total, offset + limit);
      if (offset >= end) return { items: [], total };
      if (removed === 0) {
        return { items: pick(Array.from(bestSellers.order.subarray(offset, end))), total };
      }
      const positions: number[] = [];
      let seen = 0;
      for (let r = 0; r < ranked && seen < end; r++) {
        const i = bestSellers.order[r]!;
        if (isAlive(i) && seen++ >= offset) positions.push(i);
      }
      return { items: pick(positions), total };
    },
    deals: () => pick(dealIds),
    searchWalks: () => engine.walks(),
    update(product) {
      const i = indexOf(product.id);
      if (i === undefined) return false;
      const before = items[i]!;
      if (isStructuralChange(before, product)) return false;
      items[i] = product;
      if (product.sellingPrice !== before.sellingPrice) {
        price[i] = priceKeyOf(product);
        reposition(sorts.price_asc, i);
        reposition(sorts.price_desc, i);
      }
      const tieKey = tieKeyOf(i);
      if (product.inStock !== hasBit(inStock, i)) {
        if (product.inStock) setBit(inStock, i);
        else clearBit(inStock, i);
        inStockCount += product.inStock ? 1 : -1;
      }
      const rating = ratingKeyOf(product);
      if (rating !== ratingKey[i] || product.reviewCount !== reviews[i]) {
        ratingKey[i] = rating;
        reviews[i] = product.reviewCount;
        reposition(sorts.rating, i);
      }
      if (product.soldCount !== sold[i]) {
        sold[i] = product.soldCount;
        reposition(bestSellers, i);
      }
      if (tieKeyOf(i) !== tieKey) reposition(popular, i);
      updateDeal(i, product.dealOfTheDay);
      return true;
    },
  };
}

interface StampSet {
  readonly data: Uint32Array;
  /** A stamp no position holds yet. */
  next(): number;
}

function createStampSet(size: number): StampSet {
  const data = new Uint32Array(size);
  let current = 0;
  return {
    data,
    next() {
      current = current === 0xffffffff ? 1 : current + 1;
      if (current === 1) data.fill(0);
      return current;
    },
  };
}

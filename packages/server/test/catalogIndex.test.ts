import { SORT_OPTIONS, toPaise } from '@storefront-kit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogProductsOf, generateCatalog, namesOf } from '../bench/support/generateCatalog';
import { fileBodyStore, memoryBodyStore } from '../src/catalog/bodyStore';
import { createCatalogSnapshot, LISTING_VIEW_TYPES } from '../src/catalog/catalogSnapshot';
import { compareKeys, nameSortKey } from '../src/catalog/compareProductNames';
import { type CatalogSource, createProductIndexFrom } from '../src/catalog/createProductIndex';
import { buildSearchIndex, tierIn } from '../src/catalog/searchIndex';
import type { SearchTier } from '../src/catalog/searchTerms';
import {
  createSearchAnalyzer,
  foldText,
  type QueryWord,
  searchTokens,
  TIER_HEAD,
  TIER_MODEL,
  TIER_NAME_DETAIL,
  typoDistance,
  typosAllowed,
} from '../src/catalog/searchTerms';
import { BODY_FIELDS, copyCatalogProduct, toCatalogProduct } from '../src/catalog/toCatalogProduct';
import type { CatalogListQuery, CatalogProduct, ProductIndex } from '../src/catalog/types';

// ---- The reference: a plain filter and a full sort, as the index must behave. ----

const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();

const analyzer = createSearchAnalyzer();
const termsCache = new WeakMap<CatalogProduct, [string, number][]>();
const termsOf = (product: CatalogProduct) => {
  let terms = termsCache.get(product);
  if (!terms) {
    terms = [...analyzer.productTerms(product)];
    termsCache.set(product, terms);
  }
  return terms;
};

const wordsCache = new WeakMap<readonly CatalogProduct[], Map<string, QueryWord[]>>();
/** A search's words, a part number typed in pieces joined when it starts some model number. */
function referenceWords(all: readonly CatalogProduct[], text: string): QueryWord[] {
  let cache = wordsCache.get(all);
  if (!cache) {
    cache = new Map();
    wordsCache.set(all, cache);
  }
  let found = cache.get(text);
  if (!found) {
    found = referenceWordsOf(all, text);
    cache.set(text, found);
  }
  return found;
}

function referenceWordsOf(all: readonly CatalogProduct[], text: string): QueryWord[] {
  const words = analyzer.parseQuery(text);
  const startsModel = (joined: string) =>
    all.some((p) =>
      termsOf(p).some(([term, tier]) => tier === TIER_MODEL && term.startsWith(joined)),
    );
  const merged: QueryWord[] = [];
  for (let i = 0; i < words.length; i++) {
    let joined: QueryWord | undefined;
    for (let j = Math.min(words.length, i + 4); j >= i + 2 && !joined; j--) {
      const run = words.slice(i, j);
      if (run.some((w) => w.concept || w.unit)) continue;
      const t = run.map((w) => w.text).join('');
      if (startsModel(t)) joined = { text: t, concept: false, unit: false, span: j - i };
    }
    merged.push(joined ?? words[i]!);
    if (joined) i += joined.span - 1;
  }
  return merged;
}

/**
 * How a word matches one term, apart from the term's tier: 0 exact, 1 a start, typos × 2 for a
 * typo or a concept's spelling (the least of them), or -1. Remembered per word and term, since
 * the reference asks it for every product's terms and the terms repeat across products.
 */
const termQualities = new WeakMap<QueryWord, Int8Array>();
function termQuality(word: QueryWord, term: string): number {
  let best = -1;
  const take = (q: number) => {
    if (best === -1 || q < best) best = q;
  };
  const allowed = word.concept || word.unit ? 0 : typosAllowed(word.text);
  const concept = analyzer.conceptNear(word.text, allowed);
  if (term === word.text) take(0);
  if (!word.concept) {
    if (term.startsWith(word.text)) take(1);
    if (allowed && term !== word.text && /^[a-z]+$/.test(term) && term[0] === word.text[0]) {
      const typos = typoDistance(word.text, term, allowed);
      if (typos <= allowed) take(typos * 2);
    }
    if (concept && term === concept.concept) take(concept.typos * 2);
  }
  return best;
}

/** Every term seen, numbered, so a word's quality for each term is remembered in an array. */
const termNumbers = new Map<string, number>();
const termTexts: string[] = [];
const numberedTerms = new WeakMap<CatalogProduct, { terms: Int32Array; tiers: Uint8Array }>();
function numberedTermsOf(product: CatalogProduct) {
  let found = numberedTerms.get(product);
  if (!found) {
    const terms = termsOf(product);
    found = { terms: new Int32Array(terms.length), tiers: new Uint8Array(terms.length) };
    terms.forEach(([term, tier], k) => {
      let n = termNumbers.get(term);
      if (n === undefined) {
        n = termTexts.push(term) - 1;
        termNumbers.set(term, n);
      }
      found!.terms[k] = n;
      found!.tiers[k] = tier;
    });
    numberedTerms.set(product, found);
  }
  return found;
}

/** How a word matches a product's terms (tier × 8 + typos × 2 + 1 for a start), or null. */
function referenceQuality(product: CatalogProduct, word: QueryWord): number | null {
  const { terms, tiers } = numberedTermsOf(product);
  // The word's quality for each term number (-2: not worked out yet), remembered across products.
  let known = termQualities.get(word);
  if (!known || known.length < termTexts.length) {
    const grown = new Int8Array(Math.max(1024, termTexts.length * 2)).fill(-2);
    if (known) grown.set(known);
    known = grown;
    termQualities.set(word, known);
  }
  let best: number | null = null;
  for (let k = 0; k < terms.length; k++) {
    const n = terms[k]!;
    let q = known[n]!;
    if (q === -2) {
      q = termQuality(word, termTexts[n]!);
      known[n] = q;
    }
    if (q >= 0 && (best === null || tiers[k]! * 8 + q < best)) best = tiers[k]! * 8 + q;
  }
  return best;
}

const modelLengths = new WeakMap<CatalogProduct, number>();
/** The product's model number's length without punctuation, at most 255. */
function modelLengthOf(product: CatalogProduct): number {
  let length = modelLengths.get(product);
  if (length === undefined) {
    length = Math.min(
      255,
      foldText(product.modelNumber ?? '').replace(/[^\p{L}\p{N}]+/gu, '').length,
    );
    modelLengths.set(product, length);
  }
  return length;
}

/** The relevance score as `searchEngine.ts` documents it, or null when a word does not match. */
function referenceScore(product: CatalogProduct, words: readonly QueryWord[]): number | null {
  if (!words.length) return null;
  let modelExact = false;
  let modelPrefix = 0;
  let inName = 0;
  let typos = 0;
  let prefixes = 0;
  let details = 0;
  let head = false;
  const modelLength = modelLengthOf(product);
  for (const word of words) {
    const q = referenceQuality(product, word);
    if (q === null) return null;
    const tier = q >> 3;
    const prefix = (q & 1) === 1;
    typos += (q >> 1) & 3;
    if (tier === TIER_MODEL) {
      if (!prefix) modelExact = true;
      else if (!word.concept && (/\d/.test(word.text) || word.text.length >= 4)) {
        modelPrefix = Math.max(modelPrefix, word.text.length / Math.max(1, modelLength));
      }
    } else if (prefix) prefixes++;
    if (tier === TIER_NAME_DETAIL) details++;
    if (tier === TIER_HEAD) head = true;
    if (tier <= TIER_NAME_DETAIL) inName++;
  }
  const other = words.length - inName;
  if (modelExact) return 100 - Math.min(4, other * 2 + typos);
  if (modelPrefix > 0) return Math.max(86, Math.min(95, 86 + Math.floor(9 * modelPrefix)) - other);
  if (other === 0) {
    const minor = Math.min(6, 3 * details) + (head ? 0 : 2) + Math.min(6, 2 * prefixes);
    return Math.max(60, 85 - 7 * typos - minor);
  }
  const partial = 35 + Math.round((20 * inName) / words.length);
  return Math.max(35, partial - 5 * typos - (head ? 0 : 2) - Math.min(4, prefixes));
}

/** Relevance order: score, in stock, units sold, rating, reviews, then name. */
function compareRelevance(
  a: { p: CatalogProduct; score: number },
  b: { p: CatalogProduct; score: number },
): number {
  return (
    b.score - a.score ||
    Number(b.p.inStock) - Number(a.p.inStock) ||
    b.p.soldCount - a.p.soldCount ||
    ratingOf(b.p) - ratingOf(a.p) ||
    b.p.reviewCount - a.p.reviewCount ||
    compareProductNames(a.p, b.p)
  );
}

function referenceMatches(
  p: CatalogProduct,
  q: CatalogListQuery,
  all: readonly CatalogProduct[],
): boolean {
  const same = (value: string | null, wanted?: string) => !wanted || lower(value) === lower(wanted);
  const type = lower(q.type);
  if (type && !LISTING_VIEW_TYPES.includes(type) && lower(p.type) !== type) return false;
  if (!same(p.category, q.category) || !same(p.subcategory, q.subcategory)) return false;
  if (!same(p.subsubcategory, q.subsubcategory) || !same(p.brand, q.brand)) return false;
  if (q.solution && !p.solutions.some((s) => lower(s) === lower(q.solution))) return false;
  if (q.badges?.length && !q.badges.some((b) => p.badges.some((x) => lower(x) === lower(b)))) {
    return false;
  }
  if (q.in_stock && !p.inStock) return false;
  if (q.min_rating && !(p.reviewCount > 0 && p.rating !== null && p.rating >= q.min_rating)) {
    return false;
  }
  if (q.price_range) {
    const [min, max] = q.price_range;
    const price = Math.max(0, p.sellingPrice);
    if (price < toPaise(min) || price > toPaise(max)) return false;
  }
  const tokens = q.search ? searchTokens(q.search) : [];
  return !tokens.length || referenceScore(p, referenceWords(all, q.search!)) !== null;
}

const keyCache = new Map<string, string>();
/** Name A-Z (the catalogue's natural, case-insensitive order), ties by id. */
function compareProductNames(a: CatalogProduct, b: CatalogProduct): number {
  const key = (name: string) => {
    let k = keyCache.get(name);
    if (k === undefined) {
      k = nameSortKey(name);
      keyCache.set(name, k);
    }
    return k;
  };
  return compareKeys(key(a.name), a.id, key(b.name), b.id);
}

const onRequest = (p: CatalogProduct) => (p.sellingPrice > 0 ? 0 : 1);
const ratingOf = (p: CatalogProduct) => (p.reviewCount > 0 && p.rating !== null ? p.rating : -1);
const REFERENCE_SORTS: Record<string, (a: CatalogProduct, b: CatalogProduct) => number> = {
  name_asc: compareProductNames,
  name_desc: (a, b) => compareProductNames(b, a),
  // 'Price on Request' (0 or less) last in both price orders.
  price_asc: (a, b) =>
    onRequest(a) - onRequest(b) || a.sellingPrice - b.sellingPrice || compareProductNames(a, b),
  price_desc: (a, b) =>
    onRequest(a) - onRequest(b) || b.sellingPrice - a.sellingPrice || compareProductNames(a, b),
  rating: (a, b) =>
    ratingOf(b) - ratingOf(a) || b.reviewCount - a.reviewCount || compareProductNames(a, b),
  newest: (a, b) => b.createdAt - a.createdAt || compareProductNames(a, b),
};

function referenceList(all: readonly CatalogProduct[], q: CatalogListQuery) {
  const searching = q.search !== undefined && searchTokens(q.search).length > 0;
  let matches = all.filter((p) => referenceMatches(p, q, all));
  if (searching && (q.sort_by ?? 'relevance') === 'relevance') {
    const words = referenceWords(all, q.search!);
    matches = matches
      .map((p) => ({ p, score: referenceScore(p, words)! }))
      .sort(compareRelevance)
      .map(({ p }) => p);
  } else {
    const sortBy = q.sort_by && q.sort_by !== 'relevance' ? q.sort_by : 'name_asc';
    matches = matches.sort(REFERENCE_SORTS[sortBy]);
  }
  const perPage = q.per_page ?? 20;
  const page = q.page_no ?? 1;
  const items = perPage === -1 ? matches : matches.slice((page - 1) * perPage, page * perPage);
  return { ids: items.map((p) => p.id), total: matches.length };
}

function referenceSearch(all: readonly CatalogProduct[], text: string, limit: number) {
  if (!searchTokens(text).length) return { hits: [], total: 0 };
  const words = referenceWords(all, text);
  const scored = all.flatMap((p) => {
    const score = referenceScore(p, words);
    return score === null ? [] : [{ p, score }];
  });
  scored.sort(compareRelevance);
  return {
    hits: scored.slice(0, limit).map(({ p, score }) => [p.id, score]),
    total: scored.length,
  };
}

const referenceBest = (all: readonly CatalogProduct[]) =>
  all
    .filter((p) => p.soldCount > 0)
    .sort((a, b) => b.soldCount - a.soldCount || compareProductNames(a, b))
    .map((p) => p.id);

const referenceDeals = (all: readonly CatalogProduct[]) =>
  all
    .filter((p) => p.dealOfTheDay)
    .sort(compareProductNames)
    .map((p) => p.id);

// ---- A generated catalogue and queries drawn from it. ----

const PRODUCTS = catalogProductsOf(generateCatalog(5000, 7));
const values = (pick: (p: CatalogProduct) => readonly (string | null)[]) => [
  ...new Set(PRODUCTS.flatMap(pick).filter((v): v is string => Boolean(v))),
];
const CATEGORIES = values((p) => [p.category]);
const SUBCATEGORIES = values((p) => [p.subcategory]);
const LEAVES = values((p) => [p.subsubcategory]);
const BRANDS = values((p) => [p.brand]);
const SOLUTIONS = values((p) => p.solutions);
const BADGES = values((p) => p.badges);
const TERMS = [...new Set(PRODUCTS.flatMap((p) => [...analyzer.productTerms(p).keys()]))]
  .filter((term) => !term.startsWith('~'))
  .sort();
const PRICES = PRODUCTS.map((p) => p.sellingPrice / 100);

const anyCase = (options: readonly string[]) =>
  fc
    .tuple(fc.constantFrom(...options), fc.boolean())
    .map(([value, upper]) => (upper ? value.toUpperCase() : value));
/** A word as a shopper types it: a prefix (≥ 1 character) of a catalogue term. */
const typedWord = fc
  .tuple(fc.constantFrom(...TERMS), fc.integer({ min: 1, max: 8 }))
  .map(([term, length]) => term.slice(0, length));
const searchText = fc
  .array(typedWord, { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '));
const rupees = fc.oneof(
  fc.constantFrom(...PRICES),
  fc.integer({ min: 0, max: 600_000 }),
  fc.double({ min: 0, max: 600_000, noNaN: true }).map((v) => Math.round(v * 100) / 100),
);

/** Absent three times out of four: a query has a few filters, not all of them. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arbitrary, weight: 1 });

const listQuery: fc.Arbitrary<CatalogListQuery> = fc.record({
  page_no: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 6 })),
  per_page: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.constant(20), fc.constant(-1)),
  sort_by: fc.constantFrom(...SORT_OPTIONS, 'relevance' as const, undefined),
  type: sometimes(fc.constantFrom('product', 'brand', 'solution', 'kit', 'PRODUCT')),
  category: sometimes(anyCase(CATEGORIES)),
  subcategory: sometimes(anyCase(SUBCATEGORIES)),
  subsubcategory: sometimes(anyCase(LEAVES)),
  brand: sometimes(anyCase(BRANDS)),
  solution: sometimes(anyCase(SOLUTIONS)),
  badges: sometimes(fc.subarray([...BADGES, 'Clearance'], { minLength: 1 })),
  search: sometimes(searchText),
  price_range: sometimes(
    fc.tuple(rupees, rupees).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const),
  ),
  in_stock: sometimes(fc.constant(true)),
  min_rating: sometimes(fc.integer({ min: 1, max: 50 }).map((r) => r / 10)),
});

describe('catalogue index on a generated catalogue (5,000 products)', () => {
  const snapshot = createCatalogSnapshot(PRODUCTS);

  it('lists exactly what a plain filter and sort gives, for any filters, sort and page', () => {
    let nonEmpty = 0;
    fc.assert(
      fc.property(listQuery, (query) => {
        const { items, total } = snapshot.list(query);
        expect({ ids: items.map((p) => p.id), total }).toEqual(referenceList(PRODUCTS, query));
        if (items.length) nonEmpty++;
      }),
      { numRuns: 300 },
    );
    // The property is about real pages, not mostly empty answers.
    expect(nonEmpty).toBeGreaterThan(90);
  });

  it('lists dense and sparse results through both paging paths', () => {
    const cases: CatalogListQuery[] = [
      {},
      { sort_by: 'price_desc', page_no: 40 },
      { in_stock: true, sort_by: 'rating', per_page: 50, page_no: 3 },
      { in_stock: true, price_range: [500, 20_000], sort_by: 'price_asc', page_no: 5 },
      { in_stock: true, price_range: [500, 20_000], sort_by: 'newest', per_page: -1 },
      // Across the end of the priced products, where 'Price on Request' begins (2 % of them).
      { sort_by: 'price_asc', per_page: 60, page_no: 82 },
      { sort_by: 'price_desc', per_page: 60, page_no: 82 },
      { price_range: [0, 5_000], sort_by: 'price_asc', per_page: -1 },
      { price_range: [0, 5_000], sort_by: 'price_desc', page_no: 3 },
      { price_range: [0, 0], sort_by: 'price_desc', per_page: -1 },
      { search: 'se', price_range: [0, 900], sort_by: 'price_asc', per_page: -1 },
      { category: CATEGORIES[0], sort_by: 'newest', per_page: -1 },
      { brand: BRANDS[1], in_stock: true, sort_by: 'price_desc', page_no: 2 },
      { badges: BADGES, sort_by: 'name_desc', page_no: 3 },
      { min_rating: 4, sort_by: 'rating', per_page: 100 },
      { search: 'se', sort_by: 'price_asc', page_no: 7 },
      { search: 'sens omr', sort_by: 'newest' },
      { search: 'a e i', in_stock: true, per_page: -1 },
    ];
    for (const query of cases) {
      const { items, total } = snapshot.list(query);
      expect({ ids: items.map((p) => p.id), total }).toEqual(referenceList(PRODUCTS, query));
    }
  });

  it('suggests exactly what scoring every product gives: order, scores and total', () => {
    fc.assert(
      fc.property(searchText, fc.integer({ min: 1, max: 20 }), (text, limit) => {
        const { hits, total } = snapshot.search(text, limit);
        expect({ hits: hits.map((h) => [h.product.id, h.score]), total }).toEqual(
          referenceSearch(PRODUCTS, text, limit),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('suggests for short, common prefixes (the precomputed postings)', () => {
    for (const text of ['s', 'se', 'om', 'pr', 'sie', 'in', 'm1', '24', 'se om', 'p s i']) {
      const { hits, total } = snapshot.search(text, 8);
      expect({ hits: hits.map((h) => [h.product.id, h.score]), total }).toEqual(
        referenceSearch(PRODUCTS, text, 8),
      );
    }
  });

  it('ranks best sellers and lists deals like the reference', () => {
    const best = referenceBest(PRODUCTS);
    expect(snapshot.bestSelling(0, 9).items.map((p) => p.id)).toEqual(best.slice(0, 9));
    expect(snapshot.bestSelling(18, 9).items.map((p) => p.id)).toEqual(best.slice(18, 27));
    expect(snapshot.bestSelling(0, 9).total).toBe(best.length);
    expect(snapshot.deals().map((p) => p.id)).toEqual(referenceDeals(PRODUCTS));
  });
});

describe('suggestions on 24,000 products (the popularity walk)', () => {
  // Each test scores every product for each of ~160 queries: seconds, more on a busy machine.
  // Large enough that common words have tier maps and tiers of one product in 64 or more: a
  // one-word search walks the catalogue's popularity order for those instead of scoring every
  // match, and gives up (scoring them whole) when the walk would cost more.
  const all = catalogProductsOf(generateCatalog(24_000, 11));
  const snapshot = createCatalogSnapshot(all);
  const frequency = new Map<string, number>();
  for (const p of all)
    for (const term of analyzer.productTerms(p).keys())
      if (/^[a-z]{4,}$/.test(term)) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const common = [...frequency]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 24)
    .map(([term]) => term);
  const typo = (term: string) => `${term.slice(0, 3)}${term[4]}${term[3]}${term.slice(5)}`;
  // The starts of the commonest model numbers (a series: 'FX5U', 'FX5U-'), which score by the
  // share of the model typed.
  const series = new Map<string, number>();
  for (const p of all)
    for (const length of [3, 4, 5])
      if (p.modelNumber && p.modelNumber.length > length)
        series.set(
          p.modelNumber.slice(0, length),
          (series.get(p.modelNumber.slice(0, length)) ?? 0) + 1,
        );
  const models = [...series]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 12)
    .map(([start]) => start);
  const queries = models
    .concat(common)
    .flatMap((term) => [
      term.slice(0, 2),
      term.slice(0, 3),
      term,
      ...(term.length >= 5 ? [typo(term)] : []),
    ]);
  // Two words: common words together, a word and another's start, a series and a word.
  const pairs = common
    .slice(0, 8)
    .flatMap((term, k) => [
      `${term} ${common[(k + 1) % 8]!}`,
      `${term.slice(0, 3)} ${common[(k + 3) % 8]!.slice(0, 2)}`,
      `${models[k]!} ${term.slice(0, 4)}`,
    ]);
  queries.push(...pairs);
  const limits = [1, 6, 8, 20];
  const expectReference = (active: readonly CatalogProduct[]) => {
    queries.forEach((text, k) => {
      const limit = limits[k % limits.length]!;
      const { hits, total } = snapshot.search(text, limit);
      expect({ text, hits: hits.map((h) => [h.product.id, h.score]), total }).toEqual({
        text,
        ...referenceSearch(active, text, limit),
      });
    });
  };

  it('suggests exactly what scoring every product gives, walking the common words', () => {
    expectReference(all);
    const { walked, givenUp, walkedSeveral, givenUpSeveral } = snapshot.searchWalks();
    // Most of these searches walk, and nearly every walk finds its best before giving up.
    expect(walked).toBeGreaterThan(queries.length / 2);
    expect(givenUp).toBeLessThan(walked / 10);
    // A quarter of the two-word searches walk too (the others' words are few, or typed with
    // typos: those score one pass over the smallest word's products).
    expect(walkedSeveral).toBeGreaterThanOrEqual(pairs.length / 4);
    expect(givenUpSeveral).toBeLessThan(walkedSeveral / 2);
  }, 90_000);

  it('follows stock, units sold and ratings changed in place, and products taken out', () => {
    const current = new Map(all.map((p) => [p.id, p]));
    let seed = 5;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let k = 0; k < 3000; k++) {
      const p = all[next(all.length)]!;
      const was = current.get(p.id)!;
      const stock = next(3) === 0 ? 0 : 1 + next(50);
      const rated = next(4) !== 0;
      const changed: CatalogProduct = {
        ...was,
        stockQuantity: stock,
        inStock: stock > 0,
        soldCount: next(5) === 0 ? 0 : next(400),
        rating: rated ? 1 + next(41) / 10 : null,
        reviewCount: rated ? 1 + next(30) : 0,
      };
      expect(snapshot.update(changed)).toBe(true);
      current.set(p.id, changed);
    }
    // The products whose name holds a common word fall to the bottom of the popularity
    // order (none in stock, sold or rated): a search for it walks past every popular product
    // without finding its own, gives up, and scores them whole.
    const word = common.find((term) => frequency.get(term)! < all.length / 12)!;
    const unpopular = all.filter((p) => analyzer.productTerms(p).get(word) !== undefined);
    expect(unpopular.length).toBeGreaterThan(all.length / 64);
    for (const p of unpopular) {
      const changed = {
        ...current.get(p.id)!,
        stockQuantity: 0,
        inStock: false,
        soldCount: 0,
        rating: null,
        reviewCount: 0,
      };
      expect(snapshot.update(changed)).toBe(true);
      current.set(p.id, changed);
    }
    for (let k = 0; k < 500; k++) {
      const p = all[next(all.length)]!;
      if (current.delete(p.id)) expect(snapshot.remove(p.id)).toBe(true);
    }
    const before = snapshot.searchWalks();
    expectReference([...current.values()]);
    const after = snapshot.searchWalks();
    expect(after.walked - before.walked).toBeGreaterThan(queries.length / 2);
    expect(after.givenUp).toBeGreaterThan(before.givenUp);
    expect(after.walkedSeveral - before.walkedSeveral).toBeGreaterThanOrEqual(pairs.length / 4);
  }, 90_000);
});

describe('catalogue index reloads', () => {
  /** A product's fields, without where its body is kept. */
  const fieldsOf = (p: CatalogProduct) =>
    Object.fromEntries(Object.entries(p).filter(([key]) => !BODY_FIELDS.has(key)));

  /** The wire JSON the "database" gives a product: it follows every field a change touches. */
  const bodyOf = (p: CatalogProduct) =>
    Buffer.from(
      JSON.stringify([
        p.id,
        p.name,
        p.modelNumber,
        p.brand,
        p.stockQuantity,
        p.sellingPrice,
        p.rating,
        p.reviewCount,
        p.soldCount,
        p.dealOfTheDay,
      ]),
    );

  /**
   * A mutable in-memory source: the "database". Every load gives fresh products (as rows read
   * again would be), with their wire JSON from `bodyOf`.
   */
  function memorySource(initial: readonly CatalogProduct[]) {
    const rows = new Map(initial.map((p) => [p.id, { ...p }]));
    const load = (p: CatalogProduct) => copyCatalogProduct(p, {}, bodyOf(p));
    const source: CatalogSource = {
      loadAll: async () => [...rows.values()].filter((p) => p.isActive).map(load),
      loadSome: async (ids) =>
        ids.flatMap((id) => {
          const p = rows.get(id);
          return p?.isActive ? [load(p)] : [];
        }),
    };
    const active = () => [...rows.values()].filter((p) => p.isActive);
    return { rows, source, active };
  }

  // 1,500 products active at start, and 100 more that a change can bring in (new products).
  const base = [
    ...PRODUCTS.slice(0, 1500),
    ...PRODUCTS.slice(1500, 1600).map((p) => ({ ...p, isActive: false })),
  ];
  const ids = base.map((p) => p.id);
  const brandNames = [...new Set(PRODUCTS.flatMap((p) => p.brand ?? []))];
  type Change = {
    id: string;
    kind:
      | 'stock'
      | 'price'
      | 'rating'
      | 'sold'
      | 'deal'
      | 'rename'
      | 'model'
      | 'brand'
      | 'deactivate'
      | 'revive';
    value: number;
  };
  const change: fc.Arbitrary<Change> = fc.record({
    id: fc.constantFrom(...ids),
    kind: fc.constantFrom(
      'stock',
      'stock',
      'price',
      'price',
      'rating',
      'rating',
      'sold',
      'deal',
      'rename',
      'model',
      'brand',
      'deactivate',
      'revive',
      'revive',
    ),
    value: fc.integer({ min: 0, max: 500 }),
  });

  function apply(p: CatalogProduct, c: Change): CatalogProduct {
    switch (c.kind) {
      case 'stock':
        return { ...p, stockQuantity: c.value % 3, inStock: c.value % 3 > 0 };
      case 'price':
        return { ...p, sellingPrice: c.value * 1000 };
      case 'rating':
        return c.value % 4 === 0
          ? { ...p, rating: null, reviewCount: 0 }
          : { ...p, rating: 1 + (c.value % 41) / 10, reviewCount: c.value % 7 };
      case 'sold':
        return { ...p, soldCount: c.value % 5 === 0 ? 0 : c.value };
      case 'deal':
        return { ...p, dealOfTheDay: c.value % 2 === 0 };
      case 'rename':
        return { ...p, name: `Renamed ${c.value} ${p.name}` };
      case 'model':
        // Another product's part number, or a new one (typed apart, it may join).
        return {
          ...p,
          modelNumber: c.value % 2 ? (PRODUCTS[c.value]!.modelNumber ?? null) : `ZX-${c.value} 9`,
        };
      case 'brand':
        return { ...p, brand: brandNames[c.value % brandNames.length]! };
      case 'deactivate':
        return { ...p, isActive: false };
      case 'revive':
        return { ...p, isActive: true };
    }
  }

  it('after reload(ids) answers like a fresh reference over the changed products', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(change, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        listQuery,
        searchText,
        // The small layer's limit: folded at every structural change, sometimes, or never.
        fc.constantFrom(0, 3, 1000),
        // Bodies in memory or in a file; compacted after every reload, or as by default.
        fc.constantFrom('memory', 'file'),
        fc.boolean(),
        async (batches, query, text, maxDelta, bodyKind, compactAlways) => {
          const db = memorySource(base);
          const index = await createProductIndexFrom(db.source, undefined, {
            maxDelta,
            bodies: bodyKind === 'file' ? () => fileBodyStore() : memoryBodyStore,
            compactWhen: compactAlways ? () => true : undefined,
          });
          for (const batch of batches) {
            for (const c of batch) db.rows.set(c.id, apply(db.rows.get(c.id)!, c));
            // Now and then a whole resync (as after a lost connection) instead of the ids.
            await index.reload(batch[0]!.value % 4 === 0 ? undefined : batch.map((c) => c.id));
          }
          const active = db.active();
          expect(index.size).toBe(active.length);
          const layers = index.layers();
          // With room in the small layer, no change rebuilt the catalogue.
          if (maxDelta === 1000) expect(layers.fullBuilds).toBe(1);
          expect(layers.products).toBe(active.length);
          const { items, total } = index.list(query);
          expect({ ids: items.map((p) => p.id), total }).toEqual(referenceList(active, query));
          // Every order, densely and sparsely, and the rank-range filters over changed keys.
          const changed = db.rows.get(batches[0]![0]!.id)!;
          const probes: CatalogListQuery[] = [
            { ...query, page_no: 1, per_page: 30 },
            { per_page: 40 },
            { brand: changed.brand ?? undefined, per_page: -1 },
            { price_range: [0, 200], per_page: -1 },
            { min_rating: 2.5, per_page: -1 },
            { in_stock: true, page_no: 2, per_page: 50 },
          ];
          for (const probe of probes) {
            for (const sort_by of SORT_OPTIONS) {
              const q = { ...probe, sort_by };
              const answer = index.list(q);
              expect({ ids: answer.items.map((p) => p.id), total: answer.total }).toEqual(
                referenceList(active, q),
              );
            }
          }
          const { suggestions, total: found } = index.search(text, 8);
          expect({ hits: suggestions.map((s) => [s.id, s.relevance_score]), total: found }).toEqual(
            referenceSearch(active, text, 8),
          );
          expect(index.bestSellingPage(0, 20).items.map((p) => p.id)).toEqual(
            referenceBest(active).slice(0, 20),
          );
          expect(index.deals().map((p) => p.id)).toEqual(referenceDeals(active));
          for (const c of batches.flat()) {
            const held = index.get(c.id);
            const row = db.rows.get(c.id)!;
            expect(held && fieldsOf(held)).toEqual(row.isActive ? fieldsOf(row) : undefined);
          }
          // Every product's wire JSON is its latest, wherever the store moved it.
          let live = 0;
          for (const p of active) {
            const bytes = index.get(p.id)!.wireJson;
            expect(bytes.toString()).toBe(bodyOf(p).toString());
            live += bytes.length;
          }
          const bodies = index.bodies();
          expect(bodies.kind).toBe(bodyKind);
          expect(bodies.live).toBe(live);
          // Compacted after every reload (bar a whole rebuild, which starts a new store).
          if (compactAlways) expect(bodies.garbage).toBe(0);
          else expect(bodies.compactions).toBe(0);
          await index.close();
          expect(() => index.get(active[0]!.id)!.wireJson).toThrow(/closed/);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('joins a part number typed apart only on the products held now, in either layer', async () => {
    const [a, b, c] = [ids[10]!, ids[20]!, ids[30]!];
    const expectReference = (db: ReturnType<typeof memorySource>, index: ProductIndex) => {
      for (const text of ['qq 775', 'qq 77', 'rr 12']) {
        const { suggestions, total } = index.search(text, 8);
        expect({ hits: suggestions.map((s) => [s.id, s.relevance_score]), total }).toEqual(
          referenceSearch(db.active(), text, 8),
        );
      }
    };
    // Layer by layer: A's new part number goes to the small layer, B's words stay in the large.
    let db = memorySource(base);
    let index = await createProductIndexFrom(db.source);
    db.rows.set(a, { ...db.rows.get(a)!, modelNumber: 'QQ-775' });
    db.rows.set(b, { ...db.rows.get(b)!, name: 'QQ Relay 775 Slim' });
    await index.reload([a, b]);
    expectReference(db, index);
    // Typed apart, the words join into A's part number.
    expect(index.search('qq 775', 8).suggestions.map((s) => s.id)).toEqual([a]);
    db.rows.set(a, { ...db.rows.get(a)!, isActive: false });
    await index.reload([a]);
    expectReference(db, index);
    // A gone, the words are words again: B's name holds them.
    expect(index.search('qq 775', 8).suggestions.map((s) => s.id)).toEqual([b]);
    expect(index.layers()).toEqual({ products: 1499, changed: 1, fullBuilds: 1 });

    // The same when A's part number sits in the large layer (folded at once: maxDelta 0),
    // where its words stay in the dictionary after A is taken out.
    db = memorySource(base);
    index = await createProductIndexFrom(db.source, undefined, { maxDelta: 0 });
    db.rows.set(a, { ...db.rows.get(a)!, modelNumber: 'QQ-775' });
    db.rows.set(b, { ...db.rows.get(b)!, name: 'QQ Relay 775 Slim' });
    db.rows.set(c, { ...db.rows.get(c)!, modelNumber: 'RR-1234' });
    await index.reload([a, b, c]);
    expect(index.layers()).toEqual({ products: 1500, changed: 0, fullBuilds: 2 });
    expect(index.search('qq 775', 8).suggestions.map((s) => s.id)).toEqual([a]);
    db.rows.set(a, { ...db.rows.get(a)!, isActive: false });
    db.rows.set(c, { ...db.rows.get(c)!, isActive: false });
    await index.reload([a, c]);
    expect(index.layers()).toEqual({ products: 1498, changed: 0, fullBuilds: 2 });
    expectReference(db, index);
    expect(index.search('qq 775', 8).suggestions.map((s) => s.id)).toEqual([b]);
    expect(index.get(a)).toBeUndefined();
    expect(index.get(c)).toBeUndefined();
  });

  it('runs reloads one at a time in call order', async () => {
    const db = memorySource(base);
    const index = await createProductIndexFrom(db.source);
    const id = ids[0]!;
    db.rows.set(id, { ...db.rows.get(id)!, stockQuantity: 0, inStock: false });
    const first = index.reload([id]);
    db.rows.set(id, { ...db.rows.get(id)!, stockQuantity: 7, inStock: true });
    const second = index.reload([id]);
    await Promise.all([first, second]);
    expect(index.get(id)?.stockQuantity).toBe(7);
  });
});

describe('search words and name order', () => {
  it('folds case and accents, and reads punctuated parts as one word', () => {
    expect(foldText('Weidmüller KLIPPON')).toBe('weidmuller klippon');
    expect(searchTokens('  S7-1200   cpu  S7-1200 ')).toEqual(['s71200', 'cpu']);
    expect(searchTokens('-- / --')).toEqual([]);
  });

  it('orders names naturally: numbers by value, case-insensitively', () => {
    const names = ['Sensor M12', 'sensor M8', 'Sensor M30', 'Relay 10A', 'Relay 2A'];
    expect([...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : 1))).toEqual([
      'Relay 2A',
      'Relay 10A',
      'sensor M8',
      'Sensor M12',
      'Sensor M30',
    ]);
  });
});

describe('search word dictionary', () => {
  it('maps tiers only for postings of one product in 16 or more, and answers alike', () => {
    const size = 1_000_000;
    const termsOf = (i: number) => {
      const terms = new Map<string, SearchTier>();
      if (i % 10 === 0) terms.set('relay', (i % 3) as SearchTier); // 100,000 products
      if (i % 300 === 7) terms.set('relax', 1 as SearchTier); // 3,334: above 2,048, under 62,500
      return terms;
    };
    const index = buildSearchIndex(size, termsOf);
    const dense = index.lookupExact('relay');
    const sparse = index.lookupExact('relax');
    expect(dense.ids.length).toBe(100_000);
    expect(dense.tiers?.length).toBe(size / 2);
    expect(sparse.ids.length).toBe(3334);
    expect(sparse.tiers).toBeNull();
    // The prefix 'rela' merges both: dense enough for a map, each position at its best tier.
    const merged = index.lookup('rela');
    expect(merged.ids.length).toBe(103_334);
    expect(merged.tiers).not.toBeNull();
    for (const id of [0, 10, 20, 7, 307, 900_000, 999_907]) {
      expect(tierIn(merged.tiers!, id)).toBe(id % 10 === 0 ? id % 3 : 1);
    }
    expect(tierIn(merged.tiers!, 1)).toBe(-1);
  });
});

describe('catalogue products in memory', () => {
  it('share one copy of repeated values and lists, and hold their related ids apart', () => {
    const products = catalogProductsOf(generateCatalog(2000));
    const firstOf = new Map<string, CatalogProduct>();
    let sharedPairs = 0;
    for (const p of products) {
      const key = `${p.type}|${p.badges.join()}|${p.solutions.join()}|${p.categoryId}`;
      const first = firstOf.get(key);
      if (!first) {
        firstOf.set(key, p);
        continue;
      }
      expect(p.badges).toBe(first.badges);
      expect(p.solutions).toBe(first.solutions);
      expect(p.type).toBe(first.type);
      expect(p.categoryId).toBe(first.categoryId);
      sharedPairs++;
    }
    expect(sharedPairs).toBeGreaterThan(1000);
    expect(Object.isFrozen(products[0]!.badges)).toBe(true);
    // Related ids: a list of the product's own, not the caller's (which may grow).
    const catalog = generateCatalog(3);
    const related = ['prd_a', 'prd_b'];
    const product = toCatalogProduct(catalog.products[0]!, namesOf(catalog), related);
    related.push('prd_c');
    expect(product.relatedIds).toEqual(['prd_a', 'prd_b']);
  });
});

import type { CatalogProduct } from './types';

/**
 * How well a search word matches a product, best first: the model number starts with it, the
 * name starts with it, a word of the name starts with it, a later word of the model number
 * starts with it, a word of the brand or a category starts with it.
 */
export type SearchTier = 0 | 1 | 2 | 3 | 4;
export const SEARCH_TIERS = 5;
/** `relevance_score` points of each tier; a product's score is their mean over the words. */
export const TIER_POINTS: readonly number[] = [100, 90, 75, 55, 40];

const TIER_MODEL_START: SearchTier = 0;
const TIER_NAME_START: SearchTier = 1;
const TIER_NAME_WORD: SearchTier = 2;
const TIER_MODEL_WORD: SearchTier = 3;
const TIER_OTHER: SearchTier = 4;

const MARKS = /\p{M}+/gu;
const SPACES = /\s+/u;
const NON_WORD = /[^\p{L}\p{N}]+/u;
const NON_WORD_GLOBAL = /[^\p{L}\p{N}]+/gu;
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** Lower case without accents ('Weidmüller' → 'weidmuller'), so either spelling finds it. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  return PLAIN_ASCII.test(lower) ? lower : lower.normalize('NFKD').replace(MARKS, '');
}

const chunksOf = (text: string) => foldText(text).split(SPACES).filter(Boolean);
const compact = (chunk: string) => chunk.replace(NON_WORD_GLOBAL, '');
const wordsOf = (chunk: string) => chunk.split(NON_WORD).filter(Boolean);

/**
 * The words of a search, as the index looks them up: each space-separated part without its
 * punctuation ('S7-1200' → 's71200'), lower case, without repeats.
 */
export function searchTokens(text: string): string[] {
  return [...new Set(chunksOf(text).map(compact).filter(Boolean))];
}

function addTerm(terms: Map<string, SearchTier>, term: string, tier: SearchTier): void {
  if (!term) return;
  const known = terms.get(term);
  if (known === undefined || tier < known) terms.set(term, tier);
}

/** A chunk without punctuation and its words; the first two at `firstTier`, the rest at `tier`. */
function addChunk(
  terms: Map<string, SearchTier>,
  chunk: string,
  firstTier: SearchTier,
  tier: SearchTier,
): void {
  addTerm(terms, compact(chunk), firstTier);
  const words = wordsOf(chunk);
  for (let i = 0; i < words.length; i++) addTerm(terms, words[i]!, i === 0 ? firstTier : tier);
}

// Brands and category names repeat across thousands of products: their terms are kept.
const otherTermsCache = new Map<string, string[]>();
function otherTerms(field: string): string[] {
  let terms = otherTermsCache.get(field);
  if (!terms) {
    const map = new Map<string, SearchTier>();
    for (const chunk of chunksOf(field)) addChunk(map, chunk, TIER_OTHER, TIER_OTHER);
    terms = [...map.keys()];
    if (otherTermsCache.size < 10_000) otherTermsCache.set(field, terms);
  }
  return terms;
}

/**
 * The terms a product is found by, each with its best tier. A search word matches a product
 * when it is a prefix of one of these terms. Every space-separated part of a field counts both
 * without punctuation ('6ES7214-1AG40' → '6es72141ag40') and as its words ('6es7214', '1ag40');
 * the model number also counts as a whole, so a model typed from its start ranks first.
 */
export function productTerms(product: CatalogProduct): Map<string, SearchTier> {
  const terms = new Map<string, SearchTier>();
  if (product.modelNumber) {
    const chunks = chunksOf(product.modelNumber);
    addTerm(terms, chunks.map(compact).join(''), TIER_MODEL_START);
    for (const chunk of chunks) addChunk(terms, chunk, TIER_MODEL_WORD, TIER_MODEL_WORD);
  }
  const nameChunks = chunksOf(product.name);
  for (let i = 0; i < nameChunks.length; i++) {
    addChunk(terms, nameChunks[i]!, i === 0 ? TIER_NAME_START : TIER_NAME_WORD, TIER_NAME_WORD);
  }
  for (const field of [
    product.brand,
    product.category,
    product.subcategory,
    product.subsubcategory,
  ]) {
    if (field) for (const term of otherTerms(field)) addTerm(terms, term, TIER_OTHER);
  }
  return terms;
}

import { SORT_OPTIONS, type SortOption } from '@storefront-kit/core';
import { badRequest } from '../http/errors';
import { pageParams } from '../http/pageParams';
import { type RawQuery, readText } from './queryParams';
import { searchTokens } from './searchTerms';
import type { CatalogListQuery } from './types';

/** Page size of the product listing (spec: 20). */
export const PRODUCTS_PER_PAGE = 20;
/** Most words a search may have (each is a lookup; a bound on the work of one request). */
export const MAX_SEARCH_WORDS = 12;
const MAX_BADGES = 20;

const PRICE_RANGE = /^\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*$/;
const RATING = /^\s*\d(?:\.\d+)?\s*$/;

/** `relevance` is the default of a search (and means name A-Z without one). */
const SORTS: readonly string[] = [...SORT_OPTIONS, 'relevance'];
const SORT_MESSAGE = `sort_by must be one of ${SORTS.join(', ')}`;

/** `search` trimmed, with at most `MAX_SEARCH_WORDS` words; undefined when empty. */
export function readSearch(query: RawQuery): string | undefined {
  const search = readText(query, 'search');
  if (search && searchTokens(search).length > MAX_SEARCH_WORDS) {
    throw badRequest(`search must have at most ${MAX_SEARCH_WORDS} words`);
  }
  return search;
}

function readBadges(query: RawQuery): string[] | undefined {
  const raw = query.badges;
  if (raw === undefined) return undefined;
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((value) =>
    typeof value === 'string' ? value.split(',') : [],
  );
  const badges = [...new Set(parts.map((b) => b.trim()).filter(Boolean))];
  if (badges.length > MAX_BADGES) throw badRequest(`badges must list at most ${MAX_BADGES}`);
  return badges.length ? badges : undefined;
}

function readPriceRange(query: RawQuery): [number, number] | undefined {
  const text = readText(query, 'price_range');
  if (text === undefined) return undefined;
  const match = PRICE_RANGE.exec(text);
  if (!match) throw badRequest("price_range must be 'min,max' in rupees, e.g. 0,5000");
  const a = Number(match[1]);
  const b = Number(match[2]);
  return [Math.min(a, b), Math.max(a, b)];
}

function readInStock(query: RawQuery): boolean | undefined {
  const text = readText(query, 'in_stock');
  if (text === undefined || text === 'false' || text === '0') return undefined;
  if (text === 'true' || text === '1') return true;
  throw badRequest('in_stock must be true or false');
}

function readMinRating(query: RawQuery): number | undefined {
  const text = readText(query, 'min_rating');
  if (text === undefined) return undefined;
  const rating = Number(text);
  if (!RATING.test(text) || rating > 5) {
    throw badRequest('min_rating must be a number from 0 to 5');
  }
  return rating > 0 ? rating : undefined;
}

function readSort(query: RawQuery): SortOption | 'relevance' | undefined {
  const text = readText(query, 'sort_by');
  if (text === undefined) return undefined;
  if (!SORTS.includes(text)) throw badRequest(SORT_MESSAGE);
  return text as SortOption | 'relevance';
}

/**
 * Reads the query of `GET /products/web/list/`. Anything malformed is a 400 naming the
 * parameter; a price range given high to low is read low to high. `per_page` is at most
 * `MAX_PER_PAGE` (no -1: the whole catalogue is pages). Without `sort_by`, a search comes in
 * relevance order and anything else in name order.
 */
export function parseProductListQuery(query: RawQuery): CatalogListQuery {
  const { page, perPage } = pageParams(query, { perPage: PRODUCTS_PER_PAGE });
  return {
    page_no: page,
    per_page: perPage,
    sort_by: readSort(query),
    type: readText(query, 'type'),
    category: readText(query, 'category'),
    subcategory: readText(query, 'subcategory'),
    subsubcategory: readText(query, 'subsubcategory'),
    brand: readText(query, 'brand'),
    solution: readText(query, 'solution'),
    badges: readBadges(query),
    search: readSearch(query),
    price_range: readPriceRange(query),
    in_stock: readInStock(query),
    min_rating: readMinRating(query),
  };
}

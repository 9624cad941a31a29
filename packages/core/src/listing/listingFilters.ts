import { DEFAULT_PRICE_RANGE } from '../constants';
import type { SortOption } from '../schemas/catalog';

/**
 * A listing's order: one of the `sort_by` orders, or `'relevance'` (a search's best matches
 * first; `sort_by` is not sent). Relevance is the default of a search, Name A-Z of the rest.
 */
export type ListingSort = SortOption | 'relevance';

/** What the listing shows (`/products?type=`): products, by brand, or by solution. */
export type ListingType = 'product' | 'brand' | 'solution';
export const LISTING_TYPES: readonly ListingType[] = ['product', 'brand', 'solution'];

/**
 * The listing's filter state (spec §3). Text filters use `''` for "any"; categories and brands
 * are identified by their name/title, as in `/products?category=Proximity%20Sensors`.
 */
export interface ListingFilters {
  /** @default '' (any) */
  readonly type: ListingType | '';
  /** Free text, as typed (trimmed when sent). @default '' */
  readonly search: string;
  /** @default 'relevance' with a search, 'name_asc' (sort by name) without (`defaultListingSort`) */
  readonly sort: ListingSort;
  /** Category name. @default '' */
  readonly category: string;
  /** Subcategory name. @default '' */
  readonly subcategory: string;
  /** Sub-subcategory name. @default '' */
  readonly subsubcategory: string;
  /** Brand title. @default '' */
  readonly brand: string;
  /** Solution title. @default '' */
  readonly solution: string;
  /** `[min, max]` in rupees; sent only when changed. @default [0, 1_000_000] */
  readonly priceRange: readonly [number, number];
  /** In Stock Only. @default false */
  readonly inStock: boolean;
  /** Badge names. @default [] */
  readonly badges: readonly string[];
  /** Minimum rating of real reviews, 0 for any (sent as `min_rating`). @default 0 */
  readonly rating: number;
}

/**
 * The defaults: every product, sorted by name, price 0..1,000,000 (decisions.md). Filters with
 * a search sort by relevance unless told: build them with `withListingDefaults`.
 */
export const DEFAULT_LISTING_FILTERS: ListingFilters = /* @__PURE__ */ Object.freeze({
  type: '',
  search: '',
  sort: 'name_asc',
  category: '',
  subcategory: '',
  subsubcategory: '',
  brand: '',
  solution: '',
  priceRange: DEFAULT_PRICE_RANGE,
  inStock: false,
  badges: [],
  rating: 0,
});

/** True when the price range is the default 0..1,000,000 (so no price filter is sent). */
export function isDefaultPriceRange([min, max]: readonly [number, number]): boolean {
  return min === DEFAULT_PRICE_RANGE[0] && max === DEFAULT_PRICE_RANGE[1];
}

/** The default order of a listing: relevance with a search, Name A-Z without. */
export function defaultListingSort(search: string): ListingSort {
  return search.trim() ? 'relevance' : DEFAULT_LISTING_FILTERS.sort;
}

/**
 * Complete filters from some of them: the defaults for the rest, and when no sort is given the
 * default of the search (relevance with one, Name A-Z without).
 *
 * @example
 * withListingDefaults({ search: 'relay' }).sort // 'relevance'
 * withListingDefaults({ brand: 'Omron' }).sort // 'name_asc'
 */
export function withListingDefaults(filters: Partial<ListingFilters> = {}): ListingFilters {
  const full = { ...DEFAULT_LISTING_FILTERS, ...filters };
  return filters.sort ? full : { ...full, sort: defaultListingSort(full.search) };
}

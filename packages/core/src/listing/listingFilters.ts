import { DEFAULT_PRICE_RANGE } from '../constants';
import type { SortOption } from '../schemas/catalog';

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
  /** @default 'name_asc' (sort by name) */
  readonly sort: SortOption;
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

/** The defaults: every product, sorted by name, price 0..1,000,000 (decisions.md). */
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
